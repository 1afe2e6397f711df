import { describe, expect, it } from 'vitest';

import { classifySite } from '../src/classify-site.ts';
import { readPage } from '../src/read-page.ts';

function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
}

function classify(html: string, prompt = '') {
  return classifySite(readPage(html, 'https://example.test/'), { snippets: [], prompt });
}

const familyLawFees = page(
  'en',
  'Hartwell & Osei Family Law | Leeds',
  `<h1>Family law, explained plainly</h1>
   <p>We are a family law firm in Leeds. Our solicitors help with divorce, child arrangements and financial settlements.</p>
   <h2>Fixed fees</h2>
   <table><tr><td>Uncontested divorce</td><td>£450</td></tr><tr><td>Consent order</td><td>£650</td></tr><tr><td>Initial consultation</td><td>£95</td></tr>
   <tr><td>Child arrangements letter</td><td>£120</td></tr><tr><td>Prenuptial agreement</td><td>£1,200</td></tr><tr><td>Mediation session</td><td>£180</td></tr></table>
   <p>Book a free consultation with Dr. Osei.</p>`,
);

describe('classifySite', () => {
  it('types a family law firm with a fee table as Professional Services, never E-commerce', () => {
    const result = classify(familyLawFees);
    expect(result.type).toBe('Professional Services');
    expect(result.evidence.join(' ')).not.toMatch(/prices on the page/);
  });

  it('still counts many prices for a real shop with a cart', () => {
    const shop = page('en', 'Loom & Thread', `<h1>Hand-woven throws</h1><button class="add-to-cart">Add to cart</button>
      <p>Wool throw $120</p><p>Linen throw $95</p><p>Cushion $40</p><p>Blanket $150</p><p>Rug $220</p><p>Scarf $35</p><a href="/cart">Cart</a><p>Free shipping over $100.</p>`);
    expect(classify(shop).type).toBe('E-commerce');
  });

  it('recognises a German law firm and a German tax adviser', () => {
    const kanzlei = page('de', 'Kanzlei Berger – Rechtsanwältin für Familienrecht', `<h1>Ihre Fachanwältin für Familienrecht in Leipzig</h1>
      <p>Wir beraten Sie bei Scheidung, Unterhalt und Sorgerecht. Erstberatung zum Festpreis von 190 €.</p><p>Termin vereinbaren</p>`);
    expect(classify(kanzlei).type).toBe('Professional Services');
    const steuer = page('de', 'Steuerberatung Vogt', `<h1>Steuerberater in Köln</h1><p>Buchhaltung, Lohnbuchhaltung und Ihre Steuererklärung aus einer Hand. Unsere Mandanten schätzen feste Honorare.</p>`);
    expect(classify(steuer).type).toBe('Professional Services');
  });

  it('recognises Spanish, French and Portuguese professional services', () => {
    expect(classify(page('es', 'Bufete Ruiz Abogados', '<h1>Abogados de familia en Sevilla</h1><p>Divorcios de mutuo acuerdo con honorarios cerrados. Primera consulta gratuita.</p>')).type).toBe('Professional Services');
    expect(classify(page('fr', 'Cabinet Martin, avocat', '<h1>Avocat en droit de la famille à Lyon</h1><p>Le cabinet vous accompagne dans votre divorce. Honoraires transparents, première consultation offerte.</p>')).type).toBe('Professional Services');
    expect(classify(page('pt', 'Silva Contabilidade', '<h1>Contabilidade para pequenas empresas</h1><p>O nosso contabilista trata dos seus impostos e da contabilidade da sua empresa.</p>')).type).toBe('Professional Services');
  });

  it('types bakeries, cafés and restaurants as Food & Drink in every language', () => {
    expect(classify(page('de', 'Bäckerei Korn', '<h1>Handwerksbäckerei in Prenzlauer Berg</h1><p>Sauerteig, Brötchen und Kuchen. Unsere Speisekarte für das Frühstück.</p>')).type).toBe('Food & Drink');
    expect(classify(page('es', 'Panadería Lucía', '<h1>Panadería artesana</h1><p>Pan de masa madre cada mañana. Desayunos y café. Ver el menú.</p>')).type).toBe('Food & Drink');
    expect(classify(page('fr', 'Boulangerie Dupain', '<h1>Boulangerie et pâtisserie</h1><p>Pain au levain, croissants et déjeuner à emporter.</p>')).type).toBe('Food & Drink');
    expect(classify(page('pt', 'Padaria Aurora', '<h1>Padaria e pastelaria no Porto</h1><p>Pão fresco, pequeno-almoço e almoço. Veja a ementa.</p>')).type).toBe('Food & Drink');
  });

  it('types an animal shelter as Nonprofit', () => {
    expect(classify(page('en', 'Second Chance Animal Shelter', '<h1>Adopt a friend</h1><p>Our animal shelter rescues dogs and cats. Meet Biscuit, Mabel and Otto. Donate or volunteer today.</p>')).type).toBe('Nonprofit');
    expect(classify(page('de', 'Tierheim Süd', '<h1>Tiere suchen ein Zuhause</h1><p>Unser Tierheim vermittelt Hunde und Katzen. Jetzt spenden oder ehrenamtlich helfen.</p>')).type).toBe('Nonprofit');
    expect(classify(page('pt', 'Patas Amigas', '<h1>Adote um amigo</h1><p>Somos uma associação sem fins lucrativos. Faça uma doação ou seja voluntário.</p>')).type).toBe('Nonprofit');
  });

  it('types a pottery studio with courses and a shop as Education or E-commerce, not Food & Drink', () => {
    const pottery = page('de', 'Tonwerk Töpferstudio', `<h1>Töpferkurse in Hamburg</h1><p>Unser Töpferkurs am Samstag ist für Anfänger. Kurse für Kinder und Erwachsene.</p>
      <h2>Shop</h2><p>Espressotassen 18 €</p><p>Schalen 24 €</p><p>Teller 30 €</p>`);
    expect(['Education', 'E-commerce']).toContain(classify(pottery).type);
  });

  it('recognises health practices in German, Spanish and French', () => {
    expect(classify(page('de', 'Praxis für Physiotherapie Lenz', '<h1>Physiotherapie in Bremen</h1><p>Krankengymnastik, Massage und manuelle Therapie. Termin vereinbaren.</p>')).type).toBe('Health & Wellness');
    expect(classify(page('es', 'Clínica Fisio Vida', '<h1>Fisioterapia en Madrid</h1><p>Tratamientos de fisioterapia y masaje para pacientes de todas las edades.</p>')).type).toBe('Health & Wellness');
    expect(classify(page('fr', 'Studio Yoga Lumière', '<h1>Yoga et méditation à Nantes</h1><p>Cours de yoga pour débutants, méditation guidée et pilates.</p>')).type).toBe('Health & Wellness');
  });

  it('matches whole words only', () => {
    // "dissolution" contains "sso"; "Espressotassen" contains "espresso"; neither may count.
    const result = classify(page('en', 'Notes', '<p>The dissolution of partnerships. Espressotassen. Menus. Carts.</p>'));
    expect(result.evidence.join(' ')).not.toMatch(/"cart"/);
  });

  it('explains its decision in words a user understands', () => {
    const result = classify(familyLawFees);
    expect(result.evidence[0]).toMatch(/^"[^"]+" in (the page title|the meta description|the headings|the page text)/);
  });

  it('classifies a 200 KB page by what it says', () => {
    const paragraph = '<p>Our solicitors in Leeds help with divorce and child arrangements at fixed fees, and we answer within a day.</p>';
    const big = page('en', 'Hartwell & Osei Family Law', paragraph.repeat(1800));
    const facts = readPage(big, 'https://example.test/');
    expect(classifySite(facts, { snippets: [], prompt: '' }).type).toBe('Professional Services');
  });
});

describe('leisure and stays run from one place', () => {
  const facts = (title: string, body: string) => readPage(`<!doctype html><html lang="${title.startsWith('Ferien') ? 'de' : 'en'}"><head><title>${title}</title></head><body>${body}</body></html>`, 'https://example.test/');
  it('reads a kayak outfitter, a fishing guide, a golf course and a holiday home as local businesses, not shops or restaurants', () => {
    const cases = [
      facts('Cedar Creek Kayaking', '<h1>Kayak and canoe rentals</h1><h2>Guided tours</h2><p>Lunch is not included; bring a snack.</p>'),
      facts('Reef Line Adventures', '<h1>Fly fishing on the flats</h1><p>Half-day and full-day fishing trips with a local guide. Our cuisine tour ends with a fish fry.</p>'),
      facts('Maple Run Golf Club', '<h1>Maple Run Golf Club</h1><h2>Rates</h2><p>Weekday 9 holes with cart $18. Weekend 18 holes with cart $25.</p>'),
      facts('Ferienhaus Düne', '<h1>Ferienhaus an der Ostsee</h1><h2>Küche</h2><p>Ab 80 € pro Nacht. Restaurants und Gastronomie in der Nähe.</p>'),
    ];
    for (const page of cases) expect(classifySite(page, { snippets: [], prompt: '' }).type).toBe('Local Service');
  });
});

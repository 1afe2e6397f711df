import { describe, expect, it } from 'vitest';
import { buildSiteModel, offerIsSentence } from '../src/build-site-model.ts';
import { classifySite } from '../src/classify-site.ts';
import { parseInstructions } from '../src/instructions.ts';
import { keyPhrases } from '../src/key-phrases.ts';
import { cleanAmount, itemOfPrice, amountsIn } from '../src/prices.ts';
import { readPage } from '../src/read-page.ts';
import { isCallToActionText, isFullSentence, isOfferText, placeInAddress, scheduleEvidence } from '../src/site-facts.ts';

const modelOf = (html: string, url = 'https://example.test/') =>
  buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: parseInstructions('', ''), brand: null });

describe('offers are promotions, not calls to action', () => {
  const page = `<html lang="en"><head><title>Tallow & Co – Bookkeepers</title></head><body>
    <section class="hero"><h1>Books done for you</h1><p>We keep the books of small shops and cafés in order, every month.</p>
    <a class="btn" href="/call">Book a free call</a> <button>Get a free quote</button></section>
    <section><h2>New clients</h2><p>Your first month is free when you switch before the summer.</p></section>
  </body></html>`;

  it('never takes a button label as an offer, even with "free" in it', () => {
    const model = modelOf(page);
    expect(model.offers.map((o) => o.text)).toEqual(['Your first month is free when you switch before the summer.']);
  });

  it('tells a call to action from a promotion in five languages', () => {
    for (const cta of ['Book a free call', 'Get a free quote', 'Kostenloses Erstgespräch vereinbaren', 'Pide tu consulta gratuita', 'Réservez votre essai gratuit', 'Agende sua aula grátis']) {
      expect(isCallToActionText(cta), cta).toBe(true);
      expect(isOfferText(cta), cta).toBe(false);
    }
    for (const offer of ['First lesson free', 'Erste Stunde gratis', '10 % de descuento en tu primer pedido', 'Claim 20% off your first order', 'Un tablier offert en cadeau', 'Primeira aula grátis', '$25 off any boiler check booked before March 31.', '20 € Rabatt auf die erste Reinigung']) {
      expect(isOfferText(offer), offer).toBe(true);
    }
  });

  it('keeps an offer as the page writes it and says whether it is a full sentence', () => {
    const model = modelOf(`<html lang="es"><head><title>Clínica Luz</title>
      <meta name="description" content="Clínica dental en Gràcia, Barcelona. Primera visita gratuita."></head><body>
      <h1>Tu dentista en Gràcia</h1><p>La primera revisión infantil es gratuita en nuestra clínica de Gràcia.</p></body></html>`);
    const offers = model.offers;
    expect(offers.map((o) => o.text)).toEqual(['Primera visita gratuita.', 'La primera revisión infantil es gratuita en nuestra clínica de Gràcia.']);
    expect(offers.map((o) => offerIsSentence(o, 'es'))).toEqual([false, true]);
    expect(isFullSentence('Erste Stunde gratis', 'de')).toBe(false);
    expect(isFullSentence('Die erste Stunde ist gratis.', 'de')).toBe(true);
    expect(isFullSentence('Free initial consultation for families.', 'en')).toBe(false);
    expect(isFullSentence('Your first class is free.', 'en')).toBe(true);
  });
});

describe('schedules are hours, class times and event dates', () => {
  it('does not read a deadline or a date in a service description as a schedule', () => {
    const model = modelOf(`<html lang="en"><head><title>Sums & Co</title></head><body><h1>Tax help</h1>
      <section class="services"><h2>Services</h2>
      <div class="card"><h3>Tax returns</h3><p>We prepare and file your return and tell you what you owe well before the 31 January deadline.</p></div>
      <div class="card"><h3>Payroll</h3><p>Payslips for your staff, sent on the 25 June and every month after that, with every form your staff need from us.</p></div>
      <div class="card"><h3>Drop-in clinic</h3><p>Bring your letters on Thursdays from 5pm.</p></div></section>
      <p>Open Monday to Friday, 9am to 5pm.</p><p>Open day on 14 March.</p></body></html>`);
    expect(model.schedule.map((s) => s.text)).toEqual(['Bring your letters on Thursdays from 5pm.', 'Open Monday to Friday, 9am to 5pm.', 'Open day on 14 March.']);
  });

  it('knows deadlines and history dates in five languages', () => {
    expect(scheduleEvidence('Abgabe der Steuererklärung bis zur Frist am 31. Juli.')).toBeNull();
    expect(scheduleEvidence('Presentamos tu declaración antes del plazo del 30 de junio.')).toBeNull();
    expect(scheduleEvidence('Nous déposons votre déclaration avant la date limite du 25 mai.')).toBeNull();
    expect(scheduleEvidence('Entregamos a declaração antes do prazo de 31 de maio.')).toBeNull();
    expect(scheduleEvidence('Seit dem 1. März 2012 in Leipzig.')).toBeNull();
    expect(scheduleEvidence('Samstags von 10 bis 14 Uhr geöffnet.')).toBe('hours');
    expect(scheduleEvidence('Tag der offenen Tür am 12. Mai.')).toBe('date');
  });
});

describe('a price names the thing priced', () => {
  it('takes the card title, the row label or a noun, never the section heading, a clause or an article', () => {
    const page = `<html lang="en"><body>
      <section class="services"><h2>What we do</h2>
        <div class="card"><h3>Full groom</h3><p>Bath, trim, nails and ears. From £45 for small dogs.</p></div>
        <div class="card"><h3>Hand stripping</h3><p>For wiry coats. Priced by the hour at £40.</p></div>
      </section>
      <section class="fees"><h2>Fees</h2><ul><li>Self assessment only: £250 a year</li><li>Sole trader plan with bookkeeping: £65 a month</li></ul></section>
      <section class="reviews"><h2>Kind words</h2><p>"Quoted £300 and charged £300, no surprises." — Tom, Leeds</p></section>
    </body></html>`;
    const prices = readPage(page, 'https://example.test/').prices.map((p) => [p.item, p.amount]);
    expect(prices).toEqual([
      ['Full groom', 'from £45'],
      ['Hand stripping', '£40'],
      ['Self assessment', '£250 a year'],
      ['Sole trader plan with bookkeeping', '£65 a month'],
    ]);
  });

  it('reads German, French and Portuguese price lines the same way', () => {
    const page = `<html lang="de"><body><section class="karte"><h2>Bei uns</h2>
      <div class="karte"><h3>Filterkaffee</h3><p>Von Hand aufgebrüht. Die Tasse für 3,20 €, Nachschenken gratis.</p></div>
      <div class="karte"><h3>Rückenkurs</h3><p>Acht Termine. Von vielen Krankenkassen bezuschusst, 120 € für den ganzen Kurs.</p></div>
    </section></body></html>`;
    expect(readPage(page, 'https://example.test/').prices.map((p) => [p.item, p.amount])).toEqual([
      ['Filterkaffee', '3,20 €'],
      ['Rückenkurs', '120 €'],
    ]);
    const text = 'Die Tasse für 3,20 €';
    expect(itemOfPrice(amountsIn(text)[0]!, text, { heading: 'Preise' })).toBe('Tasse');
    const clause = 'Von vielen Krankenkassen bezuschusst, 120 €';
    expect(itemOfPrice(amountsIn(clause)[0]!, clause, { heading: 'Preise' })).toBeNull();
  });

  it('stores a clean amount: the lead word in lower case, no full stop of the sentence', () => {
    expect(cleanAmount('From £45')).toBe('from £45');
    expect(cleanAmount('Ab 39 €')).toBe('ab 39 €');
    expect(cleanAmount('85 € par personne.')).toBe('85 € par personne');
    expect(cleanAmount('12 € pro Std.')).toBe('12 € pro Std.');
    expect(amountsIn('Desde 180 €, revisadas.').map((a) => a.amount)).toEqual(['desde 180 €']);
  });
});

describe('everyday local trades are Local Service', () => {
  const trades: Array<[string, string]> = [
    ['Muddy Paws – Dog grooming in Bristol', 'Full grooms and nail trims for every dog.'],
    ['Fellpflege Bello – Hundesalon in Köln', 'Waschen, Schneiden und Krallenpflege für Ihren Hund.'],
    ['Guau – Peluquería canina en Sevilla', 'Baño, corte y uñas para tu perro.'],
    ['Poils & Moustaches – Toilettage à Nantes', 'Bain, coupe et griffes pour votre chien.'],
    ['Pet Chic – Banho e tosa em Curitiba', 'Banho, tosa e unhas para o seu cão.'],
    ['Sharp Keys – Locksmith in Leeds', 'Locks changed and doors opened, day and night.'],
    ['Umzüge Krause – Ihr Umzugsunternehmen', 'Wir packen, tragen und fahren.'],
    ['Jardins de Léa – Paysagiste à Rennes', 'Entretien de jardin et tonte.'],
    ['Nail Studio Lila – Nagelstudio in Graz', 'Maniküre und Pediküre.'],
    ['Costura Ana – Ajustes de roupa', 'Alfaiataria e consertos de roupa em Lisboa.'],
  ];
  for (const [title, text] of trades) {
    it(title, () => {
      const facts = readPage(`<html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`, 'https://example.test/');
      expect(classifySite(facts, { snippets: [], prompt: '' }).type).toBe('Local Service');
    });
  }
});

describe('key phrases are the offering, not section headings or everyday words', () => {
  it('leaves out testimonial and contact headings and imperative verbs in five languages', () => {
    const phrases = keyPhrases({
      language: 'en',
      name: 'Muddy Paws',
      featureNames: ['Full groom', 'Hand stripping'],
      headings: ['A calm groom for every dog', 'Happy customers', 'What clients say', 'Find me'],
      texts: ['Find me on Gloucester Road.', 'Find the salon on Gloucester Road, next to the bakery.'],
      prompt: '',
    });
    expect(phrases).toContain('Full groom');
    expect(phrases.map((p) => p.toLowerCase())).not.toEqual(expect.arrayContaining(['happy customers']));
    expect(phrases.some((p) => /happy|customers|clients say|^find$/iu.test(p))).toBe(false);
    for (const [language, heading] of [
      ['de', 'Was unsere Gäste sagen'],
      ['de', 'Kundenstimmen'],
      ['es', 'Opiniones'],
      ['fr', 'Témoignages'],
      ['pt', 'Depoimentos'],
    ] as const) {
      const found = keyPhrases({ language, name: 'X', featureNames: [], headings: [heading, heading], texts: [], prompt: '' });
      expect(found, heading).toEqual([]);
    }
    const french = keyPhrases({ language: 'fr', name: 'X', featureNames: [], headings: ['Cuisinez avec un chef'], texts: [], prompt: '' });
    expect(french.some((p) => /cuisinez/iu.test(p))).toBe(false);
  });
});

describe('final review: schedules, names, calls to action and prices read as a customer would', () => {
  it('reads neither a reply time, a priced line nor an offer with its deadline as a schedule', () => {
    for (const text of [
      'Replies within 24 hours, Monday to Friday',
      "Fuite d'eau, WC bouché, chauffe-eau en panne : intervention sous 24 h, du lundi au samedi.",
      'Wir melden uns innerhalb von 24 Stunden, Montag bis Freitag.',
      'De lunes a viernes al mediodía: primero, segundo, postre, pan y bebida por 15,90 €.',
    ]) {
      expect(scheduleEvidence(text), text).toBeNull();
    }
    expect(scheduleEvidence('Du lundi au vendredi de 8 h à 18 h, le samedi de 9 h à 12 h')).toBe('hours');
    expect(scheduleEvidence('Segunda a sexta das 8h às 21h, sábado das 9h às 13h')).toBe('hours');
    const model = modelOf(`<html lang="pt-BR"><head><title>Ponte Idiomas</title></head><body><h1>Fale inglês</h1>
      <p>Matrícula grátis para quem se inscrever até 31 de janeiro.</p><footer><p>Segunda a sexta das 8h às 21h</p></footer></body></html>`);
    expect(model.schedule.map((s) => s.text)).toEqual(['Segunda a sexta das 8h às 21h']);
  });

  it('takes the business name from the title part that shares the domain, never a slogan to the reader', () => {
    const model = modelOf(
      `<html lang="de"><head><title>Steuerberatung Krüger &amp; Partner – Ihr Steuerberater in Münster</title></head><body><h1>Steuern mit Ruhe erledigt</h1></body></html>`,
      'https://krueger-steuer.de/',
    );
    expect(model.name).toBe('Steuerberatung Krüger & Partner');
    const slogan = modelOf(`<html lang="fr"><head><title>Votre boulanger à Lyon | Maison Perrin</title></head><body><h1>Pain au levain</h1></body></html>`, 'https://boulangerie-lyon.fr/');
    expect(slogan.name).toBe('Maison Perrin');
  });

  it('takes the hero button as the call to action, not a menu entry such as "Start" or "Contact"', () => {
    for (const [lang, nav, button] of [
      ['de', 'Start', 'Erstgespräch vereinbaren'],
      ['fr', 'Contact', 'Demander un devis gratuit'],
      ['en', 'Contact', 'Check my availability'],
    ] as const) {
      const facts = readPage(`<html lang="${lang}"><body><nav><a href="/">${nav}</a><a href="/a">Team</a></nav>
        <header><h1>Titel</h1><a class="btn" href="/k">${button}</a></header></body></html>`, 'https://example.test/');
      expect(facts.callsToAction[0], lang).toBe(button);
    }
  });

  it('reads French thousands with a space, and the item of a set menu, not the last dish listed', () => {
    const line = "Remplacement d'un chauffe-eau 200 L : à partir de 1 150 € TTC, pose comprise";
    const [found] = amountsIn(line);
    expect(found!.amount).toBe('à partir de 1 150 €');
    expect(itemOfPrice(found!, line, { heading: null })).toBe("Remplacement d'un chauffe-eau 200 L");
    const menu = 'De lunes a viernes al mediodía: primero, segundo, postre, pan y bebida por 15,90 €.';
    expect(itemOfPrice(amountsIn(menu)[0]!, menu, { heading: 'Menú del día' })).toBe('Menú del día');
    const plan = 'Turma (2x por semana, 1h30): R$ 389/mês';
    expect(itemOfPrice(amountsIn(plan)[0]!, plan, { heading: 'Planos' })).toBe('Turma');
  });
});

describe('the town in a postal address', () => {
  it('ends the town where a phrase begins ("4250-327 Porto Como chegar →" is Porto), and keeps towns of several words', () => {
    expect(placeInAddress('Rua da Natária, 73 4250-327 Porto Como chegar →')).toBe('Porto');
    expect(placeInAddress('Hauptstraße 5, 04109 Leipzig')).toBe('Leipzig');
    expect(placeInAddress('Zeil 10, 60313 Frankfurt am Main')).toBe('Frankfurt am Main');
    expect(placeInAddress('Av. Ipiranga 200, 90160-093 Porto Alegre')).toBe('Porto Alegre');
    expect(placeInAddress('12 rue Haute, 75011 Paris est notre adresse')).toBe('Paris');
  });
});

import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
const home = 'https://example.test/';

function modelOf(html: string, subPages: Array<{ path: string; html: string }> = []) {
  return buildSiteModel({
    url: home,
    facts: readPage(html, home),
    subPages: subPages.map((sub) => ({ url: `${home}${sub.path}`, facts: readPage(sub.html, `${home}${sub.path}`) })),
    fetchNote: null,
    snippets: [],
    prompt: '',
    instructions: noInstructions,
    brand: null,
  });
}
const names = (model: ReturnType<typeof modelOf>) => model.features.map((f) => f.name);

describe('what the business offers, on layouts real small sites use', () => {
  it('reads the cards under a heading that says what the business sells ("What we stock", "Was wir verkaufen", "Lo que vendemos") as its offerings', () => {
    const card = (title: string, text: string) => `<div class="card"><h3>${title}</h3><p>${text}</p></div>`;
    const en = modelOf(page('en', 'Stonebridge Supply', `<h1>Stonebridge Supply</h1><section><h2>What we stock</h2>${card('Roofing sheets', 'Galvanised sheets cut to length while you wait.')}${card('Gutters', 'PVC and steel gutters with every bracket you need.')}</section>`));
    expect(names(en)).toEqual(['Roofing sheets', 'Gutters']);
    const de = modelOf(page('de', 'Hofladen Berg', `<h1>Hofladen Berg</h1><section><h2>Was wir verkaufen</h2>${card('Bauernbrot', 'Aus dem Holzofen, jeden Freitag frisch.')}${card('Landeier', 'Von unseren Hühnern aus Freilandhaltung.')}</section>`));
    expect(names(de)).toEqual(['Bauernbrot', 'Landeier']);
    const es = modelOf(page('es', 'Forn Sol', `<h1>Forn Sol</h1><section><h2>Lo que vendemos</h2>${card('Ensaïmadas', 'Hechas a mano cada mañana con manteca.')}${card('Cocas', 'De verdura o de trampó, para llevar.')}</section>`));
    expect(names(es)).toEqual(['Ensaïmadas', 'Cocas']);
  });

  it('never takes the contact block (phone, e-mail, address, a form) or a section question for an offering, in any language', () => {
    const de = modelOf(
      page('de', 'Imbiss Kaya', `<h1>Frisch vom Grill</h1>
      <section><h2>Sag Hallo!</h2>
        <div><h3>Telefon</h3><p>02524 123456</p></div><div><h3>E-Mail</h3><p>hallo@example.test</p></div>
        <div><h3>Adresse</h3><p>Marktstraße 4, 59320 Ennigerloh</p></div><div><h3>Schreib uns eine Nachricht</h3><form></form></div>
      </section>
      <section class="leistungen"><h2>Was wir machen</h2>
        <div class="card"><h3>Dürüm</h3><p>Im Fladenbrot gerollt, mit Salat und hausgemachter Sauce.</p></div>
        <div class="card"><h3>Partyservice</h3><p>Platten für Feiern und Firmen ab zehn Personen.</p></div>
      </section>`),
    );
    expect(names(de)).toEqual(['Dürüm', 'Partyservice']);
    const en = modelOf(
      page('en', 'Cedar Creek Canoes', `<h1>Paddle the creek</h1>
      <section><h2>Hours &amp; Location</h2><div><h3>Address</h3><p>4 Mill Lane</p></div><div><h3>Hours of Operation</h3><p>Daily 8AM-5PM</p></div><div><h3>Contact</h3><p>Call us</p></div></section>
      <section><h2>What to bring</h2><div><h3>Sunscreen</h3><p>The river is open to the sky.</p></div><div><h3>Dry bag</h3><p>Keep your phone safe.</p></div></section>
      <section class="services"><h2>Rentals</h2><div class="card"><h3>Canoe rental</h3><p>Two-seat canoes by the hour or the day.</p></div><div class="card"><h3>Guided trips</h3><p>A guide shows you the springs and the manatees.</p></div></section>`),
    );
    expect(names(en)).toEqual(['Canoe rental', 'Guided trips']);
  });

  it('keeps the reasons to choose a business apart from what it sells', () => {
    const pt = modelOf(
      page('pt', 'Lavandaria Gaivota', `<h1>Limpeza a seco desde 1970</h1>
      <section class="servicos"><h2>Os Nossos Serviços</h2>
        <div class="servico"><h3>Vestuário</h3><p>Fatos, vestidos e camisas tratados à mão.</p></div>
        <div class="servico"><h3>Edredões</h3><p>Lavagem completa de edredões e mantas.</p></div>
      </section>
      <section><h2>Porquê escolher a Gaivota?</h2>
        <div><h3>Meio século de história</h3><p>Servimos o bairro desde 1970.</p></div>
        <div><h3>Sempre disponíveis</h3><p>Abertos de segunda a sábado.</p></div>
      </section>`),
    );
    expect(names(pt)).toEqual(['Vestuário', 'Edredões']);
    const fr = modelOf(
      page('fr', 'Institut Lune', `<h1>Votre institut</h1>
      <section class="benefits"><h2>Pas une chaîne. Un lieu où l'on vous connaît.</h2>
        <div class="benefit"><h4>Un diagnostic honnête, pas une vente</h4><p>On prend le temps de vous écouter.</p></div>
        <div class="benefit"><h4>Des résultats qu'on peut mesurer</h4><p>Chaque protocole est suivi.</p></div>
      </section>
      <section class="services"><h2>Nos soins</h2>
        <div class="service"><h3>Épilation laser</h3><p>Fini le rasage quotidien.</p></div><div class="service"><h3>Soins du visage</h3><p>Un teint reposé en une heure.</p></div>
      </section>`),
    );
    expect(names(fr)).toEqual(['Épilation laser', 'Soins du visage']);
  });

  it('reads a menu on its own page: the dish without the price in its title, the sections of the menu as what is sold', () => {
    const dish = (name: string, price: string) => `<div class="item"><h3>${name} ${price}</h3><p>Salat, Tomaten, Zwiebeln und Sauce nach Wahl</p></div>`;
    const model = modelOf(page('de', 'Imbiss Kaya', '<nav><a href="/karte.html">Speisekarte</a></nav><h1>Willkommen beim Imbiss Kaya</h1><p>Seit 2009 am Markt.</p>'), [
      {
        path: 'karte.html',
        html: page('de', 'Speisekarte', `<h1>Unsere Speisekarte</h1>
        <section><h2>Im Brot</h2><div>${dish('Döner Tasche', '7,50 €')}${dish('Falafel Tasche', '7,00 €')}${dish('Halloumi Tasche', '7,50 €')}</div></section>
        <section><h2>Tellergerichte</h2><div>${dish('Döner Teller', '11,00 €')}${dish('Schnitzel Teller', '11,50 €')}</div></section>`),
      },
    ]);
    expect(names(model)).toEqual(expect.arrayContaining(['Im Brot', 'Tellergerichte']));
    expect(names(model).every((name) => !/€/u.test(name))).toBe(true);
    const price = model.prices.find((p) => p.amount === '7,50 €');
    expect(price?.source.page).toBe(`${home}karte.html`);
  });

  it('takes a list of links in a page\'s content as what the site has pages for, but never a menu that was not marked as one', () => {
    const model = modelOf(page('en', 'Rossi Catering', '<h1>Family caterers since 1950</h1><p>We cook for weddings, parties and offices.</p>'), [
      {
        path: 'menus.html',
        html: page('en', 'Menus', `<div><a href="/">Home</a> <a href="/halls.html">Banquet Halls</a> <a href="/menus.html">Menus</a> <a href="/contact.html">Contact Us</a></div>
        <h1>Menus</h1><div><a href="/gala.html">Gala Wedding Buffet</a> <a href="/cocktail.html">Cocktail Party</a> <a href="/brunch.html">Breakfast / Lunch / Brunch</a></div>
        <p>Deluxe carving station with prime meats</p><p>$8.00 per person</p>`),
      },
    ]);
    expect(names(model)).toEqual(['Gala Wedding Buffet', 'Cocktail Party', 'Breakfast / Lunch / Brunch']);
  });

  it('leaves out the places around a holiday home and the numbered rooms of one house', () => {
    const model = modelOf(
      page('de', 'Ferienhaus Düne', `<h1>Ferienhaus Düne</h1>
      <section><h2>Das Haus</h2>
        <h3>Schlafzimmer 1</h3><p>Doppelbett mit großer Matratze.</p><h3>Schlafzimmer 2</h3><p>Zwei Einzelbetten am Fenster.</p>
        <h3>Sauna</h3><p>Eine kleine Fasssauna steht im Garten für alle Gäste bereit.</p><h3>Fahrräder</h3><p>Sechs Räder stehen im Schuppen bereit, ohne Aufpreis.</p>
      </section>
      <section><h2>Die Umgebung</h2><h3>Gastronomie</h3><ul><li><strong>Café am Deich</strong> (10 min zu Fuß): Kuchen und Eis</li><li><strong>Fischerhütte</strong> (20 min): Fischbrötchen am Hafen</li></ul></section>`),
    );
    expect(names(model)).toEqual(['Sauna', 'Fahrräder']);
  });
});

describe('layouts that broke the reading of real pages', () => {
  const read = (html: string) => modelOf(html);

  it('reads a fax line as a contact detail, never as the place, and a footer label as no offering', () => {
    const model = read(`<!doctype html><html lang="en"><head><title>Lakeview Dental | Fairview Heights, IL</title></head><body><header><img class="logo" src="/l.png" alt="Lakeview Dental"></header>
      <h1>Gentle dentistry for the whole family</h1>
      <section class="services"><div class="card"><h3>Laser dentistry</h3><p>Gum treatment with a soft-tissue laser, often without stitches.</p></div><div class="card"><h3>Dental implants</h3><p>A fixed tooth that looks and feels like your own.</p></div></section>
      <footer><p>5 Lincoln Trail, Fairview Heights, IL 62208</p><p>Phone: (618) 555-0101</p><p>Fax: (618) 555-0102</p><h4>Main Office</h4></footer></body></html>`);
    expect(model.name).toBe('Lakeview Dental');
    expect(model.location?.text).toBe('Fairview Heights');
    expect(model.features.map((f) => f.name)).toEqual(['Laser dentistry', 'Dental implants']);
  });

  it('leaves a Bootstrap carousel of trivia out of the offer and the key phrases', () => {
    const model = read(`<!doctype html><html lang="fr"><head><title>Boulangerie Tilleul</title></head><body><h1>Boulangerie Tilleul</h1>
      <div id="c" class="carousel slide" data-bs-ride="carousel"><div class="carousel-inner">
      <div class="carousel-item active"><h5>Le saviez-vous ?</h5><p>La fermentation du pain est constituée de deux étapes : le pointage et l'apprêt.</p></div>
      <div class="carousel-item"><h5>Le saviez-vous ?</h5><p>Le mot baguette apparaît en 1920.</p></div></div></div>
      <section class="produits"><div class="card"><h3>Pain au levain</h3><p>Fermenté 24 heures, croûte épaisse.</p></div><div class="card"><h3>Croissants</h3><p>Pur beurre, feuilletés chaque matin.</p></div></section></body></html>`);
    expect(model.features.map((f) => f.name)).toEqual(['Pain au levain', 'Croissants']);
    expect(model.keyPhrases.join(' ')).not.toMatch(/saviez|fermentation|étapes/iu);
  });

  it('reads an AMP page with a Bootstrap grid: the name from structured data, each card with its price', () => {
    const model = read(`<!doctype html><html ⚡ lang="en"><head><title>Harbour Cycles – Bike repair in Bristol</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Harbour Cycles","address":{"@type":"PostalAddress","streetAddress":"3 Quay St","addressLocality":"Bristol"}}</script></head><body>
      <amp-carousel type="slides" layout="responsive" width="400" height="300"><amp-img src="/a.jpg" alt="Workshop" width="400" height="300"></amp-img></amp-carousel>
      <main><h1>Bike repair while you wait</h1><div class="row"><div class="col-md-4"><h3>Puncture repair</h3><p>Fixed in 20 minutes.</p><span class="price">£12</span></div>
      <div class="col-md-4"><h3>Full service</h3><p>Gears, brakes and bearings checked and adjusted.</p><span class="price">£65</span></div>
      <div class="col-md-4"><h3>Wheel truing</h3><p>Straight wheels, even spoke tension.</p><span class="price">£20</span></div></div></main></body></html>`);
    expect(model.name).toBe('Harbour Cycles');
    expect(model.location?.text).toBe('Bristol');
    expect(model.features.map((f) => f.name)).toEqual(['Puncture repair', 'Full service', 'Wheel truing']);
    expect(model.prices.map((p) => [p.item, p.amount])).toEqual([['Puncture repair', '£12'], ['Full service', '£65'], ['Wheel truing', '£20']]);
  });
});

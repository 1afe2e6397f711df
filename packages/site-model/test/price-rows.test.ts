import { describe, expect, it } from 'vitest';
import { readPage } from '../src/read-page.ts';

const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>Prices</title></head><body>${body}</body></html>`;
const pricesOf = (html: string) => readPage(html, 'https://example.test/prices').prices.map((price) => [price.item, price.amount]);

describe('a price alone in its element takes the name of its row', () => {
  it('reads name, duration and price set in spans side by side, in each language', () => {
    const row = (name: string, duration: string, price: string) =>
      `<div class="pricing-row"><div class="pricing-info"><span class="pricing-name">${name}</span><span class="pricing-duration">${duration}</span></div><span class="pricing-price">${price}</span></div>`;
    const fr = page('fr', `<section><h2>Soins du corps</h2><div class="pricing-table">${row('Gommage aux sels', '30 min', '35 €')}${row('Massage aux pierres chaudes', '60 min', '75 €')}</div></section>`);
    expect(pricesOf(fr)).toEqual([
      ['Gommage aux sels', '35 €'],
      ['Massage aux pierres chaudes', '75 €'],
    ]);
    const de = page('de', `<section><h2>Fußpflege</h2><div class="preise">${row('Medizinische Fußpflege', '45 min', '38 €')}${row('Nagelkorrekturspange', '1 h', '55 €')}</div></section>`);
    expect(pricesOf(de)).toEqual([
      ['Medizinische Fußpflege', '38 €'],
      ['Nagelkorrekturspange', '55 €'],
    ]);
    const pt = page('pt', `<section><h2>Barbearia</h2><div class="precos">${row('Corte clássico', '30 min', '15,00 €')}${row('Barba completa', '20 min', '10,00 €')}</div></section>`);
    expect(pricesOf(pt)).toEqual([
      ['Corte clássico', '15,00 €'],
      ['Barba completa', '10,00 €'],
    ]);
  });

  it('keeps the section heading for a price that follows only a description, and never borrows a name across another price', () => {
    const en = page(
      'en',
      `<section class="pricing"><h2>Full groom</h2><p>Bath, trim and nail clip for any size of dog.</p><p>$60</p></section>
       <section class="pricing"><h2>Extras</h2><div><span>Teeth cleaning</span></div><div><span>$15</span></div><div><span>$10</span></div></section>`,
    );
    expect(pricesOf(en)).toEqual([
      ['Full groom', '$60'],
      ['Teeth cleaning', '$15'],
      ['Extras', '$10'],
    ]);
  });
});

describe('what a price in a table column or a long section is for', () => {
  it('qualifies a price in a later column by its header ("per extra guest", "large dog")', () => {
    const de = page(
      'de',
      `<section class="preise"><h2>Saisonpreise</h2><table><tr><td>Saison</td><td>Basispreis (2 Pers.)</td><td>+ je weitere Person</td></tr><tr><td>Sommer</td><td>120 €/Nacht</td><td>+15 €</td></tr><tr><td>Winter</td><td>70 €/Nacht</td><td>+15 €</td></tr></table></section>`,
    );
    expect(pricesOf(de)).toEqual([
      ['Sommer', '120 €/Nacht'],
      ['Sommer – je weitere Person', '15 €'],
      ['Winter', '70 €/Nacht'],
      ['Winter – je weitere Person', '15 €'],
    ]);
    const en = page('en', `<section class="pricing"><h2>Grooming</h2><table><tr><th>Service</th><th>Small dog</th><th>Large dog</th></tr><tr><td>Full groom</td><td>£40</td><td>£55</td></tr></table></section>`);
    expect(pricesOf(en)).toEqual([
      ['Full groom', '£40'],
      ['Full groom – Large dog', '£55'],
    ]);
  });

  it('takes the heading a price stands under, not the first heading of a long container', () => {
    const de = page(
      'de',
      `<div class="haus"><h3>Schlafzimmer</h3><p>Drei Zimmer mit Doppelbetten.</p><h3>Endreinigung</h3><p>Ab 90 Euro, zubuchbar bei der Anreise.</p></div>`,
    );
    expect(pricesOf(de)).toEqual([['Endreinigung', 'ab 90 Euro']]);
  });

  it('never names a price after a section heading that ends where a page title begins', () => {
    // A one-page site of several "pages": the last section of one, then the next page's title and its prices.
    const de = page(
      'de',
      `<div class="page"><h2>Supermärkte</h2><p>Edeka, ~10 min mit dem Auto</p></div>
       <div class="page"><h1>Preise</h1><p>Pro Nacht veranschlagen wir zwischen 60 und 200 Euro, je nach Saison.</p></div>`,
    );
    expect(pricesOf(de).map(([item]) => item)).not.toContain('Supermärkte');
    const en = page('en', `<section><h2>Getting here</h2><p>Ten minutes from the station.</p></section><section><h1>Rates</h1><p>We charge between $60 and $200 a night.</p></section>`);
    expect(pricesOf(en).map(([item]) => item)).not.toContain('Getting here');
  });
});

describe('a short line that ends on what is priced', () => {
  it('reads the words after the amount as the item, never a unit such as "each"', () => {
    const en = page('en', `<section><h2>Day passes</h2><p>Under 12s, no membership: $6 day pass</p><p>$15 per guided walk</p><p>Towels $2 each</p></section>`);
    expect(pricesOf(en)).toEqual([
      // Who it is for, said before the amount, stays with the item: "day pass" alone read as everyone's.
      ['day pass (under 12s, no membership)', '$6'],
      ['guided walk', '$15'],
      ['Towels', '$2'],
    ]);
  });
});


describe('price rows under a line that labels them', () => {
  it('keeps the label with each row\'s item ("9 Holes (Walking Rates)"), until a line that is neither a row nor a label', () => {
    const en = page('en', `<section><h2>Our rates</h2><p>Walking Rates</p><p>9 Holes $10, 18 Holes $15</p><p>Senior Rates 60 & older: Mon thru Fri before NOON</p><p>NON-Members: $12.00 per 9 Holes</p><p>Must have a valid license to drive a cart</p><p>Gift cards $25</p></section>`);
    expect(pricesOf(en)).toEqual([
      ['9 Holes (Walking Rates)', '$10'],
      ['18 Holes (Walking Rates)', '$15'],
      ['NON-Members (Senior Rates 60 & older: Mon thru Fri before NOON)', '$12.00 per 9 Holes'],
      ['Gift cards', '$25'],
    ]);
  });
});

describe('a price with what one amount buys ("per …")', () => {
  it('keeps "per 9 Holes" with the amount where the item is named before it, and takes it as the item where nothing is', () => {
    const en = page('en', `<section><h2>Rates</h2><p>NON-Members: $12.00 per 9 Holes</p><p>Boat launching · $20.00 per boat</p><p>$15 per guided walk</p></section>`);
    expect(pricesOf(en)).toEqual([
      ['NON-Members', '$12.00 per 9 Holes'],
      ['Boat launching', '$20.00 per boat'],
      ['guided walk', '$15'],
    ]);
    // A day is what one amount buys too: "10 € al día", not "10 € al" (read as "a l", a litre).
    expect(pricesOf(page('es', `<div class="tarjeta"><h3>Alquiler por días</h3><p>Bicis urbanas con candado. 10 € al día.</p></div>`)).map(([, amount]) => amount)).toEqual(['10 € al día']);
  });
});

describe('a price with its quantity or its "from"', () => {
  it('is still alone on its line: "8,50€ (5 litros)", "Desde 4€/kg", "from $12" take their row name, the quantity kept with its amount', () => {
    const item = (name: string, price: string) => `<div class="promo-item"><span class="promo-name">${name}</span><span class="promo-price">${price}</span></div>`;
    const pt = page('pt', `<section><div class="promo-label">Promoção da semana</div><div class="promo-items">${item('Sabão líquido', '8,50€ <small>(5 litros)</small>')}${item('Amaciador', '7,50€ <small>(5 litros)</small>')}</div>
      <div class="cats">${item('Edredões', 'Desde 4€/kg')}${item('Tapetes', 'Desde 9,00€')}</div></section>`);
    expect(pricesOf(pt)).toEqual(
      expect.arrayContaining([
        ['Sabão líquido', '8,50€ (5 litros)'],
        ['Amaciador', '7,50€ (5 litros)'],
        // The unit after the slash is part of the price: a duvet does not cost 4 €.
        ['Edredões', 'desde 4€/kg'],
        ['Tapetes', 'desde 9,00€'],
      ]),
    );
    const en = page('en', `<section><h2>Classes</h2>${item('Sourdough basics', 'from $12')}${item('Pastry day', 'from $40')}</section>`);
    expect(pricesOf(en)).toEqual(expect.arrayContaining([['Sourdough basics', 'from $12']]));
  });
});

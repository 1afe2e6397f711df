import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
const home = 'https://example.test/';
const placeOf = (html: string) => buildSiteModel({ url: home, facts: readPage(html, home), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null }).location?.text ?? null;

describe('where the business is, from the lines a page marks as its place', () => {
  it('reads the town after a map-pin icon or a 📍, even when the business is named after it', () => {
    const pt = page('pt', 'Contabilidade Ramos', `<h1>Contabilidade Ramos</h1><p>Abertura de empresas e imposto de renda.</p><footer><ul><li><a href="#"><i class="fas fa-map-marker-alt"></i> Belo Horizonte, Brasil</a></li><li>contato@ramos.test</li></ul></footer>`);
    expect(placeOf(pt)).toBe('Belo Horizonte');
    const de = page('de', 'Ferienhaus Kirchdorf', `<h1>Ferienhaus Kirchdorf</h1><p>Ein Haus für die ganze Familie.</p><p class="muted">📍 Kirchdorf, Ortsteil von Poel, Mecklenburg</p>`);
    expect(placeOf(de)).toBe('Kirchdorf');
  });

  it('never takes a pinned section title or a year before a word ("2019 Rates") for the town', () => {
    const de = page('de', 'Imbiss Sonne', `<h1>Imbiss Sonne</h1><h2><i class="fa fa-map-marker"></i> Hier findest du uns</h2><p>Direkt am Marktplatz.</p>`);
    expect(placeOf(de)).toBeNull();
    const en = page('en', 'Cedar Ridge Golf Club', `<h1>Cedar Ridge Golf Club</h1><p>Our affordable rates and rolling fairways make a great day out in Millbrook.</p><p>Cedar Ridge Golf Club 2019 Rates</p>`);
    expect(placeOf(en)).toBe('Millbrook');
  });

  it('reads a town that shares a word with the business from its postal address', () => {
    const en = page('en', 'Silver Lake Paddle', `<h1>Silver Lake Paddle</h1><p>Kayaks and canoes by the hour.</p><footer><p>12 Shore Rd.<br>Silver Lake, WI 53170</p></footer>`);
    expect(placeOf(en)).toBe('Silver Lake');
  });
});

describe('where the business is, from the sentence that places it', () => {
  it('reads the town after "located in", "began in", "mit Sitz in", "ubicados en", "située à", "localizada em"', () => {
    const cases: Array<[string, string, string]> = [
      ['en', 'We are located in the quiet east end of Seal Island, where the reef meets the deep.', 'Seal Island'],
      ['en', 'Marino & Sons began in Hoboken, New Jersey in 1952 with one oven.', 'Hoboken'],
      ['de', 'Die Tischlerei mit Sitz in Kleinmachnow arbeitet seit 1995 für Kunden in ganz Brandenburg.', 'Kleinmachnow'],
      ['es', 'Estamos ubicados en el centro de Tarragona, a dos calles del mercado.', 'Tarragona'],
      ['fr', "L'atelier est située à Annecy, au bord du lac.", 'Annecy'],
      ['pt', 'A oficina está localizada em Braga desde 1990.', 'Braga'],
    ];
    for (const [lang, sentence, town] of cases) {
      // The first paragraph (the description) names no town: the sentence further down does.
      const lead = '<p>Made by hand, one piece at a time — furniture, repairs, commissions and more.</p>';
      expect(placeOf(page(lang, 'Atelier', `<h1>Atelier</h1>${lead}<p>${sentence}</p>`)), sentence).toBe(town);
    }
  });

  it('never takes a name after other words ("located in a small studio in Old Mill") or a year for the town', () => {
    expect(placeOf(page('en', 'Atelier', '<h1>Atelier</h1><p>We are located in a small converted barn called Old Mill.</p><p>Founded in 1998 by two potters.</p>'))).toBeNull();
  });
});


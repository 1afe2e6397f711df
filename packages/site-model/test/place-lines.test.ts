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

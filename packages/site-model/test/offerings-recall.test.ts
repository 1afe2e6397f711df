import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
const home = 'https://example.test/';

function modelOf(html: string) {
  return buildSiteModel({ url: home, facts: readPage(html, home), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null });
}
const names = (model: ReturnType<typeof modelOf>) => model.features.map((f) => f.name);

describe('offerings a page names outside its headline cards', () => {
  it('reads a tile whose class holds "nav" inside another word ("navidad") as content, not navigation', () => {
    const tile = (cls: string, title: string) => `<div class="producto ${cls}"><div class="contenido"><a><h3>${title}</h3></a></div></div>`;
    const es = modelOf(
      page('es', 'Horno Las Dunas', `<h1>Horno Las Dunas</h1><section class="productos"><h2>Nuestros productos</h2>
        ${tile('pan', 'Pan de payés')}${tile('dulce', 'Ensaimadas')}${tile('navidad', 'Turrones de Navidad')}${tile('fiesta', 'Roscón de Reyes')}</section>`),
    );
    expect(names(es)).toEqual(['Pan de payés', 'Ensaimadas', 'Turrones de Navidad', 'Roscón de Reyes']);
  });
});

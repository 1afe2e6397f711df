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

  it('reads the footer column titled with what the business sells ("Products", "Prestations") as more offerings, each named once', () => {
    const card = (title: string, text: string) => `<div class="card"><h3>${title}</h3><p>${text}</p></div>`;
    const en = modelOf(
      page('en', 'Millbrook Garden Centre', `<h1>Millbrook Garden Centre</h1>
      <section class="products"><h2>In store now</h2>${card('Seeds & Bulbs', 'Vegetable seeds and spring bulbs, sold loose.')}${card('Compost', 'Peat-free compost by the bag or the tonne.')}</section>
      <footer><div><h4>Products</h4><ul><li><a href="/p">Seeds &amp; Bulbs</a></li><li><a href="/p">Compost</a></li><li><a href="/p">Fruit Trees</a></li><li><a href="/p">Garden Tools</a></li></ul></div>
      <div><h4>Quick Links</h4><ul><li><a href="/a">Browse the shop</a></li><li><a href="/c">Get a Quote</a></li></ul></div></footer>`),
    );
    expect(names(en)).toEqual(['Seeds & Bulbs', 'Compost', 'Fruit Trees', 'Garden Tools']);
    const fr = modelOf(
      page('fr', 'Institut Lys', `<h1>Institut Lys</h1>
      <section class="services"><h2>Pour vous</h2>${card('Soins du visage', 'Un nettoyage en profondeur et un massage relaxant.')}${card('Épilation à la cire', 'Cire tiède sur toutes les zones du corps.')}</section>
      <footer><h4>Prestations</h4><ul><li><a href="/v">Soins du visage</a></li><li><a href="/e">Épilation cire</a></li><li><a href="/m">Manucure</a></li></ul></footer>`),
    );
    expect(names(fr)).toEqual(['Soins du visage', 'Épilation à la cire', 'Manucure']);
  });

  it('reads the eyebrow over a section heading: cards under "Por qué elegirnos" are reasons, cards under "Nuestros servicios" the offer', () => {
    const card = (title: string, text: string) => `<article class="card"><h3>${title}</h3><p>${text}</p></article>`;
    const es = modelOf(
      page('es', 'Fisioterapia Arenal', `<h1>Fisioterapia Arenal</h1>
      <section><div class="intro"><span class="eyebrow">Por qué elegirnos</span><h2>Un equipo que te escucha de verdad</h2></div>
        <div class="grid">${card('Atención sin prisas', 'Cada sesión dura una hora completa contigo.')}${card('Veinte años de oficio', 'Hemos tratado a miles de vecinos del barrio.')}${card('Equipos modernos', 'Ecografía y ondas de choque en la misma consulta.')}</div></section>
      <section><div class="intro"><span class="eyebrow">Nuestros servicios</span><h2>Todo lo que tu espalda necesita</h2></div>
        <div class="grid">${card('Fisioterapia deportiva', 'Recuperación de lesiones para corredores y ciclistas.')}${card('Pilates terapéutico', 'Grupos reducidos para fortalecer la espalda.')}</div></section>`),
    );
    expect(names(es)).toEqual(['Fisioterapia deportiva', 'Pilates terapéutico']);
  });

  it("fills the offerings from the site's menu when its content names few: pages of their own, never the furniture, the place or the team", () => {
    const nav = (labels: string[]) => `<nav><ul>${labels.map((label, index) => `<li><a href="/${index === 0 ? '' : `p${index}.html`}">${label}</a></li>`).join('')}</ul></nav>`;
    const en = modelOf(
      page('en', 'Oakmere Riding Stables', `${nav(['Home', 'The Yard', 'Lessons', 'Livery', 'Pony Parties', 'Oakmere Woods', 'Yard Rules', "FAQ's", 'Instructors', 'Contact Us'])}
      <main><h1>Welcome to Oakmere Riding Stables</h1><p>A family yard on the edge of the forest since 1982, with forty acres of grazing and an indoor arena.</p></main>`),
    );
    expect(names(en)).toEqual(['Lessons', 'Livery', 'Pony Parties']);
    const de = modelOf(
      page('de', 'Studio Atemraum', `${nav(['Start', 'Yoga', 'Pilates', 'Preise', 'Kurse', 'Das Studio', 'Kontakte', 'Über uns', 'Speisekarte', 'Speisekarte ansehen', 'Impressum', 'Rechtliches'])}
      <main><h1>Willkommen im Studio Atemraum</h1><p>Ein heller Raum im Hinterhof, kleine Gruppen und viel Zeit für jede Frage.</p></main>`),
    );
    expect(names(de)).toEqual(['Yoga', 'Pilates']);
  });

  it('lets tiers of one offering ("Gold Party Plan", "Silver Party Plan") stand back until every other offering has its place', () => {
    const links = (labels: string[]) => `<div class="tiles">${labels.map((label, index) => `<a href="/m${index}.html"><p>${label}</p></a>`).join('')}</div>`;
    const en = modelOf(
      page('en', 'Harbourside Caterers', `<h1>Menus</h1>${links(['Wedding Buffet', 'Gold Party Plan', 'Silver Party Plan', 'Bronze Party Plan', 'Copper Party Plan', 'Cocktail Hour', 'Canapés', 'Seafood Boil', 'Picnic Hampers', 'Dessert Table'])}`),
    );
    expect(names(en)).toEqual(['Wedding Buffet', 'Gold Party Plan', 'Silver Party Plan', 'Cocktail Hour', 'Canapés', 'Seafood Boil', 'Picnic Hampers', 'Dessert Table']);
  });
});


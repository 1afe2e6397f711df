import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

function modelOf(html: string, url = 'https://example.test/') {
  return buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null });
}

const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;

describe('features from the page structure, in any language', () => {
  it('reads French cards whose class is a French word ("carte" is a card, not a shop cart)', () => {
    const model = modelOf(
      page('fr', 'Atelier Bleu – Céramique à Nantes', `<h1>Céramique faite main</h1>
      <section class="offres"><h2>Nos ateliers</h2>
        <div class="carte"><h3>Tournage débutant</h3><p>Trois heures au tour pour apprendre à centrer la terre et monter un bol.</p></div>
        <div class="carte"><h3>Émaillage en famille</h3><p>Vous peignez vos pièces avec nos émaux, nous les cuisons pour vous.</p></div>
        <div class="carte"><h3>Stage du week-end</h3><p>Deux jours complets pour réaliser un service de quatre assiettes.</p></div>
      </section>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Tournage débutant', 'Émaillage en famille', 'Stage du week-end']);
  });

  it('reads Portuguese and Spanish cards side by side without any section class', () => {
    const pt = modelOf(
      page('pt', 'Pedal Norte – Oficina de bicicletas no Porto', `<h1>A tua bicicleta em boas mãos</h1>
      <div><h2>O que fazemos</h2>
        <div class="cartao"><h3>Revisão geral</h3><p>Afinamos travões e mudanças, limpamos a transmissão e verificamos tudo.</p></div>
        <div class="cartao"><h3>Aluguer ao dia</h3><p>Bicicletas de cidade e de estrada, com capacete e cadeado incluídos.</p></div>
      </div>`),
    );
    expect(pt.features.map((f) => f.name)).toEqual(['Revisão geral', 'Aluguer ao dia']);
    const es = modelOf(
      page('es', 'Huerto Vivo – Escuela de jardinería', `<h1>Aprende a cultivar</h1>
      <section><h2>Nuestros cursos</h2>
        <article><h3>Huerto urbano</h3><p>Cultiva tomates y lechugas en tu balcón durante toda la temporada.</p></article>
        <article><h3>Compostaje casero</h3><p>Convierte los restos de cocina en abono para tus plantas.</p></article>
      </section>`),
    );
    expect(es.features.map((f) => f.name)).toEqual(['Huerto urbano', 'Compostaje casero']);
  });

  it('prefers the cards that describe the business over a long priced menu', () => {
    const dish = (name: string, price: string) => `<li class="menu-item"><div class="head"><h4>${name}</h4><span class="price">${price}</span></div><p>${name.toLowerCase()} with herbs</p></li>`;
    const dishes = ['Tomato soup', 'Lentil stew', 'Grilled trout', 'Roast chicken', 'Mushroom pie', 'Apple crumble', 'Lemon tart', 'Cheese board', 'Fish cakes'];
    const model = modelOf(
      page('en', 'The Green Door | Neighbourhood kitchen', `<h1>A neighbourhood kitchen</h1>
      <section class="intro">
        <div class="box"><h3>Open kitchen</h3><p>Watch every plate being cooked from the counter seats by the window.</p></div>
        <div class="box"><h3>Local growers</h3><p>Our vegetables come from three farms less than ten miles away.</p></div>
        <div class="box"><h3>Cookery evenings</h3><p>Once a month our chef teaches a class of eight, then everyone eats together.</p></div>
      </section>
      <section id="menu" class="menu"><h2>Menu</h2><h3>Dishes</h3><ul>${dishes.map((d, i) => dish(d, `£${8 + i}`)).join('')}</ul></section>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Open kitchen', 'Local growers', 'Cookery evenings']);
    // The dishes are still read as prices.
    expect(model.prices.map((p) => p.item)).toContain('Tomato soup');
  });

  it('leaves out a gallery of names (people or pets) when the page has offering cards too', () => {
    const model = modelOf(
      page('en', 'Riverside Rabbit Rescue', `<h1>Rabbits need homes too</h1>
      <section><h2>How you can help</h2>
        <div class="card"><h3>Adopt a rabbit</h3><p>Every rabbit is neutered, vaccinated and health-checked before going home.</p></div>
        <div class="card"><h3>Sponsor a hutch</h3><p>Your monthly gift pays for hay, bedding and the vet for one rabbit.</p></div>
      </section>
      <section><h2>Ready to meet you</h2>
        <div class="card"><h3>Clover</h3><p>Lop, 2 years. Loves company and a quiet house.</p></div>
        <div class="card"><h3>Nutmeg</h3><p>Dutch, 1 year. Curious and very brave.</p></div>
        <div class="card"><h3>Bramble</h3><p>Rex, 4 years. Bonded with Nutmeg.</p></div>
      </section>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Adopt a rabbit', 'Sponsor a hutch']);
  });

  it('keeps single-word service cards that the page also writes as common words', () => {
    const model = modelOf(
      page('en', 'Dale Home Services', `<h1>Home repairs in Dale</h1><p>We do plumbing, heating and roofing for homes across the valley.</p>
      <section><div class="card"><h3>Plumbing</h3><p>Leaks, taps and new bathrooms fitted.</p></div>
      <div class="card"><h3>Heating</h3><p>Boilers serviced and repaired.</p></div>
      <div class="card"><h3>Roofing</h3><p>Slipped tiles and gutters fixed.</p></div></section>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Plumbing', 'Heating', 'Roofing']);
  });

  it('reads a mostly-pictures page: captioned galleries name the offer, alt texts help the type', () => {
    const model = modelOf(
      page('de', 'Blütezeit – Blumen in Freiburg', `<h1>Blumen für jeden Anlass</h1>
      <div class="grid">
        <figure><img src="/a.jpg" alt="Bunter Blumenstrauß mit Tulpen"><figcaption>Saisonale Sträuße</figcaption></figure>
        <figure><img src="/b.jpg" alt="Brautstrauß aus weißen Rosen"><figcaption>Hochzeitsfloristik</figcaption></figure>
        <figure><img src="/c.jpg" alt="Trockenblumenkranz an einer Tür"><figcaption>Trockenblumenkränze</figcaption></figure>
      </div>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Saisonale Sträuße', 'Hochzeitsfloristik', 'Trockenblumenkränze']);
    expect(['Local Service', 'E-commerce']).toContain(model.type);
  });

  it('does not take dated or named photo captions as features', () => {
    const model = modelOf(
      page('en', 'Moss Photography', `<h1>Wedding photography</h1>
      <section class="packages"><div class="package"><h3>Elopements</h3><p>Two hours, one place, your vows and portraits.</p></div>
      <div class="package"><h3>Full days</h3><p>From getting ready to the first dance.</p></div></section>
      <div class="gallery"><figure><img src="/1.jpg" alt=""><figcaption>Ana and Leo, Skye, May</figcaption></figure>
      <figure><img src="/2.jpg" alt=""><figcaption>June 2024 in Oban</figcaption></figure></div>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Elopements', 'Full days']);
  });

  it('keeps feature names in the casing the page writes them', () => {
    const model = modelOf(
      page('en', 'Harbour Cats', `<h1>Cats of the harbour</h1><section class="programs">
      <div class="card"><h3>Foster a cat</h3><p>Give a shy cat a quiet room for a few weeks while it learns to trust.</p></div>
      <div class="card"><h3>TNR programme</h3><p>We trap, neuter and return the harbour's street cats every spring.</p></div></section>`),
    );
    expect(model.features.map((f) => f.name)).toEqual(['Foster a cat', 'TNR programme']);
  });
});

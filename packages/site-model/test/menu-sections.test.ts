import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { parseInstructions } from '../src/instructions.ts';
import { readPage } from '../src/read-page.ts';

const modelOf = (html: string, url = 'https://example.test/') =>
  buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: parseInstructions('', ''), brand: null });

describe("a menu's sections and the page's own title", () => {
  it('keeps a priced highlight card under the page title as an offering, beside the menu sections', () => {
    const dish = (name: string, price: string) => `<li class="menu-item"><h4>${name}</h4><p>Made in house every morning.</p><span class="price">${price}</span></li>`;
    const model = modelOf(`<html lang="en"><head><title>Hearth & Rye</title></head><body>
      <h1>Bread baked by hand, every morning</h1>
      <section class="highlights">
        <div class="highlight"><h3>Wood-fired oven</h3><p>Every loaf baked on the stone of our wood-fired oven.</p></div>
        <div class="highlight"><h3>Local flour</h3><p>Stone-ground flour from a mill ten miles away.</p></div>
        <div class="highlight"><h3>Saturday bread class</h3><p>Shape and bake your own sourdough loaf with our baker. $40.</p></div>
        <div class="highlight"><h3>Friday pizza night</h3><p>Sourdough pizza from the same oven, with a glass of wine. $25.</p></div>
      </section>
      <section class="menu"><h2>Menu</h2>
        <h3>Loaves</h3><ul>${dish('Country sourdough', '$7')}${dish('Seeded rye', '$8')}${dish('Spelt loaf', '$8')}</ul>
        <h3>Pastries</h3><ul>${dish('Cardamom bun', '$4')}${dish('Almond croissant', '$4')}${dish('Pain au chocolat', '$4')}</ul>
      </section></body></html>`);
    const names = model.features.map((feature) => feature.name);
    expect(names).toEqual(expect.arrayContaining(['Saturday bread class', 'Friday pizza night']));
    expect(names).toEqual(expect.arrayContaining(['Wood-fired oven', 'Local flour']));
  });
});

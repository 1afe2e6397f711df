import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
const modelOf = (lang: string, title: string, body: string) => {
  const url = 'https://example.test/';
  const html = `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
  return buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null });
};
const people = (model: ReturnType<typeof modelOf>) => (model.people ?? []).map((p) => [p.name, p.role]);

describe('the people a business names, as people with their role', () => {
  it('reads founders, a guide and an owner in each language', () => {
    expect(people(modelOf('en', 'Two Sisters Diner', '<h1>Two Sisters Diner</h1><p>Founded by Rosa Lind in 1988, the diner still bakes its own pies.</p>'))).toEqual([['Rosa Lind', 'founder']]);
    expect(people(modelOf('en', 'Reef Line', '<h1>Fly fishing</h1><h2>Meet your guide: Tomas</h2><p>Tomas is an experienced fishing guide who grew up on the reef.</p>'))).toEqual([['Tomas', 'guide']]);
    expect(people(modelOf('es', 'Forn Sol', '<h1>Forn Sol</h1><p>Marta Riera y Pau Serra fundaron el horno del barrio en 1962.</p>'))).toEqual([
      ['Marta Riera', 'founder'],
      ['Pau Serra', 'founder'],
    ]);
    expect(people(modelOf('de', 'Imbiss Kaya', '<h1>Imbiss Kaya</h1><p>Inhaberin Selin Kaya steht jeden Tag selbst am Grill.</p>'))).toEqual([['Selin Kaya', 'Inhaberin']]);
    expect(people(modelOf('fr', 'Institut Lune', '<h1>Institut Lune</h1><h2>Amandine — une experte qui vous écoute</h2><p>Douze ans de métier.</p>'))).toEqual([['Amandine', 'une experte qui vous écoute']]);
    expect(people(modelOf('pt', 'Padaria Sol', '<h1>Padaria Sol</h1><p>Fundada por Ana Lopes em 1971, a padaria coze pão todos os dias.</p>'))).toEqual([['Ana Lopes', 'fundador']]);
  });

  it('never lists a customer named in a review, nor the business named after its owner', () => {
    const model = modelOf(
      'en',
      'Grant Hale Accounting',
      `<h1>Grant Hale Accounting</h1><p>Run by Grant Hale since 2001.</p>
      <section class="testimonials"><blockquote>"Founded by Mia and her team? No idea, but they sorted my taxes." <cite>Owen Price</cite></blockquote></section>`,
    );
    expect((model.people ?? []).map((p) => p.name)).not.toContain('Owen Price');
    expect((model.people ?? []).map((p) => p.name)).not.toContain('Mia');
  });

  it('never offers a person as a feature', () => {
    const model = modelOf(
      'fr',
      'Institut Lune',
      `<h1>Institut Lune</h1><section class="services"><h2>Nos soins</h2>
      <div class="service"><h3>Épilation laser</h3><p>Fini le rasage.</p></div><div class="service"><h3>Amandine — votre esthéticienne</h3><p>Douze ans de métier.</p></div>
      <div class="service"><h3>Soins du visage</h3><p>Un teint reposé.</p></div></section>`,
    );
    expect(model.features.map((f) => f.name)).toEqual(['Épilation laser', 'Soins du visage']);
    expect((model.people ?? []).map((p) => p.name)).toContain('Amandine');
  });
});

describe('a review’s author as a person reads it', () => {
  it('drops a review widget’s labels and avatar initials, and keeps a name with its town', async () => {
    const { cleanAuthor } = await import('../src/build-site-model.ts');
    expect(cleanAuthor('J Juan Manuel Pereira Reseña en Google')).toBe('Juan Manuel Pereira');
    expect(cleanAuthor('A Aaron Garmendia Local Guide · Google')).toBe('Aaron Garmendia');
    expect(cleanAuthor('SN Sibongile N.Homeowner, Bulawayo')).toBe('Sibongile N.');
    expect(cleanAuthor('Mike T. Regular Customer')).toBe('Mike T.');
    expect(cleanAuthor('Dana K., Leeds')).toBe('Dana K., Leeds');
    expect(cleanAuthor(null)).toBeNull();
  });
});

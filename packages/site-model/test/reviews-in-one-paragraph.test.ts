import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import { parseInstructions } from '../src/instructions.ts';

const modelOf = (html: string) => buildSiteModel({ url: 'https://example.test/', facts: readPage(html, 'https://example.test/'), fetchNote: null, snippets: [], prompt: '', instructions: parseInstructions('', ''), brand: null });

describe('reviews a page sets one per line in a single paragraph', () => {
  it('reads each review with its own author (German quotes, a dash, the name in italics)', () => {
    const model = modelOf(`<html lang="de"><body><h1>Fahrschule Berg</h1><h3>Bewertungen</h3>
      <p>„Ruhigster Fahrlehrer der Stadt. Beim ersten Mal bestanden!“ – <i>Nina, 17</i><br>„Der Ferienkurs war top organisiert, nach 5 Wochen hatte ich den Schein.“ – <i>Tarik S.</i></p></body></html>`);
    expect(model.testimonials.map((t) => [t.quote, t.author])).toEqual([
      ['Ruhigster Fahrlehrer der Stadt. Beim ersten Mal bestanden!', 'Nina, 17'],
      ['Der Ferienkurs war top organisiert, nach 5 Wochen hatte ich den Schein.', 'Tarik S.'],
    ]);
  });

  it('reads French guillemets the same way', () => {
    const model = modelOf(`<html lang="fr"><body><h1>Camping du Lac</h1>
      <p><i>« Calme et propre, le lac à deux pas ! »</i> – Famille Dubois, Lyon<br><i>« Accueil adorable. On reviendra. »</i> – Léa et Tom, Nantes</p></body></html>`);
    expect(model.testimonials.map((t) => t.author)).toEqual(['Famille Dubois, Lyon', 'Léa et Tom, Nantes']);
    expect(model.testimonials[0]!.quote).not.toContain('Accueil');
  });
});

import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import { parseInstructions } from '../src/instructions.ts';

const modelOf = (html: string) => buildSiteModel({ url: 'https://example.test/', facts: readPage(html, 'https://example.test/'), fetchNote: null, snippets: [], prompt: '', instructions: parseInstructions('', ''), brand: null });

/** Footers and logos as site builders write them: the town is not the contact label after it, the name not its tagline. */
describe('the town and the name in a footer and a logo', () => {
  it('reads the town before a contact label on the next line ("8010 Graz<br>Telefon: …", "47001 Valladolid · Tel.")', () => {
    const graz = modelOf(`<html lang="de"><head><title>Bäckerei Lind</title></head><body><h1>Bäckerei Lind</h1><p>Brot aus dem Holzofen.</p>
      <footer><p><strong>Bäckerei Lind</strong> · Annenstraße 9 · 8020 Graz<br>Telefon: 0316 / 71 22 40 · E-Mail: hallo@lind.test</p></footer></body></html>`);
    expect(graz.location?.text).toBe('Graz');
    const valladolid = modelOf(`<html lang="es"><head><title>Asesoría Pardo</title></head><body><h1>Asesoría Pardo</h1><p>Declaraciones y contabilidad.</p>
      <footer><p>Calle Santiago 20, 47001 Valladolid<br>Tel. 983 00 11 22</p></footer></body></html>`);
    expect(valladolid.location?.text).toBe('Valladolid');
  });

  it("reads a British town after a street that ends in 'Road' ('118 London Road, Reading RG1 5AS')", () => {
    const model = modelOf(`<html lang="en-GB"><head><title>Kestrel Music School</title></head><body><h1>Kestrel Music School</h1><p>Guitar and piano lessons.</p>
      <footer><p>Kestrel Music Ltd<br>First floor, 40 Station Road, Didcot OX11 7NN</p></footer></body></html>`);
    expect(model.location?.text).toBe('Didcot');
  });

  it('reads a logo and the tagline under it apart, the name in the case the title writes it', () => {
    const model = modelOf(`<html lang="de"><head><title>Schreinerei Vogt Kassel – Möbel nach Maß</title></head><body>
      <header><div class="logo">SCHREINEREI VOGT<small>Meisterbetrieb seit 1991</small></div><nav><a href="/">Start</a></nav></header>
      <h1>Möbel, die passen</h1><p>Wir bauen Küchen und Schränke nach Maß.</p></body></html>`);
    expect(model.name).toBe('Schreinerei Vogt');
  });

  it('reads a logo set in two spans as one word ("Pfoten<span>pfad</span>")', () => {
    const model = modelOf(`<html lang="de"><head><title>Hundeschule Pfotenweg – Training mit Herz</title></head><body>
      <header><div class="logo">Pfoten<span>weg</span></div><nav><a href="/">Start</a></nav></header>
      <h1>Welpenkurse in Ulm</h1><p>Training mit Herz für Welpen und Junghunde.</p></body></html>`);
    expect(model.name).toBe('Pfotenweg');
  });
});

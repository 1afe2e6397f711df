import { describe, expect, it } from 'vitest';
import { buildSiteModel, type BuildSiteModelInput } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import { parseInstructions } from '../src/instructions.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

function modelOf(html: string | null, url: string, extra: Partial<BuildSiteModelInput> = {}) {
  return buildSiteModel({
    url,
    facts: html === null ? null : readPage(html, url),
    fetchNote: html === null ? 'We could not read the page' : null,
    snippets: [],
    prompt: '',
    instructions: noInstructions,
    brand: null,
    ...extra,
  });
}

const ceramics = `<!doctype html><html lang="de"><head><title>Töpferei Lehmann | Keramikkurse in Leipzig</title>
<meta name="description" content="Handgemachte Keramik und Töpferkurse für Anfänger in Leipzig-Plagwitz. Erste Stunde gratis für Kinder.">
</head><body>
<header class="hero"><h1>Keramik zum Anfassen</h1><p>Bei uns lernen Sie das Töpfern an der Drehscheibe, in kleinen Gruppen und mit viel Geduld. Der Frühstücksbecher ist unser Klassiker.</p></header>
<section id="kurse"><h2>Unsere Kurse</h2>
 <div class="kurs"><h3>Töpferkurs am Samstag</h3><p>Ein Tag an der Drehscheibe: Sie formen Becher und Schalen, wir brennen sie für Sie.</p><p class="preis">ab 39 €</p></div>
 <div class="kurs"><h3>Frühstücksbecher glasieren</h3><p>Bemalen Sie Ihren eigenen Frühstücksbecher mit unseren Glasuren.</p><p>12,50 €</p></div>
 <div class="kurs"><h3>Drehscheibe für Fortgeschrittene</h3><p>Größere Formen, eigene Glasuren und feste Termine an vier Abenden.</p></div>
</section>
<section><h2>Über uns</h2><p>Seit 2009 töpfert Anna Lehmann in ihrer Werkstatt in Plagwitz und gibt ihr Wissen weiter.</p></section>
<section class="stimmen"><blockquote><p>„Der schönste Samstag seit langem, ich komme wieder!“</p><cite>— Jana M., Leipzig</cite></blockquote></section>
<footer><p>Karl-Heine-Straße 12, 04229 Leipzig</p><p>Samstags von 11 bis 16 Uhr geöffnet.</p><p>© 2024 Töpferei Lehmann</p></footer>
</body></html>`;

const lawFirm = `<!doctype html><html lang="en-GB"><head><title>Hartwell &amp; Osei Family Law – Solicitors in Leeds</title>
<meta name="description" content="Family law solicitors in Leeds: divorce, child arrangements and financial settlements at fixed fees."></head>
<body><nav><a href="/">Home</a><a href="/fees">Fees</a></nav>
<h1>Family law, explained plainly</h1>
<p>We help parents and couples through separation with fixed fees agreed before we start. Free initial consultation for families on a low income.</p>
<section class="services"><h2>How we can help</h2>
 <div class="card"><h3>Divorce and dissolution</h3><p>We guide you through the online divorce process from application to final order.</p></div>
 <div class="card"><h3>Child arrangements</h3><p>Mediation first, and the court only when it is truly needed.</p></div>
 <div class="card"><h3>Financial settlements</h3><p>We make sure pensions and the family home are divided fairly.</p></div>
</section>
<section><h2>Our story</h2><p>Ruth Hartwell and Kwame Osei founded the firm in 2011 after twenty years at larger practices.</p></section>
<section class="pricing"><h2>Fixed fees</h2><table><tr><th>Service</th><th>Fee</th></tr><tr><td>Uncontested divorce</td><td>£450 + VAT</td></tr><tr><td>Consent order</td><td>from £650</td></tr></table></section>
<section class="testimonials"><figure><blockquote>They sorted my divorce in six weeks and never made me feel rushed.</blockquote><figcaption>Priya S., Headingley</figcaption></figure></section>
<footer><p>14 Park Square East, Leeds LS1 2NE</p><p>Open Monday to Friday, 9am to 5.30pm.</p></footer>
</body></html>`;

const bakery = `<!doctype html><html><head><title>Panadería La Espiga en Sevilla</title></head><body>
<h1>Pan de masa madre hecho cada mañana</h1>
<p>Horneamos con harinas ecológicas de Andalucía y fermentaciones largas, sin prisas y sin aditivos.</p>
<section class="productos">
 <article><h3>Hogaza de centeno</h3><p>Centeno integral con semillas de girasol y una corteza crujiente.</p><p>4,80 €</p></article>
 <article><h3>Pan de aceite</h3><p>Tierno, con aceite de oliva virgen extra de Jaén.</p><p>3,20 €</p></article>
</section>
<p>Abierto de martes a domingo, de 8:00 a 14:00.</p>
<p>Este mes, 10 % de descuento en tu primer pedido para familias.</p>
</body></html>`;

const yoga = `<!doctype html><html lang="fr"><head><title>Studio Souffle – Yoga à Lyon</title></head><body>
<h1>Respirer, bouger, ralentir</h1>
<p>Un petit studio de yoga au cœur de la Croix-Rousse, pour les débutants comme pour les pratiquants confirmés.</p>
<dl class="cours"><dt>Hatha doux</dt><dd>Des postures tenues longtemps, pour relâcher le dos et les épaules.</dd>
<dt>Vinyasa du matin</dt><dd>Un enchaînement dynamique pour bien commencer la journée.</dd></dl>
<p>Le premier cours est offert.</p>
<p>Cours le samedi à 10h et le mercredi à 18h30.</p>
</body></html>`;

describe('buildSiteModel', () => {
  it('reads a German ceramics studio in German, with its courses, prices, place, hours and a quote', () => {
    const model = modelOf(ceramics, 'https://toepferei-lehmann.de/', {
      snippets: [{ description: 'Mobile view of the gallery' }],
      prompt: 'Posts should feel personal and mention the Saturday course',
    });
    expect(model.language).toBe('de');
    expect(model.languageEvidence).toMatch(/de/);
    expect(model.name).toBe('Töpferei Lehmann');
    expect(model.features.map((f) => f.name)).toEqual(['Töpferkurs am Samstag', 'Frühstücksbecher glasieren', 'Drehscheibe für Fortgeschrittene']);
    expect(model.features[0]!.description).toBe('Ein Tag an der Drehscheibe: Sie formen Becher und Schalen, wir brennen sie für Sie.');
    expect(model.prices).toContainEqual(expect.objectContaining({ item: 'Töpferkurs am Samstag', amount: 'ab 39 €' }));
    expect(model.location?.text).toBe('Leipzig');
    expect(model.schedule.map((s) => s.text)).toContain('Samstags von 11 bis 16 Uhr geöffnet.');
    expect(model.testimonials).toEqual([expect.objectContaining({ quote: 'Der schönste Samstag seit langem, ich komme wieder!', author: 'Jana M., Leipzig' })]);
    expect(model.offers.map((o) => o.text)).toContain('Erste Stunde gratis für Kinder.');
    expect(model.audienceCues.map((c) => c.text)).toContain('für Anfänger');
    expect(model.snippetDescriptions).toEqual(['Mobile view of the gallery']);
    expect(model.brand.found).toBe(false);
  });

  it("keeps a hero line's pieces apart with commas where the page set them apart with dots", () => {
    const html = '<html lang="de"><head><title>Ostseehaus</title></head><body><h1>Ostseehaus Barendorf</h1><p class="hero-subtitle">Wunderschönes Ferienhaus mit Garten &amp; Weitblick · bis zu 12 Personen · Naturstrand fußläufig</p></body></html>';
    expect(modelOf(html, 'https://ostseehaus.test/').description?.text).toBe('Wunderschönes Ferienhaus mit Garten & Weitblick, bis zu 12 Personen, Naturstrand fußläufig');
  });

  it('never takes snippet descriptions or the prompt as features or key phrases', () => {
    const model = modelOf(ceramics, 'https://toepferei-lehmann.de/', {
      snippets: [{ description: 'Mobile view of the gallery' }],
      prompt: 'Posts should feel personal',
    });
    const everything = [...model.features.map((f) => f.name), ...model.keyPhrases].join(' ').toLowerCase();
    for (const word of ['mobile', 'gallery', 'posts', 'personal']) expect(everything).not.toContain(word);
  });

  it('keeps key phrases whole, Unicode-aware and free of the business name', () => {
    const model = modelOf(ceramics, 'https://toepferei-lehmann.de/');
    expect(model.keyPhrases.length).toBeGreaterThan(0);
    expect(model.keyPhrases.some((phrase) => phrase.includes('Frühstücksbecher'))).toBe(true);
    for (const phrase of model.keyPhrases) {
      expect(phrase).not.toMatch(/^cksbecher|Lehmann|Töpferei\b/);
    }
  });

  it('collects every visible sentence with its source, including footer facts but not copyright chrome as copy', () => {
    const model = modelOf(ceramics, 'https://toepferei-lehmann.de/');
    const texts = model.sentences.map((s) => s.text);
    expect(texts).toContain('Der Frühstücksbecher ist unser Klassiker.');
    expect(model.sentences).toContainEqual({ text: 'Keramik zum Anfassen', where: 'h1' });
    expect(model.sentences).toContainEqual({ text: 'ab 39 €', where: 'price' });
  });

  it('reads a UK family law firm: practice areas with descriptions, a fee table, attributed testimonial, Leeds', () => {
    const model = modelOf(lawFirm, 'https://hartwell-osei.co.uk/');
    expect(model.language).toBe('en');
    expect(model.name).toBe('Hartwell & Osei Family Law');
    // Three practice areas are few: the fee table's rows, each a service with its price, follow them.
    expect(model.features.map((f) => f.name)).toEqual(['Divorce and dissolution', 'Child arrangements', 'Financial settlements', 'Uncontested divorce', 'Consent order']);
    expect(model.features[1]!.description).toBe('Mediation first, and the court only when it is truly needed.');
    expect(model.prices).toEqual([
      expect.objectContaining({ item: 'Uncontested divorce', amount: '£450' }),
      expect.objectContaining({ item: 'Consent order', amount: 'from £650' }),
    ]);
    expect(model.testimonials).toEqual([expect.objectContaining({ quote: 'They sorted my divorce in six weeks and never made me feel rushed.', author: 'Priya S., Headingley' })]);
    expect(model.location?.text).toBe('Leeds');
    expect(model.schedule.map((s) => s.text)).toContain('Open Monday to Friday, 9am to 5.30pm.');
    expect(model.offers[0]?.text).toBe('Free initial consultation for families on a low income.');
    expect(model.type).not.toBe('E-commerce');
    expect(model.trade).not.toBe('retail');
  });

  it('reads a Spanish bakery without a lang attribute: language from the text, town from the title', () => {
    const model = modelOf(bakery, 'https://laespiga.es/');
    expect(model.language).toBe('es');
    expect(model.features.map((f) => [f.name, f.description])).toEqual([
      ['Hogaza de centeno', 'Centeno integral con semillas de girasol y una corteza crujiente.'],
      ['Pan de aceite', 'Tierno, con aceite de oliva virgen extra de Jaén.'],
    ]);
    expect(model.prices).toContainEqual(expect.objectContaining({ item: 'Pan de aceite', amount: '3,20 €' }));
    expect(model.location?.text).toBe('Sevilla');
    expect(model.schedule.map((s) => s.text)).toContain('Abierto de martes a domingo, de 8:00 a 14:00.');
    expect(model.offers.map((o) => o.text)).toContain('Este mes, 10 % de descuento en tu primer pedido para familias.');
    expect(model.audienceCues.map((c) => c.text)).toContain('para familias');
  });

  it('reads a French yoga studio: classes from a definition list, schedule, offer and audience', () => {
    const model = modelOf(yoga, 'https://studio-souffle.fr/');
    expect(model.language).toBe('fr');
    expect(model.features).toEqual([
      expect.objectContaining({ name: 'Hatha doux', description: 'Des postures tenues longtemps, pour relâcher le dos et les épaules.' }),
      expect.objectContaining({ name: 'Vinyasa du matin', description: 'Un enchaînement dynamique pour bien commencer la journée.' }),
    ]);
    expect(model.location?.text).toBe('Lyon');
    expect(model.schedule.map((s) => s.text)).toContain('Cours le samedi à 10h et le mercredi à 18h30.');
    expect(model.offers.map((o) => o.text)).toContain('Le premier cours est offert.');
    expect(model.audienceCues.map((c) => c.text)).toContain('pour les débutants');
  });

  it('writes in the language the user asked for, and says so', () => {
    const model = modelOf(ceramics, 'https://toepferei-lehmann.de/', { instructions: { ...noInstructions, language: 'en' } });
    expect(model.language).toBe('en');
    expect(model.languageEvidence).toBe('your prompt asks for English');
  });

  it('builds an honest model from the address alone when the page could not be read', () => {
    const model = modelOf(null, 'https://www.green-leaf-cafe.com/', { snippets: [{ description: 'Latte art on the counter' }], prompt: 'Mention our oat milk' });
    expect(model.fetched).toBe(false);
    expect(model.name).toBe('Green Leaf Cafe');
    expect(model.features).toEqual([]);
    expect(model.description).toBeNull();
    expect(model.sentences.every((s) => s.where === 'snippet' || s.where === 'prompt')).toBe(true);
  });

  it('survives a hostile page of 3,000 nested divs', () => {
    const hostile = `<html lang="en"><head><title>Deep Shop</title></head><body><h1>Deep Shop</h1>${'<div>'.repeat(3000)}<p>Deep text</p>${'</div>'.repeat(3000)}</body></html>`;
    const model = modelOf(hostile, 'https://deep.example/');
    expect(model.name).toBe('Deep Shop');
    expect(model.fetched).toBe(true);
  });
});

describe("a reviews section's own line", () => {
  it('is never a testimonial: a line with no author and no sentence end that names the reviews', () => {
    const url = 'https://example.test/';
    const html = `<html lang="en"><head><title>Corner Diner</title></head><body><h1>Corner Diner</h1>
      <section class="testimonials"><h2>What our guests say</h2>
        <div class="testimonial"><p>Real reviews from our wonderful community</p></div>
        <div class="testimonial"><p>"Best pancakes in town, and the coffee keeps coming."</p><p>— Dana K.</p></div>
        <div class="testimonial"><p>"Friendly staff and a warm welcome every time we come in."</p></div>
      </section></body></html>`;
    const model = buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: parseInstructions('', ''), brand: null });
    const quotes = model.testimonials.map((t) => t.quote);
    expect(quotes).not.toContain('Real reviews from our wonderful community');
    expect(quotes).toContain('Best pancakes in town, and the coffee keeps coming.');
    // A customer's words without a name stay.
    expect(quotes).toContain('Friendly staff and a warm welcome every time we come in.');
  });
});


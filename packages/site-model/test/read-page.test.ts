import { describe, expect, it } from 'vitest';
import { readPage } from '../src/read-page.ts';

const ceramics = `<!doctype html><html lang="de"><head><title>Töpferei Lehmann | Keramikkurse in Leipzig</title>
<meta name="description" content="Handgemachte Keramik und Töpferkurse für Anfänger in Leipzig-Plagwitz.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Töpferei Lehmann",
"address":{"@type":"PostalAddress","streetAddress":"Karl-Heine-Straße 12","postalCode":"04229","addressLocality":"Leipzig"},
"openingHours":"Mo-Fr 10:00-18:00"}</script></head>
<body><nav><ul><li><a href="/">Start</a></li><li><a href="/kurse">Kurse</a></li></ul></nav>
<div class="cookie-banner"><p>Wir verwenden Cookies, um die Seite zu verbessern.</p></div>
<header class="hero"><h1>Keramik zum Anfassen</h1><p>Bei uns lernen Sie das Töpfern an der Drehscheibe, in kleinen Gruppen und mit viel Geduld.</p></header>
<section id="kurse"><h2>Unsere Kurse</h2>
 <div class="kurs"><h3>Töpferkurs am Samstag</h3><p>Ein Tag an der Drehscheibe: Sie formen Becher und Schalen, wir brennen sie für Sie.</p><p class="preis">ab 39 €</p></div>
 <div class="kurs"><div class="kurs-kopf"><h3>Frühstücksbecher glasieren</h3></div><p>Bemalen Sie Ihren eigenen Frühstücksbecher mit unseren Glasuren.</p><p>12,50 €</p></div>
</section>
<section class="stimmen"><blockquote><p>„Der schönste Samstag seit langem, ich komme wieder!“</p><cite>— Jana M., Leipzig</cite></blockquote></section>
<footer><address>Karl-Heine-Straße 12, 04229 Leipzig</address><p>Samstags von 11 bis 16 Uhr geöffnet.</p></footer>
</body></html>`;

describe('readPage', () => {
  const facts = readPage(ceramics, 'https://toepferei-lehmann.de/');

  it('reads the declared language and structured address and hours', () => {
    expect(facts.htmlLang).toBe('de');
    expect(facts.jsonLd.localities).toEqual(['Leipzig']);
    expect(facts.jsonLd.addresses[0]).toContain('04229 Leipzig');
    expect(facts.jsonLd.openingHours).toEqual(['Mo-Fr 10:00-18:00']);
  });

  it('pairs each card title with the paragraph that describes it, even inside a wrapper', () => {
    const course = facts.featureBlocks.find((b) => b.title === 'Töpferkurs am Samstag');
    expect(course?.description).toBe('Ein Tag an der Drehscheibe: Sie formen Becher und Schalen, wir brennen sie für Sie.');
    expect(course?.siblings).toBe(2);
    const mug = facts.featureBlocks.find((b) => b.title === 'Frühstücksbecher glasieren');
    expect(mug?.description).toBe('Bemalen Sie Ihren eigenen Frühstücksbecher mit unseren Glasuren.');
    expect(facts.featureBlocks.find((b) => b.title === 'Unsere Kurse')?.titlesSection).toBe(true);
  });

  it('finds prices as written with the card they belong to', () => {
    expect(facts.prices).toContainEqual(expect.objectContaining({ amount: 'ab 39 €', item: 'Töpferkurs am Samstag' }));
    expect(facts.prices).toContainEqual(expect.objectContaining({ amount: '12,50 €', item: 'Frühstücksbecher glasieren' }));
  });

  it('reads a quoted testimonial with its attribution, without doubled quote marks', () => {
    expect(facts.testimonials).toEqual([{ quote: 'Der schönste Samstag seit langem, ich komme wieder!', author: 'Jana M., Leipzig' }]);
  });

  it('keeps cookie banners out of the text blocks and marks footer text as chrome', () => {
    expect(facts.blocks.some((b) => /Cookies/.test(b.text))).toBe(false);
    expect(facts.blocks.find((b) => b.text.startsWith('Samstags'))?.chrome).toBe('footer');
    expect(facts.addresses).toContain('Karl-Heine-Straße 12, 04229 Leipzig');
  });

  it('leaves out what a page capture marked as no content (a notice shown at a phone’s size, a floating button)', () => {
    const page = `<html lang="de"><body><div data-sitespark-chrome="other" style="position: fixed; top: 4rem">Für bessere Ansicht Handy quer halten oder am Laptop öffnen</div>
      <header data-sitespark-chrome="bar"><a href="/">Ostseehaus</a></header><main><h1>Ferienhaus an der Ostsee</h1><p>Im Juni sind noch Wochen frei.</p></main></body></html>`;
    const texts = readPage(page, 'https://example.de/').blocks.map((block) => block.text);
    expect(texts).not.toContain('Für bessere Ansicht Handy quer halten oder am Laptop öffnen');
    expect(texts).toEqual(expect.arrayContaining(['Ferienhaus an der Ostsee', 'Im Juni sind noch Wochen frei.']));
  });

  it('keeps a fixed layer the page hides until a script shows it out of the text, and the page copy beside it in', () => {
    const page = `<html lang="de"><body><div id="hint" style="display: none; position: fixed; top: 4rem">Für bessere Ansicht Handy quer halten oder am Laptop öffnen</div>
      <main><h1>Ferienhaus an der Ostsee</h1><p style="display: none">Im Juni sind noch Wochen frei.</p></main></body></html>`;
    const read = readPage(page, 'https://example.de/');
    expect(read.blocks.map((block) => block.text)).not.toContain('Für bessere Ansicht Handy quer halten oder am Laptop öffnen');
    // Hidden in place (a tab, an accordion) is still the page's copy.
    expect(read.blocks.map((block) => block.text)).toEqual(expect.arrayContaining(['Ferienhaus an der Ostsee', 'Im Juni sind noch Wochen frei.']));
  });

  it('reads definition lists, menu rows with leader dots and fee tables', () => {
    const page = `<html lang="en"><body>
      <section class="menu"><h2>Bread</h2><ul><li>Seeded rye ..... 6.50</li><li>Country sourdough ..... 7.00</li></ul></section>
      <dl><dt>Uncontested divorce</dt><dd>We handle the paperwork and the court filing.</dd><dt>Child arrangements</dt><dd>Mediation first, court only when needed.</dd></dl>
      <table class="fees"><tr><th>Service</th><th>Fee</th></tr><tr><td>Consent order</td><td>£650 + VAT</td></tr><tr><td>Initial consultation</td><td>from £150</td></tr></table>
      <p>Monthly membership is $29/month for families.</p>
      <div class="servico"><h3>Lavagem de tapetes</h3><span>desde 15 €/m²</span></div>
    </body></html>`;
    const read = readPage(page, 'https://example.com/');
    expect(read.prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 'Seeded rye', amount: '6.50' }),
        expect.objectContaining({ item: 'Country sourdough', amount: '7.00' }),
        expect.objectContaining({ item: 'Consent order', amount: '£650' }),
        expect.objectContaining({ item: 'Initial consultation', amount: 'from £150' }),
        expect.objectContaining({ item: 'Monthly membership', amount: '$29/month' }),
        // A price by the square metre keeps its unit whole: "15 €/m" would be another price.
        expect.objectContaining({ item: 'Lavagem de tapetes', amount: 'desde 15 €/m²' }),
      ]),
    );
    expect(read.featureBlocks).toContainEqual(expect.objectContaining({ title: 'Uncontested divorce', description: 'We handle the paperwork and the court filing.', kind: 'term', siblings: 2 }));
  });

  it('reads testimonials from review cards and "— Name" lines', () => {
    const page = `<html><body><section class="testimonials">
      <div class="review"><p>They sorted my divorce in six weeks and never made me feel rushed.</p><span class="review-author">Priya S., Leeds</span></div>
      <div class="review"><p>“Calm, clear and honest about the fees from day one.”</p><p>— Tom H.</p></div>
    </section>
    <p>"Best sourdough in Portland, hands down." — Dana K., Portland</p></body></html>`;
    const read = readPage(page, 'https://example.com/');
    expect(read.testimonials).toEqual([
      { quote: 'They sorted my divorce in six weeks and never made me feel rushed.', author: 'Priya S., Leeds' },
      { quote: 'Calm, clear and honest about the fees from day one.', author: 'Tom H.' },
      { quote: 'Best sourdough in Portland, hands down.', author: 'Dana K., Portland' },
    ]);
  });

  it('reads a page of 3,000 nested divs without throwing, keeping what it could read', () => {
    const hostile = `<html lang="en"><head><title>Deep Shop</title></head><body><h1>Welcome</h1>${'<div>'.repeat(3000)}<p>Deep text</p>${'</div>'.repeat(3000)}</body></html>`;
    const read = readPage(hostile, 'https://deep.example/');
    expect(read.title).toBe('Deep Shop');
    expect(read.headings[0]?.text).toBe('Welcome');
    expect(read.partial).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { SiteCorrectionFact } from '@sitespark/contracts';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import { applySiteCorrections, factKey, siteCorrectionKey, siteKeyOf } from '../src/site-corrections.ts';
import type { SiteModel, UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

const salonHtml = `<!doctype html><html lang="en"><head><title>Changes Salon &amp; Day Spa | Fairview Heights, IL</title>
<meta property="og:site_name" content="Changes Salon &amp; Day Spa"></head><body>
<h1>Changes Salon &amp; Day Spa</h1>
<p>Founded by Rosa Lind in 1998, our salon has cared for Fairview Heights for over twenty years.</p>
<section class="services"><h2>Our services</h2>
<div class="service"><h3>Haircut and style</h3><p>A wash, a precise cut and a blow-dry finish that lasts.</p><p class="price">$45</p></div>
<div class="service"><h3>Colour refresh</h3><p>Gloss and toner to bring faded colour back to life.</p><p class="price">$80</p></div>
<div class="service"><h3>Bridal updo</h3><p>An elegant updo for your wedding day, with a trial session.</p><p class="price">$120</p></div>
</section>
<section class="testimonials"><blockquote>The best colour I have had in years, and the team made me feel at home.<cite>Jo Marsh</cite></blockquote>
<blockquote>Quick, friendly and my cut still looks great six weeks later.<cite>Ann Kerr</cite></blockquote></section>
<p>Open Tuesday to Saturday, 9am to 6pm.</p>
<a class="btn btn-primary" href="/book">Book now</a>
</body></html>`;

function salon(): SiteModel {
  const url = 'https://www.changes-salon.example/';
  return buildSiteModel({ url, facts: readPage(salonHtml, url), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null });
}

const set = (field: SiteCorrectionFact['field'], target: string | null, text: string, detail: string | null = null, price: string | null = null): SiteCorrectionFact => ({
  field,
  action: 'set',
  target,
  value: { text, detail, price },
});
const remove = (field: SiteCorrectionFact['field'], target: string | null): SiteCorrectionFact => ({ field, action: 'remove', target, value: null });
const add = (field: SiteCorrectionFact['field'], text: string, detail: string | null = null, price: string | null = null): SiteCorrectionFact => ({
  field,
  action: 'add',
  target: null,
  value: { text, detail, price },
});

describe('the site a correction is kept for', () => {
  it('is the host in lower case without www., with a port that is not the default', () => {
    expect(siteKeyOf('https://WWW.Changes-Salon.example/services?x=1')).toBe('changes-salon.example');
    expect(siteKeyOf('http://changes-salon.example:80/')).toBe('changes-salon.example');
    expect(siteKeyOf('http://127.0.0.1:5173/shop')).toBe('127.0.0.1:5173');
    expect(siteKeyOf('https://bäckerei.example/')).toBe('xn--bckerei-5wa.example');
    expect(siteKeyOf('ftp://files.example/')).toBeNull();
    expect(siteKeyOf('not a url')).toBeNull();
  });

  it('keys a fix and a removal of the same item alike, and an addition apart', () => {
    expect(siteCorrectionKey(set('offering', ' Haircut and Style. ', 'Haircut'))).toBe(siteCorrectionKey(remove('offering', 'haircut and style')));
    expect(siteCorrectionKey(add('offering', 'Haircut and style'))).not.toBe(siteCorrectionKey(remove('offering', 'Haircut and style')));
    expect(siteCorrectionKey(set('place', null, 'Belleville'))).toBe(siteCorrectionKey(remove('place', null)));
    expect(siteCorrectionKey(add('testimonial', 'x'.repeat(5000))).length).toBeLessThan(260);
    expect(factKey('  “Book NOW!”  ')).toBe('book now');
  });
});

describe('applySiteCorrections', () => {
  it('reads the page as the tests expect before any correction', () => {
    const site = salon();
    expect(site.features.map((f) => f.name)).toEqual(['Haircut and style', 'Colour refresh', 'Bridal updo']);
    expect(site.testimonials.map((t) => t.author)).toEqual(['Jo Marsh', 'Ann Kerr']);
    expect(applySiteCorrections(site, [])).toBe(site);
  });

  it('sets a corrected name with where it came from, and a corrected type with its trade', () => {
    const site = applySiteCorrections(salon(), [set('name', null, 'Changes Salon'), set('type', null, 'Health & Wellness')]);
    expect(site.name).toBe('Changes Salon');
    expect(site.nameSource).toBe('your correction');
    expect(site.type).toBe('Health & Wellness');
    expect(site.trade).toBe('health');
    expect(site.typeEvidence).toEqual(['your correction']);
  });

  it('ignores a type that is not one of the types', () => {
    const before = salon();
    expect(applySiteCorrections(before, [set('type', null, 'Spaceship')]).type).toBe(before.type);
  });

  it('drops a removed offering with its price, and the page text that stated it', () => {
    const site = applySiteCorrections(salon(), [remove('offering', 'bridal updo')]);
    expect(site.features.map((f) => f.name)).toEqual(['Haircut and style', 'Colour refresh']);
    expect(site.prices.map((p) => p.item)).not.toContain('Bridal updo');
    const pageText = [...site.sentences.map((s) => s.text), ...site.outline.flatMap((section) => section.blocks.map((b) => b.text))];
    expect(pageText.some((text) => text.includes('elegant updo'))).toBe(false);
    // What the page said of the other offerings stays.
    expect(pageText.some((text) => text.includes('precise cut'))).toBe(true);
  });

  it("puts a fixed offering in the place of the one read, as the owner's, with its new price", () => {
    const site = applySiteCorrections(salon(), [set('offering', 'Colour refresh', 'Colour gloss', 'A gloss that brings faded colour back.', '$85')]);
    expect(site.features.map((f) => f.name)).toEqual(['Haircut and style', 'Colour gloss', 'Bridal updo']);
    expect(site.features[1]).toEqual({
      name: 'Colour gloss',
      description: 'A gloss that brings faded colour back.',
      source: { text: 'Colour gloss: A gloss that brings faded colour back.', where: 'your correction' },
    });
    expect(site.prices.filter((p) => p.amount === '$80')).toEqual([]);
    expect(site.prices).toContainEqual({ item: 'Colour gloss', amount: '$85', source: { text: 'Colour gloss: $85', where: 'your correction' } });
  });

  it("adds the owner's offerings, people, testimonials and calls to action first, sourced as the owner's", () => {
    const site = applySiteCorrections(salon(), [
      add('offering', 'Balayage', 'Hand-painted highlights.', 'from $150'),
      add('offering', 'Scalp massage'),
      add('person', 'Dana Reyes', 'Senior stylist'),
      add('testimonial', 'Dana gave me the balayage I had wanted for years.', 'Kim Ortiz'),
      add('callToAction', 'Call 618-555-0147'),
    ]);
    expect(site.features.slice(0, 2).map((f) => [f.name, f.source.where])).toEqual([
      ['Balayage', 'your correction'],
      ['Scalp massage', 'your correction'],
    ]);
    expect(site.features).toHaveLength(5);
    expect(site.prices[0]).toEqual({ item: 'Balayage', amount: 'from $150', source: { text: 'Balayage: from $150', where: 'your correction' } });
    expect(site.people?.[0]).toEqual({ name: 'Dana Reyes', role: 'Senior stylist', source: { text: 'Dana Reyes, Senior stylist', where: 'your correction' } });
    expect(site.testimonials[0]).toMatchObject({ quote: 'Dana gave me the balayage I had wanted for years.', author: 'Kim Ortiz', source: { where: 'your correction' } });
    expect(site.testimonials).toHaveLength(3);
    expect(site.callsToAction[0]).toBe('Call 618-555-0147');
  });

  it('drops a removed testimonial, person and call to action', () => {
    const before = salon();
    const person = before.people?.[0]?.name;
    expect(person).toBe('Rosa Lind');
    const site = applySiteCorrections(before, [
      remove('testimonial', 'Quick, friendly and my cut still looks great six weeks later'),
      remove('person', 'rosa lind'),
      remove('callToAction', 'Book now'),
    ]);
    expect(site.testimonials.map((t) => t.author)).toEqual(['Jo Marsh']);
    expect(site.sentences.some((s) => s.text.includes('six weeks later'))).toBe(false);
    expect(site.people).toEqual([]);
    expect(site.callsToAction).not.toContain('Book now');
  });

  it('replaces the place and the hours, and removes them', () => {
    const fixed = applySiteCorrections(salon(), [set('place', null, 'Belleville, IL'), set('hours', null, 'Tue–Fri 9am–7pm\nSat 9am–4pm\n')]);
    expect(fixed.location).toEqual({ text: 'Belleville, IL', where: 'your correction' });
    expect(fixed.schedule).toEqual([
      { text: 'Tue–Fri 9am–7pm', where: 'your correction' },
      { text: 'Sat 9am–4pm', where: 'your correction' },
    ]);
    const removed = applySiteCorrections(salon(), [remove('place', null), remove('hours', null)]);
    expect(removed.location).toBeNull();
    expect(removed.schedule).toEqual([]);
  });

  it('keeps the facts as read, so applying again starts from the page and no corrections give them back', () => {
    const read = salon();
    const once = applySiteCorrections(read, [remove('offering', 'Haircut and style'), set('name', null, 'Changes')]);
    expect(once.asRead?.features.map((f) => f.name)).toEqual(['Haircut and style', 'Colour refresh', 'Bridal updo']);
    const again = applySiteCorrections(once, [set('name', null, 'Changes')]);
    expect(again.features.map((f) => f.name)).toEqual(['Haircut and style', 'Colour refresh', 'Bridal updo']);
    const none = applySiteCorrections(once, []);
    expect(none.name).toBe(read.name);
    expect(none.nameSource).toBe(read.nameSource);
    expect(none.features).toEqual(read.features);
    expect(none.asRead).toBeUndefined();
  });

  it('adds a fixed item that the page no longer shows, and skips empty values', () => {
    const site = applySiteCorrections(salon(), [set('offering', 'Perm', 'Soft perm'), set('name', null, '   '), add('person', '  ')]);
    expect(site.features[0]?.name).toBe('Soft perm');
    expect(site.name).toBe('Changes Salon & Day Spa');
    expect(site.people?.map((p) => p.name)).toEqual(['Rosa Lind']);
  });

  it('changes nothing in the model it was given', () => {
    const site = salon();
    const copy = structuredClone(site);
    applySiteCorrections(site, [remove('offering', 'Colour refresh'), add('testimonial', 'Lovely.'), set('hours', null, 'Mon 9-5')]);
    expect(site).toEqual(copy);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitLanguages, postLength, siteTypes, type SiteModel, type SiteType } from '@sitespark/site-model';
import { generateBuiltinCopy } from '../src/adapters/builtin-generator.ts';
import { GeneratedCopy } from '../src/adapters/content-generator.ts';
import { bakery, briefOf, ceramics, emptyInstructions, lawFirm, siteModel, spanishClinic, unreadable } from './builtin-sites.ts';

function expectValid(copy: GeneratedCopy) {
  const parsed = GeneratedCopy.safeParse(copy);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  for (const { platform, options } of copy.social) {
    expect(new Set(options).size, `${platform} options are distinct`).toBe(3);
    if (platform === 'Twitter') for (const post of options) expect(postLength(post, 'Twitter')).toBeLessThanOrEqual(280);
  }
  expect(copy.adCopy.headline.length).toBeLessThanOrEqual(30);
  expect(copy.adCopy.description.length).toBeLessThanOrEqual(90);
  expect(copy.adCopy.cta.length).toBeLessThanOrEqual(20);
  expect(copy.websiteCopy.hero.length).toBeLessThanOrEqual(70);
}

describe('generateBuiltinCopy', () => {
  it.each([bakery, lawFirm, ceramics, spanishClinic, unreadable])('writes a valid kit for $name', (site) => {
    expectValid(generateBuiltinCopy(briefOf(site)));
  });

  it('never puts a preposition before a "from" price ("por desde 120 €", "für ab 39 €")', () => {
    const fromPrices = (amount: string, item: string) => [{ item, amount, source: { text: `${item} ${amount}`, where: 'price' } }];
    const cases: Array<[SiteModel, RegExp]> = [
      [{ ...spanishClinic, prices: fromPrices('desde 120 € al mes', 'Sociedad limitada') }, /\b(?:por|a|para) desde\b/iu],
      [{ ...ceramics, prices: fromPrices('ab 39 €', 'Töpferkurs') }, /\b(?:für|zu) ab\b/iu],
      [{ ...bakery, prices: fromPrices('from £12', 'Sourdough class') }, /\b(?:for|at) from\b/iu],
    ];
    for (const [site, broken] of cases) {
      for (let variation = 0; variation < 5; variation++) {
        const copy = generateBuiltinCopy({ ...briefOf(site), variation });
        expect(JSON.stringify(copy), `${site.language} variation ${variation}`).not.toMatch(broken);
        expect(JSON.stringify(copy.social)).toContain(site.prices[0]!.amount);
      }
    }
  });

  it('writes an honest kit for a site it could not read: no invented features, prices or quotes', () => {
    const copy = generateBuiltinCopy(briefOf(unreadable));
    expectValid(copy);
    expect(copy.websiteCopy.features).toBe('');
    expect(copy.marketingIntel.keyBenefits).toEqual([]);
    expect(copy.websiteCopy.testimonial).toMatch(/No customer quote was found/);
    expect(JSON.stringify([copy.social, copy.emailCopy, copy.websiteCopy, copy.adCopy.headline, copy.adCopy.description])).not.toMatch(/[$£€]\s?\d/);
    expect(copy.marketingIntel.competitorInsights.join(' ')).toMatch(/could not be read/);
  });

  it('uses the site’s own call to action and headline', () => {
    const copy = generateBuiltinCopy(briefOf(bakery));
    expect(copy.websiteCopy.callToAction).toBe('Order for collection');
    expect(copy.websiteCopy.hero).toBe('Slow bread from a small oven in Leeds');
    expect(copy.websiteCopy.testimonial).toContain('Dana K., Leeds');
  });

  it('never throws and always validates on arbitrary site models', () => {
    const text = fc.string({ minLength: 0, maxLength: 120 });
    const source = text.map((t) => ({ text: t, where: 'paragraph' }));
    const arbitrarySite = fc.record({
      name: fc.string({ minLength: 1, maxLength: 60 }),
      language: fc.constantFrom(...kitLanguages),
      type: fc.constantFrom<SiteType>(...siteTypes, 'Business'),
      headline: fc.option(source, { nil: null }),
      description: fc.option(source, { nil: null }),
      offers: fc.array(source, { maxLength: 3 }),
      features: fc.array(fc.record({ name: text, description: fc.option(text, { nil: null }), source }), { maxLength: 8 }),
      prices: fc.array(fc.record({ item: fc.option(text, { nil: null }), amount: fc.constantFrom('£4.80', 'ab 39 €', '$12/month', '45 €'), source }), { maxLength: 3 }),
      location: fc.option(source, { nil: null }),
      schedule: fc.array(source, { maxLength: 2 }),
      testimonials: fc.array(fc.record({ quote: text, author: fc.option(text, { nil: null }), source }), { maxLength: 2 }),
      callsToAction: fc.array(text, { maxLength: 3 }),
      keyPhrases: fc.array(text, { maxLength: 6 }),
      snippetDescriptions: fc.array(text, { maxLength: 2 }),
    });
    const arbitraryInstructions = fc.record({
      emoji: fc.constantFrom(true, false, null),
      person: fc.constantFrom<'I' | 'we' | null>('I', 'we', null),
      mustMention: fc.array(text, { maxLength: 2 }),
      avoid: fc.array(text, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(arbitrarySite, arbitraryInstructions, fc.option(fc.string({ maxLength: 40 }), { nil: null }), (partial, instructions, audiencePhrase) => {
        const site: SiteModel = siteModel({ ...partial, url: 'https://example.com/' });
        const copy = generateBuiltinCopy(briefOf(site, { instructions: { ...emptyInstructions(), ...instructions }, audiencePhrase }));
        expect(GeneratedCopy.safeParse(copy).success).toBe(true);
        for (const post of copy.social[0]!.options) expect(postLength(post, 'Twitter')).toBeLessThanOrEqual(280);
      }),
      { numRuns: 150 },
    );
    // 150 whole kits: about 4 s on an idle core, more while other test files run beside it.
  }, 30_000);
});

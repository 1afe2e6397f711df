import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GeneratedContent } from '@sitespark/contracts';
import { generateBuiltinCopy } from '../src/adapters/builtin-generator.ts';
import { GeneratedCopy, type GenerationBrief } from '../src/adapters/content-generator.ts';
import { assembleKit } from '../src/domain/assemble-kit.ts';
import { estimateEmailMetrics } from '../src/domain/marketing-metrics.ts';
import { predictVirality, scorePost } from '../src/domain/score-posts.ts';
import { readPage } from '@sitespark/site-model';
import { composeSiteAnalysis, type SiteAnalysis } from '../src/domain/site/site-analysis.ts';
import { fixtureHtml, fixtureSite } from './support/fixture-site.ts';

const placeholder = /\b(lorem|ipsum|todo|tbd|xxx)\b|\{\{?[a-z_]+\}|\[(company|name|product|business)\]|\bundefined\b|\bnull\b|\bNaN\b|\[object /i;

function analysisOf(html: string | null, options: { url?: string; snippets?: string[]; prompt?: string } = {}): SiteAnalysis {
  const url = options.url ?? 'https://brightloop.io/';
  return composeSiteAnalysis({
    url,
    facts: html === null ? null : readPage(html, url),
    fetchNote: html === null ? 'We could not read the site' : null,
    snippets: (options.snippets ?? ['Dashboard with project timelines']).map((description) => ({ description })),
    prompt: options.prompt ?? '',
    colorCandidates: [],
  });
}

function brief(analysis: SiteAnalysis, customPrompt = '', targetAudience = ''): GenerationBrief {
  return { analysis, customPrompt, targetAudience, snippets: [{ description: 'Dashboard', image: null }] };
}

function kitOf(b: GenerationBrief) {
  const copy = generateBuiltinCopy(b);
  return { copy, kit: assembleKit({ analysis: b.analysis, copy, generator: 'builtin', targetAudience: b.targetAudience, flyers: null, videoContent: null }) };
}

function expectWellFormed(copy: GeneratedCopy) {
  expect(GeneratedCopy.safeParse(copy).success).toBe(true);
  for (const { platform, options } of copy.social) {
    expect(new Set(options).size, `${platform} options are distinct`).toBe(3);
    if (platform === 'Twitter') for (const post of options) expect(post.length).toBeLessThanOrEqual(280);
  }
  expect(JSON.stringify(copy)).not.toMatch(placeholder);
}

describe('website analysis of the fixture page', () => {
  it('finds the name, type with evidence, features, call to action and theme colour', () => {
    const analysis = analysisOf(fixtureHtml());
    expect(analysis.name).toBe(fixtureSite.name);
    expect(analysis.type).toBe('SaaS');
    expect(analysis.typeEvidence.join(' ')).toMatch(/SoftwareApplication/);
    expect(analysis.features).toEqual(expect.arrayContaining(fixtureSite.features));
    expect(analysis.callsToAction[0]).toBe(fixtureSite.cta);
    expect(analysis.brand.colors.primary).toBe(fixtureSite.themeColor);
    expect(analysis.brand.evidence[0]).toMatch(/theme-color/);
    expect(analysis.testimonial?.author).toBe('Dana Reyes, Northwind Studio');
  });

  it('classifies other kinds of site by what is on them', () => {
    const restaurant = '<html><head><title>Casa Verde | Trattoria</title><meta name="description" content="Seasonal Italian cuisine in Lisbon. Book a table for dinner or order online for takeout."></head><body><h1>Casa Verde</h1><section class="menu"><h2>Our menu</h2><h3>Wood-fired Pizza</h3><h3>Fresh Pasta</h3></section><a class="btn" href="/reserve">Reserve a table</a></body></html>';
    const shop = '<html><head><title>Kiln &amp; Co — Handmade ceramics</title><meta property="og:type" content="product"></head><body><div class="product-card"><h3>Stoneware Mug</h3><span>$28.00</span><button class="add-to-cart">Add to cart</button></div><p>Free shipping over $50. Shop now.</p></body></html>';
    expect(analysisOf(restaurant, { url: 'https://casaverde.pt/' }).type).toBe('Restaurant');
    const kiln = analysisOf(shop, { url: 'https://kilnandco.com/' });
    expect(kiln.type).toBe('E-commerce');
    expect(kiln.typeEvidence.join(' ')).toMatch(/og:type|shop markup/);
  });

  it('builds a profile from the address, snippets and prompt when the page could not be read', () => {
    const analysis = analysisOf(null, { url: 'https://green-leaf-yoga.com/', snippets: ['Class schedule for morning yoga and meditation', 'Booking page for private sessions'], prompt: 'Promote our new wellness retreat' });
    expect(analysis.fetched).toBe(false);
    expect(analysis.name).toBe('Green Leaf Yoga');
    expect(analysis.type).toBe('Health & Wellness');
    expect(analysis.features.length).toBeGreaterThanOrEqual(3);
    expect(analysis.featureSources).toContain('your snippet descriptions');
  });
});

describe('built-in generator', () => {
  it('writes a complete kit from the fixture that carries its name and features', () => {
    const { copy, kit } = kitOf(brief(analysisOf(fixtureHtml()), '', 'agency owners'));
    expectWellFormed(copy);
    expect(GeneratedContent.safeParse(kit).success).toBe(true);
    expect(copy.emailCopy.sequences.welcome).toHaveLength(3);
    expect(copy.emailCopy.sequences.nurture).toHaveLength(3);
    expect(copy.emailCopy.sequences.promotional).toHaveLength(3);
    expect(copy.adCopy.headline.length).toBeLessThanOrEqual(30);
    expect(Object.values(copy.adCopy.checklist).every((items) => items.length >= 4)).toBe(true);
    const text = JSON.stringify(copy);
    expect(text).toContain('Brightloop');
    expect(text).toContain('agency owners');
    for (const feature of fixtureSite.features.slice(0, 3)) expect(text.toLowerCase()).toContain(feature.toLowerCase());
    expect(copy.websiteCopy.testimonial).toContain('Dana Reyes');
    const instagram = copy.social.find((p) => p.platform === 'Instagram')!;
    for (const post of instagram.options) expect(post.match(/#\w+/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    const linkedIn = copy.social.find((p) => p.platform === 'LinkedIn')!;
    for (const post of linkedIn.options) expect(post.match(/\p{Extended_Pictographic}/gu)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(kit.socialPosts.option1).toMatch(/^Twitter\/X:\n/);
  });

  it('is deterministic for one brief and changes with the prompt and audience', () => {
    const analysis = analysisOf(fixtureHtml());
    expect(generateBuiltinCopy(brief(analysis, 'Playful tone, 20% off this week'))).toEqual(generateBuiltinCopy(brief(analysis, 'Playful tone, 20% off this week')));
    const plain = generateBuiltinCopy(brief(analysis));
    const promo = generateBuiltinCopy(brief(analysis, 'Playful tone, 20% off this week'));
    expect(promo).not.toEqual(plain);
    expect(promo.emailCopy.subject).toMatch(/20% off/i);
    expect(generateBuiltinCopy(brief(analysis, '', 'dental clinics'))).not.toEqual(plain);
  });

  it('never leaks placeholders and always respects the platform rules, whatever the input', () => {
    const word = fc.stringMatching(/^[A-Za-z][a-z]{2,9}$/);
    const phrase = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.record({
          name: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
          features: fc.array(phrase, { minLength: 0, maxLength: 6 }),
          prompt: fc.oneof(fc.constant(''), phrase, fc.constant('Launching our new app, 15% off for early birds')),
          audience: fc.oneof(fc.constant(''), phrase),
          type: fc.constantFrom('SaaS', 'E-commerce', 'Agency', 'Restaurant', 'Portfolio', 'Blog', 'Local Service', 'Business'),
          long: fc.boolean(),
        }),
        ({ name, features, prompt, audience, type, long }) => {
          const base = analysisOf(null, { url: 'https://example-site.com/', snippets: ['Home page'] });
          const stretched = long ? features.map((f) => `${f} ${f} ${f} ${f}`) : features;
          const analysis: SiteAnalysis = { ...base, name, type: type as SiteAnalysis['type'], features: stretched.length >= 3 ? stretched : [...stretched, 'Fast setup', 'Friendly support', 'Fair pricing'] };
          expectWellFormed(generateBuiltinCopy(brief(analysis, prompt, audience)));
        },
      ),
      { numRuns: 60, seed: 42 },
    );
  });
});

describe('viral predictor', () => {
  it('scores each post from its text and explains every factor', () => {
    const base = 'Our new planner is live. It helps teams plan work.';
    const better = 'Tired of missed deadlines? 🚀 Our new planner keeps your team on track. Start your free trial at brightloop.io #Productivity';
    const low = scorePost(base, 'Twitter');
    const high = scorePost(better, 'Twitter');
    expect(high.score).toBeGreaterThan(low.score);
    expect(low.factors.map((f) => f.factor)).toEqual(['hook', 'length', 'question', 'callToAction', 'hashtags', 'emoji', 'readability']);
    expect(low.factors.find((f) => f.factor === 'question')!.points).toBe(0);
    expect(high.factors.find((f) => f.factor === 'question')!.points).toBe(10);
    expect(scorePost(`${better} ${'more words '.repeat(20)}`, 'Twitter').factors.find((f) => f.factor === 'length')!.points).toBe(0);
    for (const factor of high.factors) expect(factor.explanation.length).toBeGreaterThan(10);
  });

  it('judges the same text differently per network', () => {
    const tagged = `Big news for designers ✨\n\nOur spring collection is here.\n\nShop now: link in bio\n\n${Array.from({ length: 10 }, (_, i) => `#tag${i}`).join(' ')}`;
    const instagram = scorePost(tagged, 'Instagram').factors.find((f) => f.factor === 'hashtags')!;
    const linkedIn = scorePost(tagged, 'LinkedIn').factors.find((f) => f.factor === 'hashtags')!;
    expect(instagram.points).toBeGreaterThan(linkedIn.points);
  });

  it('summarises the best post and the rating moves with the content', () => {
    const { copy, kit } = kitOf(brief(analysisOf(fixtureHtml())));
    const predictor = predictVirality(copy.social);
    expect(predictor.posts).toHaveLength(12);
    expect(predictor.best.score).toBe(Math.max(...predictor.posts.map((p) => p.score)));
    const weakened = copy.social.map((p) => ({ ...p, options: p.options.map((o) => o.replace(/[?#]|\p{Extended_Pictographic}/gu, '')) as [string, string, string] }));
    expect(predictVirality(weakened).overallScore).toBeLessThan(predictor.overallScore);
    expect(kit.marketingIntel.contentRating).toBeGreaterThan(0);
    const unread = kitOf(brief(analysisOf(null))).kit.marketingIntel.contentRating;
    expect(unread).toBeLessThan(kit.marketingIntel.contentRating);
  });

  it('derives email metrics from the subject and audience', () => {
    const { copy } = kitOf(brief(analysisOf(fixtureHtml())));
    const normal = estimateEmailMetrics(copy.emailCopy, 'SaaS', '');
    const shouty = estimateEmailMetrics({ ...copy.emailCopy, subject: 'FREE FREE FREE!!! BUY NOW BEFORE IT IS TOO LATE OR YOU WILL REGRET IT FOREVER' }, 'SaaS', '');
    expect(Number.parseFloat(shouty.expectedOpenRate)).toBeLessThan(Number.parseFloat(normal.expectedOpenRate));
    expect(normal.expectedOpenRate).toMatch(/^\d+\.\d%$/);
    expect(normal.bestSendTimes).toHaveLength(3);
    expect(estimateEmailMetrics(copy.emailCopy, 'Restaurant', '').bestSendTimes).not.toEqual(normal.bestSendTimes);
  });
});

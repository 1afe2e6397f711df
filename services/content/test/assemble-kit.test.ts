import { describe, expect, it } from 'vitest';
import { GeneratedContent, GenerationResult } from '@sitespark/contracts';
import type { GeneratedCopy } from '../src/adapters/content-generator.ts';
import { builtinWriter } from '../src/adapters/builtin-generator.ts';
import { assembleKit } from '../src/domain/assemble-kit.ts';
import { estimateEmailMetrics } from '../src/domain/marketing-metrics.ts';
import { handBuiltSite, noInstructions } from './support/hand-built-site.ts';

const richSite = handBuiltSite({
  name: 'Crumb & Co',
  url: 'https://crumbandco.com',
  type: 'Food & Drink',
  paragraphs: [
    'We bake every loaf by hand in our Leeds kitchen.',
    'Our seeded rye uses a sourdough starter we have fed since 2009.',
    'Orders placed before 2 pm are ready the next morning.',
    'Our cinnamon buns come out of the oven at 8 am every Saturday.',
    'We deliver across Leeds on Fridays.',
  ],
  features: [
    { name: 'Seeded rye', description: 'Dense, tangy and packed with sunflower seeds.' },
    { name: 'Cinnamon buns', description: 'Cardamom dough, brown butter glaze.' },
    { name: 'Friday delivery', description: 'Across Leeds, free over £20.' },
  ],
  prices: [{ item: 'Seeded rye', amount: '£4.50', row: 'Seeded rye loaf — £4.50' }],
  testimonials: [{ quote: 'The best rye I have had outside Berlin.', author: 'Dana K.' }],
  location: 'Leeds',
  callsToAction: ['Order for pickup'],
});
const unreadSite = handBuiltSite({ name: 'Crumb & Co', url: 'https://crumbandco.com', fetched: false });

const posts = [
  'Our Seeded rye is £4.50 a loaf, baked by hand in Leeds. Order for pickup at crumbandco.com',
  'Cinnamon buns come out of the oven at 8 am every Saturday. Who is coming?',
  'Take five minutes today to try it. You will feel the difference.',
];

const copy: GeneratedCopy = {
  social: (['Twitter', 'LinkedIn', 'Instagram', 'Facebook'] as const).map((platform) => ({ platform, options: posts })),
  emailCopy: {
    subject: 'Your seeded rye is ready on Saturday',
    body: 'Hello! Our seeded rye is £4.50 and ready the next morning when you order before 2 pm. Order at https://crumbandco.com',
    sequences: { welcome: [{ subject: 'Welcome', body: 'Thanks for joining.' }], nurture: [], promotional: [] },
    tips: ['Send on Thursday.'],
  },
  adCopy: {
    headline: 'Seeded rye from Leeds',
    description: 'Baked by hand, £4.50 a loaf.',
    cta: 'Order for pickup',
    variations: { headlines: ['Cinnamon buns at 8 am'], descriptions: ['Friday delivery across Leeds.'], ctas: ['Order'] },
    strategy: { platforms: ['Instagram'], audiences: ['Locals'], budgetTips: ['Spend 70% on Instagram.'], keywords: ['rye bread leeds'] },
    checklist: { facebook: ['Use 3 images'], google: [], linkedin: [], tiktok: [] },
  },
  websiteCopy: {
    hero: 'Bread baked by hand in Leeds',
    subheading: 'Seeded rye, cinnamon buns and Friday delivery.',
    callToAction: 'Order for pickup',
    features: 'Seeded rye. Cinnamon buns. Friday delivery.',
    benefits: 'Orders placed before 2 pm are ready the next morning.',
    testimonial: '“The best rye I have had outside Berlin.” — Dana K.',
  },
  marketingIntel: { keyBenefits: ['Seeded rye with a sourdough starter fed since 2009'], competitorInsights: ['Most bakeries in town do not deliver.'] },
};

function kitFor(site = richSite, prompt = 'Keep it warm.') {
  return assembleKit({ site, copy, generator: 'builtin', writer: builtinWriter, instructions: noInstructions, prompt, targetAudience: 'Locals in Leeds', flyers: null, videoContent: null, snippetCount: 2 });
}

describe('assembleKit', () => {
  it('answers the full contract, still valid as the spec generated content', () => {
    const kit = kitFor();
    expect(GenerationResult.safeParse(kit).success).toBe(true);
    expect(GeneratedContent.safeParse(kit).success).toBe(true);
    expect(kit.language).toEqual({ code: 'en', name: 'English', evidence: 'the page declares lang="en"' });
    expect(kit.websiteAnalysis.features).toEqual(['Seeded rye', 'Cinnamon buns', 'Friday delivery']);
    expect(kit.builtFrom).toBe('Built from your page at https://crumbandco.com, your 2 snippets and your prompt.');
    expect(kit.grounding.unsupported).toBe(0);
    expect(kit.grounding.claims.some((c) => c.path === 'websiteCopy.testimonial' && c.source?.where === 'testimonial')).toBe(true);
  });

  it('computes the content rating from listed factors, lower for a page it could not read', () => {
    const rich = kitFor();
    const unread = kitFor(unreadSite, '');
    for (const kit of [rich, unread]) {
      const factors = kit.marketingIntel.contentRatingFactors;
      expect(factors.map((f) => f.factor)).toEqual(['grounded', 'unsupported', 'instructions', 'pageRead', 'features', 'posts']);
      expect(kit.marketingIntel.contentRating).toBe(factors.reduce((sum, f) => sum + f.points, 0));
    }
    expect(rich.marketingIntel.contentRating).toBeGreaterThan(unread.marketingIntel.contentRating + 20);
    expect(unread.marketingIntel.contentRatingFactors.find((f) => f.factor === 'pageRead')!.explanation).toBe('Your page was not read: the kit rests on your snippets and prompt.');
    expect(unread.viralPredictor.confidence).toBe('low');
  });

  it('says once, in one sentence, what a kit written without its page was built from', () => {
    const unread = kitFor(unreadSite, '');
    expect(unread.builtFrom).toBe('Written from your 2 snippets alone, because we could not read https://crumbandco.com: the site answered 404 Not Found.');
    expect(unread.analysisReport.note).toBe('the site answered 404 Not Found');
    expect(unread.websiteAnalysis.description).toBe('');
    const said = JSON.stringify({ ...unread.analysisReport, ...unread.websiteAnalysis, factors: unread.marketingIntel.contentRatingFactors, grounding: unread.grounding.summary, builtFrom: unread.builtFrom });
    expect(said.match(/404 Not Found/g)).toHaveLength(2);
    expect(said.match(/could not read|could not be read/g)).toHaveLength(1);
    // A site model kept before the note was a clause wrapped it in two more sentences; an edit reassembles the kit from it.
    const kept = { ...unreadSite, fetchNote: 'We could not read https://crumbandco.com: The website answered with status 404. This kit is built from the address, your snippets and your prompt.' };
    expect(kitFor(kept).builtFrom).toBe('Written from your 2 snippets and your prompt alone, because we could not read https://crumbandco.com: the website answered with status 404.');
  });

  it('shows the brief as a campaign: what, for whom, by when, and the owner\'s statements', () => {
    const kit = kitFor(richSite, 'Promote our Saturday cinnamon buns this month. Mention that we deliver across Leeds on Fridays. Warm, neighbourly tone.');
    expect(kit.campaign).toEqual({
      what: 'Saturday cinnamon buns',
      forWhom: 'locals in Leeds',
      byWhen: 'this month',
      price: null,
      points: ['we deliver across Leeds on Fridays'],
      statements: ['we deliver across Leeds on Fridays'],
      tone: 'warm, neighbourly',
      summary: 'Campaign: Saturday cinnamon buns for locals in Leeds · this month',
    });
    expect(GenerationResult.safeParse(kit).success).toBe(true);
    expect(kitFor(richSite, '').campaign?.summary).toBe('Campaign: for locals in Leeds');
  });

  it('ranks the specific posts above the template post', () => {
    const kit = kitFor();
    const template = kit.viralPredictor.posts.filter((p) => p.option === 3);
    const specific = kit.viralPredictor.posts.filter((p) => p.option !== 3);
    expect(Math.max(...template.map((p) => p.score))).toBeLessThan(Math.min(...specific.map((p) => p.score)));
  });
});

describe('assembleKit on a model\'s answer', () => {
  it('flags an invented testimonial and discount code as not on the site and lists the emoji instruction as not honoured', () => {
    const invented: GeneratedCopy = {
      ...copy,
      social: copy.social.map((p, i) => (i === 0 ? { ...p, options: ['Fresh seeded rye every morning 🍞', ...p.options.slice(1)] } : p)),
      adCopy: { ...copy.adCopy, description: 'Baked by hand in Leeds. Save 30% with code RYE30.' },
      websiteCopy: { ...copy.websiteCopy, testimonial: '"Crumb & Co paid for itself in a week." - Jordan Blake, Acme Corp' },
    };
    const kit = assembleKit({
      site: richSite,
      copy: invented,
      generator: 'openai',
      writer: { ...builtinWriter, model: 'test-model' },
      instructions: { ...noInstructions, emoji: false },
      prompt: 'No emoji, please.',
      targetAudience: 'Locals in Leeds',
      flyers: null,
      videoContent: null,
      snippetCount: 0,
    });
    const unsupported = kit.grounding.claims.filter((c) => c.source === null);
    // The business name is never a claim: the quote is checked without it.
    expect(unsupported.map((c) => [c.kind, c.text])).toEqual(expect.arrayContaining([['quote', 'paid for itself in a week.'], ['offer', 'RYE30'], ['number', '30%']]));
    expect(kit.grounding.unsupported).toBe(unsupported.length);
    expect(kit.grounding.summary).toMatch(/not on your site/);
    expect(kit.instructions.notHonoured.map((n) => n.instruction)).toContain('No emoji');
    const post = kit.viralPredictor.posts.find((p) => p.platform === 'Twitter' && p.option === 1)!;
    expect(post.factors.find((f) => f.factor === 'defects')!.explanation).toMatch(/does not follow: No emoji/);
  });
});

describe('estimateEmailMetrics', () => {
  const email = { subject: '', body: 'Hallo', sequences: { welcome: [], nurture: [], promotional: [] }, tips: [] };
  it('reads "you" and urgency in German subjects, and does not take an acronym for shouting', () => {
    const plain = estimateEmailMetrics({ ...email, subject: 'Neuer Töpferkurs im Atelier am Markt' }, 'Education', '', 'de');
    const personal = estimateEmailMetrics({ ...email, subject: 'Dein Platz im Töpferkurs: nur heute' }, 'Education', '', 'de');
    expect(parseFloat(personal.expectedOpenRate)).toBeGreaterThan(parseFloat(plain.expectedOpenRate));
    const acronym = estimateEmailMetrics({ ...email, subject: 'Neue Kurse der GmbH im Atelier am Markt' }, 'Education', '', 'de');
    expect(parseFloat(acronym.expectedOpenRate)).toBeGreaterThanOrEqual(parseFloat(plain.expectedOpenRate));
  });
});

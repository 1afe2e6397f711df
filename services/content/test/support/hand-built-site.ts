import { splitSentences, tradeOfType, type KitLanguage, type SiteModel, type SiteType, type SourceText, type UserInstructions } from '@sitespark/site-model';
import type { GroundableKit } from '../../src/domain/ground-kit.ts';

/** A SiteModel built by hand from a page's sentences (no reading, no classification). */
export function handBuiltSite(options: {
  name: string;
  url: string;
  language?: KitLanguage;
  type?: SiteType;
  fetched?: boolean;
  paragraphs?: string[];
  features?: Array<{ name: string; description: string | null }>;
  prices?: Array<{ item: string | null; amount: string; row: string }>;
  testimonials?: Array<{ quote: string; author: string | null }>;
  location?: string | null;
  callsToAction?: string[];
}): SiteModel {
  const language = options.language ?? 'en';
  const fetched = options.fetched ?? true;
  const sentences: SourceText[] = fetched ? (options.paragraphs ?? []).flatMap((p) => splitSentences(p, language).map((text) => ({ text, where: 'paragraph' }))) : [];
  const features = fetched
    ? (options.features ?? []).map((f) => ({ name: f.name, description: f.description, source: { text: f.description ? `${f.name}: ${f.description}` : f.name, where: 'heading' } }))
    : [];
  const prices = fetched ? (options.prices ?? []).map((p) => ({ item: p.item, amount: p.amount, source: { text: p.row, where: 'price' } })) : [];
  const testimonials = fetched ? (options.testimonials ?? []).map((t) => ({ ...t, source: { text: t.quote, where: 'testimonial' } })) : [];
  for (const f of features) sentences.push(f.source);
  for (const p of prices) sentences.push(p.source);
  for (const t of testimonials) sentences.push(t.source);
  const type = options.type ?? 'Business';
  const domain = new URL(options.url).hostname.replace(/^www\./, '');
  return {
    url: options.url,
    domain,
    fetched,
    fetchNote: fetched ? null : 'the site answered 404 Not Found',
    name: options.name,
    nameSource: 'title',
    language,
    languageEvidence: `the page declares lang="${language}"`,
    type,
    trade: tradeOfType[type],
    typeEvidence: [],
    typeConfidence: 0.5,
    headline: sentences[0] ?? null,
    description: sentences[0] ?? null,
    offers: [],
    features,
    prices,
    location: fetched && options.location ? { text: options.location, where: 'paragraph' } : null,
    schedule: [],
    testimonials,
    callsToAction: options.callsToAction ?? [],
    audienceCues: [],
    voice: { register: 'casual', person: 'we', sentenceWords: 12, usesEmoji: false },
    keyPhrases: [],
    sentences,
    outline: fetched ? [{ heading: null, blocks: sentences.filter((s) => s.where !== 'heading') }] : [],
    snippetDescriptions: [],
    brand: { colors: { primary: '#123456', secondary: '#654321', accent: '#abcdef', neutral: '#f5f5f5' }, found: fetched, evidence: fetched ? ['theme-color meta'] : [] },
  };
}

export const noInstructions: UserInstructions = {
  language: null,
  person: null,
  emoji: null,
  tone: null,
  address: null,
  mustMention: [],
  avoid: [],
  unrecognised: [],
};

/** A kit whose pieces are all given (posts per network) and the rest filled with one neutral line. */
export function kitWith(posts: Partial<Record<'Twitter' | 'LinkedIn' | 'Instagram' | 'Facebook', string[]>>, rest: Partial<{ email: string; subject: string; testimonial: string; hero: string }> = {}): GroundableKit {
  const filler = rest.email ?? 'Thank you.';
  const networks = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'] as const;
  return {
    socialPlatforms: networks.map((platform) => ({ platform, options: posts[platform] ?? [filler, filler, filler] })),
    emailCopy: { subject: rest.subject ?? 'Hello', body: rest.email ?? filler, sequences: { welcome: [], nurture: [], promotional: [] } },
    adCopy: { headline: rest.hero ?? 'Hello', description: filler, cta: 'Visit', variations: { headlines: [], descriptions: [], ctas: [] } },
    websiteCopy: { hero: rest.hero ?? 'Hello', subheading: filler, callToAction: 'Visit', features: filler, benefits: filler, testimonial: rest.testimonial ?? '' },
    marketingIntel: { keyBenefits: [] },
  };
}

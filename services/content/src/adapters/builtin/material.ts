import {
  capitalizeFirst,
  fitSentences,
  isStopword,
  midSentence,
  sitePlaceName,
  wordsOf,
  type KitLanguage,
  type SiteModel,
  type Trade,
  type WriterBrief,
} from '@sitespark/site-model';
import type { LanguageBank } from './banks/bank.ts';

/** Slot values for a frame: every value is the site's own words (or the user's, for {mention} and {audience}). */
export type Slots = Partial<Record<string, string>>;

export type LeadKind = 'feature' | 'price' | 'offer' | 'schedule' | 'quote' | 'place' | 'description';

/**
 * One fact a piece can lead with. `primary` is the slot a frame must name to be about this fact;
 * `own` is the site's own sentence about it, used as written.
 */
export interface Lead {
  kind: LeadKind;
  primary: string;
  slots: Slots;
  own: string | null;
  author?: string | null;
}

export interface Feature {
  /** As the site writes it, for list items and headings. */
  label: string;
  /** Cased for the middle of a sentence. */
  mid: string;
  detail: string | null;
}

/** Everything the writer may say about the site, prepared once. */
export interface Material {
  language: KitLanguage;
  trade: Trade;
  name: string;
  url: string;
  domain: string;
  cta: string;
  /** Slots every frame may use besides the lead's own. */
  global: Slots;
  features: Feature[];
  leads: Lead[];
  quotes: Array<{ quote: string; author: string | null }>;
  description: string | null;
  headline: string | null;
  /** How many facts the site gives: a site with few gets shorter pieces. */
  richness: number;
}

/** Longest sentence the writer quotes from the site inside a post. */
const maxOwnSentence = 260;

export function endSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  return /[.!?…:)"”»]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Words written with a capital in the middle of the site's sentences: names and places that must keep it. */
/** A capitalised word after a word that does not end a sentence: a name the page writes that way. */
const capitalisedMidSentence = /(?<=[^\s.!?:]\s+)\p{Lu}\p{Ll}[\p{L}'’-]*/gu;

function properNounsOf(site: SiteModel): Set<string> {
  const nouns = new Set<string>();
  for (const word of site.name.split(/\s+/u)) nouns.add(word.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  if (site.language === 'de') return nouns;
  for (const { text } of site.sentences.slice(0, 400)) {
    for (const word of text.match(capitalisedMidSentence) ?? []) nouns.add(word.replace(/['’-]+$/u, ''));
  }
  return nouns;
}

/** A feature's own description, fitted by whole sentences, or null when it only repeats the name. */
function detailOf(description: string | null, featureName: string, language: KitLanguage): string | null {
  if (!description) return null;
  const text = fitSentences(description.trim(), maxOwnSentence, language);
  if (!text) return null;
  const nameWords = new Set(wordsOf(featureName, language).map((w) => w.toLowerCase()));
  const extra = wordsOf(text, language).filter((w) => !nameWords.has(w.toLowerCase()) && !isStopword(w, language));
  if (extra.length < 2) return null;
  return endSentence(capitalizeFirst(text));
}

function ownSource(where: string): boolean {
  return where !== 'snippet';
}

/** A call to action fit for a button and for the start of a line. */
function ctaOf(site: SiteModel, bank: LanguageBank): string {
  const fromSite = site.callsToAction.map((c) => c.trim()).find((c) => c.length >= 3 && c.length <= 24 && wordsOf(c, site.language).length <= 4);
  return capitalizeFirst(fromSite ?? bank.trades[site.trade].ctas[0] ?? bank.trades.general.ctas[0]!);
}

export function prepareMaterial(brief: WriterBrief, bank: LanguageBank): Material {
  const { site } = brief;
  const language = site.language;
  const nouns = properNounsOf(site);
  const mid = (phrase: string) => midSentence(phrase.trim().replace(/[.:;,]+$/u, ''), language, nouns);

  const features: Feature[] = [];
  const seen = new Set<string>();
  for (const feature of site.features) {
    if (!ownSource(feature.source.where)) continue;
    const label = feature.name.trim().replace(/[.:;,]+$/u, '');
    const key = label.toLowerCase();
    if (!label || seen.has(key) || label.length > 60) continue;
    seen.add(key);
    features.push({ label: capitalizeFirst(label), mid: mid(label), detail: detailOf(feature.description, label, language) });
  }

  const place = sitePlaceName(site);
  const cta = ctaOf(site, bank);
  const global: Slots = { name: site.name, url: site.url, domain: site.domain, cta };
  if (place) global.place = place;
  if (brief.audiencePhrase) global.audience = brief.audiencePhrase;

  const leads: Lead[] = [];
  const featureLeads: Lead[] = features.map((feature, index) => {
    const others = features.filter((_, i) => i !== index);
    const slots: Slots = { feature: feature.mid };
    if (feature.detail) slots.detail = feature.detail;
    if (others[0]) slots.feature2 = others[0].mid;
    if (others[1]) slots.feature3 = others[1].mid;
    return { kind: 'feature', primary: 'feature', slots, own: feature.detail };
  });
  const priceLeads: Lead[] = site.prices.filter((p) => ownSource(p.source.where)).slice(0, 4).map((price) => {
    const slots: Slots = { price: price.amount.trim() };
    if (price.item) slots.item = mid(price.item);
    return { kind: 'price', primary: 'price', slots, own: null };
  });
  const offerLeads: Lead[] = site.offers
    .filter((o) => ownSource(o.where))
    .slice(0, 3)
    .map((offer) => ({ kind: 'offer', primary: 'offer', slots: { offer: endSentence(capitalizeFirst(fitSentences(offer.text, 160, language) || offer.text)) }, own: null }));
  const scheduleLeads: Lead[] = site.schedule
    .slice(0, 2)
    .map((s) => fitSentences(s.text, 160, language))
    .filter(Boolean)
    .map((text) => ({ kind: 'schedule', primary: 'schedule', slots: { schedule: endSentence(text) }, own: null }));
  const quotes = site.testimonials
    .filter((t) => ownSource(t.source.where))
    .map((t) => ({ quote: fitSentences(t.quote.replace(/^["“„«»”\s]+|["“”«»\s]+$/gu, ''), 280, language), author: t.author?.trim() || null }))
    .filter((t) => t.quote.length > 0);
  const quoteLeads: Lead[] = quotes.slice(0, 2).map((q) => {
    const slots: Slots = { quote: q.quote };
    if (q.author) slots.author = q.author;
    return { kind: 'quote', primary: 'quote', slots, own: q.quote, author: q.author };
  });
  const description = site.description ? fitSentences(site.description.text, maxOwnSentence, language) || null : null;

  // Interleave kinds so neighbouring pieces lead with different sorts of fact.
  const queues = [featureLeads, [...offerLeads, ...priceLeads], quoteLeads, scheduleLeads];
  while (queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) leads.push(next);
    }
  }
  if (description) leads.push({ kind: 'description', primary: 'description', slots: {}, own: endSentence(description) });
  if (place) leads.push({ kind: 'place', primary: 'place', slots: {}, own: null });

  const headlineText = site.headline?.text.trim() ?? null;
  const headline = headlineText && !/(\.\.\.|…)$/u.test(headlineText) && headlineText.length <= 90 ? headlineText.replace(/[.:;,]+$/u, '') : null;
  if (headline) global.headline = headline;

  return {
    language,
    trade: site.trade,
    name: site.name,
    url: site.url,
    domain: site.domain,
    cta,
    global,
    features,
    leads,
    quotes,
    description: description ? endSentence(description) : null,
    headline,
    richness: leads.length,
  };
}

import {
  capitalizeFirst,
  fitSentences,
  isStopword,
  midSentence,
  sitePlaceName,
  splitSentences,
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

/** A capitalised word after a word that does not end a sentence: a name the page writes that way. */
const capitalisedMidSentence = /(?<=[^\s.!?:]\s+)\p{Lu}\p{Ll}[\p{L}'’-]*/gu;

/**
 * Words the page writes with a capital in the middle of its sentences: names and places that must
 * keep it. A word the page also writes in lower case ("Adopt, foster, volunteer"), a small word, or
 * one seen only in a line where most words are capitalised (a menu, a Title Case heading) is no name.
 */
function properNounsOf(site: SiteModel): { nouns: Set<string>; lowerSeen: Set<string> } {
  const nouns = new Set<string>();
  for (const word of site.name.split(/\s+/u)) nouns.add(word.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  if (site.language === 'de') return { nouns, lowerSeen: new Set() };
  const texts = [...site.sentences.slice(0, 400).map((s) => s.text), ...site.features.map((f) => f.description ?? ''), site.description?.text ?? ''];
  const lowerSeen = new Set<string>();
  for (const text of texts) for (const word of text.match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []) lowerSeen.add(word.replace(/['’-]+$/u, ''));
  for (const text of texts) {
    const words = text.split(/\s+/u).filter((w) => /\p{L}/u.test(w));
    const capitalised = words.filter((w) => /^[^\p{L}]*\p{Lu}/u.test(w)).length;
    if (words.length >= 3 && capitalised / words.length > 0.5) continue;
    for (const raw of text.match(capitalisedMidSentence) ?? []) {
      const word = raw.replace(/['’-]+$/u, '');
      if (isStopword(word, site.language) || lowerSeen.has(word.toLowerCase())) continue;
      nouns.add(word);
    }
  }
  return { nouns, lowerSeen };
}

/** A sentence's first letter capitalised, unless it starts with a number or sign ("$25 off", "3 Kurse"). */
export function sentenceCase(text: string): string {
  return /^[\s"“„«¿¡(]*\p{L}/u.test(text) ? capitalizeFirst(text) : text;
}

/** An author line without the rating stars some pages print after it. */
function cleanAuthor(author: string | null | undefined): string | null {
  const text = (author ?? '').replace(/[★☆⭐✩✪✫✬✭✮✯✰]+|\(?\b[0-5](?:[.,]\d)?\s*\/\s*5\b\)?/gu, '').replace(/[\s,;–—-]+$/u, '').trim();
  return text || null;
}

/** A feature's own description, fitted by whole sentences, or null when it only repeats the name. */
function detailOf(description: string | null, featureName: string, language: KitLanguage): string | null {
  if (!description) return null;
  const text = fitSentences(description.trim(), maxOwnSentence, language);
  if (!text) return null;
  const nameWords = new Set(wordsOf(featureName, language).map((w) => w.toLowerCase()));
  const extra = wordsOf(text, language).filter((w) => !nameWords.has(w.toLowerCase()) && !isStopword(w, language));
  if (extra.length < 2) return null;
  return endSentence(sentenceCase(text));
}

/**
 * The page's own words for a price, as one line: its price row ("Uncontested divorce · £650" reads
 * "Uncontested divorce: £650.") or the short sentence that states the amount ("£5.20 a loaf.",
 * "Most installs from $1,450."), after the item's name when the sentence does not say it.
 */
function priceRow(price: SiteModel['prices'][number], language: KitLanguage): string | null {
  const amount = price.amount.trim();
  const item = price.item?.trim().replace(/[.:;,]+$/u, '') ?? '';
  const sentences = splitSentences(price.source.text.replace(/\s+[·|]\s+/gu, ': '), language);
  const sentence = sentences.find((s) => s.includes(amount) || s.includes(amount.replace(/^\p{L}+\s+/u, '')));
  if (!sentence || sentence.length > 110) return null;
  const itemWords = wordsOf(item, language).map((w) => w.toLowerCase());
  const saysItem = itemWords.length > 0 && itemWords.every((w) => wordsOf(sentence, language).some((s) => s.toLowerCase() === w));
  if (saysItem || !item) return endSentence(sentenceCase(sentence));
  return `${capitalizeFirst(item)}: ${endSentence(language === 'de' ? sentence : sentence.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))}`;
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
  const { nouns, lowerSeen } = properNounsOf(site);
  // A word the page itself writes in lower case is no name, whatever a name list says ("Foster a pet").
  const pageCase = (phrase: string) => phrase.replace(/(?<![\p{L}])\p{Lu}\p{Ll}+(?![\p{L}])/gu, (word) => (!nouns.has(word) && lowerSeen.has(word.toLowerCase()) ? word.toLowerCase() : word));
  const mid = (phrase: string) => midSentence(pageCase(phrase.trim().replace(/[.:;,]+$/u, '')), language, nouns);

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
  const quoted = new Set(site.testimonials.map((t) => t.quote.trim()));
  const priceLeads: Lead[] = site.prices
    .filter((p) => ownSource(p.source.where) && !/["“”„«»]/u.test(p.item ?? '') && ![...quoted].some((q) => q && p.source.text.includes(q)))
    .slice(0, 4)
    .map((price) => {
      // "Desde 180 €", "From £1,200": the amount sits mid-sentence in every frame.
      const slots: Slots = { price: language === 'de' ? price.amount.trim() : price.amount.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) };
      if (price.item) slots.item = mid(price.item);
      return { kind: 'price', primary: 'price', slots, own: priceRow(price, language) };
    });
  const offerLeads: Lead[] = site.offers
    .filter((o) => ownSource(o.where))
    .slice(0, 3)
    .map((offer) => ({ kind: 'offer', primary: 'offer', slots: { offer: endSentence(sentenceCase(fitSentences(offer.text, 160, language) || offer.text)) }, own: null }));
  const scheduleLeads: Lead[] = site.schedule
    .slice(0, 2)
    .map((s) => fitSentences(s.text, 160, language))
    .filter(Boolean)
    .map((text) => ({ kind: 'schedule', primary: 'schedule', slots: { schedule: endSentence(text) }, own: null }));
  const quotes = site.testimonials
    .filter((t) => ownSource(t.source.where))
    .map((t) => ({ quote: fitSentences(t.quote.replace(/^["“„«»”\s]+|["“”«»\s]+$/gu, ''), 280, language), author: cleanAuthor(t.author) }))
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

import {
  capitalizeFirst,
  fitSentences,
  isStopword,
  midSentence,
  offerIsSentence,
  sitePlaceName,
  splitSentences,
  wordsOf,
  type KitLanguage,
  type SiteModel,
  type Trade,
  type WriterBrief,
} from '@sitespark/site-model';
import nlp from 'compromise';
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
  /** The name is a verb phrase ("Learn to bake sourdough"): it reads as a label after a colon, never after a frame that expects a noun. */
  verbal: boolean;
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
  /** Feature names (as cased mid-sentence) that are verb phrases. */
  verbal: Set<string>;
}

/** Longest sentence the writer quotes from the site inside a post. */
const maxOwnSentence = 260;

export function endSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  return /[.!?…:)"”»]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Words that open a clause of its own after a comma: the words before the comma then make a whole statement. */
const clauseOpeners: Record<KitLanguage, Set<string>> = {
  en: new Set('so and but which where while because since though although when who whose yet or then'.split(' ')),
  de: new Set('und aber denn sodass damit weil da wenn wo während obwohl sondern der die das dann also doch'.split(' ')),
  es: new Set('y e pero porque que donde cuando mientras aunque así pues entonces sino o u'.split(' ')),
  fr: new Set('et mais car donc où quand pendant lorsque puisque bien qui que alors ou'.split(' ')),
  pt: new Set('e mas porque pois que onde quando enquanto embora então assim ou'.split(' ')),
};

/** fitWhole is asked the same question many times while a post is fitted; the answer never changes. */
const fitCache = new Map<string, string>();

/**
 * The longest start of `text` that fits and still says what the site says: whole sentences, or
 * the first sentence cut at a clause boundary only when the words kept are a statement of their
 * own (before a "; ", or before a comma that opens a new clause: ", so ...", ", und ..."). Never a
 * cut at a colon (what precedes it announces what follows) or inside what a colon introduces, and
 * never a list cut short. '' when nothing fits that way: the caller then says a shorter fact.
 */
export function fitWhole(text: string, maxChars: number, language: KitLanguage): string {
  const key = `${language}\u0000${maxChars}\u0000${text}`;
  let fitted = fitCache.get(key);
  if (fitted === undefined) {
    if (fitCache.size >= 5000) fitCache.clear();
    fitted = fitWholeUncached(text, maxChars, language);
    fitCache.set(key, fitted);
  }
  return fitted;
}

function fitWholeUncached(text: string, maxChars: number, language: KitLanguage): string {
  const source = text.trim();
  const fitted = fitSentences(source, maxChars, language);
  if (!fitted || fitted === source) return fitted;
  const sentences = splitSentences(source, language);
  let whole = '';
  for (const sentence of sentences) {
    whole = whole ? `${whole} ${sentence}` : sentence;
    if (whole === fitted) return fitted;
  }
  // A clause cut: the kept words without the closing mark fitSentences added.
  const stem = fitted.replace(/[.!?…]+$/u, '').trimEnd();
  if (!source.startsWith(stem)) return '';
  const boundary = source.slice(stem.length).trimStart().charAt(0);
  const next = source.slice(stem.length).replace(/^[\s,;:–—-]+/u, '').split(/\s+/u)[0]?.toLowerCase().replace(/[^\p{L}]/gu, '') ?? '';
  if (/[:]/u.test(stem) || boundary === ':') return '';
  if (wordsOf(stem, language).length < 4) return '';
  if (boundary === ';') return fitted;
  if (boundary === ',') return clauseOpeners[language].has(next) && !stem.includes(',') ? fitted : '';
  return '';
}


/**
 * Words the page writes with a capital in the middle of its sentences: names and places that must
 * keep it. A word the page also writes in lower case ("Adopt, foster, volunteer"), a small word, or
 * one seen only in a line where most words are capitalised (a menu, a Title Case heading) is no name.
 */
const letterRun = /\p{L}[\p{L}'’-]*/gu;
const sentenceEnd = /[.!?:]/u;

function withoutTrailingMarks(word: string): string {
  let end = word.length;
  while (end > 0 && "'’-".includes(word[end - 1]!)) end -= 1;
  return word.slice(0, end);
}

function properNounsOf(site: SiteModel): { nouns: Set<string>; lowerSeen: Set<string> } {
  const nouns = new Set<string>();
  for (const word of site.name.split(/\s+/u)) nouns.add(word.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  if (site.language === 'de') return { nouns, lowerSeen: new Set() };
  const texts = [...site.sentences.slice(0, 400).map((s) => s.text), ...site.features.map((f) => f.description ?? ''), site.description?.text ?? ''];
  const lowerSeen = new Set<string>();
  const candidates: string[] = [];
  // One pass per text: words written in lower case anywhere, and capitalised words that follow
  // another word without a sentence end between them, unless most of the line is capitalised.
  for (const text of texts) {
    let words = 0;
    let capitals = 0;
    let previousEnd = -1;
    const midSentence: string[] = [];
    for (const match of text.matchAll(letterRun)) {
      const raw = match[0];
      const word = withoutTrailingMarks(raw);
      const first = raw[0]!;
      const upper = first !== first.toLowerCase();
      words += 1;
      if (!upper) lowerSeen.add(word);
      else {
        capitals += 1;
        const second = raw[1] ?? '';
        const gap = previousEnd >= 0 ? text.slice(previousEnd, match.index) : '';
        if (second && second !== second.toUpperCase() && /\s$/u.test(gap) && !sentenceEnd.test(gap)) midSentence.push(word);
      }
      previousEnd = match.index + raw.length;
    }
    if (words >= 3 && capitals / words > 0.5) continue;
    candidates.push(...midSentence);
  }
  for (const word of candidates) {
    if (isStopword(word, site.language) || lowerSeen.has(word.toLowerCase())) continue;
    nouns.add(word);
  }
  return { nouns, lowerSeen };
}

/** Infinitive endings per language (English is tagged by compromise instead). */
const infinitive: Record<KitLanguage, RegExp | null> = { en: null, de: /\p{L}{2,}(?:en|ern|eln)$/u, es: /\p{L}{2,}(?:ar|er|ir)$/u, fr: /\p{L}{2,}(?:er|ir|re)$/u, pt: /\p{L}{2,}(?:ar|er|ir)$/u };
/** Words before a noun: a word the page writes after one of these is a noun ("el taller", "le livre"), whatever its ending. */
const determiners: Record<KitLanguage, Set<string>> = {
  en: new Set(),
  de: new Set('der die das den dem des ein eine einen einem einer zum zur beim im am vom'.split(' ')),
  es: new Set('el la los las un una unos unas del al este esta su sus mi tu nuestro nuestra'.split(' ')),
  fr: new Set("le la les l un une des du au aux ce cet cette son sa ses mon ma notre votre".split(' ')),
  pt: new Set('o a os as um uma do da dos das no na nos nas ao este esta seu sua nosso nossa'.split(' ')),
};

/**
 * Does the feature name start with a verb ("Learn to bake sourdough", "Aprender cerámica")? In
 * English compromise tags the first word as an imperative or infinitive followed by a word that
 * does not make it a compound noun ("Nail trim", "Hand stripping" stay nouns); elsewhere the first
 * word has an infinitive ending and the page writes it in lower case, never after an article.
 */
const englishVerbCache = new Map<string, boolean>();

function startsWithVerb(name: string, language: KitLanguage, pageWords: () => Array<[string, string]>): boolean {
  const words = name.trim().split(/\s+/u);
  if (language === 'en') {
    if (words.length < 2) return false;
    const cached = englishVerbCache.get(name);
    if (cached !== undefined) return cached;
    if (englishVerbCache.size >= 2000) englishVerbCache.clear();
    const verbal = englishVerbPhrase(name);
    englishVerbCache.set(name, verbal);
    return verbal;
  }
  const first = words[0]!.replace(/[^\p{L}]/gu, '').toLowerCase();
  if (!infinitive[language]!.test(first) || isStopword(first, language)) return false;
  let lower = false;
  for (const [before, word] of pageWords()) {
    if (word.toLowerCase() !== first) continue;
    if (determiners[language].has(before.toLowerCase())) return false;
    if (word === first) lower = true;
  }
  return lower;
}

function englishVerbPhrase(name: string): boolean {
  const terms = nlp(name.toLowerCase()).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  const [first, second] = terms.map((t) => new Set(t.terms[0]?.tags ?? []));
  if (!first || !second || !first.has('Verb') || !(first.has('Imperative') || first.has('Infinitive')) || first.has('Gerund')) return false;
  const nounLike = (second.has('Noun') && !second.has('Pronoun')) || second.has('Gerund') || second.has('Particle');
  return !nounLike && ['Determiner', 'Pronoun', 'Possessive', 'Preposition', 'Conjunction', 'Adverb', 'Adjective'].some((tag) => second.has(tag));
}

/** Every word of the page with the word before it, for reading how the page uses a word. */
function pageWordPairs(site: SiteModel): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const sentence of site.sentences.slice(0, 400)) {
    const words = sentence.text.split(/[\s’']+/u).map((w) => w.replace(/[^\p{L}]/gu, '')).filter(Boolean);
    words.forEach((word, i) => pairs.push([words[i - 1] ?? '', word]));
  }
  return pairs;
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
  const text = fitWhole(description.trim(), maxOwnSentence, language);
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
  let pairs: Array<[string, string]> | null = null;
  const pageWords = () => (pairs ??= pageWordPairs(site));
  for (const feature of site.features) {
    if (!ownSource(feature.source.where)) continue;
    const label = feature.name.trim().replace(/[.:;,]+$/u, '');
    const key = label.toLowerCase();
    if (!label || seen.has(key) || label.length > 60) continue;
    seen.add(key);
    features.push({ label: capitalizeFirst(label), mid: mid(label), detail: detailOf(feature.description, label, language), verbal: startsWithVerb(label, language, pageWords) });
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
    .map((offer) => {
      const text = fitSentences(offer.text, 160, language) || offer.text;
      // A label ("Primera visita gratuita") reads mid-sentence after a frame's colon; a sentence stays one.
      const value = offerIsSentence(offer, language) ? endSentence(sentenceCase(text)) : mid(text);
      return { kind: 'offer', primary: 'offer', slots: { offer: value }, own: null };
    });
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
    verbal: new Set(features.filter((f) => f.verbal).map((f) => f.mid)),
  };
}

/**
 * Grounding: every factual claim in the kit's copy (a price, number, date, place, quote, code,
 * feature name, or a specific sentence) is matched to the sentence on the site it came from, or
 * flagged "not on your site". One pass for both writers, run on the finished copy. Words are
 * matched as words (ICU tokens, case- and accent-folded), never as parts of words.
 */
import type { Claim, ClaimKind, ClaimSource, Grounding } from '@sitespark/contracts';
import { isStopword, splitSentences, stopwordsOf, type KitLanguage, type SiteModel, type SourceText } from '@sitespark/site-model';

/** The copy a kit is grounded on (paths are the GenerationResult's). */
export interface GroundableKit {
  socialPlatforms: Array<{ platform: string; options: string[] }>;
  emailCopy: {
    subject: string;
    body: string;
    sequences: Record<'welcome' | 'nurture' | 'promotional', Array<{ subject: string; body: string }>>;
  };
  adCopy: {
    headline: string;
    description: string;
    cta: string;
    variations: { headlines: string[]; descriptions: string[]; ctas: string[] };
  };
  websiteCopy: Record<'hero' | 'subheading' | 'callToAction' | 'features' | 'benefits' | 'testimonial', string>;
  marketingIntel: { keyBenefits: string[] };
}

export interface CopyPiece {
  path: string;
  text: string;
}

/** Every copy piece of the kit (not tips, checklists or strategy advice), with its dotted path. */
export function copyPieces(kit: GroundableKit): CopyPiece[] {
  const pieces: CopyPiece[] = [];
  const add = (path: string, text: string | undefined) => {
    if (text && text.trim()) pieces.push({ path, text });
  };
  kit.socialPlatforms.forEach((p, i) => p.options.forEach((text, j) => add(`socialPlatforms.${i}.options.${j}`, text)));
  add('emailCopy.subject', kit.emailCopy.subject);
  add('emailCopy.body', kit.emailCopy.body);
  for (const kind of ['welcome', 'nurture', 'promotional'] as const) {
    (kit.emailCopy.sequences[kind] ?? []).forEach((m, k) => {
      add(`emailCopy.sequences.${kind}.${k}.subject`, m.subject);
      add(`emailCopy.sequences.${kind}.${k}.body`, m.body);
    });
  }
  add('adCopy.headline', kit.adCopy.headline);
  add('adCopy.description', kit.adCopy.description);
  add('adCopy.cta', kit.adCopy.cta);
  kit.adCopy.variations.headlines.forEach((t, k) => add(`adCopy.variations.headlines.${k}`, t));
  kit.adCopy.variations.descriptions.forEach((t, k) => add(`adCopy.variations.descriptions.${k}`, t));
  kit.adCopy.variations.ctas.forEach((t, k) => add(`adCopy.variations.ctas.${k}`, t));
  for (const field of ['hero', 'subheading', 'callToAction', 'features', 'benefits', 'testimonial'] as const) add(`websiteCopy.${field}`, kit.websiteCopy[field]);
  kit.marketingIntel.keyBenefits.forEach((t, k) => add(`marketingIntel.keyBenefits.${k}`, t));
  return pieces;
}

/** What grounding found in one piece: how many of its sentences carry a site fact, and its unsupported claims. */
export interface PieceGrounding {
  path: string;
  sentences: number;
  /** Sentences carrying at least one claim found on the site (or in the prompt). */
  groundedSentences: number;
  claims: Claim[];
  unsupported: Claim[];
}

export interface KitGroundingAnalysis {
  grounding: Grounding;
  pieces: Map<string, PieceGrounding>;
}

// ---------------------------------------------------------------------------------------------
// Normalisation

/** Lower case without accents: "Töpferkurs" → "topferkurs". */
export function fold(word: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/u.test(word)) return word.toLowerCase();
  let folded = foldCache.get(word);
  if (folded === undefined) {
    folded = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/’/gu, "'");
    if (foldCache.size > 20000) foldCache.clear();
    foldCache.set(word, folded);
  }
  return folded;
}
const foldCache = new Map<string, string>();

const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
const frenchElision = /^(?:[ldjmnstc]|qu)['’](?=\p{L})/iu;

/**
 * The words of a text, whole words only (letters, digits, inner apostrophes), French elisions
 * ("l'atelier") split off. A regular expression rather than ICU here: grounding reads every
 * sentence of the kit and the site several times, and this is an order of magnitude faster.
 */
export function wordsOf(text: string, language: KitLanguage): string[] {
  const words = text.match(wordPattern) ?? [];
  return language === 'fr' ? words.map((w) => w.replace(frenchElision, '')) : words;
}

/** Text reduced to folded words separated by single spaces (for phrase containment). */
function normalisePhrase(text: string, language: KitLanguage): string {
  return wordsOf(text, language).map(fold).join(' ');
}

const numberToken = /\d(?:[\d.,]*\d)?/gu;

/**
 * The values a written number can mean: "12.50" and "12,50" → 12.5; "1.200" → 1.2 or 1200;
 * "1,200" → 1200 or 1.2; a date "12.05.2025" → its parts.
 */
export function numberValues(raw: string): string[] {
  const values = new Set<string>();
  if (/^\d+$/u.test(raw)) {
    values.add(String(Number(raw)));
    return [...values];
  }
  const dotDecimal = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+\.\d+$/u;
  const commaDecimal = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+,\d+$/u;
  if (dotDecimal.test(raw)) values.add(String(Number(raw.replace(/,/gu, ''))));
  if (commaDecimal.test(raw)) values.add(String(Number(raw.replace(/\./gu, '').replace(',', '.'))));
  if (values.size === 0) for (const part of raw.split(/[.,]/u)) if (part) values.add(String(Number(part)));
  return [...values];
}

// ---------------------------------------------------------------------------------------------
// Word lists

const months: Record<string, number> = {};
const monthLists: string[][] = [
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ['januar', 'februar', 'marz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'],
  ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
];
for (const list of monthLists) list.forEach((m, i) => (months[m] = i + 1));
months['janner'] = 1;
months['setiembre'] = 9;

const weekdays: Record<string, number> = {};
const weekdayLists: string[][] = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
  ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
];
for (const list of weekdayLists) list.forEach((d, i) => {
  weekdays[d] = i + 1;
  weekdays[`${d}s`] = i + 1;
});
weekdays['sonnabend'] = 6;
weekdays['sonnabends'] = 6;
weekdays['sabados'] = 6;
weekdays['domingos'] = 7;
// Portuguese weekdays "segunda-feira" ... (ICU splits at the hyphen): the ordinal counts only before "feira".
const portugueseWeekdayOrdinals: Record<string, number> = { segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5 };

/** Words that introduce a place ("in Leeds", "aus Köln", "en Sevilla", "à Lyon", "em Lisboa"), folded. */
const placePrepositions: Record<KitLanguage, Set<string>> = {
  en: new Set(['in', 'near', 'around', 'across', 'throughout', 'from']),
  de: new Set(['in', 'aus', 'nahe']),
  es: new Set(['en', 'a']),
  fr: new Set(['a', 'en']),
  pt: new Set(['em', 'no', 'na', 'a']),
};

/** German nouns that follow "in" without being places ("in Ruhe", "in Zukunft"). */
const germanNonPlaces = new Set(['ruhe', 'zukunft', 'form', 'kurze', 'sachen', 'zeiten', 'ordnung', 'eile', 'bewegung', 'kontakt', 'verbindung', 'handarbeit', 'echtzeit', 'minuten', 'stunden', 'tagen', 'wochen', 'monaten', 'jahren', 'betrieb', 'frage', 'gang', 'person', 'hand', 'sicht', 'summe', 'farbe', 'zusammenarbeit', 'anspruch', 'liebe', 'kleingruppen', 'gruppen', 'teilzeit', 'vollzeit', 'praxis', 'sekunden', 'ruhe', 'kurs', 'kursen', 'werkstatt', 'atelier', 'studio', 'laden', 'cafe', 'kuche', 'natur', 'deutsch', 'englisch']);
const germanNounSuffix = /(?:ung|heit|keit|schaft|tion|tat|nis|tum|ling|chen|lein|ismus|ment|ik|ie|enz|anz|ei)$/u;

/** Words that make a sentence assert something checkable ("award-winning", "zertifiziert", "garantizado"). */
const assertiveWords = new Set([
  'award', 'awards', 'award-winning', 'winning', 'certified', 'accredited', 'voted', 'guaranteed', 'guarantee', 'official', 'licensed', 'leading', 'rated',
  'ausgezeichnet', 'preisgekront', 'zertifiziert', 'garantiert', 'garantie', 'zugelassen', 'offiziell', 'fuhrende', 'fuhrender', 'marktfuhrer', 'testsieger',
  'premiado', 'premiada', 'certificado', 'certificada', 'garantizado', 'garantizada', 'garantia', 'oficial', 'lider', 'acreditado', 'acreditada',
  'prime', 'primee', 'certifie', 'certifiee', 'garanti', 'garantie', 'officiel', 'officielle', 'leader', 'agree', 'agreee',
  'garantido', 'garantida', 'certificados',
]);

const currencySymbol = String.raw`(?:R\$|US\$|[$€£¥₹]|CHF|USD|EUR|GBP|BRL|MXN)`;
const currencyWord = String.raw`(?:euros?|dollars?|dólares?|dolares?|reais|pounds?|francs?|pesos?)`;
const num = String.raw`\d(?:[\d.,]*\d)?`;
const pricePattern = new RegExp(
  String.raw`${currencySymbol}\s?${num}(?:\s?(?:k|m)\b)?|${num}\s?(?:${currencySymbol}|${currencyWord}(?![\p{L}]))|${num},-\s?(?:€|EUR)?`,
  'giu',
);
const percentPattern = new RegExp(String.raw`${num}\s?(?:%|(?:prozent|percent|per cent|por ciento|pour cent|por cento)(?![\p{L}]))`, 'giu');
const timePattern = /(?<![\d.,])(\d{1,2})(?:[:.h](\d{2}))?\s?(a\.\s?m\.|p\.\s?m\.|am(?![\p{L}])|pm(?![\p{L}])|uhr(?![\p{L}])|h(?![\p{L}])|hs(?![\p{L}]))|(?<![\d.,])(\d{1,2}):(\d{2})(?![\d])/giu;
const quotePattern = /“([^”“]{2,400})”|„([^“”„]{2,400})[“”]|«\s?([^»]{2,400}?)\s?»|‹([^›]{2,400})›|"([^"]{2,400})"|‘([^’‘]{4,400})’(?![\p{L}])|‚([^‘]{2,400})‘/gu;
const codeAfterWord = /(?:(?<![\p{L}])(?:promo\s?code|rabattcode|gutscheincode|gutschein|discount code|coupon code|coupon|code promo|code|codigo|código|cupón|cupon|cupom)\s*[:-]?\s*["'„“«]?)([A-Za-z0-9][A-Za-z0-9-]{2,})/giu;
const codeToken = /^(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{4,}$/u;

/** Hashtags, @handles, links and domains are not claims. */
const notClaims = /(?:^|\s)[#@][\p{L}\p{N}_]+|https?:\/\/\S+|www\.\S+|(?<![\p{L}\p{N}@])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|io|co|de|es|fr|pt|br|uk|eu|at|ch|it|nl|app|dev|shop|store|studio|info|biz|me|us|ca|au|mx|ar)(?![\p{L}\p{N}])(?:\/\S*)?/giu;

// ---------------------------------------------------------------------------------------------
// The site's index

interface IndexedSentence {
  source: SourceText;
  normalised: string;
  words: Set<string>;
  content: Set<string>;
  numbers: Set<string>;
  months: Set<number>;
  weekdays: Set<number>;
}

interface SiteIndex {
  language: KitLanguage;
  sentences: IndexedSentence[];
  /** folded content word → sentence indices */
  byWord: Map<string, number[]>;
  byNumber: Map<string, number[]>;
  /** Folded words of the business name and domain: never claims, never overlap. */
  nameWords: Set<string>;
  nameText: string;
  features: Array<{ phrase: string; name: string; source: SourceText }>;
  locationPhrase: string | null;
  location: SourceText | null;
  testimonials: Array<{ normalised: string; source: SourceText }>;
}

function contentWordsOf(words: string[], language: KitLanguage): string[] {
  const stopwords = stopwordsOf(language);
  const content: string[] = [];
  for (const word of words) {
    if (word.length < 3 && !/\d/u.test(word)) continue;
    const lower = word.toLowerCase();
    if (stopwords.has(lower)) continue;
    const folded = fold(word);
    if (stopwords.has(folded)) continue;
    content.push(folded);
  }
  return content;
}

function dateMarks(words: string[]): { months: Set<number>; weekdays: Set<number> } {
  const m = new Set<number>();
  const d = new Set<number>();
  words.forEach((word, i) => {
    const f = fold(word);
    if (months[f]) m.add(months[f]);
    if (weekdays[f]) d.add(weekdays[f]);
    if (portugueseWeekdayOrdinals[f] && fold(words[i + 1] ?? '') === 'feira') d.add(portugueseWeekdayOrdinals[f]);
  });
  return { months: m, weekdays: d };
}

function indexSentence(source: SourceText, language: KitLanguage): IndexedSentence {
  const words = wordsOf(source.text, language);
  const numbers = new Set<string>();
  for (const match of source.text.matchAll(numberToken)) for (const v of numberValues(match[0])) numbers.add(v);
  const marks = dateMarks(words);
  return {
    source,
    normalised: words.map(fold).join(' '),
    words: new Set(words.map(fold)),
    content: new Set(contentWordsOf(words, language)),
    numbers,
    months: marks.months,
    weekdays: marks.weekdays,
  };
}

function pushTo<K>(map: Map<K, number[]>, key: K, index: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== index) list.push(index);
  } else map.set(key, [index]);
}

function buildIndex(site: SiteModel, prompt: string): SiteIndex {
  const language = site.language;
  const seen = new Set<string>();
  const sources: SourceText[] = [];
  const addSource = (s: SourceText | null | undefined) => {
    if (!s || !s.text.trim() || seen.has(s.text)) return;
    seen.add(s.text);
    sources.push(s);
  };
  for (const s of site.sentences) addSource(s);
  addSource(site.headline);
  addSource(site.description);
  site.offers.forEach(addSource);
  site.features.forEach((f) => addSource(f.source));
  site.prices.forEach((p) => addSource(p.source));
  site.testimonials.forEach((t) => addSource(t.source));
  site.schedule.forEach(addSource);
  addSource(site.location);
  site.audienceCues.forEach(addSource);
  if (prompt.trim()) for (const text of splitSentences(prompt, language)) addSource({ text, where: 'your prompt' });

  const sentences = sources.map((s) => indexSentence(s, language));
  const byWord = new Map<string, number[]>();
  const byNumber = new Map<string, number[]>();
  sentences.forEach((s, i) => {
    for (const w of s.words) pushTo(byWord, w, i);
    for (const n of s.numbers) pushTo(byNumber, n, i);
  });
  const nameWords = new Set([...wordsOf(site.name, language), ...wordsOf(site.domain, language)].map(fold));
  return {
    language,
    sentences,
    byWord,
    byNumber,
    nameWords,
    nameText: site.name.trim(),
    features: site.features
      .map((f) => ({ phrase: normalisePhrase(f.name, language), name: f.name, source: f.source }))
      .filter((f) => f.phrase.length >= 3 && !wordsOf(f.name, language).every((w) => nameWords.has(fold(w)) || isStopword(w, language))),
    locationPhrase: site.location ? normalisePhrase(site.location.text, language) : null,
    location: site.location,
    testimonials: site.testimonials.map((t) => ({ normalised: normalisePhrase(t.quote, language), source: t.source })),
  };
}

// ---------------------------------------------------------------------------------------------
// Matching claims to sources

/** Among candidate sentence indices, the one sharing most content words with the copy sentence. */
function bestOf(index: SiteIndex, candidates: Iterable<number>, context: Set<string>, prefer?: (s: IndexedSentence) => boolean): IndexedSentence | null {
  let best: IndexedSentence | null = null;
  let bestScore = -1;
  for (const i of candidates) {
    const s = index.sentences[i]!;
    let score = 0;
    for (const w of context) if (s.content.has(w)) score++;
    if (prefer?.(s)) score += 0.5;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

function sourceOf(s: IndexedSentence | null): ClaimSource | null {
  return s ? { text: s.source.text, where: s.source.where } : null;
}

function sentencesWithNumbers(index: SiteIndex, values: string[]): Set<number> {
  const hits = new Set<number>();
  for (const v of values) for (const i of index.byNumber.get(v) ?? []) hits.add(i);
  return hits;
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase.length > 0 && ` ${haystack} `.includes(` ${phrase} `);
}

function findQuote(index: SiteIndex, quote: string): ClaimSource | null {
  const phrase = normalisePhrase(quote, index.language);
  if (!phrase) return null;
  for (const t of index.testimonials) if (containsPhrase(t.normalised, phrase) || containsPhrase(phrase, t.normalised)) return { text: t.source.text, where: t.source.where };
  for (const s of index.sentences) if (containsPhrase(s.normalised, phrase)) return sourceOf(s);
  // A quote over several site sentences: each of its sentences must be on the site.
  const parts = splitSentences(quote, index.language);
  if (parts.length > 1) {
    const found = parts.map((p) => normalisePhrase(p, index.language)).map((p) => index.sentences.find((s) => p && containsPhrase(s.normalised, p)));
    if (found.every(Boolean)) return sourceOf(found[0]!);
  }
  // A lightly trimmed quote: almost all of its content words in one site sentence.
  const words = contentWordsOf(wordsOf(quote, index.language), index.language);
  if (words.length >= 4) {
    const counts = new Map<number, number>();
    for (const w of new Set(words)) for (const i of index.byWord.get(w) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
    for (const [i, c] of counts) if (c / new Set(words).size >= 0.8) return sourceOf(index.sentences[i]!);
  }
  return null;
}

interface Span {
  start: number;
  end: number;
}

function overlaps(spans: Span[], start: number, end: number): boolean {
  return spans.some((s) => start < s.end && end > s.start);
}

/** Blank out parts of a sentence that are never claims, keeping offsets. */
function maskNonClaims(sentence: string, index: SiteIndex): string {
  let masked = sentence.replace(notClaims, (m) => ' '.repeat(m.length));
  if (index.nameText.length >= 2) {
    const lower = masked.toLowerCase();
    const name = index.nameText.toLowerCase();
    let at = lower.indexOf(name);
    while (at >= 0) {
      masked = masked.slice(0, at) + ' '.repeat(name.length) + masked.slice(at + name.length);
      at = lower.indexOf(name, at + name.length);
    }
  }
  return masked;
}

interface SentenceResult {
  claims: Claim[];
  grounded: boolean;
}

function groundSentence(sentence: string, path: string, index: SiteIndex, isTestimonialField: boolean): SentenceResult {
  const language = index.language;
  const claims: Claim[] = [];
  const spans: Span[] = [];
  const text = maskNonClaims(sentence, index);
  const words = wordsOf(text, language);
  const context = new Set(contentWordsOf(words, language).filter((w) => !index.nameWords.has(w)));
  const add = (kind: ClaimKind, claimText: string, source: ClaimSource | null, start?: number, end?: number) => {
    if (start !== undefined && end !== undefined) spans.push({ start, end });
    claims.push({ path, text: claimText.trim(), kind, source });
  };

  // Quotes: an invented testimonial is the worst claim a kit can make.
  let quoted = false;
  for (const m of text.matchAll(quotePattern)) {
    const inner = (m.slice(1).find((g) => g !== undefined) ?? '').trim().replace(/[\s,;:]+$/u, '');
    if (!/\p{L}/u.test(inner)) continue;
    quoted = true;
    add('quote', inner, findQuote(index, inner), m.index, m.index + m[0].length);
  }
  if (isTestimonialField && !quoted) {
    const body = text.split(/\s[—–-]\s|\s[—–]/u)[0]!.trim();
    if (wordsOf(body, language).length >= 3) {
      quoted = true;
      add('quote', body, findQuote(index, body), 0, text.length);
    }
  }

  // Discount codes.
  const codeSeen = new Set<string>();
  const checkCode = (code: string, start: number, end: number) => {
    const f = fold(code);
    if (codeSeen.has(f) || index.nameWords.has(f)) return;
    codeSeen.add(f);
    const hit = index.byWord.get(f);
    add('offer', code, hit ? sourceOf(index.sentences[hit[0]!]!) : null, start, end);
  };
  for (const m of text.matchAll(codeAfterWord)) {
    const code = m[1]!;
    if (/\d/u.test(code) || code === code.toUpperCase()) checkCode(code, m.index + m[0].length - code.length, m.index + m[0].length);
  }
  for (const m of text.matchAll(/[\p{L}\p{N}-]+/gu)) if (codeToken.test(m[0])) checkCode(m[0], m.index, m.index + m[0].length);

  // Prices and percentages.
  for (const [pattern, kind] of [
    [pricePattern, 'price'],
    [percentPattern, 'number'],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      if (overlaps(spans, m.index, m.index + m[0].length)) continue;
      const digits = m[0].match(numberToken)?.[0] ?? '';
      const hits = sentencesWithNumbers(index, numberValues(digits));
      add(kind, m[0], sourceOf(bestOf(index, hits, context, (s) => s.source.where === 'price')), m.index, m.index + m[0].length);
    }
  }

  // Times of day.
  for (const m of text.matchAll(timePattern)) {
    if (overlaps(spans, m.index, m.index + m[0].length)) continue;
    const hour = Number(m[1] ?? m[4]);
    const minutes = m[2] ?? m[5];
    const values = new Set([String(hour), String(hour % 12), String(hour + 12)]);
    if (minutes && minutes !== '00') values.add(String(Number(minutes)));
    const hits = new Set<number>();
    for (const v of values) for (const i of index.byNumber.get(v) ?? []) if (index.sentences[i]!.numbers.has(String(hour)) || index.sentences[i]!.numbers.has(String(hour % 12)) || index.sentences[i]!.numbers.has(String(hour + 12))) hits.add(i);
    add('date', m[0], sourceOf(bestOf(index, hits, context)), m.index, m.index + m[0].length);
  }

  // Dates: a month next to a number, or a weekday.
  const tokenSpans: Array<{ word: string; start: number; end: number }> = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:[.,]\d+)*/gu)) tokenSpans.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  tokenSpans.forEach((t, i) => {
    const f = fold(t.word);
    const prev = tokenSpans[i - 1];
    const next = tokenSpans[i + 1];
    if (months[f]) {
      const day = [prev, next, tokenSpans[i - 2]].find((n) => n && /^\d{1,4}$/u.test(n.word));
      if (!day || overlaps(spans, t.start, t.end)) return;
      const start = Math.min(day.start, t.start);
      const end = Math.max(day.end, t.end);
      const hits = [...sentencesWithNumbers(index, [String(Number(day.word))])].filter((k) => index.sentences[k]!.months.has(months[f]!));
      add('date', text.slice(start, end), sourceOf(bestOf(index, hits, context)), start, end);
      return;
    }
    const weekday = weekdays[f] ?? (portugueseWeekdayOrdinals[f] && fold(next?.word ?? '') === 'feira' ? portugueseWeekdayOrdinals[f] : undefined);
    if (weekday && !overlaps(spans, t.start, t.end)) {
      const hits = index.sentences.map((s, k) => (s.weekdays.has(weekday) ? k : -1)).filter((k) => k >= 0);
      add('date', t.word, sourceOf(bestOf(index, hits, context)), t.start, t.end);
    }
  });

  // Other numbers.
  for (const m of text.matchAll(numberToken)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlaps(spans, start, end)) continue;
    if (/[\p{L}]/u.test(text[start - 1] ?? '') || /[\p{L}]/u.test(text[end] ?? '')) continue; // part of a word or code
    const values = numberValues(m[0]);
    const hits = sentencesWithNumbers(index, values);
    const small = /^\d$|^10$/u.test(m[0]);
    if (small && hits.size === 0) continue; // "3 reasons": the kit's structure, not a fact
    add('number', m[0], sourceOf(bestOf(index, hits, context)), start, end);
  }

  // Feature names and the site's place, matched as whole words.
  const normalised = normalisePhrase(text, language);
  for (const f of index.features) {
    if (containsPhrase(normalised, f.phrase)) add('feature', f.name, { text: f.source.text, where: f.source.where });
  }
  if (index.locationPhrase && index.location) {
    const locWords = contentWordsOf(wordsOf(index.location.text, language), language);
    const hit = locWords.find((w) => context.has(w) && !index.nameWords.has(w));
    if (hit && (containsPhrase(normalised, index.locationPhrase) || locWords.length <= 3)) add('place', hit, { text: index.location.text, where: index.location.where });
  }

  // Places named after a locative preposition ("in Leeds", "aus Köln"), not the site's own.
  const prepositions = placePrepositions[language];
  tokenSpans.forEach((t, i) => {
    if (i === 0 || overlaps(spans, t.start, t.end)) return;
    if (!prepositions.has(fold(tokenSpans[i - 1]!.word))) return;
    if (!/^\p{Lu}\p{Ll}+/u.test(t.word) || /\d/u.test(t.word)) return;
    const f = fold(t.word);
    if (index.nameWords.has(f) || isStopword(t.word, language) || months[f] || weekdays[f]) return;
    if (claims.some((c) => (c.kind === 'place' || c.kind === 'feature') && fold(c.text).split(' ').includes(f))) return;
    const hits = index.byWord.get(f) ?? [];
    if (hits.length === 0 && language === 'de') {
      // German capitalises every noun: a place closes its phrase ("in Köln.", "aus Köln und ...").
      if (germanNonPlaces.has(f) || germanNounSuffix.test(f)) return;
      if (!/^\s*(?:[.,;:!?)]|$|und\s|oder\s)/u.test(text.slice(t.end))) return;
    }
    add('place', t.word, hits.length ? sourceOf(bestOf(index, hits, context)) : null, t.start, t.end);
  });

  const groundedSpecific = claims.some((c) => c.source !== null);

  // A sentence that asserts something: the site sentence it best matches by content words.
  if (!groundedSpecific) {
    const counts = new Map<number, number>();
    for (const w of context) for (const i of index.byWord.get(w) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
    let bestIndex = -1;
    let bestCount = 0;
    let bestCover = 0;
    for (const [i, c] of counts) {
      const cover = c / Math.max(1, index.sentences[i]!.content.size);
      if (c > bestCount || (c === bestCount && cover > bestCover)) {
        bestIndex = i;
        bestCount = c;
        bestCover = cover;
      }
    }
    const share = bestCount / Math.max(1, context.size);
    if (bestIndex >= 0 && bestCount >= 2 && (bestCount >= 3 || share >= 0.5)) {
      add('claim', sentence, sourceOf(index.sentences[bestIndex]!));
    } else {
      const assertive = words.map(fold).find((w) => assertiveWords.has(w));
      if (assertive && !index.byWord.has(assertive)) add('claim', sentence, null);
    }
  }

  return { claims, grounded: claims.some((c) => c.source !== null) };
}

// ---------------------------------------------------------------------------------------------

const kindNames: Record<ClaimKind, [string, string]> = {
  feature: ['a feature', 'features'],
  price: ['a price', 'prices'],
  number: ['a number', 'numbers'],
  date: ['a date', 'dates'],
  place: ['a place', 'places'],
  quote: ['a quote', 'quotes'],
  offer: ['an offer or code', 'offers or codes'],
  claim: ['a claim', 'claims'],
};

function summarise(claims: Claim[], site: SiteModel): string {
  if (claims.length === 0) {
    return site.fetched
      ? 'This kit states no specific facts (prices, numbers, quotes, features) to check against your site.'
      : 'This kit states no specific facts to check: we could not read your page.';
  }
  const unsupported = claims.filter((c) => c.source === null);
  const supported = claims.length - unsupported.length;
  const fromSite = `${supported} of ${claims.length} fact${claims.length === 1 ? '' : 's'} in this kit come from your site${supported && claims.some((c) => c.source?.where === 'your prompt') ? ' or your prompt' : ''}`;
  if (unsupported.length === 0) return `${fromSite}.`;
  const byKind = new Map<ClaimKind, number>();
  for (const c of unsupported) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
  const kinds = [...byKind.entries()].map(([kind, n]) => (n === 1 ? kindNames[kind][0] : `${n} ${kindNames[kind][1]}`));
  return `${fromSite}; ${unsupported.length} ${unsupported.length === 1 ? 'is' : 'are'} not on your site (${kinds.join(', ')}). Check ${unsupported.length === 1 ? 'it' : 'them'} before posting.`;
}

/** Grounding plus per-piece detail (sentences carrying a site fact, unsupported claims) for scoring. */
export function analyseGrounding(kit: GroundableKit, site: SiteModel, options: { prompt: string }): KitGroundingAnalysis {
  const index = buildIndex(site, options.prompt);
  const pieces = new Map<string, PieceGrounding>();
  const claims: Claim[] = [];
  for (const piece of copyPieces(kit)) {
    const sentences = splitSentences(piece.text, site.language);
    const isTestimonial = piece.path === 'websiteCopy.testimonial';
    const result: PieceGrounding = { path: piece.path, sentences: 0, groundedSentences: 0, claims: [], unsupported: [] };
    // The testimonial field is one quote, however many sentences it has.
    const units = isTestimonial ? [piece.text.trim()] : sentences;
    for (const sentence of units) {
      if (!/[\p{L}\p{N}]/u.test(sentence.replace(notClaims, ' '))) continue;
      result.sentences++;
      const { claims: found, grounded } = groundSentence(sentence, piece.path, index, isTestimonial);
      if (grounded) result.groundedSentences++;
      for (const claim of found) {
        // One claim per text per piece.
        if (result.claims.some((c) => c.kind === claim.kind && c.text === claim.text)) continue;
        result.claims.push(claim);
        if (claim.source === null) result.unsupported.push(claim);
      }
    }
    pieces.set(piece.path, result);
    claims.push(...result.claims);
  }
  const unsupported = claims.filter((c) => c.source === null).length;
  return { grounding: { claims, unsupported, summary: summarise(claims, site) }, pieces };
}

/** Every claim in the kit's copy with its source on the site, or null ("not on your site"). */
export function groundKit(kit: GroundableKit, site: SiteModel, options: { prompt: string }): Grounding {
  return analyseGrounding(kit, site, options).grounding;
}

/**
 * Grounding: every factual claim in the kit's copy (a price, number, date, place, quote, code,
 * feature name, or a specific sentence) is matched to the sentence on the site it came from, or
 * flagged "not on your site". One pass for both writers, run on the finished copy. Words are
 * matched as words (ICU tokens, case- and accent-folded), never as parts of words.
 */
import { briefSourceWhere, isBriefSource, isCorrectionSource, type Claim, type ClaimKind, type ClaimSource, type Grounding } from '@sitespark/contracts';
import { hoursInWords } from '@sitespark/copy';
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
  /** Sentences carrying at least one claim found on the site (or in the owner's brief). */
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

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Lower case without accents: "Töpferkurs" → "topferkurs". */
export function fold(word: string): string {
  if (isAscii(word)) return word.toLowerCase();
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
  const words = isAscii(text) ? asciiWords(text) : (text.match(wordPattern) ?? []);
  return language === 'fr' ? words.map((w) => w.replace(frenchElision, '')) : words;
}

const isAsciiLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isAsciiAlnum = (c: number) => isAsciiLetter(c) || (c >= 0x30 && c <= 0x39);

/**
 * The words of an ASCII text, read character by character (about twice as fast as the Unicode
 * pattern): letters and digits, then any "'letters" ("don't", "rock'n'roll"). Calls `onWord` with
 * each word's bounds and whether it has an apostrophe.
 */
function scanAsciiWords(text: string, onWord: (start: number, end: number, apostrophe: boolean) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAsciiAlnum(text.charCodeAt(i))) i++;
    let apostrophe = false;
    while (i + 1 < n && text.charCodeAt(i) === 0x27 && isAsciiLetter(text.charCodeAt(i + 1))) {
      apostrophe = true;
      i += 2;
      while (i < n && isAsciiLetter(text.charCodeAt(i))) i++;
    }
    onWord(start, i, apostrophe);
  }
}

/** `text.match(wordPattern)` for an ASCII text. */
function asciiWords(text: string): string[] {
  const words: string[] = [];
  scanAsciiWords(text, (start, end) => words.push(text.slice(start, end)));
  return words;
}

/**
 * `wordsOf(text).map(fold)` in one step: an ASCII text is lower-cased once and then split (lower
 * case changes no word boundary in ASCII), any other text word by word.
 */
export function foldedWordsOf(text: string, language: KitLanguage): string[] {
  if (isAscii(text)) return wordsOf(text.toLowerCase(), language);
  return wordsOf(text, language).map(fold);
}

/** Text reduced to folded words separated by single spaces (for phrase containment). */
function normalisePhrase(text: string, language: KitLanguage): string {
  return foldedWordsOf(text, language).join(' ');
}

/**
 * Could splitSentences end a sentence inside text[start, end)? Only at a character ICU breaks
 * after (. ! ? line and paragraph separators, ‼ ⁇ and the terminators of other scripts) or at a
 * block break (· | • ▪ ◦). Anything outside Latin, Greek, Cyrillic, general punctuation, symbols
 * and emoji counts as a possible break, so the answer "no" is always right.
 */
function mayBreak(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x0589) {
      if (c === 0x21 || c === 0x2e || c === 0x3f || c === 0x0a || c === 0x0d || c === 0x7c || c === 0x85 || c === 0xb7) return true;
      continue;
    }
    if (c >= 0x2000 && c <= 0x2bff) {
      if (c === 0x2022 || c === 0x2024 || c === 0x2028 || c === 0x2029 || c === 0x203c || c === 0x203d || (c >= 0x2047 && c <= 0x2049) || c === 0x25aa || c === 0x25e6) return true;
      continue;
    }
    if (c >= 0xfe00 && c <= 0xfe0f) continue; // variation selectors
    if (c >= 0xd83c && c <= 0xd83e) {
      // Emoji and pictographs (U+1F000-U+1FBFF) end no sentence.
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff && i + 1 < end) {
        i++;
        continue;
      }
    }
    return true;
  }
  return false;
}

/** White space as String.prototype.trim and \s see it. */
function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** . ! ? and closing quotes and brackets: a run of these ends a sentence without a break inside it (ICU rules SB8a, SB9). */
function isTerminalMark(c: number): boolean {
  return c === 0x2e || c === 0x21 || c === 0x3f || c === 0x29 || c === 0x22 || c === 0x27 || c === 0x5d || c === 0x201d || c === 0x2019 || c === 0xbb;
}

/**
 * splitSentences, without the segmenter for a text that holds one sentence (a headline, a call to
 * action, a one-sentence benefit): no sentence or block break before its closing run of . ! ? and
 * quotes, only white space after it. The same sentences: trimmed, runs of white space made one space.
 */
export function sentencesOf(text: string, language: KitLanguage): string[] {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return [];
  let body = end;
  while (body > start && isTerminalMark(text.charCodeAt(body - 1))) body--;
  if (!mayBreak(text, start, body)) return [collapseSpaces(text.slice(start, end))];
  const blocks = blocksOf(text, start, end);
  if (blocks.length === 1) return splitSentences(text, language);
  // Sentences never cross a block break: each block on its own, most of them one sentence.
  return blocks.flatMap((block) => sentencesOf(block, language));
}

/** `text.replace(/\s+/gu, ' ')`, skipped when every space is already a single " ". */
function collapseSpaces(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c) && (c !== 0x20 || text.charCodeAt(i + 1) === 0x20)) return text.replace(/\s+/gu, ' ');
  }
  return text;
}

const isBlockMark = (c: number) => c === 0x0a || c === 0xb7 || c === 0x7c || c === 0x2022 || c === 0x25aa || c === 0x25e6;

/**
 * The blocks splitSentences reads (`text.split(/\s*(?:\r?\n|[·|•▪◦])\s*\/u)` without the blocks of
 * white space only): text[start, end) cut at every run of white space and · | • ▪ ◦ that holds a line
 * break or one of those marks.
 */
function blocksOf(text: string, start: number, end: number): string[] {
  const blocks: string[] = [];
  let blockStart = start;
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (!isSpace(c) && !isBlockMark(c)) {
      i++;
      continue;
    }
    const runStart = i;
    let breaks = false;
    while (i < end && (isSpace(text.charCodeAt(i)) || isBlockMark(text.charCodeAt(i)))) {
      if (isBlockMark(text.charCodeAt(i))) breaks = true;
      i++;
    }
    if (breaks) {
      if (runStart > blockStart) blocks.push(text.slice(blockStart, runStart));
      blockStart = i;
    }
  }
  if (end > blockStart) blocks.push(text.slice(blockStart, end));
  return blocks;
}

/**
 * One reading of a kit's text, shared by grounding, the instruction check and the post scorer:
 * each text is split into sentences (and into folded words) once, however many passes read it.
 * Callers must not change the arrays it returns.
 */
export class KitText {
  private readonly sentenceCache = new Map<string, string[]>();
  private readonly wordCache = new Map<string, string[]>();

  readonly language: KitLanguage;

  constructor(language: KitLanguage) {
    this.language = language;
  }

  sentences(text: string, language: KitLanguage = this.language): string[] {
    const key = language === this.language ? text : `${language}\u0000${text}`;
    let sentences = this.sentenceCache.get(key);
    if (!sentences) {
      sentences = sentencesOf(text, language);
      this.sentenceCache.set(key, sentences);
    }
    return sentences;
  }

  /** `wordsOf(text, language).map(fold)`, read once. */
  foldedWords(text: string, language: KitLanguage = this.language): string[] {
    const key = language === this.language ? text : `${language}\u0000${text}`;
    let words = this.wordCache.get(key);
    if (!words) {
      words = foldedWordsOf(text, language);
      this.wordCache.set(key, words);
    }
    return words;
  }
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

// Without a prototype: a word such as "constructor" is no month.
const months: Record<string, number> = Object.create(null) as Record<string, number>;
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

const weekdays: Record<string, number> = Object.create(null) as Record<string, number>;
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
const portugueseWeekdayOrdinals: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, { segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5 });

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

/**
 * A site sentence as grounding reads it. Its folded words and numbers are read when the index is
 * built (they are what the index is looked up by); everything else is read the first time a claim
 * needs it, for the few sentences a kit's claims point at.
 */
interface IndexedSentence {
  source: SourceText;
  /** Folded words in order (the sentence's normalised form is these joined by single spaces), read on first use. */
  folded?: string[];
  numbers: Set<string>;
  /** ` normalised ` (padded for whole-word phrase containment), read on first use. */
  padded?: string;
  /** Folded content words, read on first use. */
  content?: Set<string>;
  marks?: { months: Set<number>; weekdays: Set<number> };
}

interface SiteIndex {
  language: KitLanguage;
  sentences: IndexedSentence[];
  /** folded word → sentence indices, ascending */
  byWord: Map<string, number[]>;
  byNumber: Map<string, number[]>;
  /** weekday → sentence indices naming it, ascending (filled on first use) */
  byWeekday: Map<number, number[]>;
  /** Scratch counts per sentence (all zero between uses). */
  counts: Uint32Array;
  /** Folded words of the business name and domain: never claims, never overlap. */
  nameWords: Set<string>;
  nameText: string;
  features: Array<{ phrase: string; padded: string; name: string; source: SourceText }>;
  locationPhrase: string | null;
  location: SourceText | null;
  /** The location's folded content words. */
  locationWords: string[];
  testimonials: Array<{ normalised: string; source: SourceText }>;
}

function contentWordsOf(words: string[], language: KitLanguage): string[] {
  const stopwords = stopwordsOf(language);
  const content: string[] = [];
  for (const word of words) {
    if (word.length < 3 && !hasDigit(word)) continue;
    const lower = word.toLowerCase();
    if (stopwords.has(lower)) continue;
    const folded = fold(word);
    if (stopwords.has(folded)) continue;
    content.push(folded);
  }
  return content;
}

function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) return true;
  }
  return false;
}

/** Months and weekdays named by folded words ("samstag", "segunda feira"). */
function dateMarks(folded: string[]): { months: Set<number>; weekdays: Set<number> } {
  const m = new Set<number>();
  const d = new Set<number>();
  folded.forEach((f, i) => {
    if (months[f]) m.add(months[f]);
    if (weekdays[f]) d.add(weekdays[f]);
    if (portugueseWeekdayOrdinals[f] && folded[i + 1] === 'feira') d.add(portugueseWeekdayOrdinals[f]);
  });
  return { months: m, weekdays: d };
}

function foldedOf(s: IndexedSentence, language: KitLanguage): string[] {
  return (s.folded ??= foldedWordsOf(s.source.text, language));
}

function paddedOf(s: IndexedSentence, language: KitLanguage): string {
  return (s.padded ??= ` ${foldedOf(s, language).join(' ')} `);
}

function contentOf(s: IndexedSentence, language: KitLanguage): Set<string> {
  if (!s.content) {
    if (isAscii(s.source.text)) {
      // An ASCII word's folded form is its lower case, of the same length: filter the folded words directly.
      s.content = new Set(asciiContentWords(foldedOf(s, language), language));
    } else {
      s.content = new Set(contentWordsOf(wordsOf(s.source.text, language), language));
    }
  }
  return s.content;
}

function marksOf(s: IndexedSentence, language: KitLanguage): { months: Set<number>; weekdays: Set<number> } {
  return (s.marks ??= dateMarks(foldedOf(s, language)));
}

const valueCache = new Map<string, string[]>();
/** numberValues, remembered (callers do not change the array). */
function valuesOf(raw: string): string[] {
  let values = valueCache.get(raw);
  if (!values) {
    values = numberValues(raw);
    if (valueCache.size > 5000) valueCache.clear();
    valueCache.set(raw, values);
  }
  return values;
}

function indexSentence(source: SourceText): IndexedSentence {
  const numbers = new Set<string>();
  if (hasDigit(source.text)) for (const match of source.text.matchAll(numberToken)) for (const v of valuesOf(match[0])) numbers.add(v);
  return { source, numbers };
}

/**
 * folded word → indices of the sentences holding it, ascending. Runs of ASCII sentences are
 * lower-cased together and read in one pass (the same words as foldedWordsOf, sentence by
 * sentence); any other sentence is read on its own.
 */
function wordIndex(texts: string[], language: KitLanguage): Map<string, number[]> {
  const byWord = new Map<string, number[]>();
  let i = 0;
  while (i < texts.length) {
    if (!isAscii(texts[i]!)) {
      for (const w of foldedWordsOf(texts[i]!, language)) pushTo(byWord, w, i);
      i++;
      continue;
    }
    // texts[i, j) are ASCII: one lower-cased string, each text ending at ends[k - i] (a line break follows it).
    let j = i;
    const ends: number[] = [];
    let length = 0;
    while (j < texts.length && isAscii(texts[j]!)) {
      length += texts[j]!.length;
      ends.push(length);
      length++;
      j++;
    }
    const lower = texts.slice(i, j).join('\n').toLowerCase();
    let k = 0;
    const first = i;
    scanAsciiWords(lower, (start, end, apostrophe) => {
      while (start >= ends[k]!) k++;
      const word = lower.slice(start, end);
      pushTo(byWord, apostrophe && language === 'fr' ? word.replace(frenchElision, '') : word, first + k);
    });
    i = j;
  }
  return byWord;
}

function pushTo<K>(map: Map<K, number[]>, key: K, index: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== index) list.push(index);
  } else map.set(key, [index]);
}

function buildIndex(site: SiteModel, prompt: string, text: KitText): SiteIndex {
  const language = site.language;
  const seen = new Set<string>();
  const sources: SourceText[] = [];
  const addSource = (s: SourceText | null | undefined) => {
    if (!s || !s.text.trim() || seen.has(s.text)) return;
    seen.add(s.text);
    sources.push(s);
  };
  // The brief's sentences (the site model keeps them as 'prompt') are the owner's word, not the site's.
  for (const s of site.sentences) addSource(s.where === 'prompt' ? { text: s.text, where: briefSourceWhere } : s);
  addSource(site.headline);
  addSource(site.description);
  site.offers.forEach(addSource);
  site.features.forEach((f) => addSource(f.source));
  site.prices.forEach((p) => addSource(p.source));
  site.testimonials.forEach((t) => addSource(t.source));
  site.schedule.forEach(addSource);
  // The writer says the pages' hours in words ("Monday to Friday" for "Mon–Fri"): the same fact, from the same source.
  const hours = hoursInWords(site);
  if (hours) addSource({ text: hours, where: 'hours' });
  addSource(site.location);
  if (site.contact?.phone) addSource({ text: site.contact.phone, where: 'contact' });
  if (site.contact?.address) addSource({ text: site.contact.address, where: 'contact' });
  site.audienceCues.forEach(addSource);
  if (prompt.trim()) for (const sentence of text.sentences(prompt, language)) addSource({ text: sentence, where: briefSourceWhere });

  const byWord = wordIndex(
    sources.map((s) => s.text),
    language,
  );
  const byNumber = new Map<string, number[]>();
  const sentences = sources.map((source, i) => {
    const s = indexSentence(source);
    for (const n of s.numbers) pushTo(byNumber, n, i);
    return s;
  });
  const nameWords = new Set([...wordsOf(site.name, language), ...wordsOf(site.domain, language)].map(fold));
  return {
    language,
    sentences,
    byWord,
    byNumber,
    byWeekday: new Map(),
    counts: new Uint32Array(sentences.length),
    nameWords,
    nameText: site.name.trim(),
    features: site.features
      .map((f) => {
        const phrase = normalisePhrase(f.name, language);
        return { phrase, padded: ` ${phrase} `, name: f.name, source: f.source };
      })
      .filter((f) => f.phrase.length >= 3 && !wordsOf(f.name, language).every((w) => nameWords.has(fold(w)) || isStopword(w, language))),
    locationPhrase: site.location ? normalisePhrase(site.location.text, language) : null,
    location: site.location,
    locationWords: site.location ? contentWordsOf(wordsOf(site.location.text, language), language) : [],
    testimonials: site.testimonials.map((t) => ({ normalised: normalisePhrase(t.quote, language), source: t.source })),
  };
}

/** Sentences naming a weekday, ascending: those holding one of its words, checked word by word. */
function sentencesWithWeekday(index: SiteIndex, weekday: number): number[] {
  let hits = index.byWeekday.get(weekday);
  if (!hits) {
    const candidates = new Set<number>();
    for (const table of [weekdays, portugueseWeekdayOrdinals]) {
      for (const word in table) if (table[word] === weekday) for (const i of index.byWord.get(word) ?? []) candidates.add(i);
    }
    hits = [...candidates].sort((a, b) => a - b).filter((i) => marksOf(index.sentences[i]!, index.language).weekdays.has(weekday));
    index.byWeekday.set(weekday, hits);
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------
// Matching claims to sources

/** Among candidate sentence indices, the one sharing most content words with the copy sentence. */
function bestOf(index: SiteIndex, candidates: Iterable<number>, context: Set<string>, prefer?: (s: IndexedSentence) => boolean): IndexedSentence | null {
  let best: IndexedSentence | null = null;
  let bestScore = -1;
  for (const i of candidates) {
    const s = index.sentences[i]!;
    const content = contentOf(s, index.language);
    let score = 0;
    for (const w of context) if (content.has(w)) score++;
    if (prefer?.(s)) score += 0.5;
    // A fact the site states comes from the site, unless the brief's sentence is clearly the closer one.
    if (s.source.where === briefSourceWhere) score -= 1;
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

/**
 * The first site sentence holding a normalised phrase as whole words. Only sentences holding the
 * phrase's rarest word are read: a sentence holding the phrase holds each of its words.
 */
function firstSentenceWith(index: SiteIndex, phrase: string): IndexedSentence | undefined {
  if (!phrase) return undefined;
  const padded = ` ${phrase} `;
  const words = phrase.split(' ');
  if (words.includes('')) return index.sentences.find((s) => paddedOf(s, index.language).includes(padded));
  let rarest: number[] | undefined;
  for (const w of words) {
    const hits = index.byWord.get(w);
    if (!hits) return undefined;
    if (!rarest || hits.length < rarest.length) rarest = hits;
  }
  for (const i of rarest!) {
    const s = index.sentences[i]!;
    if (paddedOf(s, index.language).includes(padded)) return s;
  }
  return undefined;
}

function findQuote(index: SiteIndex, quote: string, text: KitText): ClaimSource | null {
  const phrase = normalisePhrase(quote, index.language);
  if (!phrase) return null;
  for (const t of index.testimonials) if (containsPhrase(t.normalised, phrase) || containsPhrase(phrase, t.normalised)) return { text: t.source.text, where: t.source.where };
  const whole = firstSentenceWith(index, phrase);
  if (whole) return sourceOf(whole);
  // A quote over several site sentences: each of its sentences must be on the site.
  const parts = text.sentences(quote, index.language);
  if (parts.length > 1) {
    const found = parts.map((p) => firstSentenceWith(index, normalisePhrase(p, index.language)));
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

/** notClaims needs a # or @, "http", or a dot followed by something other than white space (a domain, "www."). */
const mayHoldLink = /[#@]|http|\.\S/i;

/** Blank out hashtags, handles, links and domains, keeping offsets. */
function maskLinks(sentence: string): string {
  return mayHoldLink.test(sentence) ? sentence.replace(notClaims, (m) => ' '.repeat(m.length)) : sentence;
}

/** Blank out the business name in a sentence whose links are masked, keeping offsets. */
function maskName(masked: string, index: SiteIndex): string {
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

/** A quote needs one of these marks (quotePattern); a code named as one needs "co", "có", "cu" or "ch" (codeAfterWord's words). */
const mayQuote = /["“„«‹‘‚]/;
const mayNameCode = /c[oóuh]/i;

interface TokenSpan {
  word: string;
  folded: string;
  start: number;
  end: number;
}

/** Tokens for dates and places: `dateToken` matches with their offsets. */
function unicodeTokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const m of text.matchAll(dateToken)) spans.push({ word: m[0], folded: fold(m[0]), start: m.index, end: m.index + m[0].length });
  return spans;
}

/** unicodeTokenSpans for an ASCII text, read character by character: letters and digits, then any ".5" or ",50". */
function asciiTokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  const n = text.length;
  const isDigitAt = (k: number) => {
    const c = text.charCodeAt(k);
    return c >= 0x30 && c <= 0x39;
  };
  let i = 0;
  while (i < n) {
    if (!isAsciiAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAsciiAlnum(text.charCodeAt(i))) i++;
    while (i + 1 < n && (text.charCodeAt(i) === 0x2e || text.charCodeAt(i) === 0x2c) && isDigitAt(i + 1)) {
      i += 2;
      while (i < n && isDigitAt(i)) i++;
    }
    const word = text.slice(start, i);
    spans.push({ word, folded: word.toLowerCase(), start, end: i });
  }
  return spans;
}

/** contentWordsOf for the folded words of an ASCII text (its folded words are its lower-cased words, of the same length). */
function asciiContentWords(folded: string[], language: KitLanguage): string[] {
  const stopwords = stopwordsOf(language);
  return folded.filter((w) => (w.length >= 3 || hasDigit(w)) && !stopwords.has(w));
}

/** Maximal runs of letters, digits and hyphens that are all capitals, digits and hyphens, four or more long: code candidates. */
const codeCandidate = /(?<![\p{L}\p{N}-])[A-Z0-9-]{4,}(?![\p{L}\p{N}-])/gu;
const dateToken = /[\p{L}\p{N}]+(?:[.,]\d+)*/gu;

/**
 * The claims of one copy sentence. `linkMasked` is the sentence with its links and hashtags
 * blanked (maskLinks).
 */
function groundSentence(sentence: string, linkMasked: string, path: string, index: SiteIndex, isTestimonialField: boolean, kitText: KitText): SentenceResult {
  const language = index.language;
  const claims: Claim[] = [];
  const spans: Span[] = [];
  const text = maskName(linkMasked, index);
  const ascii = isAscii(text);
  const folded = foldedWordsOf(text, language);
  const context = new Set((ascii ? asciiContentWords(folded, language) : contentWordsOf(wordsOf(text, language), language)).filter((w) => !index.nameWords.has(w)));
  // Prices, percentages, times, numbers, dates with a day and generated codes all need a digit.
  const digits = hasDigit(text);
  const add = (kind: ClaimKind, claimText: string, source: ClaimSource | null, start?: number, end?: number) => {
    if (start !== undefined && end !== undefined) spans.push({ start, end });
    claims.push({ path, text: claimText.trim(), kind, source });
  };

  // Quotes: an invented testimonial is the worst claim a kit can make.
  let quoted = false;
  if (mayQuote.test(text)) for (const m of text.matchAll(quotePattern)) {
    const inner = (m.slice(1).find((g) => g !== undefined) ?? '').trim().replace(/[\s,;:]+$/u, '');
    if (!/\p{L}/u.test(inner)) continue;
    quoted = true;
    add('quote', inner, findQuote(index, inner, kitText), m.index, m.index + m[0].length);
  }
  if (isTestimonialField && !quoted) {
    const body = text.split(/\s[—–-]\s|\s[—–]/u)[0]!.trim();
    if (wordsOf(body, language).length >= 3) {
      quoted = true;
      add('quote', body, findQuote(index, body, kitText), 0, text.length);
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
  if (mayNameCode.test(text)) for (const m of text.matchAll(codeAfterWord)) {
    const code = m[1]!;
    if (/\d/u.test(code) || code === code.toUpperCase()) checkCode(code, m.index + m[0].length - code.length, m.index + m[0].length);
  }
  if (digits) for (const m of text.matchAll(codeCandidate)) if (codeToken.test(m[0])) checkCode(m[0], m.index, m.index + m[0].length);

  // Prices and percentages.
  if (digits) for (const [pattern, kind] of [
    [pricePattern, 'price'],
    [percentPattern, 'number'],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      if (overlaps(spans, m.index, m.index + m[0].length)) continue;
      const digits = m[0].match(numberToken)?.[0] ?? '';
      const hits = sentencesWithNumbers(index, valuesOf(digits));
      add(kind, m[0], sourceOf(bestOf(index, hits, context, (s) => s.source.where === 'price')), m.index, m.index + m[0].length);
    }
  }

  // Times of day.
  if (digits) for (const m of text.matchAll(timePattern)) {
    if (overlaps(spans, m.index, m.index + m[0].length)) continue;
    const hour = Number(m[1] ?? m[4]);
    const minutes = m[2] ?? m[5];
    const values = new Set([String(hour), String(hour % 12), String(hour + 12)]);
    if (minutes && minutes !== '00') values.add(String(Number(minutes)));
    const hits = new Set<number>();
    for (const v of values) {
      for (const i of index.byNumber.get(v) ?? []) {
        const numbers = index.sentences[i]!.numbers;
        if (numbers.has(String(hour)) || numbers.has(String(hour % 12)) || numbers.has(String(hour + 12))) hits.add(i);
      }
    }
    add('date', m[0], sourceOf(bestOf(index, hits, context)), m.index, m.index + m[0].length);
  }

  // Dates: a month next to a number, or a weekday.
  const tokenSpans = ascii ? asciiTokenSpans(text) : unicodeTokenSpans(text);
  tokenSpans.forEach((t, i) => {
    const f = t.folded;
    const prev = tokenSpans[i - 1];
    const next = tokenSpans[i + 1];
    if (months[f]) {
      const day = [prev, next, tokenSpans[i - 2]].find((n) => n && /^\d{1,4}$/u.test(n.word));
      if (!day || overlaps(spans, t.start, t.end)) return;
      const start = Math.min(day.start, t.start);
      const end = Math.max(day.end, t.end);
      const hits = [...sentencesWithNumbers(index, [String(Number(day.word))])].filter((k) => marksOf(index.sentences[k]!, index.language).months.has(months[f]!));
      add('date', text.slice(start, end), sourceOf(bestOf(index, hits, context)), start, end);
      return;
    }
    const weekday = weekdays[f] ?? (portugueseWeekdayOrdinals[f] && (next?.folded ?? '') === 'feira' ? portugueseWeekdayOrdinals[f] : undefined);
    if (weekday && !overlaps(spans, t.start, t.end)) {
      const hits = sentencesWithWeekday(index, weekday);
      add('date', t.word, sourceOf(bestOf(index, hits, context)), t.start, t.end);
    }
  });

  // Other numbers.
  if (digits) for (const m of text.matchAll(numberToken)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlaps(spans, start, end)) continue;
    if (/[\p{L}]/u.test(text[start - 1] ?? '') || /[\p{L}]/u.test(text[end] ?? '')) continue; // part of a word or code
    const values = valuesOf(m[0]);
    const hits = sentencesWithNumbers(index, values);
    const small = /^\d$|^10$/u.test(m[0]);
    if (small && hits.size === 0) continue; // "3 reasons": the kit's structure, not a fact
    add('number', m[0], sourceOf(bestOf(index, hits, context)), start, end);
  }

  // Feature names and the site's place, matched as whole words.
  const normalised = folded.join(' ');
  const padded = ` ${normalised} `;
  for (const f of index.features) {
    if (padded.includes(f.padded)) add('feature', f.name, { text: f.source.text, where: f.source.where });
  }
  if (index.locationPhrase && index.location) {
    const locWords = index.locationWords;
    const hit = locWords.find((w) => context.has(w) && !index.nameWords.has(w));
    if (hit && (containsPhrase(normalised, index.locationPhrase) || locWords.length <= 3)) add('place', hit, { text: index.location.text, where: index.location.where });
  }

  // Places named after a locative preposition ("in Leeds", "aus Köln"), not the site's own.
  const prepositions = placePrepositions[language];
  tokenSpans.forEach((t, i) => {
    if (i === 0 || overlaps(spans, t.start, t.end)) return;
    if (!prepositions.has(tokenSpans[i - 1]!.folded)) return;
    if (!/^\p{Lu}\p{Ll}+/u.test(t.word) || /\d/u.test(t.word)) return;
    const f = t.folded;
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
    // Shared content words per site sentence, counted in the index's scratch array; `touched` keeps first-seen order.
    const counts = index.counts;
    const touched: number[] = [];
    let bestCount = 0;
    for (const w of context) {
      for (const i of index.byWord.get(w) ?? []) {
        const c = ++counts[i]!;
        if (c === 1) touched.push(i);
        if (c > bestCount) bestCount = c;
      }
    }
    const share = bestCount / Math.max(1, context.size);
    let bestIndex = -1;
    if (bestCount >= 2 && (bestCount >= 3 || share >= 0.5)) {
      // Of the sentences sharing most words, the first that those words cover best.
      let bestCover = 0;
      for (const i of touched) {
        if (counts[i] !== bestCount) continue;
        const cover = bestCount / Math.max(1, contentOf(index.sentences[i]!, language).size);
        if (bestIndex < 0 || cover > bestCover) {
          bestIndex = i;
          bestCover = cover;
        }
      }
    }
    for (const i of touched) counts[i] = 0;
    if (bestIndex >= 0) {
      add('claim', sentence, sourceOf(index.sentences[bestIndex]!));
    } else {
      const assertive = folded.find((w) => assertiveWords.has(w));
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
      : 'This kit states no specific facts to check.';
  }
  const unsupported = claims.filter((c) => c.source === null);
  const fromBrief = claims.filter((c) => isBriefSource(c.source)).length;
  // A fact the owner corrected or added is theirs, like the brief's: never counted as the site's.
  const fromCorrections = claims.filter((c) => isCorrectionSource(c.source)).length;
  const supported = claims.length - unsupported.length - fromBrief - fromCorrections;
  const fromSite = `${supported} of ${claims.length} fact${claims.length === 1 ? '' : 's'} in this kit come from your site${fromBrief ? `, ${fromBrief} from your brief` : ''}${fromCorrections ? `, ${fromCorrections} from your corrections` : ''}`;
  if (unsupported.length === 0) return `${fromSite}.`;
  const byKind = new Map<ClaimKind, number>();
  for (const c of unsupported) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
  const kinds = [...byKind.entries()].map(([kind, n]) => (n === 1 ? kindNames[kind][0] : `${n} ${kindNames[kind][1]}`));
  return `${fromSite}; ${unsupported.length} ${unsupported.length === 1 ? 'is' : 'are'} not on your site (${kinds.join(', ')}). Check ${unsupported.length === 1 ? 'it' : 'them'} before posting.`;
}

/** Grounding plus per-piece detail (sentences carrying a site fact, unsupported claims) for scoring. */
export function analyseGrounding(kit: GroundableKit, site: SiteModel, options: { prompt: string; text?: KitText }): KitGroundingAnalysis {
  const kitText = options.text ?? new KitText(site.language);
  const index = buildIndex(site, options.prompt, kitText);
  const pieces = new Map<string, PieceGrounding>();
  const claims: Claim[] = [];
  for (const piece of copyPieces(kit)) {
    const isTestimonial = piece.path === 'websiteCopy.testimonial';
    const result: PieceGrounding = { path: piece.path, sentences: 0, groundedSentences: 0, claims: [], unsupported: [] };
    // The testimonial field is one quote, however many sentences it has.
    const units = isTestimonial ? [piece.text.trim()] : kitText.sentences(piece.text, site.language);
    for (const sentence of units) {
      const linkMasked = maskLinks(sentence);
      if (!/[\p{L}\p{N}]/u.test(linkMasked)) continue;
      result.sentences++;
      const { claims: found, grounded } = groundSentence(sentence, linkMasked, piece.path, index, isTestimonial, kitText);
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
  const fromBrief = claims.filter((c) => isBriefSource(c.source)).length;
  const fromCorrections = claims.filter((c) => isCorrectionSource(c.source)).length;
  return { grounding: { claims, unsupported, fromBrief, ...(fromCorrections ? { fromCorrections } : {}), summary: summarise(claims, site) }, pieces };
}

/** Every claim in the kit's copy with its source on the site, or null ("not on your site"). */
export function groundKit(kit: GroundableKit, site: SiteModel, options: { prompt: string }): Grounding {
  return analyseGrounding(kit, site, options).grounding;
}

/** Per-sentence and per-tag judges: language, defects, hashtags. Independent of the product's own code. */
import { franc } from 'franc';
import type { Lang } from './fixtures/index.ts';
import { commonWords, danglingEnd, establishedTags, everydayTagWords, genericWords, mixedCaseWords, stopwords, tradeTopics } from './lexicon.ts';
import { lower, normal, tokens } from './text.ts';

const francCodes: Record<string, Lang> = { eng: 'en', deu: 'de', spa: 'es', fra: 'fr', por: 'pt' };
const langs: Lang[] = ['en', 'de', 'es', 'fr', 'pt'];

/** The language of a sentence: stopwords first (they decide short sentences well), franc when they don't. null when undecided. */
export function sentenceLanguage(sentence: string, expected: Lang): Lang | 'other' | null {
  const words = tokens(lower(sentence)).filter((w) => /\p{L}/u.test(w));
  const counts = Object.fromEntries(langs.map((l) => [l, words.filter((w) => stopwords[l].has(w)).length])) as Record<Lang, number>;
  const best = langs.reduce((a, b) => (counts[b] > counts[a] ? b : a), expected);
  if (counts[expected] > 0 && counts[expected] >= counts[best]) return expected;
  if (counts[best] >= 2 && counts[best] > counts[expected]) return best;
  // Without function words a short line (a feature name, an attribution) has no language to judge.
  if (counts[best] === 0 && words.length < 6) return null;
  const guess = franc(sentence, { minLength: 10, only: ['eng', 'deu', 'spa', 'fra', 'por', 'ita', 'nld'] });
  if (guess === 'und') return null;
  return francCodes[guess] ?? 'other';
}

export interface Dictionary {
  lang: Lang;
  /** Known lowercase words: page, kit (not line ends), prompt, audience, common words. */
  known: Set<string>;
  /** Words a line might have been cut out of: page, audience, prompt and kit words. */
  source: string[];
  /** Capitalised forms the page itself uses mid-sentence or in names: proper nouns, feature names. */
  properCase: Set<string>;
}

export function isKnown(dict: Dictionary, word: string): boolean {
  const w = lower(word).replace(/['’]s$/, '');
  if (dict.known.has(w) || /\d/.test(w)) return true;
  if (dict.lang === 'en') {
    for (const suffix of ['s', 'es', 'ed', 'd', 'ing', 'ly', 'er', 'est']) if (w.endsWith(suffix) && dict.known.has(w.slice(0, -suffix.length))) return true;
    if (w.endsWith('ing') && dict.known.has(`${w.slice(0, -3)}e`)) return true;
  }
  return false;
}

/** A last word that is no word but the start of one the page, audience or kit uses: the line was cut there. */
export function cutWord(dict: Dictionary, word: string): string | null {
  if (isKnown(dict, word)) return null;
  const w = lower(word);
  const whole = dict.source.find((candidate) => candidate.length > w.length && candidate.startsWith(w));
  return whole ?? null;
}

const weekdaysMonths = new Set(
  `monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays january february march april may june july august september october november december
  english german spanish french italian japanese portuguese christmas easter`.split(/\s+/),
);
const germanFormal = new Set(['sie', 'ihr', 'ihre', 'ihnen', 'ihren', 'ihrem', 'ihrer', 'ihres']);

/** Capitalised words mid-sentence that the language writes in lower case: pasted phrases ("Hello Finance managers"). */
export function midSentenceCapitals(sentence: string, dict: Dictionary): string[] {
  const words = [...sentence.matchAll(/[\p{L}][\p{L}\p{N}'’-]*/gu)];
  const capitalised = words.filter((m) => /^\p{Lu}/u.test(m[0]));
  const long = words.filter((m) => m[0].length >= 4);
  if (long.length >= 3 && long.filter((m) => /^\p{Lu}/u.test(m[0])).length / long.length >= 0.5) return []; // Title Case headline
  const found: string[] = [];
  for (const m of capitalised) {
    const word = m[0];
    const index = m.index ?? 0;
    if (m === words[0]) continue;
    const before = sentence.slice(0, index).trimEnd();
    if (before === '' || /[:"“‘„«(\-–—/&+.!?…]$/.test(before) || /^[\p{Lu}\d]+$/u.test(word.replace(/['’-]/g, ''))) continue;
    if (/\p{Lu}/u.test(word.slice(1))) continue; // camel/brand spelling (TikTok, McKay)
    const low = lower(word);
    if (dict.properCase.has(word) || weekdaysMonths.has(low)) continue;
    if (dict.lang === 'de') {
      if (stopwords.de.has(low) && !germanFormal.has(low)) found.push(word);
      continue;
    }
    if (dict.known.has(low) || stopwords[dict.lang].has(low)) found.push(word);
  }
  return found;
}

/** Doubled or misplaced punctuation (""The, !!, .., " ,"), with "Co.," and French spacing allowed. */
export function punctuationDefects(text: string, lang: Lang, isAbbreviation: (word: string) => boolean): string[] {
  const found: string[] = [];
  const checks: Array<[RegExp, string]> = [
    [/(["“”„«»])\1/gu, 'doubled quote'],
    [/(["“„])\s*["“„]/gu, 'doubled quote'],
    [/([!?,;:])\1/gu, 'doubled mark'],
    [/(?<![.\d])\.\.(?!\.)/gu, 'two dots'],
    [/[,;:]\s*[.!?](?!\.)/gu, 'mark after comma'],
    [/[ \t][,.](?![\d.])/gu, 'space before , or .'],
  ];
  if (lang !== 'fr') checks.push([/[ \t][;:!?](?!\S*\/)/gu, 'space before mark']);
  for (const [re, label] of checks) for (const m of text.matchAll(re)) found.push(`${label}: “${text.slice(Math.max(0, (m.index ?? 0) - 15), (m.index ?? 0) + 8).replace(/\n/g, ' ')}”`);
  for (const m of text.matchAll(/(\S+)\.,/gu)) if (!isAbbreviation(m[1]!)) found.push(`period before comma: “${m[0]}”`);
  return found;
}

/** A line whose last word cannot end a sentence ("...so you", "and the"). */
export function danglingLast(line: string, lang: Lang): string | null {
  const trimmed = line.trim();
  // A finished sentence may end on "for." ("what it is for."); only an unfinished line is cut.
  if (/[:;.!?]["'”’»)]*$/u.test(trimmed)) return null;
  const words = tokens(trimmed);
  const last = words.at(-1);
  if (!last || words.length < 3) return null;
  return danglingEnd[lang].has(lower(last)) ? last : null;
}

function splitTag(tag: string): string[] {
  let text = tag;
  const kept: string[] = [];
  for (const word of mixedCaseWords) {
    text = text.replace(new RegExp(word, 'g'), () => {
      kept.push(word);
      return `\uE000${kept.length - 1}\uE000`;
    });
  }
  const parts = text.match(/\uE000\d+\uE000|\p{Lu}+\d*\p{Lu}*(?=\p{Lu}\p{Ll})|\p{Lu}[\p{Ll}\d]*|\p{Lu}+[\d\p{Lu}]*|[\p{Ll}\d]+/gu) ?? [tag];
  return parts.map((p) => (p.startsWith('\uE000') ? kept[Number(p.slice(1, -1))]! : p));
}

/** Splits a run of letters into known words (the fewest pieces), or null. */
function segment(word: string, known: (w: string) => boolean): string[] | null {
  const best: Array<string[] | null> = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const head = best[start];
      const piece = word.slice(start, end);
      if (head && (piece.length >= 2 || piece === 'a') && known(piece) && (!best[end] || head.length + 1 < best[end]!.length)) best[end] = [...head, piece];
    }
  }
  return best[word.length] ?? null;
}

export interface TagContext {
  dict: Dictionary;
  /** Lowercase words of the page text. */
  pageWords: Set<string>;
  /** Normalised page text, to tell a phrase the page uses from one only the prompt uses. */
  pageNormal: string;
  trades: string[];
  /** Lowercase tokens of the business name (its shortest accepted form). */
  nameTokens: string[];
  /** Every accepted form of the name, normalised: a tag of the whole name is the brand's tag. */
  fullNames: string[];
  /** First names from the page's attributions (testimonials, captions). */
  people: Set<string>;
  /** Runs of 2+ words from the prompt, audience and snippet captions (normalised, joined without spaces). */
  echoes: Set<string>;
}

/** Why a hashtag is bad, or null when it is a good tag. */
export function judgeHashtag(tag: string, c: TagContext): string | null {
  const low = lower(tag);
  if (tag.length > 30) return 'longer than 30 characters';
  if (c.echoes.has(low)) return 'pasted from the prompt, audience or a screenshot caption';
  const words = splitTag(tag);
  const lows = words.map(lower);
  const own = new Set(c.trades.flatMap((t) => [...(tradeTopics[t] ?? [])]));
  const ownHit = lows.some((w) => own.has(w)) || own.has(low);
  const foreign = Object.entries(tradeTopics)
    .filter(([trade]) => !c.trades.includes(trade))
    .flatMap(([, set]) => lows.filter((w) => set.has(w) && !own.has(w) && !c.pageWords.has(w)).concat(set.has(low) && !own.has(low) && !c.pageWords.has(low) ? [low] : []));
  if (foreign.length > 0 && !ownHit) return `off-topic for the trade (${foreign[0]})`;
  const brands = [c.nameTokens.join(''), c.nameTokens.filter((t) => t !== 'and').join(''), ...c.fullNames.map((n) => n.replace(/ /g, '')), ...c.fullNames.map((n) => n.replace(/ and /g, ' ').replace(/ /g, ''))];
  if (establishedTags.has(low) || brands.includes(low)) return null;
  const broken = words.find((w) => w.length >= 3 && !/^[\p{Lu}\d]+$/u.test(w) && !isKnown(c.dict, w) && !segment(lower(w), (x) => isKnown(c.dict, x)));
  if (words.length >= 2 && broken) return `misspelled or broken word (${broken})`;
  if (words.length >= 5 || (words.length === 4 && lows.some((w) => stopwords[c.dict.lang].has(w) || stopwords.en.has(w)))) return 'a sentence, not a tag';
  const distinctive = c.nameTokens.find((t) => !genericWords.has(t) && !stopwords.en.has(t) && !Object.values(tradeTopics).some((set) => set.has(t)));
  if (c.nameTokens.length > 1 && c.nameTokens.includes(low) && low !== distinctive) return 'a fragment of the business name';
  if (c.people.has(low) && low !== distinctive) return "a person's name";
  if (words.length === 1 && /^\p{Lu}{2,6}\d*$/u.test(tag)) return null; // acronym
  if (c.dict.lang === 'de' && words.length >= 2 && isKnown(c.dict, low) && !c.pageNormal.includes(lows.join(' '))) return 'German compound split in CamelCase';
  if (words.length === 1) {
    if (low === distinctive) return null;
    if (everydayTagWords.has(low)) return 'a lone everyday word';
    if (isKnown(c.dict, low)) return null;
    const parts = segment(low, (w) => isKnown(c.dict, w) || commonWords.en.has(w) || stopwords.en.has(w));
    if (parts && parts.length >= 2 && c.dict.lang !== 'de') return `lost word breaks (${parts.join(' ')})`;
    return null;
  }
  return null;
}

/** Normalised runs of n words from a text. */
export function ngrams(text: string, n: number): string[] {
  const words = normal(text).split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

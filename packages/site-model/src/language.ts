/**
 * Which language a page (or one generated sentence) is written in. A page: its lang attribute
 * first, unless its text clearly reads as another language; then the text (franc trigrams). One
 * sentence: franc is unreliable on a few words, so function-word counts and a few letters unique
 * to a language vote with it.
 */
import { francAll } from 'franc';

import { kitLanguages, languageNames, type KitLanguage } from './site-model.ts';
import { stopwordsOf, wordEntry, wordsOf } from './text.ts';

const iso3ToKit: Record<string, KitLanguage> = { eng: 'en', deu: 'de', spa: 'es', fra: 'fr', por: 'pt' };

/** Languages franc may answer with: the kit's five plus common ones it must recognise as unsupported. */
const otherLanguages: Record<string, string> = {
  ita: 'Italian',
  nld: 'Dutch',
  pol: 'Polish',
  swe: 'Swedish',
  dan: 'Danish',
  tur: 'Turkish',
  ces: 'Czech',
  ron: 'Romanian',
};
const francOnly = [...Object.keys(iso3ToKit), ...Object.keys(otherLanguages)];

const otherNamesByCode: Record<string, string> = {
  it: 'Italian', nl: 'Dutch', pl: 'Polish', sv: 'Swedish', da: 'Danish', nb: 'Norwegian', no: 'Norwegian', fi: 'Finnish', tr: 'Turkish', cs: 'Czech', ro: 'Romanian',
  ru: 'Russian', uk: 'Ukrainian', el: 'Greek', ja: 'Japanese', zh: 'Chinese', ko: 'Korean', ar: 'Arabic', he: 'Hebrew', hu: 'Hungarian', ca: 'Catalan',
};

/** Below this many characters of text, franc's guess for a page is not trusted. */
const minimumPageText = 40;
/** How much of a page franc reads: enough to be sure (trigram profiles settle well before 3,000 characters), little enough to stay fast. */
const pageSample = 3000;

export interface DetectedLanguage {
  language: KitLanguage;
  /** User-facing: 'the page declares lang="de"', 'the page text reads as German'. */
  evidence: string;
  /** False when the page is in a language the kit cannot write; the kit then falls back to English. */
  supported: boolean;
}

interface TextGuess {
  /** franc's ISO 639-3 code of the best guess. */
  code: string;
  kit: KitLanguage | null;
  name: string;
  confident: boolean;
}

function isKitLanguage(code: string): code is KitLanguage {
  return (kitLanguages as readonly string[]).includes(code);
}

const whitespaceRun = /\s+/gu;
const clean = (text: string) => text.replace(whitespaceRun, ' ').trim();

function sampleOf(text: string): string {
  // Cut before cleaning: a long page is sampled, never normalised whole.
  if (text.length <= pageSample * 1.5) {
    const cleaned = clean(text);
    if (cleaned.length <= pageSample) return cleaned;
    text = cleaned;
  }
  // Middle of the page too: headers and footers are often boilerplate in another language.
  const third = Math.floor(pageSample / 3);
  const middle = Math.floor(text.length / 2);
  return `${clean(text.slice(0, third))} ${clean(text.slice(middle - third / 2, middle + third / 2))} ${clean(text.slice(-third))}`;
}

function guessPageText(text: string): TextGuess | null {
  const sample = sampleOf(text);
  const letters = sample.replace(/[^\p{L}]/gu, '').length;
  if (letters < minimumPageText) return null;
  const ranked = francAll(sample, { only: francOnly, minLength: 10 });
  const [best, second] = ranked;
  if (!best || best[0] === 'und') return null;
  const kit = iso3ToKit[best[0]] ?? null;
  const name = kit ? languageNames[kit] : (otherLanguages[best[0]] ?? best[0]);
  // franc scores are relative to the best (1); a clear runner-up gap means a clear reading.
  let confident = !second || second[1] < 0.92;
  if (kit && confident) confident = stopwordShare(sample, kit) >= 0.08 || letters > 2000;
  if (!confident && letters < 2000) {
    // Close trigram scores on a short page: let function words decide between the kit languages.
    const byWords = languageOfText(sample.slice(0, 1500));
    if (byWords) return { code: languageCode3(byWords), kit: byWords, name: languageNames[byWords], confident: true };
  }
  return { code: best[0], kit, name, confident };
}

function stopwordShare(text: string, language: KitLanguage): number {
  const words = wordsOf(text.slice(0, 3000), language);
  if (words.length === 0) return 0;
  const stopwords = stopwordsOf(language);
  let hits = 0;
  for (const word of words) if (stopwords.has(word.toLowerCase())) hits++;
  return hits / words.length;
}

/** Decide the language the kit is written in, with the reason in words a user understands. */
export function detectLanguage(input: { htmlLang: string | null; text: string }): DetectedLanguage {
  const declaredRaw = (input.htmlLang ?? '').trim();
  const declared = declaredRaw.toLowerCase().split(/[-_]/u)[0];
  const guess = guessPageText(input.text);

  if (declared) {
    if (isKitLanguage(declared)) {
      if (guess?.confident && guess.code !== languageCode3(declared)) {
        if (guess.kit) {
          return { language: guess.kit, evidence: `the page declares lang="${declaredRaw}" but its text reads as ${guess.name}`, supported: true };
        }
        return { language: 'en', evidence: `the page declares lang="${declaredRaw}" but its text reads as ${guess.name}, which the kit cannot write yet; written in English`, supported: false };
      }
      return { language: declared, evidence: `the page declares lang="${declaredRaw}"`, supported: true };
    }
    if (guess?.confident && guess.kit) {
      return { language: guess.kit, evidence: `the page declares lang="${declaredRaw}" but its text reads as ${guess.name}`, supported: true };
    }
    const name = wordEntry(otherNamesByCode, declared) ?? `"${declaredRaw}"`;
    return { language: 'en', evidence: `the page is in ${name} (lang="${declaredRaw}"), which the kit cannot write yet; written in English`, supported: false };
  }

  if (!guess) {
    return { language: 'en', evidence: 'the page has too little text to tell its language; written in English', supported: true };
  }
  if (guess.kit) {
    return { language: guess.kit, evidence: `the page text reads as ${guess.name}`, supported: true };
  }
  return { language: 'en', evidence: `the page text reads as ${guess.name}, which the kit cannot write yet; written in English`, supported: false };
}

function languageCode3(language: KitLanguage): string {
  return Object.entries(iso3ToKit).find(([, kit]) => kit === language)?.[0] ?? 'eng';
}

/** Letters (or marks) that occur in one kit language and not the others, with the votes they give. */
const telltaleLetters: { pattern: RegExp; votes: Partial<Record<KitLanguage, number>> }[] = [
  { pattern: /[ßäöü]/iu, votes: { de: 1.5 } },
  { pattern: /[ñ¿¡]/iu, votes: { es: 1.5 } },
  { pattern: /[ãõ]/iu, votes: { pt: 1.5 } },
  { pattern: /[œèùëî]/iu, votes: { fr: 1 } },
  { pattern: /ç/iu, votes: { fr: 0.5, pt: 0.5 } },
];

/**
 * Everyday words of marketing copy that only one (or two) of the kit languages use, so a short
 * call to action ("Reserva tu mesa hoy.") can be told apart. They vote like function words.
 */
const markerWords: Record<KitLanguage, string> = {
  en: 'today now new free book order get try join visit learn more every day week call shop find see discover explore sign start ready here fresh best help check out adopt meet love made',
  de: 'heute jetzt neu neue neuen kostenlos hier mehr tag woche bestellen buchen reservieren entdecken besuchen jetzt ab uhr gibt einfach sofort gleich termin anmelden erfahren frisch frische besten hilfe schau kennenlernen adoptieren adoptiere noch',
  es: 'hoy ahora nuevo nueva gratis aquí cada día semana reserva reservar pide pedir descubre visita ven conoce encuentra mejor ayuda más sí adopta adopte llama nuestro nuestra',
  fr: "aujourd'hui maintenant nouveau nouvelle gratuit gratuite ici jour semaine réservez réserver commandez découvrez visitez venez trouvez meilleur aide dès adoptez appelez notre",
  pt: 'hoje agora novo nova grátis aqui dia semana reserve peça descubra visite venha conheça encontre melhor ajuda já adote ligue nosso nossa sua',
};

/** How many of the five kit languages count each word as a function word: shared words ("a", "de", "en") weigh less. */
let stopwordSpread: Map<string, number> | null = null;
function spreadOf(word: string): number {
  if (!stopwordSpread) {
    stopwordSpread = new Map();
    for (const language of kitLanguages) {
      for (const word of wordsFor(language)) stopwordSpread.set(word, (stopwordSpread.get(word) ?? 0) + 1);
    }
  }
  return stopwordSpread.get(word) ?? 0;
}

const votingWords = new Map<KitLanguage, Set<string>>();
/** Function words and marker words of a language: the words that vote for it. */
function wordsFor(language: KitLanguage): Set<string> {
  let set = votingWords.get(language);
  if (!set) {
    set = new Set([...stopwordsOf(language), ...markerWords[language].split(/\s+/u)]);
    votingWords.set(language, set);
  }
  return set;
}

/**
 * The kit language one sentence (or a short text) is written in, or null when it cannot be told
 * (only names and numbers, or a tie). Reliable from about five words.
 */
export function languageOfText(text: string): KitLanguage | null {
  const words = wordsOf(text, 'en').filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return null;

  const scores: Record<KitLanguage, number> = { en: 0, de: 0, es: 0, fr: 0, pt: 0 };
  let functionWords = 0;
  for (const raw of words) {
    const word = raw.toLowerCase().replace(/’/gu, "'");
    const spread = spreadOf(word);
    if (spread === 0) continue;
    functionWords++;
    for (const language of kitLanguages) {
      if (wordsFor(language).has(word)) scores[language] += 1 / spread;
    }
  }
  for (const { pattern, votes } of telltaleLetters) {
    if (!pattern.test(text)) continue;
    for (const [language, vote] of Object.entries(votes) as [KitLanguage, number][]) scores[language] += vote;
  }

  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const contentWords = words.length - functionWords;
  // A line of names and numbers has no function words and too few letters for trigrams.
  if (functionWords === 0 && (contentWords < 4 || letters < 25)) {
    const best = leader(scores);
    return best && best.margin >= 1.5 ? best.language : null;
  }

  if (letters >= 12) {
    const ranked = francAll(text, { only: francOnly, minLength: 3 });
    // Trigrams count for more the longer the text.
    const weight = Math.min(3, letters / 25);
    for (const [code, score] of ranked) {
      const kit = iso3ToKit[code];
      if (kit) scores[kit] += weight * Math.max(0, score - 0.6) * 2.5;
    }
    const top = ranked[0];
    if (top && !iso3ToKit[top[0]] && top[1] === 1 && (ranked[1]?.[1] ?? 0) < 0.8 && letters >= 40) return null;
  }

  const best = leader(scores);
  return best && best.margin >= 0.5 ? best.language : null;
}

function leader(scores: Record<KitLanguage, number>): { language: KitLanguage; margin: number } | null {
  const ranked = (Object.entries(scores) as [KitLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] <= 0) return null;
  return { language: first[0], margin: first[1] - (second?.[1] ?? 0) };
}

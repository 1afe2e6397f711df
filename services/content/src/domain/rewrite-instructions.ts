import type { RegenerateInstruction } from '@sitespark/contracts';
import { splitSentences, wordsOf, type KitLanguage } from '@sitespark/site-model';

/**
 * What each regenerate instruction means in measurable terms, so a rewrite is kept only when it
 * does what was asked: shorter and longer by at least a tenth of the characters, more casual and
 * more formal by the register markers below, another angle by sharing at most half its words.
 */
const emoji = /\p{Extended_Pictographic}/gu;
const englishContractions = /\b\w+(?:n['’]t|['’](?:re|ll|ve|m|d|s))\b/giu;
const informalAddress: Record<KitLanguage, RegExp | null> = {
  en: null,
  de: /\b(?:du|dich|dir|dein\w*)\b/giu,
  es: /\b(?:tú|te|tu|tus|contigo)\b/giu,
  fr: /\b(?:tu|toi|ton|ta|tes)\b/giu,
  pt: /\b(?:você|vocês|tu|teu|tua)\b/giu,
};
const formalAddress: Record<KitLanguage, RegExp | null> = {
  en: null,
  de: /\b(?:Sie|Ihnen|Ihr\w*)\b/gu,
  es: /\b(?:usted|ustedes|su|sus)\b/giu,
  fr: /\b(?:vous|votre|vos)\b/giu,
  pt: /\b(?:o senhor|a senhora|vossa)\b/giu,
};

const count = (text: string, pattern: RegExp | null) => (pattern ? (text.match(pattern)?.length ?? 0) : 0);

/** Register markers: contractions, exclamations, emoji and the informal address count up; the formal address counts down. */
export function casualness(text: string, language: KitLanguage): number {
  return (
    (language === 'en' ? count(text, englishContractions) : 0) +
    count(text, /!/g) +
    count(text, emoji) +
    count(text, informalAddress[language]) -
    count(text, formalAddress[language])
  );
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Share of the new text's distinct words that the old text also has (0: all new, 1: the same words). */
export function wordOverlap(oldText: string, newText: string, language: KitLanguage): number {
  const oldWords = new Set(wordsOf(oldText.toLowerCase(), language));
  const newWords = [...new Set(wordsOf(newText.toLowerCase(), language))];
  if (newWords.length === 0) return 1;
  return newWords.filter((word) => oldWords.has(word)).length / newWords.length;
}

/** Does `newText` differ from `oldText` and do what the instruction asks? */
export function obeys(instruction: RegenerateInstruction | undefined, oldText: string, newText: string, language: KitLanguage): boolean {
  if (!newText.trim() || normalise(newText) === normalise(oldText)) return false;
  switch (instruction) {
    case undefined:
      return true;
    case 'shorter':
      return newText.length <= oldText.length * 0.9;
    case 'longer':
      return newText.length >= oldText.length * 1.1;
    case 'more casual':
      return casualness(newText, language) > casualness(oldText, language);
    case 'more formal':
      return casualness(newText, language) < casualness(oldText, language) || (casualness(oldText, language) <= 0 && casualness(newText, language) <= 0);
    case 'another angle':
      return wordOverlap(oldText, newText, language) <= 0.5;
  }
}

const contract: Array<[RegExp, string]> = [
  [/\b([Ww]e) are\b/g, "$1're"],
  [/\b([Yy]ou) are\b/g, "$1're"],
  [/\b([Ii]t) is\b/g, "$1's"],
  [/\b([Tt]hat) is\b/g, "$1's"],
  [/\b([Dd]o) not\b/g, "$1n't"],
  [/\b([Dd]oes) not\b/g, "$1n't"],
  [/\b([Cc]an)not\b/g, "$1't"],
  [/\b([Ww]e) will\b/g, "$1'll"],
  [/\b([Yy]ou) will\b/g, "$1'll"],
  [/\b([Ww]e) have\b/g, "$1've"],
  [/\bI am\b/g, "I'm"],
];
const expand: Array<[RegExp, string]> = [
  [/\b([Ww]e|[Yy]ou|[Tt]hey)['’]re\b/g, '$1 are'],
  [/\b([Ii]t|[Tt]hat)['’]s\b/g, '$1 is'],
  [/\b([Cc]a)n['’]t\b/g, '$1nnot'],
  [/\b([Ww]o)n['’]t\b/g, 'will not'],
  [/\b(\w+)n['’]t\b/g, '$1 not'],
  [/\b([Ww]e|[Yy]ou|[Tt]hey|I)['’]ll\b/g, '$1 will'],
  [/\b([Ww]e|[Yy]ou|[Tt]hey|I)['’]ve\b/g, '$1 have'],
  [/\bI['’]m\b/g, 'I am'],
];

/**
 * A rewrite of the old text itself that does what was asked, for when no rewrite from the writer
 * did: fewer whole sentences, the sentences of another version added, the register's markers
 * added or taken out. Null when the instruction cannot be met from the text alone.
 */
export function rewriteByRule(instruction: RegenerateInstruction | undefined, oldText: string, language: KitLanguage, other: readonly string[]): string | null {
  const sentences = splitSentences(oldText, language);
  let candidate: string | null = null;
  switch (instruction) {
    case 'shorter': {
      for (let keep = sentences.length - 1; keep >= 1 && candidate === null; keep--) {
        const shorter = sentences.slice(0, keep).join(' ');
        if (shorter.length <= oldText.length * 0.9) candidate = shorter;
      }
      if (candidate === null) {
        const words = oldText.split(/\s+/);
        const kept = words.slice(0, Math.max(3, Math.floor(words.length * 0.75))).join(' ').replace(/[,;:\s]+$/u, '');
        candidate = /[.!?…]$/u.test(kept) ? kept : `${kept}.`;
      }
      break;
    }
    case 'longer': {
      const have = new Set(sentences.map(normalise));
      const extra = other.flatMap((text) => splitSentences(text, language)).filter((sentence) => !have.has(normalise(sentence)));
      let longer = oldText;
      for (const sentence of extra) {
        if (longer.length >= oldText.length * 1.1) break;
        longer = `${longer} ${sentence}`;
      }
      candidate = longer;
      break;
    }
    case 'more casual': {
      let casual = oldText;
      if (language === 'en') for (const [pattern, replacement] of contract) casual = casual.replace(pattern, replacement);
      if (casualness(casual, language) <= casualness(oldText, language)) casual = casual.replace(/\.(\s|$)/u, '!$1');
      if (casualness(casual, language) <= casualness(oldText, language)) casual = `${casual.replace(/[.]$/u, '')}!`;
      candidate = casual;
      break;
    }
    case 'more formal': {
      let formal = oldText.replace(emoji, '').replace(/\u{FE0F}/gu, '').replace(/!+/g, '.');
      if (language === 'en') for (const [pattern, replacement] of expand) formal = formal.replace(pattern, replacement);
      candidate = formal.replace(/[ \t]{2,}/g, ' ').replace(/ +([.,])/g, '$1').trim();
      break;
    }
    case 'another angle':
    case undefined:
      candidate = null;
      break;
  }
  return candidate !== null && obeys(instruction, oldText, candidate, language) ? candidate : null;
}

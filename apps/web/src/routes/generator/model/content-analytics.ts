export type ContentAnalytics = {
  characters: number;
  words: number;
  sentences: number;
  readingSeconds: number;
  /** Flesch reading ease, 0 (very hard) to 100 (very easy). */
  readingEase: number;
  readingLevel: string;
  hashtags: number;
  questions: number;
};

const wordsPerMinute = 230;

function countSyllables(word: string): number {
  const cleaned = word.toLowerCase().replace(/[^a-z]/g, '');
  if (cleaned.length <= 3) return cleaned.length > 0 ? 1 : 0;
  const groups = cleaned.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

function readingLevelOf(ease: number): string {
  if (ease >= 80) return 'Very easy';
  if (ease >= 60) return 'Easy';
  if (ease >= 50) return 'Fairly difficult';
  if (ease >= 30) return 'Difficult';
  return 'Very difficult';
}

/** Figures measured from the text itself for the preview's Analytics tab. */
export function analyzeContent(text: string): ContentAnalytics {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const sentences = Math.max(1, text.split(/[.!?\n]+/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length);
  const syllables = words.reduce((total, word) => total + countSyllables(word), 0);
  const wordCount = words.length;
  const ease = wordCount === 0 ? 0 : 206.835 - 1.015 * (wordCount / sentences) - 84.6 * (syllables / wordCount);
  const readingEase = Math.round(Math.min(100, Math.max(0, ease)));
  return {
    characters: Array.from(text).length,
    words: wordCount,
    sentences: wordCount === 0 ? 0 : sentences,
    readingSeconds: Math.ceil((wordCount / wordsPerMinute) * 60),
    readingEase,
    readingLevel: readingLevelOf(readingEase),
    hashtags: (text.match(/(^|\s)#[\p{L}\p{N}_]+/gu) ?? []).length,
    questions: (text.match(/\?/g) ?? []).length,
  };
}

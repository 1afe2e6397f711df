/**
 * Picture tiles that link to a page and carry no words ("teetimes.html" around a photo, no alt):
 * the page's address names what the tile is for. Words are split at hyphens, underscores and
 * capitals ("banquet-halls", "roomRates"); an English run of two words with neither ("teetimes")
 * is split where both halves are known words.
 */
import nlp from 'compromise';

const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, string | string[] | undefined> } } }).model.one.lexicon;
// "les" + "sons" is no split of "lessons": each half must be a content word, not a determiner or the like.
const functionTags = /Determiner|Preposition|Conjunction|Pronoun|Adverb|Auxiliary|Copula|QuestionWord/u;
const known = (word: string) => {
  const tags = Object.hasOwn(lexicon, word) ? lexicon[word] : undefined;
  return word.length >= 3 && tags !== undefined && !functionTags.test([tags].flat().join(' '));
};

function splitRun(word: string): string[] {
  if (word.length < 7 || known(word)) return [word];
  for (let at = 3; at <= word.length - 3; at++) {
    const [first, second] = [word.slice(0, at), word.slice(at)];
    if (known(first) && (known(second) || known(second.replace(/s$/u, '')))) return [first, second];
  }
  return [word];
}

/** "https://x.test/tee-times.html" → "Tee Times", "teetimes.html" → "Tee Times"; null for the home page or a number. */
export function labelOfPath(href: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(href).pathname);
  } catch {
    return null;
  }
  const last = path.replace(/\/+$/u, '').split('/').pop() ?? '';
  const stem = last.replace(/\.[a-z0-9]{2,5}$/iu, '');
  if (!stem || /^(?:index|default|home)$/iu.test(stem) || /\d/u.test(stem)) return null;
  const words = stem
    .replace(/([\p{Ll}])(\p{Lu})/gu, '$1 $2')
    .split(/[-_\s.+]+/u)
    .filter(Boolean)
    .flatMap((word) => (/^\p{Ll}+$/u.test(word) ? splitRun(word) : [word]));
  if (words.length === 0 || words.length > 4) return null;
  return words.map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join(' ');
}

/**
 * The user's target audience as a noun phrase that reads after "for" / "für" / "para" / "pour"
 * ("for busy professionals in Portland"), never pasted as typed: cased for the middle of a
 * sentence, without trailing punctuation, a long relative clause dropped at its boundary.
 */
import type { KitLanguage } from './site-model.ts';
import { midSentence } from './text.ts';

const maxChars = 60;
const maxRelativeClauseWords = 6;

/** Where a relative or participle clause starts ("who want fresh bread", ", die ...", "que ..."). */
const relativeStart: Record<KitLanguage, RegExp> = {
  en: /,?\s+(?:who|that|which|whose|looking\s+to|wanting\s+to|interested\s+in)\s/iu,
  de: /,\s*(?:die|der|das|denen|deren|welche|welcher)\s|\s+(?:die|denen)\s+(?=\S+\s+\S+)(?=.*\b(?:wollen|möchten|suchen|brauchen|lieben|haben|sind)\b)/iu,
  es: /,?\s+(?:que|quienes|los\s+que|las\s+que)\s/iu,
  fr: /,?\s+(?:qui|que|qu['’]|dont)\s?/iu,
  pt: /,?\s+(?:que|os\s+quais|as\s+quais)\s/iu,
};

/** Words after which a phrase can be shortened whole: the start of a prepositional or coordinated part. */
const clauseStart: Record<KitLanguage, RegExp> = {
  en: /,\s+|\s+(?=(?:in|at|with|from|across|around|near|and|or|who)\s)/giu,
  de: /,\s+|\s+(?=(?:in|im|mit|aus|bei|rund|und|oder|die|für)\s)/giu,
  es: /,\s+|\s+(?=(?:en|de|con|que|y|o|para)\s)/giu,
  fr: /,\s+|\s+(?=(?:à|en|de|du|des|avec|qui|et|ou|pour)\s)/giu,
  pt: /,\s+|\s+(?=(?:em|no|na|de|do|da|com|que|e|ou|para)\s)/giu,
};

const leadingFor = /^(?:for|für|para|pour|target(?:\s+audience)?\s*:|zielgruppe\s*:|público(?:\s+objetivo|\s+alvo)?\s*:|cible\s*:)\s+/iu;

function wordCount(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** German labels capitalise an adjective before its noun ("Junge Familien"); mid-sentence it is lower case. */
function lowerGermanLeadingAdjective(phrase: string): string {
  const match = /^(\p{Lu}\p{Ll}+(?:e|en|er|es))\s+(\p{Lu})/u.exec(phrase);
  if (!match?.[1]) return phrase;
  return match[1].toLowerCase() + phrase.slice(match[1].length);
}

/** The longest start of `phrase` that ends at a clause boundary and fits in `maxChars`. */
function fitByClauses(phrase: string, language: KitLanguage): string {
  if (phrase.length <= maxChars) return phrase;
  let best = '';
  for (const match of phrase.matchAll(clauseStart[language])) {
    const candidate = phrase.slice(0, match.index).trim();
    if (candidate.length > maxChars) break;
    if (wordCount(candidate) >= 1) best = candidate;
  }
  return best || phrase.split(/\s+/u)[0] || '';
}

/**
 * Turn what the user typed as the target audience into a noun phrase for the middle of a sentence
 * in the kit's language, or null when there is nothing usable.
 */
export function audiencePhrase(targetAudience: string, language: KitLanguage): string | null {
  let phrase = targetAudience
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^["“„«'‘]+|["”“»'’]+$/gu, '')
    .replace(/[\s.!?;:,…]+$/u, '')
    .replace(leadingFor, '')
    .trim();
  if (!/\p{L}/u.test(phrase)) return null;

  const relative = relativeStart[language].exec(phrase);
  if (relative && relative.index > 0) {
    const clause = phrase.slice(relative.index + relative[0].length);
    if (wordCount(clause) > maxRelativeClauseWords) phrase = phrase.slice(0, relative.index).trim();
  }
  phrase = fitByClauses(phrase, language).replace(/[\s,;:]+$/u, '');

  phrase = midSentence(phrase, language);
  if (language === 'de') phrase = lowerGermanLeadingAdjective(phrase);
  return phrase || null;
}

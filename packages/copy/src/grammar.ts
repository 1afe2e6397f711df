import { capitalizeFirst, joinList, midSentence, type KitLanguage } from '@sitespark/site-model';

/** A sentence: first letter up, one closing mark ("." unless it already ends with . ! ? or a quote). */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/gu, ' ');
  if (!trimmed) return '';
  const closed = /[.!?…]["”»)]?$/u.test(trimmed) ? trimmed : `${trimmed.replace(/[,;:]+$/u, '')}.`;
  return capitalizeFirst(closed);
}

/** A thing mid-sentence: Title Case labels lowered, names and acronyms kept, German nouns kept. */
export function mid(text: string, language: KitLanguage): string {
  return midSentence(text, language);
}

export function list(items: string[], language: KitLanguage): string {
  return joinList(items, language);
}

/** French and Spanish punctuation: a narrow space before ? ! : ; in French. */
export function frenchSpacing(text: string): string {
  return text.replace(/\s*([?!:;])(?=\s|$)/gu, '\u202f$1').replace(/«\s*/gu, '«\u202f').replace(/\s*»/gu, '\u202f»');
}

/** Lower-cases the first letter (for a clause set after another word), unless it starts a name or an acronym. */
export function lowerFirst(text: string): string {
  const first = text.charAt(0);
  if (/^\p{Lu}{2}/u.test(text) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(text)) return text;
  return first.toLocaleLowerCase() + text.slice(1);
}

/** Picks one of several phrasings by a variant number, skipping the empty ones. */
export function pick<T>(options: Array<T | null | undefined | false>, variant: number): T | null {
  const usable = options.filter((option): option is T => option !== null && option !== undefined && option !== false);
  if (usable.length === 0) return null;
  return usable[((variant % usable.length) + usable.length) % usable.length]!;
}

import { capitalizeFirst, joinList, midSentence, type KitLanguage } from '@sitespark/site-model';

/** A sentence: first letter up, one closing mark ("." unless it already ends with . ! ? or a quote). */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/gu, ' ');
  if (!trimmed) return '';
  const closed = /[.!?…]["”»)]?$/u.test(trimmed) ? trimmed : `${trimmed.replace(/[,;:]+$/u, '')}.`;
  return capitalizeFirst(closed);
}

/** Phrases as they stand mid-sentence, remembered: the writer asks for the same few hundreds of times a kit. */
const middles = new Map<string, string>();

/** A thing mid-sentence: Title Case labels lowered, names and acronyms kept, German nouns kept. */
export function mid(text: string, language: KitLanguage): string {
  const key = `${language}\u0000${text}`;
  const known = middles.get(key);
  if (known !== undefined) return known;
  if (middles.size > 5_000) middles.clear();
  const said = midSentence(text, language);
  middles.set(key, said);
  return said;
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

/** The owner speaking ("We cut every sheet to length.", "Aseguramos la salud…", "Nous vous accueillons…"): such a sentence needs no label before it. */
const ownerVoice: Record<KitLanguage, RegExp> = {
  en: /^(?:we|our|i|my|we're|we've|we'll)(?![\p{L}'’])/iu,
  de: /^(?:wir|unser\p{L}*|ich|mein\p{L}*|bei uns)(?![\p{L}])/iu,
  es: /^(?:\p{L}{3,}(?:amos|emos|imos)|somos|soy|estoy|nuestr\p{L}*|en nuestr\p{L}*)(?![\p{L}])/iu,
  fr: /^(?:nous|notre|nos|on|je|j['’]|mon|ma|mes|chez nous)(?![\p{L}])/iu,
  pt: /^(?:\p{L}{3,}(?:amos|emos|imos)|somos|sou|estou|nós|o nosso|a nossa|os nossos|as nossas|nosso|nossa)(?![\p{L}])/iu,
};
export function speaksAsOwner(text: string, language: KitLanguage): boolean {
  return ownerVoice[language]?.test(text.trim()) ?? false;
}

import { isIP } from 'node:net';
import { nameFromDomain, type KitLanguage } from '@sitespark/site-model';

/** Said in place of a name when nothing names the business: never a host or an address. */
export const neutralNames: Record<KitLanguage, string> = {
  en: 'Your business',
  de: 'Ihr Unternehmen',
  fr: 'Votre entreprise',
  es: 'Tu negocio',
  pt: 'Seu negócio',
};

// Where people introduce their business in their own words ("We are Changes Salon & Day Spa", "Bienvenue chez Boulangerie Marie").
const introductions = [
  "we are|we're|i am|i'm|this is|welcome to|here at|called|named",
  'wir sind|ich bin|hier ist|willkommen bei|willkommen im|willkommen in der',
  'nous sommes|je suis|bienvenue chez|bienvenue à|bienvenue au',
  'somos|soy|bienvenidos a|bienvenidas a|bienvenido a|bienvenida a',
  'sou|bem-vindos ao|bem-vindos à|bem-vindo ao|bem-vindo à',
].join('|');
// A cue is found whatever its case; the name after it must be written with capitals (matched case-sensitively).
const cue = new RegExp(String.raw`(?:^|[^\p{L}])(?:${introductions})\s+`, 'giu');
// "Dr." and "St." keep their dot; a longer word's dot ends the sentence, and with it the name.
const word = String.raw`(?:\p{Lu}\p{Ll}{0,2}\.|[\p{Lu}\p{N}][\p{L}\p{M}\p{N}'’-]*)`;
const joiner = String.raw`(?:&|and|und|et|y|e|de|du|des|la|le|da|do|dos|das|del|von|van|der)`;
const nameAfterCue = new RegExp(String.raw`${word}(?:\s+(?:${joiner}\s+)?${word}){0,5}`, 'uy');

// A possessive or an article first is the start of a description ("Ihre Zahnarztpraxis", "Your local bakery"), not a name.
const notAName = new Set(
  'your our my the a an ihr ihre ihren unser unsere mein meine ein eine der die das votre notre mon ma un une le la les tu su mi nuestro nuestra el los las una seu sua meu minha nosso nossa o os as um uma open here happy'.split(' '),
);

function nameIn(text: string): string | null {
  for (const found of text.matchAll(cue)) {
    nameAfterCue.lastIndex = found.index + found[0].length;
    const name = nameAfterCue.exec(text)?.[0].replace(/\.+$/u, '');
    if (!name || name.length < 2 || notAName.has(name.split(/\s+/u)[0]!.toLocaleLowerCase())) continue;
    return name;
  }
  return null;
}

/** A host that is no name: an IP address, "localhost" or any single label. */
function isBareHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 || !host.includes('.') || /(^|\.)localhost\.?$/iu.test(host);
}

/**
 * The business's name when its page could not be read: the name the user gave in the prompt or a
 * snippet description, else the domain turned into words, else a neutral name in the kit's language.
 */
export function nameWithoutPage(input: { hostname: string; prompt: string; snippetDescriptions: readonly string[]; language: KitLanguage }): { name: string; source: string } {
  const fromPrompt = nameIn(input.prompt);
  if (fromPrompt) return { name: fromPrompt, source: 'your prompt' };
  for (const description of input.snippetDescriptions) {
    const named = nameIn(description);
    if (named) return { name: named, source: 'your snippet descriptions' };
  }
  if (!isBareHost(input.hostname)) return { name: nameFromDomain(input.hostname), source: 'the domain name' };
  return { name: neutralNames[input.language], source: 'a neutral placeholder (no name was given)' };
}

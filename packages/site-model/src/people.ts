import type { PageFacts } from './read-page.ts';
import type { SitePerson, SourceText } from './site-model.ts';

/**
 * The people a small business's pages name: the owner, the founders, the guide, the team. They are
 * proof ("Founded by Adina Eide"), never an offering. Read from the phrases people are introduced
 * with in the five languages, and from structured data; a customer named in a review is not one.
 */
const nameWord = String.raw`\p{Lu}[\p{Ll}'’-]+`;
const personName = String.raw`${nameWord}(?:\s(?:\p{Lu}\.|${nameWord}|(?:de|da|do|dos|van|von|del|di|le|la)\s${nameWord})){0,2}`;
const two = String.raw`(${personName})(?:\s(?:and|&|und|y|e|et)\s(${personName}))?`;

/** "founded|run" as "[Ff]ounded|[Rr]un": the lead words in either case, the names still capitalised (an `i` flag would let \p{Lu} match any letter). */
const anyCase = (words: string) =>
  words
    .split('|')
    .map((word) => {
      const first = word.charAt(0);
      return first.toLocaleLowerCase() !== first.toLocaleUpperCase() ? `[${first.toLocaleUpperCase()}${first.toLocaleLowerCase()}]${word.slice(1)}` : word;
    })
    .join('|');

interface Introduction {
  pattern: RegExp;
  /** The role the phrase gives, or the capture group that holds it. */
  role: string | number;
}

const introductions: Introduction[] = [
  // "Founded by Adina Eide", "gegründet von Maria und Paul Kaya", "fundada por Juana", "fondé par Céline", "fundada por Ana".
  { pattern: new RegExp(String.raw`(?:${anyCase('founded|started|established|opened')})\s+by\s+${two}`, 'gu'), role: 'founder' },
  { pattern: new RegExp(String.raw`(?:${anyCase('run|owned|led')})\s+by\s+${two}`, 'gu'), role: 'owner' },
  { pattern: new RegExp(String.raw`(?:${anyCase('designed')})\s+by\s+${two}`, 'gu'), role: 'designer' },
  { pattern: new RegExp(String.raw`(?:${anyCase('gegründet|eröffnet')})\s+(?:von|durch)\s+${two}`, 'gu'), role: 'Gründer' },
  { pattern: new RegExp(String.raw`(?:${anyCase('fundado|fundada|fundados|abierto|abierta|creado|creada')})\s+por\s+${two}`, 'gu'), role: 'fundador' },
  { pattern: new RegExp(String.raw`(?:${anyCase('fondé|fondée|fondés|créé|créée|ouvert|ouverte')})\s+par\s+${two}`, 'gu'), role: 'fondateur' },
  // "Juana Sanmartí y Miguel Ventura dieron vida al Forn Nou", "Anna and Tom opened the café in 2009".
  { pattern: new RegExp(String.raw`${two}\s+(?:founded|started|opened|established|gründeten|eröffneten|dieron vida|fundaron|abrieron|ont fondé|ont créé|ont ouvert|fundaram|abriram)\b`, 'gu'), role: 'founder' },
  // "Meet your guide: Joevy", "Meet our head baker, Lena Park".
  { pattern: new RegExp(String.raw`\bMeet\s+(?:your|our)\s+([\p{L} -]{3,30}?)[:,]\s+(${personName})`, 'gu'), role: 1 },
  // "Owner Adina Eide", "Inhaberin Maria Kaya", "la propriétaire Céline", "o proprietário João Lima".
  {
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(${anyCase('owner|founder|co-founder|head chef|inhaber|inhaberin|gründer|gründerin|geschäftsführer|geschäftsführerin|propietario|propietaria|fundador|fundadora|propriétaire|fondateur|fondatrice|gérant|gérante|proprietário|proprietária')})\s+(${personName})`,
      'gu',
    ),
    role: 1,
  },
  // "Joevy is an experienced fishing guide", "Dr. Elena Ruiz es odontóloga".
  {
    pattern: new RegExp(
      String.raw`(${personName})\s+(?:is|ist|es|est|é)\s+(?:an?|ein(?:e)?|un(?:a|e)?|um(?:a)?)?\s*(?:experienced|certified|qualified|local|professional|erfahrene[rn]?|experimentad[oa]|expérimentée?|experiente)?\s*((?:fishing |mountain |tour |dive |yoga |dance |head )?(?:guide|instructor|teacher|coach|dentist|doctor|therapist|stylist|baker|chef|owner|founder|trainer(?:in)?|lehrer(?:in)?|zahnärztin|zahnarzt|ärztin|arzt|guía|instructora?|profesora?|dentista|odontólog[oa]|médic[oa]|entrenador(?:a)?|professeure?|dentiste|médecin|esthéticienne|coiffeuse|guia|professora?|treinador(?:a)?))\b`,
      'gu',
    ),
    role: 2,
  },
];

/** "Céline — une experte qui vous parle vrai", "Lena Park – Inhaberin": a heading that introduces one person. */
const introducingHeading = new RegExp(String.raw`^(${personName})\s+[—–-]\s+(.{3,60})$`, 'u');

const notNames = /^(?:the|our|your|we|our team|team|home|welcome|meet|hello|hi|hallo|hola|bonjour|olá|ola|und|and|y|et|e|mr|mrs|ms|dr|herr|frau|don|doña|monsieur|madame|senhor|senhora)$/iu;

/** Does the page write this word in lower case somewhere (a common word, not a name)? */
function writtenLowerCase(word: string, text: string): boolean {
  const lower = word.toLocaleLowerCase();
  for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1)) {
    const before = at > 0 ? text.charAt(at - 1) : ' ';
    const after = text.charAt(at + lower.length) || ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

export function peopleOf(facts: PageFacts | null, businessName: string): SitePerson[] {
  if (!facts) return [];
  const people: SitePerson[] = [];
  const business = businessName.toLocaleLowerCase();
  const quotes = facts.testimonials.map((t) => t.quote);
  const add = (name: string | undefined, role: string | null, source: SourceText) => {
    const clean = name?.replace(/[.,;:]+$/u, '').trim();
    if (!clean || clean.length < 2 || people.length >= 12) return;
    const words = clean.split(/\s+/u);
    if (words.some((word) => notNames.test(word.replace(/\.$/u, '')))) return;
    // The business's own name ("Wagner W. Moreira" for "Assessoria Contábil Wagner W. Moreira") is the business.
    if (business.includes(clean.toLocaleLowerCase())) return;
    if (words.length === 1 && writtenLowerCase(clean, facts.text)) return;
    if (people.some((person) => person.name === clean || person.name.startsWith(`${clean} `))) return;
    people.push({ name: clean, role: role?.trim() || null, source });
  };
  for (const block of facts.blocks) {
    if (block.chrome === 'nav' || block.control || block.where === 'testimonial' || quotes.some((quote) => quote.includes(block.text) || block.text.includes(quote))) continue;
    const source: SourceText = { text: block.text, where: block.where };
    for (const { pattern, role } of introductions) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(block.text); match; match = pattern.exec(block.text)) {
        const found = match.slice(1).filter((group): group is string => group !== undefined);
        const roleText = typeof role === 'number' ? (match[role] ?? null) : role;
        const names = typeof role === 'number' ? found.filter((group) => group !== roleText) : found;
        for (const name of names) add(name, roleText, source);
      }
    }
    if (block.where === 'heading' || block.where === 'h1') {
      const heading = introducingHeading.exec(block.text);
      if (heading && heading[1]!.split(/\s+/u).length <= 3) add(heading[1], heading[2]!.replace(/[.!]$/u, ''), source);
    }
  }
  return people;
}

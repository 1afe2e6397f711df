import { midSentence, wordEntry } from '@sitespark/site-model';
import type { Story, Thing } from '../../story.ts';
import { dativePlural, nounInfo, type Gender, type NounInfo, type Use } from './nouns.ts';

/**
 * German grammar for the kit's sentences: a noun phrase the owner typed ("freie Wochen",
 * "Catering für Feiern und Firmen", "Sauna und Fahrräder") read into its parts so that an
 * article, a possessive and its adjectives agree with it in gender, number and case; the
 * contractions (zu dem → zum, in dem → im); the reader's address (du, ihr, Sie) and the owner's
 * person (wir, ich); a season or deadline as an adverbial. What cannot be settled returns null,
 * and the sentence takes a construction that needs no article.
 */

export type Case = 'nom' | 'acc' | 'dat';
export type Determiner = 'def' | 'indef' | 'poss' | 'bare';

interface Part {
  adjectives: string[];
  /** The nouns of a compound written apart ("Puten Döner Teller"); the last one inflects. */
  nouns: string[];
  /** Words after the noun that stay as they are ("klein", "nebenan"). */
  after: string;
  info: NounInfo | null;
  plural: boolean | null;
}

export interface Phrase {
  text: string;
  /** Begins with its own article, possessive or number ("unser Garten", "6 Nächte"): used as written. */
  determined: boolean;
  parts: Part[];
  joiners: string[];
  /** The rest after the first preposition ("für Feiern und Firmen"), as written. */
  post: string;
  plural: boolean | null;
}

const determinerWords = /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|unser\p{L}*|mein\p{L}*|dein\p{L}*|euer|eure\p{L}*|ihr\p{L}*|alle|viele|einige|mehrere|jede[nmrs]?|diese[nmrs]?|kein\p{L}*|\d+[.,]?\d*|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)$/iu;
const pluralDeterminers = /^(?:alle|viele|einige|mehrere|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|[2-9]\d*|1\d+)$/iu;
const prepositions = new Set('für mit aus am im zum zur von vom bei beim in an auf nach ohne ab bis zu über unter vor um gegen samt inklusive inkl. statt an der ans ins rund direkt'.split(' '));
const joinerWords = new Set(['und', 'oder', '&', 'sowie', '+']);

/** Common adjectives (stems) that an owner may type with a capital at the start of a phrase. */
const adjectiveStems = new Set(
  'frei neu frisch warm kalt groß klein lang kurz jung alt gut schön süß scharf hell dunkl ganz halb voll erst letzt heiß lecker fein rein echt weit nah hoh tief rund bunt weiß schwarz rot grün blau gelb eigen offen privat exklusiv vegan vegetarisch regional saisonal hausgemacht selbstgemacht handgemacht gemischt gebacken gegrillt geräuchert herzhaft knusprig gemütlich ruhig familiär persönlich individuell sportlich entspannt kreativ lokal digital günstig kostenlos'.split(' '),
);
const adjectiveSuffix = /(?:ig|isch|lich|bar|sam|los|haft|ell|al|iv|ar|ant|ent|iert|gemacht|gebacken)(?:e|er|es|en|em)$/u;
const adjectiveEnding = /(?:em|en|er|es|e)$/u;

function isAdjectiveWord(word: string): boolean {
  const lower = word.toLocaleLowerCase('de');
  if (!adjectiveEnding.test(lower)) return false;
  return adjectiveSuffix.test(lower) || adjectiveStems.has(lower.replace(adjectiveEnding, ''));
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word) || /^\d/u.test(word);

/** A thing as it stands mid-sentence: the owner's casing kept, a capitalised first adjective lowered; a site's Title Case label read as German. */
export function midPhrase(thing: Thing): string {
  const text = thing.text.trim().replace(/[.!?;:,]+$/u, '');
  if (!thing.fromBrief) return midSentence(text, 'de');
  const words = text.split(/\s+/u);
  if (words.length > 1 && isAdjectiveWord(words[0]!) && capitalised(words[1]!) && !/^\p{Lu}{2}/u.test(words[0]!)) words[0] = words[0]!.toLocaleLowerCase('de');
  return words.join(' ');
}

/** A page's heading as it stands mid-sentence: "Knuspriges Brot" → "knuspriges Brot", "Täglich Frisch" → "täglich frisch". */
export function midLabel(label: string): string {
  const words = midSentence(label.trim(), 'de').split(/\s+/u);
  if (words.length > 1 && isAdjectiveWord(words[0]!) && capitalised(words[1]!) && !/^\p{Lu}{2}/u.test(words[0]!)) words[0] = words[0]!.toLocaleLowerCase('de');
  return words.join(' ');
}

const articleWords = /^(?:der|die|das|den|dem|ein|eine|einen|einem)$/iu;

function readPart(words: string[]): Part | null {
  let index = 0;
  // "Sauna und die Fahrräder": an article inside a list belongs to its own thing; the kit sets its own.
  if (words.length > 1 && articleWords.test(words[0]!)) index = 1;
  const adjectives: string[] = [];
  while (index < words.length && !capitalised(words[index]!)) adjectives.push(words[index++]!);
  // A capitalised adjective before a noun ("Knuspriges Brot" in a site's label).
  while (index < words.length - 1 && isAdjectiveWord(words[index]!) && capitalised(words[index + 1]!)) adjectives.push(words[index++]!.toLocaleLowerCase('de'));
  const nouns: string[] = [];
  while (index < words.length && capitalised(words[index]!)) nouns.push(words[index++]!);
  if (nouns.length === 0) return null;
  const after = words.slice(index).join(' ');
  const head = nouns.at(-1)!;
  if (/^\d/u.test(head) || /^\p{Lu}{2,}$/u.test(head)) return null;
  const info = nounInfo(head);
  // After an article the adjectives' endings tell nothing of the number.
  const articled = words.length > 1 && articleWords.test(words[0]!);
  return { adjectives, nouns, after, info, plural: numberOf(info, articled ? [] : adjectives) };
}

/** The number, from the noun or from the ending its adjective takes without an article ("freie Zimmer" is plural: one free room is "freies Zimmer"). */
function numberOf(info: NounInfo | null, adjectives: string[]): boolean | null {
  if (!info) return null;
  if (info.pluralOnly) return true;
  const inflected = adjectives.find((adjective) => adjectiveEnding.test(adjective));
  if (info.plural === null && inflected) {
    const ending = /(?:em|en|er|es|e)$/u.exec(inflected)![0];
    if (ending === 'e' && info.gender !== 'f') return true;
    if ((ending === 'er' && info.gender === 'm') || (ending === 'es' && info.gender === 'n')) return false;
  }
  return info.plural;
}

/** Reads a noun phrase into its parts: determiner, adjectives, nouns, what comes after. */
export function phrase(thing: Thing | string): Phrase {
  const text = typeof thing === 'string' ? thing.trim() : midPhrase(thing);
  const words = text.split(/\s+/u).filter(Boolean);
  const determined = words.length > 0 && determinerWords.test(words[0]!);
  if (determined) {
    const plural = pluralDeterminers.test(words[0]!) ? true : null;
    return { text, determined, parts: [], joiners: [], post: '', plural };
  }
  const cut = words.findIndex((word, index) => index > 0 && prepositions.has(word));
  const head = cut === -1 ? words : words.slice(0, cut);
  const post = cut === -1 ? '' : words.slice(cut).join(' ');
  const groups: string[][] = [[]];
  const joiners: string[] = [];
  for (const word of head) {
    if (joinerWords.has(word)) {
      joiners.push(word === '&' || word === '+' || word === 'sowie' ? 'und' : word);
      groups.push([]);
    } else if (word.endsWith(',') && word.length > 1) {
      groups.at(-1)!.push(word.slice(0, -1));
      joiners.push(',');
      groups.push([]);
    } else groups.at(-1)!.push(word);
  }
  const parts = groups.map((group) => (group.length ? readPart(group) : null));
  if (parts.some((part) => part === null)) return { text, determined: false, parts: [], joiners: [], post, plural: null };
  const read = parts as Part[];
  const plural = read.length > 1 ? true : read[0]!.plural;
  return { text, determined: false, parts: read, joiners, post, plural };
}

// ---------------------------------------------------------------------------------------------
// Agreement

const definite: Record<Case, Record<Gender | 'pl', string>> = {
  nom: { m: 'der', f: 'die', n: 'das', pl: 'die' },
  acc: { m: 'den', f: 'die', n: 'das', pl: 'die' },
  dat: { m: 'dem', f: 'der', n: 'dem', pl: 'den' },
};
const indefinite: Record<Case, Record<Gender, string>> = {
  nom: { m: 'ein', f: 'eine', n: 'ein' },
  acc: { m: 'einen', f: 'eine', n: 'ein' },
  dat: { m: 'einem', f: 'einer', n: 'einem' },
};
const possessiveEnding: Record<Case, Record<Gender | 'pl', string>> = {
  nom: { m: '', f: 'e', n: '', pl: 'e' },
  acc: { m: 'en', f: 'e', n: '', pl: 'e' },
  dat: { m: 'em', f: 'er', n: 'em', pl: 'en' },
};
type Declension = 'weak' | 'mixed' | 'strong';
const adjectiveEndings: Record<Declension, Record<Case, Record<Gender | 'pl', string>>> = {
  weak: { nom: { m: 'e', f: 'e', n: 'e', pl: 'en' }, acc: { m: 'en', f: 'e', n: 'e', pl: 'en' }, dat: { m: 'en', f: 'en', n: 'en', pl: 'en' } },
  mixed: { nom: { m: 'er', f: 'e', n: 'es', pl: 'en' }, acc: { m: 'en', f: 'e', n: 'es', pl: 'en' }, dat: { m: 'en', f: 'en', n: 'en', pl: 'en' } },
  strong: { nom: { m: 'er', f: 'e', n: 'es', pl: 'e' }, acc: { m: 'en', f: 'e', n: 'es', pl: 'e' }, dat: { m: 'em', f: 'er', n: 'em', pl: 'en' } },
};

/** "unser" + ending: "unsere", "unserem"; "euer" loses its e: "eure", "eurem". */
export function possessive(stem: string, ending: string): string {
  if (!ending) return stem;
  return /euer$/iu.test(stem) ? `${stem.slice(0, -4)}${stem.charAt(stem.length - 4)}ur${ending}` : `${stem}${ending}`;
}

function inflectAdjective(adjective: string, ending: string): string {
  // An indeclinable word ("extra", "lila", "sehr") stays as it is.
  if (!adjectiveEnding.test(adjective)) return adjective;
  return `${adjective.replace(adjectiveEnding, '')}${ending}`;
}

export interface FormOptions {
  /** The possessive's stem: "unser", "mein", "dein", "euer", "Ihr". */
  owner?: string;
  /** A singular count noun without an article is fine here ("mit Sauna", "Neu: Töpferkurs"). */
  label?: boolean;
  /** A preposition before each part, contracted with the article ("zum", "zur", "im"). */
  preposition?: string;
}

const contractions: Record<string, string> = { 'zu dem': 'zum', 'zu der': 'zur', 'in dem': 'im', 'an dem': 'am', 'bei dem': 'beim', 'von dem': 'vom', 'in das': 'ins', 'an das': 'ans' };

function formPart(part: Part, determiner: Determiner, kase: Case, options: FormOptions): string | null {
  const info = part.info;
  const plural = part.plural ?? (info?.mass ? false : null);
  if (plural === null) return null;
  if (!plural && !info) return null;
  const slot: Gender | 'pl' = plural ? 'pl' : info!.gender;
  let article = '';
  let declension: Declension = 'strong';
  if (determiner === 'def') {
    article = definite[kase][slot];
    declension = 'weak';
  } else if (determiner === 'poss') {
    article = possessive(options.owner ?? 'unser', possessiveEnding[kase][slot]);
    declension = plural ? 'weak' : 'mixed';
  } else if (determiner === 'indef' && !plural && !info!.mass) {
    // "eine Hochzeitsfotografie"? A noun guessed from its suffix may be a service that takes no article: none rather than a wrong one.
    if (!info!.listed) return null;
    article = indefinite[kase][slot as Gender];
    declension = 'mixed';
  } else if (!plural && !info!.mass && !options.label) return null;
  const adjectives = part.adjectives.map((adjective) => inflectAdjective(adjective, adjectiveEndings[declension][kase][slot]));
  const nouns = [...part.nouns];
  const last = nouns.length - 1;
  if (plural && kase === 'dat') nouns[last] = dativePlural(nouns[last]!);
  else if (!plural && info!.weak && kase !== 'nom') nouns[last] = nouns[last]!.endsWith('e') ? `${nouns[last]}n` : `${nouns[last]}en`;
  let words = [article, ...adjectives, ...nouns, part.after].filter(Boolean).join(' ');
  if (options.preposition) {
    const joined = `${options.preposition} ${words}`;
    const pair = `${options.preposition} ${article}`;
    words = article && contractions[pair] ? joined.replace(pair, contractions[pair]!) : joined;
  }
  return words;
}

/** "einer", "eine", "eines": one of several, standing for the noun. */
const onePronoun: Record<Case, Record<Gender, string>> = {
  nom: { m: 'einer', f: 'eine', n: 'eines' },
  acc: { m: 'einen', f: 'eine', n: 'eines' },
  dat: { m: 'einem', f: 'einer', n: 'einem' },
};

/** What is still free is one of several, not the reader's own: "eine der freien Wochen", "einen der letzten Plätze". */
const stillToHave = /^(?:frei|letzt|restlich|verfügbar|verbleibend)/iu;

/**
 * One of a plural thing that is still to be had, in a case: "eine der freien Wochen", "einen der
 * letzten Plätze"; null for anything else (one's own tickets are "eure Tickets").
 */
export function oneOfStill(p: Phrase, kase: Case): string | null {
  if (p.determined || p.parts.length !== 1 || p.post) return null;
  const part = p.parts[0]!;
  if (part.plural !== true || !part.info || !part.adjectives.some((adjective) => stillToHave.test(adjective))) return null;
  // The genitive plural after "der" takes the weak ending, as the dative plural does ("der freien Wochen").
  const adjectives = part.adjectives.map((adjective) => inflectAdjective(adjective, adjectiveEndings.weak.dat.pl));
  return [onePronoun[kase][part.info.gender], 'der', ...adjectives, ...part.nouns, part.after].filter(Boolean).join(' ');
}

/** The phrase with an article or possessive that agrees, in a case; null when its gender or number is unknown. */
export function form(p: Phrase, determiner: Determiner, kase: Case, options: FormOptions = {}): string | null {
  if (p.determined) return determiner === 'bare' && kase === 'nom' && !options.preposition ? p.text : null;
  if (p.parts.length === 0) return null;
  const forms = p.parts.map((part) => formPart(part, determiner, kase, options));
  if (forms.some((f) => f === null)) return null;
  let text = forms[0]!;
  forms.slice(1).forEach((f, index) => {
    const joiner = p.joiners[index]!;
    text += joiner === ',' ? `, ${f}` : ` ${joiner} ${f}`;
  });
  // "Sauna, Garten, Fahrräder": the list ends with "und".
  if (p.joiners.length > 0 && p.joiners.at(-1) === ',') text = text.replace(/,\s(?=[^,]*$)/u, ' und ');
  return p.post ? `${text} ${p.post}` : text;
}

/** How a reader acts on the thing, from its noun. */
export function useOf(p: Phrase): Use | null {
  for (const part of p.parts) if (part.info?.use) return part.info.use;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The reader and the owner

export type Address = 'du' | 'ihr' | 'Sie';

const groupAudience = /\b(?:familien|gruppen|freunde\p{L}*|paare|teams|vereine|klassen|firmen|kolleg\p{L}*|gäste|eltern|kinder|leute|alle)\b/iu;

/** du for one reader, ihr for the groups the owner writes to, Sie when the owner asks for a formal tone. */
export function addressOf(story: Story): Address {
  if (!story.casual) return 'Sie';
  return groupAudience.test(story.campaign.forWhom ?? '') ? 'ihr' : 'du';
}

interface Verb {
  du: string;
  ihr: string;
  Sie: string;
  /** A reflexive pronoun after the verb: accusative (freu dich) or dative (sicher dir). */
  reflexive?: 'acc' | 'dat';
}
const verbs = {
  buchen: { du: 'Buch', ihr: 'Bucht', Sie: 'Buchen' },
  schreiben: { du: 'Schreib', ihr: 'Schreibt', Sie: 'Schreiben' },
  fragen: { du: 'Frag', ihr: 'Fragt', Sie: 'Fragen' },
  kommen: { du: 'Komm', ihr: 'Kommt', Sie: 'Kommen' },
  schauen: { du: 'Schau', ihr: 'Schaut', Sie: 'Schauen' },
  probieren: { du: 'Probier', ihr: 'Probiert', Sie: 'Probieren' },
  bestellen: { du: 'Bestell', ihr: 'Bestellt', Sie: 'Bestellen' },
  reservieren: { du: 'Reservier', ihr: 'Reserviert', Sie: 'Reservieren' },
  sichern: { du: 'Sicher', ihr: 'Sichert', Sie: 'Sichern', reflexive: 'dat' },
  freuen: { du: 'Freu', ihr: 'Freut', Sie: 'Freuen', reflexive: 'acc' },
  melden: { du: 'Meld', ihr: 'Meldet', Sie: 'Melden', reflexive: 'acc' },
  ansprechen: { du: 'Sprich', ihr: 'Sprecht', Sie: 'Sprechen' },
  dabeisein: { du: 'Sei', ihr: 'Seid', Sie: 'Seien' },
} satisfies Record<string, Verb>;
export type VerbName = keyof typeof verbs;

/** The imperative with its pronoun: "Freu dich", "Freut euch", "Freuen Sie sich". */
export function imperative(address: Address, verb: VerbName): string {
  const v: Verb = verbs[verb];
  const base = address === 'Sie' ? `${v.Sie} Sie` : v[address];
  if (!v.reflexive) return base;
  const pronoun = address === 'Sie' ? 'sich' : address === 'ihr' ? 'euch' : v.reflexive === 'acc' ? 'dich' : 'dir';
  return `${base} ${pronoun}`;
}

export const you = {
  nom: (a: Address) => ({ du: 'du', ihr: 'ihr', Sie: 'Sie' })[a],
  acc: (a: Address) => ({ du: 'dich', ihr: 'euch', Sie: 'Sie' })[a],
  dat: (a: Address) => ({ du: 'dir', ihr: 'euch', Sie: 'Ihnen' })[a],
  owner: (a: Address) => ({ du: 'dein', ihr: 'euer', Sie: 'Ihr' })[a],
  /** haben, conjugated: "hast du", "habt ihr", "haben Sie". */
  have: (a: Address) => ({ du: 'Hast du', ihr: 'Habt ihr', Sie: 'Haben Sie' })[a],
};

export const we = {
  nom: (story: Story) => (story.person === 'I' ? 'ich' : 'wir'),
  dat: (story: Story) => (story.person === 'I' ? 'mir' : 'uns'),
  acc: (story: Story) => (story.person === 'I' ? 'mich' : 'uns'),
  owner: (story: Story) => (story.person === 'I' ? 'mein' : 'unser'),
  /** "wir freuen uns", "ich freue mich". */
  lookForward: (story: Story) => (story.person === 'I' ? 'ich freue mich' : 'wir freuen uns'),
};

/** Present tense of a verb after "ich", from its form after "wir": "haben" → "habe", "sind" → "bin", "können" → "kann". */
const irregular: Record<string, string> = { sind: 'bin', haben: 'habe', können: 'kann', dürfen: 'darf', müssen: 'muss', wollen: 'will', mögen: 'mag', wissen: 'weiß', werden: 'werde', sollen: 'soll' };
function firstSingular(verb: string): string {
  const lower = verb.toLocaleLowerCase('de');
  const known = wordEntry(irregular, lower);
  if (known) return known;
  if (lower.endsWith('eln')) return `${verb.slice(0, -3)}le`;
  if (lower.endsWith('ern')) return `${verb.slice(0, -1)}e`;
  if (lower.endsWith('en')) return `${verb.slice(0, -2)}e`;
  return verb;
}

/** The owner's clause in the first person singular: "Wir haben noch freie Wochen" → "Ich habe noch freie Wochen". */
export function inFirstSingular(clause: string): string {
  let text = clause;
  // "Wir haben" (the subject first) and "Im Juni haben wir" (the verb before it).
  text = text.replace(/^(wir)\s+(\p{L}+)/iu, (_m, pronoun: string, verb: string) => `${pronoun.charAt(0) === 'W' ? 'Ich' : 'ich'} ${firstSingular(verb)}`);
  text = text.replace(/(\p{L}+)\s+wir\b/u, (_m, verb: string) => `${/^\p{Ll}/u.test(verb) && !prepositions.has(verb) ? firstSingular(verb) : verb} ich`);
  text = text.replace(/\bwir\b/gu, 'ich').replace(/\bWir\b/gu, 'Ich');
  // "bei uns" is "bei mir", "für uns" is "für mich"; after a verb, its case: "schreibt uns" → "mir", "besucht uns" → "mich".
  text = text.replace(/(\p{L}+)(\s+)uns\b/gu, (_m, before: string, space: string) => `${before}${space}${/^(?:bei|mit|von|vom|zu|aus|nach|seit|gegenüber)$/iu.test(before) || /^(?:schreib|sag|gib|geb|zeig|erzähl|schick|helf|hilf|vertrau|folg|antwort)/iu.test(before) ? 'mir' : 'mich'}`);
  text = text.replace(/\bunser(\p{L}*)/gu, 'mein$1').replace(/\bUnser(\p{L}*)/gu, 'Mein$1');
  return text;
}

// ---------------------------------------------------------------------------------------------
// Names and places

const placeNouns = new Set('haus hof hotel café cafe restaurant bistro grill imbiss laden studio salon atelier werkstatt bäckerei konditorei metzgerei kanzlei praxis pension gasthaus gasthof wirtshaus hütte markt stube backstube rösterei manufaktur galerie zentrum'.split(' '));
const placeGender: Record<string, Gender> = { stube: 'f', backstube: 'f', rösterei: 'f', manufaktur: 'f', galerie: 'f', zentrum: 'n', cafe: 'n' };

function placeOf(word: string): Gender | null {
  const lower = word.toLocaleLowerCase('de');
  for (let start = 0; start <= lower.length - 3; start++) {
    const end = lower.slice(start);
    if (placeNouns.has(end) && (start === 0 || start >= 3)) return placeGender[end] ?? nounInfo(end)?.gender ?? null;
  }
  return null;
}

/** Where the business is, as a place or a host: "im Ostseehaus Barendorf", "in der Bäckerei Kern", "bei Tonwerk". */
export function at(name: string): string {
  const words = name.trim().split(/\s+/u);
  const first = words[0] ?? '';
  const article = /^(?:der|die|das)$/iu.exec(first)?.[0]?.toLowerCase();
  if (article) {
    const noun = words[1] ?? '';
    const gender = placeOf(noun) ?? nounInfo(noun)?.gender ?? null;
    const rest = words.slice(1).join(' ');
    const place = placeOf(noun) !== null;
    if ((article === 'der' && gender === 'm') || (article === 'das' && gender === 'n')) return `${place ? 'im' : 'beim'} ${rest}`;
    if (article === 'die' && gender === 'f' && nounInfo(noun)?.plural !== true) return `${place ? 'in der' : 'bei der'} ${rest}`;
    return `bei ${name}`;
  }
  if (/^\p{Lu}\p{Ll}/u.test(first) && !/[’'&]/u.test(first)) {
    const gender = placeOf(first);
    if (gender) return `${gender === 'f' ? 'in der' : 'im'} ${name}`;
  }
  return `bei ${name}`;
}

// ---------------------------------------------------------------------------------------------
// When

const monthNames = 'Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
const seasonNames = 'Frühling|Frühjahr|Sommer|Herbst|Winter';
const holidays = 'Weihnachten|Ostern|Pfingsten|Silvester|Neujahr|Fasching|Karneval|Halloween';
const dayHolidays = 'Muttertag|Vatertag|Valentinstag|Nikolaus|Schulstart|Jahreswechsel|Black Friday';
const weekdays = 'Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag';
const listOf = (names: string) => new RegExp(`^(?:${names})(?:(?:,\\s*|\\s+und\\s+|\\s+oder\\s+)(?:${names}))*$`, 'u');

export interface When {
  /** As it stands in a sentence: "im Juni und September", "bis Ende Mai", "zu Weihnachten". */
  adverbial: string | null;
  /** A deadline ("bis Ende Mai"), or a time the thing happens ("im Juni", "diesen Sommer"). */
  kind: 'deadline' | 'period';
  /** The time as the object of "Pläne für …": "Juni und September", "den Sommer", "Weihnachten". */
  plans: string | null;
  /** A deadline with its own noun ("Anmeldung bis 15. Mai"), said as a sentence of its own. */
  own: string | null;
}

const adverbStart = /^(?:im|in|am|an|ab|zu|zum|zur|vom|von|über|diesen|diese|dieses|nächsten|nächste|nächstes|jeden|jede|jedes|ganzjährig|täglich|immer|heute|morgen|bald|jetzt|ab sofort|nur|noch|rund um)\b/iu;

export function whenOf(story: Story): When | null {
  const raw = story.when?.trim().replace(/[.!]+$/u, '');
  if (!raw) return null;
  const text = raw;
  const deadline = /^(?:nur\s+|noch\s+)*bis\b/iu.test(text);
  if (deadline) return { adverbial: lowerFirstWord(text), kind: 'deadline', plans: null, own: null };
  if (/^\p{Lu}\p{Ll}+(?:ungen|ung|en|e)?\s+bis\b/u.test(text) && !/^(?:Ende|Anfang|Mitte)\b/u.test(text)) return { adverbial: null, kind: 'deadline', plans: null, own: text };
  let adverbial: string | null = null;
  if (adverbStart.test(text) || /^(?:Ende|Anfang|Mitte)\s/u.test(text) || /^\p{L}+tags$/iu.test(text)) adverbial = lowerFirstWord(text);
  else if (listOf(monthNames).test(text) || listOf(seasonNames).test(text)) adverbial = `im ${text}`;
  else if (listOf(holidays).test(text)) adverbial = /^Silvester$/u.test(text) ? `an ${text}` : `zu ${text}`;
  else if (listOf(dayHolidays).test(text)) adverbial = `zum ${text}`;
  else if (listOf(weekdays).test(text) || /^Wochenende$/u.test(text)) adverbial = `am ${text}`;
  else if (new RegExp(`^\\d{1,2}\\.\\s*(?:\\d{1,2}\\.(?:\\d{2,4})?|(?:${monthNames}))`, 'u').test(text)) adverbial = `am ${text}`;
  return { adverbial, kind: 'period', plans: adverbial ? plansOf(adverbial) : null, own: null };
}

function lowerFirstWord(text: string): string {
  return /^(?:Ende|Anfang|Mitte)\b/u.test(text) ? text : text.charAt(0).toLocaleLowerCase('de') + text.slice(1);
}

function plansOf(adverbial: string): string | null {
  const months = new RegExp(`^im ((?:${monthNames})(?:(?:,\\s*|\\s+und\\s+|\\s+oder\\s+)(?:${monthNames}))*)$`, 'u').exec(adverbial);
  if (months) return months[1]!;
  const season = new RegExp(`^im (${seasonNames})$`, 'u').exec(adverbial);
  if (season) return season[1] === 'Frühjahr' ? 'das Frühjahr' : `den ${season[1]}`;
  const holiday = new RegExp(`^(?:zu|an) (${holidays})$`, 'u').exec(adverbial);
  if (holiday) return holiday[1]!;
  const day = new RegExp(`^zum (${dayHolidays})$`, 'u').exec(adverbial);
  if (day) return `den ${day[1]}`;
  if (new RegExp(`^(?:diesen|nächsten) (?:${seasonNames}|Monat)$`, 'u').test(adverbial)) return adverbial;
  if (/^(?:dieses|nächstes) (?:Jahr|Wochenende|Frühjahr)$/u.test(adverbial)) return adverbial;
  if (adverbial === 'am Wochenende') return 'das Wochenende';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The audience

/** Nouns made of adjectives take "-n" after "alle": "alle Jugendlichen", "alle Studierenden". */
const adjectivalNoun = /(?:ende|ierte|erte|stellte|liebte|liche|tige|ige|ene)$/u;

/**
 * The owner's audience after "an alle": "alle Familien und Freundesgruppen aus Hamburg",
 * "alle jungen Familien"; null when it is not a plural the words can agree with ("junge Zielgruppe").
 */
export function allOf(audience: string): string | null {
  const p = phrase(audience.trim().replace(/[.!?]+$/u, ''));
  if (p.determined || p.parts.length === 0) return null;
  // "Büroangestellte", "Studierende": a noun made of an adjective, without an article, is plural.
  const adjectival = (part: Part) => part.plural === null && !part.info && part.adjectives.length === 0 && adjectivalNoun.test(part.nouns.at(-1)!);
  if (p.parts.length === 1 && p.parts[0]!.plural !== true && !adjectival(p.parts[0]!)) return null;
  const parts = p.parts.map((part) => {
    if (part.plural === false) return null;
    // Without an adjective a plural noun stands as it is; with one, it takes the weak ending after "alle".
    if (part.adjectives.length > 0 && part.plural !== true) return null;
    const adjectives = part.adjectives.map((adjective) => inflectAdjective(adjective, 'en'));
    const nouns = part.nouns.map((noun, index) => (index === part.nouns.length - 1 && adjectivalNoun.test(noun) && /^\p{Lu}/u.test(noun) && !nounInfo(noun) ? `${noun}n` : noun));
    return [...adjectives, ...nouns, part.after].filter(Boolean).join(' ');
  });
  if (parts.some((part) => part === null)) return null;
  let text = parts[0]!;
  parts.slice(1).forEach((part, index) => {
    const joiner = p.joiners[index]!;
    text += joiner === ',' ? `, ${part}` : ` ${joiner} ${part}`;
  });
  if (p.joiners.at(-1) === ',') text = text.replace(/,\s(?=[^,]*$)/u, ' und ');
  return `alle ${p.post ? `${text} ${p.post}` : text}`;
}

// ---------------------------------------------------------------------------------------------
// The owner's clause as a main clause

const subjectPronoun = /^(?:wir|ich|sie|er|es|man|ihr|du)$/iu;
const determinerStart = /^(?:der|die|das|ein|eine|unser|unsere|mein|meine|jede|jeder|jedes|alle|viele|einige|beide|dieser|diese|dieses|kein|keine)$/iu;
/** Words that may follow a subject and end like a verb without being one. */
const notVerbs = new Set('den dem des einen einem eine einer jede jeden jedes jeder alle viele keine keinen unsere unseren unserem meine meinen meinem diese diesen seit mit nicht selbst jetzt heute morgen gern gerne schon noch oben unten bereits extra mindestens meist meistens unten hinten vorne innen außen direkt zusammen'.split(' '));
const finite = /^(?:ist|sind|war|waren|wird|werden|hat|haben|kann|können|darf|dürfen|muss|müssen|soll|sollen|will|wollen|mag|gibt|geben|bin|bist|seid)$/iu;

function looksFinite(word: string): boolean {
  if (finite.test(word)) return true;
  if (!/^\p{Ll}/u.test(word) || notVerbs.has(word.toLocaleLowerCase('de')) || prepositions.has(word)) return false;
  return /(?:en|ern|eln|t|e)$/u.test(word);
}

/**
 * A clause the brief gave as it stood after "dass" ("wir mit Butter aus der Region backen",
 * "die Krankenkassen den Kurs bezuschussen") set as a main clause, its verb second:
 * "Wir backen mit Butter aus der Region", "Die Krankenkassen bezuschussen den Kurs".
 */
export function mainClause(clause: string): string {
  const words = clause.trim().split(/\s+/u);
  if (words.length < 3) return clause;
  // "jede ist Tasse ein Unikat": a verb between a determiner and its noun goes after the noun.
  if (determinerStart.test(words[0]!) && finite.test(words[1]!) && /^\p{Lu}/u.test(words[2]!)) {
    return [words[0], words[2], words[1], ...words.slice(3)].join(' ');
  }
  let subjectEnd = -1;
  if (subjectPronoun.test(words[0]!)) subjectEnd = 0;
  else if (determinerStart.test(words[0]!)) {
    const noun = words.findIndex((word, index) => index > 0 && /^\p{Lu}/u.test(word));
    if (noun > 0 && words.slice(1, noun).every((word) => /^\p{Ll}/u.test(word) && !looksFinite(word.replace(/(?:e|en|er|es|em)$/u, 'x')))) subjectEnd = noun;
  } else if (/^\p{Lu}/u.test(words[0]!)) subjectEnd = 0;
  if (subjectEnd < 0 || subjectEnd >= words.length - 2) return clause;
  const next = words[subjectEnd + 1]!;
  const last = words.at(-1)!.replace(/[.!]+$/u, '');
  // Already a main clause: its verb stands second.
  if (finite.test(next) || (looksFinite(next) && !/^\p{Lu}/u.test(next) && !finite.test(last) && !looksFinite(last))) return clause;
  if (!finite.test(last) && !looksFinite(last)) return clause;
  return [...words.slice(0, subjectEnd + 1), last, ...words.slice(subjectEnd + 1, -1)].join(' ');
}

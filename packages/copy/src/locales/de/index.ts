import { capitalizeFirst, joinList, midSentence } from '@sitespark/site-model';
import { pick, sentence, speaksAsOwner } from '../../grammar.ts';
import type { Locale } from '../../locale.ts';
import { clock } from '../../hours.ts';
import { audienceKinds, signerOf, heritageFact, type Detail, type Proof, type Story, type Thing } from '../../story.ts';
import { nounInfo } from './nouns.ts';
import { addressOf, allOf, at, form, imperative, inFirstSingular, mainClause, midLabel, midPhrase, oneOfStill, phrase, useOf, we, whenOf, you, type Address, type Phrase, type When } from './grammar.ts';

/**
 * German, written as a small business's own copywriter writes it: the reader addressed as the
 * owner asks (du, ihr for groups, Sie), the owner as "wir" or "ich", the campaign's thing with the
 * article, possessive and adjective endings its gender, number and case need, and where those
 * cannot be known, a construction that needs none ("Neu im Marktgrill: Catering für Feiern").
 */

interface Read {
  what: Phrase | null;
  /** The thing as it stands mid-sentence, without an article ("freie Wochen"). */
  label: string | null;
  when: When | null;
  address: Address;
  /** Where the business is: "im Ostseehaus Barendorf", "bei Tonwerk". */
  at: string;
  /** The owner's sentence that announces the campaign ("Wir haben im Juni noch freie Wochen"), or null. */
  announced: string | null;
  isNew: boolean;
  /** Whether the thing is a stay (a house, a room, free weeks): booked, then shared with others. */
  stay: boolean;
}

const cache = new WeakMap<Story, Read>();

const stayWords = /(?:haus|häuser|wohnung|wohnungen|zimmer|woche|wochen|nacht|nächte|urlaub|ferien|aufenthalt|auszeit|apartment|suite|hütte|wochenende)$/iu;

/** "im Marktgrill" becomes "vom Marktgrill", "bei der Bäckerei Kern" "von der Bäckerei Kern", "bei Anna" "von Anna". */
function fromPlace(at: string): string {
  return at.replace(/^(?:im|beim)\s/u, 'vom ').replace(/^(?:in der|bei der)\s/u, 'von der ').replace(/^bei\s/u, 'von ');
}

function read(story: Story): Read {
  const known = cache.get(story);
  if (known) return known;
  const what = story.what ? phrase(story.what) : null;
  // The thing without an article, its adjectives as they stand so: "handgemachte Tassen" (the brief's "meine handgemachten Tassen").
  const label = story.what ? ((what && form(what, 'bare', 'nom', { label: true })) ?? midPhrase(story.what)) : null;
  const lower = story.what?.text.toLocaleLowerCase('de') ?? null;
  const announced = lower ? (story.statements.find((s) => s.toLocaleLowerCase('de').includes(lower)) ?? null) : null;
  const isNew = /(?:^|\s)(?:neu|neue[nmrs]?|ab sofort|jetzt auch|eröffne\p{L}*|starte\p{L}*)(?=[\s:!.,]|$)/iu.test([story.what?.text ?? '', ...story.statements].join(' '));
  const head = what?.parts.at(-1)?.nouns.at(-1) ?? '';
  // "Neu: neue Öffnungszeiten" says it twice; the thing says it already.
  const saysNew = /^neu/iu.test(label ?? '');
  // Catering or a delivery comes from the business to the reader: "vom Marktgrill", never "im Marktgrill".
  const away = /(?:catering|partyservice|lieferservice|lieferung|liefern|abholung|mobil\p{L}*)/iu.test(story.what?.text ?? '');
  const result: Read = { what, label, when: whenOf(story), address: addressOf(story), at: away ? fromPlace(at(story.name)) : at(story.name), announced, isNew: isNew && !saysNew, stay: stayWords.test(head) };
  cache.set(story, result);
  return result;
}

/** A campaign the reader comes to: a stay, a course or a tour, the house's food there (not a catering or a delivery). */
function comesToUs(story: Story): boolean {
  const text = story.what?.text ?? '';
  if (!story.what || /(?:catering|partyservice|liefer\p{L}*|abholung|mobil\p{L}*|versand)/iu.test(text)) return false;
  return read(story).stay || story.trade === 'food' || /(?:kurs|kurse|tour|touren|führung\p{L}*|workshop\p{L}*|probetraining|ausflug|ausflüge|veranstaltung\p{L}*|fest|feier)$/iu.test(text.split(/\s+/u).at(-1) ?? '');
}

const cap = (text: string) => capitalizeFirst(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** A sentence that closes with "!" (a hook, an invitation). */
const exclaim = (text: string) => sentence(text).replace(/[.]$/u, '!');

/** "gibt es" in a formal text, "gibt's" in a casual one. */
const thereIs = (story: Story) => (story.casual ? "gibt's" : 'gibt es');

/** The owner's clause as the kit's sentence: the owner's person kept ("ich" when asked). */
function ownClause(clause: string, story: Story): string {
  let text = mainClause(clause.trim().replace(/\s+/gu, ' ').replace(/[.]+$/u, ''));
  if (story.person === 'I') text = inFirstSingular(text);
  return text;
}

/** The when after the thing: "freie Wochen im Juni", "Töpferkurs für Anfänger – nur bis Ende Mai". */
function whenTail(r: Read): string {
  if (!r.when?.adverbial) return '';
  if (r.when.kind === 'deadline') return ` – ${/^(?:nur|noch)\b/u.test(r.when.adverbial) ? r.when.adverbial : `nur ${r.when.adverbial}`}`;
  return ` ${r.when.adverbial}`;
}

/** The thing as the reader's own ("eure freien Wochen"), in the accusative, or null. */
function readersOwn(r: Read): string | null {
  return r.what ? (oneOfStill(r.what, 'acc') ?? form(r.what, 'poss', 'acc', { owner: you.owner(r.address) })) : null;
}

function announcedLine(story: Story, r: Read): string | null {
  if (!r.announced) return null;
  const text = ownClause(r.announced, story);
  const fresh = /^neu\s*:\s*(.+)$/iu.exec(text);
  // "Neu: Catering für Feiern und Firmen": the owner's headline, told where.
  if (fresh) return `Neu ${r.at}: ${fresh[1]!.replace(/[.!]+$/u, '')}!`;
  return exclaim(text);
}

/** The label the reader clicks: the site's own when it is an action in the kit's register, else one for the campaign. */
function label(story: Story): string {
  const r = read(story);
  const own = story.callToAction?.trim().replace(/[.!:]+$/u, '') ?? null;
  if (own) {
    const text = own === own.toUpperCase() ? own.toLocaleLowerCase('de') : own;
    const action = /\s\p{Ll}+(?:en|ern|eln)$/u.test(text) || /^(?:jetzt|hier|mehr|zum|zur)\s/iu.test(text);
    const register = r.address === 'Sie' ? !/\b(?:du|dich|dir|dein\p{L}*)\b/iu.test(text) : !/\bSie\b/u.test(text);
    if (action && register && text.length <= 28) return cap(text);
  }
  // The owner's own ask first: "Osterpinzen … jetzt vorbestellen" closes on "Jetzt vorbestellen", not "Mehr erfahren".
  if (story.ownersAsk === 'preorder') return 'Jetzt vorbestellen';
  if (story.ownersAsk === 'order') return 'Jetzt bestellen';
  const use = r.what ? useOf(r.what) : null;
  if (use === 'book' || story.ownersAsk === 'book') return 'Jetzt buchen';
  if (use === 'ask' || story.trade === 'professional') return 'Jetzt anfragen';
  if (use === 'order') return 'Jetzt bestellen';
  return 'Mehr erfahren';
}

/** The pronoun that stands for the thing: "Er", "Sie", "Es", plural "Sie"; null when its gender or number is unknown. */
function pronounOf(p: Phrase): { pronoun: string; plural: boolean } | null {
  if (p.parts.length === 0) return null;
  if (p.plural === true) return { pronoun: 'Sie', plural: true };
  const part = p.parts[0]!;
  const singular = p.plural === false || (p.plural === null && part.info?.mass === true);
  if (!singular || !part.info) return null;
  return { pronoun: { m: 'Er', f: 'Sie', n: 'Es' }[part.info.gender], plural: false };
}

function ours(thing: Thing, story: Story): string {
  return form(phrase(thing), 'poss', 'nom', { owner: we.owner(story) }) ?? midPhrase(thing);
}

/** The deadline as what the reader does by then: "Bestellt bis 20. Dezember", "Bucht bis Ende Mai". */
function deadlineAction(r: Read): string | null {
  const when = r.when;
  if (!when || when.kind !== 'deadline') return null;
  if (when.own) return when.own;
  const use = r.what ? useOf(r.what) : null;
  const adverbial = when.adverbial!;
  if (use === 'book') return `${imperative(r.address, 'buchen')} ${adverbial}`;
  if (use === 'order') return `${imperative(r.address, 'bestellen')} ${adverbial}`;
  if (use === 'ask') return `${imperative(r.address, 'fragen')} ${adverbial} an`;
  return null;
}

function hookOptions(story: Story, r: Read): string[] {
  const what = r.label!;
  const When = r.when;
  const tail = whenTail(r);
  const options: Array<string | null> = [];
  const announced = announcedLine(story, r);
  const use = r.what ? useOf(r.what) : null;
  const own = readersOwn(r);
  // The owner's own announcement, when it carries the when too.
  if (announced && (!When || !When.adverbial || announced.toLocaleLowerCase('de').includes(When.adverbial.toLocaleLowerCase('de')))) options.push(announced);
  if (r.isNew && (!When || When.adverbial)) options.push(`Neu ${r.at}: ${what}${tail}!`);
  if (When?.kind === 'period' && When.adverbial && r.what) {
    const some = form(r.what, 'indef', 'acc');
    // The owner's "noch" ("noch freie Wochen") is what makes it news; it stays.
    const still = r.announced && new RegExp(`\\bnoch\\s+${escape(story.what!.text)}`, 'iu').test(r.announced) ? 'noch ' : '';
    options.push(some ? `${cap(When.adverbial)} ${thereIs(story)} ${r.at} ${still}${some}.` : `${cap(what)} ${When.adverbial} ${r.at}!`);
  }
  if (When?.kind === 'deadline') {
    // The deadline in the first line, as what the reader does by then.
    const action = deadlineAction(r);
    if (action) options.push(`${cap(what)} ${r.at}: ${cap(action)}!`);
    if (When.adverbial) options.push(`${cap(what)} ${r.at}${tail}!`);
  }
  const by = When?.adverbial ? ` ${When.adverbial}` : '';
  // "Sichert euch …" is a hard sell; a host writing to friends does not press them.
  if (use === 'book' && own && !story.warm) options.push(`${imperative(r.address, 'sichern')} ${own}${by} ${r.at}!`);
  if (use === 'order' && own) options.push(`${imperative(r.address, 'bestellen')} ${own}${by} ${r.at}!`);
  if (use === 'attend' && (!When || When.kind === 'period')) options.push(`${cap(what)}${by} ${r.at}: ${imperative(r.address, 'dabeisein')} dabei!`);
  const ours = r.what ? form(r.what, 'poss', 'acc', { owner: we.owner(story) }) : null;
  if (use === 'try' && ours && (!When || When.kind === 'period')) options.push(`${imperative(r.address, 'probieren')} ${ours}${by}!`);
  // A label and a colon ("Im Ostseehaus Barendorf: freie Wochen im Juni und September.") reads as telegraphic: only where
  // the campaign has no opening with a verb besides.
  if ((!When || When.kind === 'period') && options.filter(Boolean).length < 2) options.push(`${cap(r.at)}: ${what}${by}.`);
  if (!When) {
    if (use === 'ask') options.push(`${cap(what)} ${r.at} – jetzt anfragen!`);
    else if (use === 'order') options.push(`${cap(what)} ${r.at} – jetzt bestellen!`);
    else if (use === 'try' || story.trade === 'food') options.push(`${cap(what)} ${r.at}: ${imperative(r.address, 'kommen')} vorbei!`);
    else options.push(`${cap(what)} ${r.at}.`);
  } else if (When.kind === 'period' && When.adverbial && options.filter(Boolean).length < 2) options.push(`${cap(what)} ${When.adverbial} ${r.at}.`);
  return options.filter((o): o is string => !!o);
}

/**
 * The things to mention, each once: "Sauna", "Fahrräder" and "Sauna und die Fahrräder" are two
 * things; a list the owner typed is read as its parts, an article they typed left to the sentence.
 */
function distinct(things: Thing[], story: Story): Thing[] {
  const what = story.what?.text.toLocaleLowerCase('de') ?? null;
  const when = story.when?.toLocaleLowerCase('de') ?? null;
  const seen = new Set<string>(what ? [what] : []);
  const out: Thing[] = [];
  for (const thing of things) {
    // "Biscuits & Gravy" is one dish; "Sauna und die Fahrräder" are two things.
    const parts = thing.text.split(/\s*,\s*|\s+(?:und|sowie)\s+/u).filter(Boolean);
    // A list with a preposition ("Kaffee und Kuchen am Sonntag") stays whole.
    const pieces = parts.length > 1 && !parts.slice(0, -1).some((part) => part.split(/\s+/u).length > 3) && !/\s(?:für|mit|am|im|aus|von|zum|zur|bei)\s/u.test(thing.text) ? parts : [thing.text];
    for (const piece of pieces) {
      const text = piece.replace(/^(?:der|die|das|den|dem|ein|eine|einen|einem|unser\p{L}*|mein\p{L}*)\s+/iu, '').trim();
      const key = text.toLocaleLowerCase('de');
      // The campaign's own thing, or its deadline, is said elsewhere in the post.
      if (!text || seen.has(key) || (what && key.includes(what)) || (when && key.includes(when))) continue;
      seen.add(key);
      out.push({ ...thing, text, plural: pieces.length > 1 ? false : thing.plural });
    }
  }
  return out;
}

/** "die Sauna und die Fahrräder": each thing with its article, or null when one of them has none that is sure. */
function listForm(things: Thing[], determiner: 'def' | 'indef' | 'bare' | 'poss', kase: 'nom' | 'acc' | 'dat', label = false, owner?: Parameters<typeof form>[3] extends infer O ? (O extends { owner?: infer W } ? W : never) : never): string | null {
  const forms = things.map((thing) => form(phrase(thing), determiner, kase, { label, owner }));
  if (forms.some((f) => f === null)) return null;
  return joinList(forms as string[], 'de');
}

function thanks(proof: Proof, story: Story, variant: number): string {
  const first = proof.author?.split(/\s+/u)[0];
  const name = first && /^\p{Lu}\p{Ll}+$/u.test(first) && !/^(?:Familie|Frau|Herr|Dr)$/u.test(first) ? first : proof.author;
  return pick(
    // Thanks, not a feeling the owner never wrote ("Genau dafür machen wir das." is a claim made for them).
    name ? [story.casual ? `Danke, ${name}!` : `Vielen Dank, ${name}!`, `Danke für die lieben Worte, ${name}!`] : [story.casual ? 'Danke für die lieben Worte!' : 'Vielen Dank für die freundlichen Worte!'],
    variant,
  )!;
}

/** Finite verbs a page's description is made with: "wird", "gibt", "bietet". */
const finiteVerb = /(?<![\p{L}])(?:ist|sind|war|waren|wird|werden|wurde|hat|haben|hatte|gibt|gab|kann|können|darf|dürfen|muss|müssen|soll|will|wollen|bietet|bieten|bekommt|bekommen|macht|machen|liegt|liegen|steht|stehen|kommt|kommen|geht|gehen|gelangt|führt|führen|bringt|bringen|backen|backt|kocht|kochen|verwenden|verwendet|sorgt|sorgen|lädt|laden|freuen|freut|erwartet|erwarten|findet|finden|heißt|bleibt|bleiben|schmeckt|schmecken|passt|passen|gehört|gehören|enthält|enthalten|umfasst|beginnt|startet|dauert|kostet|kosten)(?![\p{L}])/u;
/** A description that is a whole sentence: a capital, a finite verb (or a subject and its verb), a closing mark. */
const wholeSentence = (text: string) =>
  /^\p{Lu}/u.test(text) &&
  /[.!?]$/u.test(text) &&
  text.split(/\s+/u).length >= 4 &&
  (finiteVerb.test(text) ||
    /(?<![\p{L}])(?:wir|ich|sie|er|es|man|ihr|du)\s+\p{Ll}+(?:t|e|en)(?![\p{L}])|(?<![\p{L}])\p{Ll}+(?:t|en)\s+(?:wir|ich|sie|er|es|man|ihr|du)(?![\p{L}])/iu.test(text) ||
    verbSecond(text));

const notVerb = /^(?:und|oder|mit|aus|von|vom|für|nach|bei|seit|den|dem|des|einen|einem|innen|außen|unten|oben|hinten|vorne|selten|gern|gerne)$/u;
/** "An vier Abenden entstehen deine ersten Schalen": a phrase in front, then the verb. */
function verbSecond(text: string): boolean {
  const match = /^\p{Lu}\p{Ll}*\s+(?:\p{Ll}+\s+){0,2}\p{Lu}[\p{L}-]*\s+(\p{Ll}+)\s/u.exec(text);
  return !!match && /(?:t|en)$/u.test(match[1]!) && !notVerb.test(match[1]!) && !/^ge\p{Ll}+t$/u.test(match[1]!);
}
/** A description that lists parts, each a noun or two: "Zaziki, Eisberg, Weißkohl, Tomate, Pommes". */
function nounList(text: string): string[] | null {
  const items = text.replace(/[.]$/u, '').split(/,\s*|\s+und\s+/u).map((item) => item.trim());
  if (items.length < 2) return null;
  return items.every((item) => item.split(/\s+/u).length <= 2 && item.split(/\s+/u).every((word) => /^\p{Lu}[\p{L}-]*$/u.test(word))) ? items : null;
}

const rooms = /^(?:küche|bad|badezimmer|garten|wohnzimmer|schlafzimmer|kinderzimmer|terrasse|balkon|keller|dachboden|schuppen|flur|sauna|werkstatt|praxis|studio|atelier|laden)$/iu;
/** A room of the house as a place: "In der Küche", "Im Garten"; null for anything else. */
function roomOf(name: string): string | null {
  if (!rooms.test(name.trim())) return null;
  const info = nounInfo(name.trim());
  if (!info || info.plural) return null;
  return `${info.gender === 'f' ? 'In der' : 'Im'} ${name.trim()}`;
}

/** A heading that names no thing ("Ab 6 Nächten", "20 %"): its price would stand alone. */
const noThing = /^(?:ab|bis|für|mit|von|vom|im|am|pro|je|nur|inkl\.?|zzgl\.?|\d)/iu;

function detailLine(detail: Detail): string | null {
  const name = detail.name.trim();
  if (noThing.test(name)) return null;
  const description = detail.description?.trim() ?? null;
  const amount = detail.price?.trim() ?? null;
  // "Drehscheibe für Einsteiger (160 €)": one "für" to a line.
  // "ab 39 €" already says how it is priced: "Töpferkurs ab 39 €", never "für ab 39 €".
  const price = amount ? (/\sfür\s/u.test(name) ? ` (${amount})` : /^(?:ab|von|bis|nur|je|pro)\s/iu.test(amount) ? ` ${amount}` : ` für ${amount}`) : '';
  if (description) {
    const parts = nounList(description);
    if (parts) return `${name} mit ${joinList(parts, 'de')}${price}.`;
    // "Küche" and a list of what is in it: "In der Küche: großer Kühl- und Gefrierschrank, Wasserkocher …".
    const room = roomOf(name);
    if (room && !wholeSentence(description) && description.includes(',')) {
      const first = description.split(/\s+/u)[0]!;
      const listed = /^\p{Lu}\p{Ll}+(?:er|es|e|en)$/u.test(first) && !nounInfo(first) ? description.charAt(0).toLocaleLowerCase('de') + description.slice(1) : description;
      return `${room}: ${listed.replace(/[.]?$/u, '.')}`;
    }
    if (wholeSentence(description)) {
      const head = name.split(/\s+/u).at(-1)!.toLocaleLowerCase('de');
      const names = description.toLocaleLowerCase('de').includes(head.slice(0, Math.max(4, head.length - 2)));
      // A heading that only praises ("Täglich Frisch") adds nothing to a sentence that says it.
      const tagline = name.split(/\s+/u).every((word) => /(?:ig|isch|lich|frisch|warm|neu|gut|schnell)$/iu.test(word));
      // The owner's own sentence ("Wir schneiden …") needs no label before it either.
      if ((names || tagline || speaksAsOwner(description, 'de')) && !price) return description;
      return `${name}${price}: ${description}`;
    }
    const fragment = description.charAt(0).toLocaleLowerCase('de') + description.slice(1).replace(/[.!]$/u, '');
    const costs = amount ? ` – ${amount}` : '';
    // "Mit Rosinen, Mandeln und Orangeat": a description that starts with a preposition continues the name.
    if (/^(?:Mit|Für|Aus|Von|Vom|In|Im|Am|Auf|Nach|Ohne|Zum|Zur|Bei)\s/u.test(description)) return `${name} ${fragment}${costs}.`;
    // "Immer warm und perfekt getoastet", "Außen knusprig, innen weich": a fragment that describes the thing follows it.
    if (/^\p{Lu}\p{Ll}+\s\p{Ll}/u.test(description) && !/[?]$/u.test(description) && !/^(?:Der|Die|Das|Ein|Eine|Unser|Unsere)\s/u.test(description)) return `${name}, ${fragment}${costs}.`;
    return `${name}${price}: ${description}`;
  }
  return price ? `${name}${price}.` : null;
}

/** A subject about a detail: "Kurz vorgestellt: Laugenbrezel"; a heading that only praises stands with the place ("Täglich frisch im Marktgrill"). */
function detailSubject(detail: Detail, lead: string, r: Read): string {
  const name = midSentence(detail.name, 'de');
  return /\p{Lu}/u.test(name) ? `${lead}: ${name}` : `${cap(name)} ${r.at}`;
}

/** An email that asks: the question as its subject, its answer and a pointer back to the campaign as its text. */
function questionMail(question: string, tie: string | null): { subject: string; paragraphs: string[] } {
  const [ask, ...rest] = question.split(/(?<=\?)\s/u);
  return { subject: ask!, paragraphs: [[...rest, tie].filter(Boolean).join(' ') || question] };
}

/** Who the business serves, as the page's customers call themselves. */
function guestsOf(story: Story): string {
  return ['food', 'local'].includes(story.trade) ? 'Gäste' : story.trade === 'education' ? 'Teilnehmerinnen und Teilnehmer' : 'Kundinnen und Kunden';
}

/** "in der Elmstraße 6, Ennigerloh", "im Lindenweg 3", "am Marktplatz 1": a street's kind gives its article; null for any other. */
function onStreet(address: string): string | null {
  const street = /^(\p{Lu}[\p{L}-]*?)(straße|strasse|gasse|allee|chaussee|weg|ring|damm|steig|pfad|platz|markt)\s+\d/u.exec(address.trim())?.[2]?.toLocaleLowerCase();
  if (!street) return null;
  if (['straße', 'strasse', 'gasse', 'allee', 'chaussee'].includes(street)) return `in der ${address.trim()}`;
  if (['platz', 'markt'].includes(street)) return `am ${address.trim()}`;
  return `im ${address.trim()}`;
}

/** A catering for parties: the house's food at the reader's celebration. */
const partyCatering = /(?=.*(?:catering|partyservice))(?=.*(?:feier|fest|party|partys|hochzeit|geburtstag|event))/iu;

function personLine(person: { name: string; role: string | null }, story: Story): string | null {
  const role = person.role?.trim() ?? '';
  if (!role || story.person === 'I') return null;
  const lower = role.toLocaleLowerCase('de');
  if (/^(?:founder|co-founder|gründer|fundador|fondateur)$/u.test(lower)) return `${person.name} hat ${story.name} gegründet.`;
  if (/^(?:owner|propietario|propriétaire)$/u.test(lower)) return `${person.name} führt ${story.name}.`;
  if (/guide/u.test(lower)) return `${person.name} ist ${you.owner(addressOf(story))} Guide.`;
  // A German role as the page gives it: "Inhaberin", "Zahnärztin", "Trainer".
  if (/^\p{Lu}\p{Ll}+$/u.test(role) && /(?:er|erin|in|eur|eurin|arzt|ärztin|meister|meisterin|leiter|leiterin)$/u.test(role)) {
    const feminine = role.endsWith('in');
    return `${person.name} ist ${feminine ? 'unsere' : 'unser'} ${role}.`;
  }
  return null;
}

/** The offer as a sentence; `afterThing`: it follows a sentence that names the thing, so a pronoun may stand for it. */
function offerLine(story: Story, afterThing: boolean): string | null {
  const offer = story.offer?.trim().replace(/[.]+$/u, '');
  if (!offer) return null;
  const r = read(story);
  const verb = /\b(?:ist|sind|gibt|gilt|gelten|bekommt|bekommst|bekommen|erhält|erhalten|zahlt|zahlen|kostet|kosten|spart|sparen|spar|sparst|gratis|kostenlos|inklusive|geschenkt)\b/iu.test(offer);
  if (offer.includes(':') || verb || !r.label) return sentence(offer);
  // A discount with its condition is an offer of its own ("10 % Rabatt für Gruppen ab 8 Personen"); without one it goes with the thing.
  if (/^(?:-|–|−)?\s*\d/u.test(offer) && /(?:%|prozent|rabatt|nachlass)/iu.test(offer)) {
    const bare = offer.replace(/^[-–−]\s*/u, '');
    return /\s(?:für|ab|auf|bei|beim|bis|pro|je)\s/u.test(bare) ? sentence(bare) : sentence(`${cap(r.label)} mit ${bare}`);
  }
  // "Festpreis 190 € für 60 Minuten": the thing at that price.
  const named = /^(\p{Lu}\p{Ll}*preis)\s+(?:von\s+)?(\d.*)$/u.exec(offer);
  // A price or a discount belongs to the thing: "Sommerwochen für 59 € pro Nacht".
  const priced = /^(?:ab|für|nur|schon)\s+\d/iu.test(offer) || (/^\d/u.test(offer) && /(?:€|eur\b|euro|chf|fr\.|\$|£)/iu.test(offer));
  // Right after the opening that names the thing, a pronoun says what it costs: "Sie kosten 59 € pro Nacht".
  const subject = r.what && afterThing ? pronounOf(r.what) : null;
  if (priced && subject) return sentence(`${subject.pronoun} ${subject.plural ? 'kosten' : 'kostet'} ${offer.replace(/^für\s+/iu, '')}`);
  if (named && subject) return sentence(`${subject.pronoun} ${subject.plural ? 'kosten' : 'kostet'} zum ${named[1]} ${named[2]}`);
  if (named) return sentence(`${cap(r.label)} zum ${named[1]} von ${named[2]}`);
  if (/^(?:ab|für|nur|schon)\s+\d/iu.test(offer)) return sentence(`${cap(r.label)} ${offer.charAt(0).toLocaleLowerCase('de')}${offer.slice(1)}`);
  if (/^\d/u.test(offer) && /(?:€|eur\b|euro|chf|fr\.|\$|£)/iu.test(offer)) return sentence(`${cap(r.label)} für ${offer}`);
  return sentence(offer);
}

export const de: Locale = {
  // The owner writing as one person: "wir backen" becomes "ich backe", "unser" becomes "mein", sentence by sentence.
  voice: (text, story) => (story.person === 'I' ? text.split(/(?<=[.!?])(\s+)/u).map((part) => (/^\s+$/u.test(part) ? part : inFirstSingular(part))).join('') : text),
  language: 'de',
  ours,
  statement(clause, story) {
    return sentence(ownClause(clause, story));
  },

  campaignHook(story, variant) {
    const r = read(story);
    // Nothing asked and nothing read: the site's own words, or an invitation; no claim.
    if (!r.label) return pick([story.headline ? sentence(story.headline) : null, story.pitch, `${cap(imperative(r.address, 'schauen'))} doch mal ${r.at} vorbei!`], variant);
    return pick(hookOptions(story, r), variant);
  },
  campaignTie(story, variant) {
    const r = read(story);
    if (!r.what || !r.label) return null;
    // A season goes with any of these; a deadline only with what the reader does by then.
    const tail = r.when?.adverbial && r.when.kind === 'period' ? ` ${r.when.adverbial}` : '';
    const by = r.when?.adverbial ? ` ${r.when.adverbial}` : '';
    const possessed = form(r.what, 'poss', 'dat', { owner: we.owner(story) });
    // What is new is asked about as new ("Frag uns nach unserem neuen Catering …": without it the owner's "Neu" was read as
    // left out, session 51). After a possessive in the dative the adjective ends in -en, whatever the noun.
    const ours = possessed && r.isNew && !/\bneu/iu.test(possessed) ? possessed.replace(/^(\S+)\s/u, '$1 neuen ') : possessed;
    const own = readersOwn(r);
    const use = useOf(r.what);
    return pick(
      [
        r.announced && (!r.when?.adverbial || r.announced.includes(r.when.adverbial)) ? sentence(ownClause(r.announced, story).replace(/^neu\s*:\s*/iu, `Neu bei ${we.dat(story)}: `)) : null,
        // One asks about a service; free weeks or a table are booked ("Fragt uns nach unseren freien Wochen" read as stiff).
        ours && use !== 'book' ? `${imperative(r.address, 'fragen')} ${we.acc(story)} nach ${ours}${tail}.` : null,
        use === 'book' && own && !story.warm ? `${imperative(r.address, 'sichern')} ${own}${by}.` : null,
        use === 'order' && own ? `${imperative(r.address, 'bestellen')} ${own}${by}.` : null,
        use === 'attend' ? `${imperative(r.address, 'kommen')}${tail} vorbei!` : null,
        use === 'try' && own ? `${imperative(r.address, 'probieren')} ${form(r.what, 'poss', 'acc', { owner: we.owner(story) }) ?? own}${tail}!` : null,
        r.isNew ? `Neu bei ${we.dat(story)}: ${r.label}.` : null,
        // A host writing to friends asks them to get in touch: "Fragt einfach an – im Juni und September gibt's noch freie
        // Wochen."
        use === 'book' && story.warm && tail ? `${imperative(r.address, 'fragen')} einfach an –${tail} gibt's noch ${r.label}.` : null,
        // (Not beside that: "Freie Wochen im Juni und September: Wir freuen uns auf euch!" was read as a label and a
        // stock line, three rounds.)
        tail && !(use === 'book' && story.warm) ? `${cap(r.label)}${tail}: ${cap(we.lookForward(story))} auf ${you.acc(r.address)}!` : null,
      ],
      variant,
    );
  },
  whenSentence() {
    // Every opening of a post says the deadline or the season already, as what the reader does by then.
    return null;
  },
  invitation(story) {
    if (!comesToUs(story)) return null;
    const { family, friends } = audienceKinds(story);
    const a = addressOf(story);
    const bring = ({ du: 'Bring', ihr: 'Bringt', Sie: 'Bringen Sie' } as const)[a];
    const yourFriends = `${({ du: 'deine', ihr: 'eure', Sie: 'Ihre' } as const)[a]} Freunde`;
    const whom = family && friends ? `die ganze Familie oder ${yourFriends}` : family ? 'die ganze Familie' : friends ? yourFriends : null;
    return whom ? `${bring} ${whom} mit!` : null;
  },
  replyAsk(story, network, asked) {
    const a = addressOf(story);
    const us = story.person === 'I' ? 'mir' : 'uns';
    if (network === 'Facebook') {
      if (asked) return ({ du: `Schreib's ${us} in die Kommentare!`, ihr: `Schreibt's ${us} in die Kommentare!`, Sie: `Schreiben Sie es ${us} in die Kommentare!` } as const)[a];
      return `Fragen? ${({ du: 'Schreib', ihr: 'Schreibt', Sie: 'Schreiben Sie' } as const)[a]} sie ${us} in die Kommentare.`;
    }
    const { family, friends } = audienceKinds(story);
    if (!comesToUs(story) || !(family || friends)) return null;
    return `${({ du: 'Markier, wen du mitnimmst!', ihr: 'Markiert, wen ihr mitnehmt!', Sie: 'Markieren Sie, wen Sie mitnehmen!' } as const)[a]}${story.emoji ? ' 👇' : ''}`;
  },
  audienceCall(story) {
    if (!story.audience) return null;
    // "… in Ennigerloh" when the business carries the town's name already: the town once.
    const place = /\s(?:in|aus)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)*)$/u.exec(story.audience);
    const audience = place && story.name.includes(place[1]!) ? story.audience.slice(0, place.index) : story.audience;
    const all = allOf(audience);
    return all ? `Hallo an ${all}!` : null;
  },
  offerSentence(story) {
    return offerLine(story, true);
  },
  mentionSentence(given, story, variant) {
    const things = distinct(given, story);
    if (things.length === 0) return null;
    const r = read(story);
    // A host's own things: "Freut euch auf unsere Sauna und unsere Fahrräder." ("die Sauna" read as if the reader knew it already).
    const definite = listForm(things, 'poss', 'acc', false, we.owner(story)) ?? listForm(things, 'def', 'acc');
    const waiting = listForm(things, 'def', 'nom');
    // "Mit dabei: Sauna und Fahrräder." as German posts list what comes with an offer; "Die Sauna und
    // die Fahrräder warten auf euch." was read as stiff.
    const bare = joinList(things.map((thing) => midPhrase(thing)), 'de');
    // "Freut euch auf unsere Sauna und unsere Fahrräder." was read as stiff in every round, and "Für Sauna und Fahrräder
    // ist gesorgt." as officialese (rated 1 in three pieces of a round): what comes with an offer is with it ("Mit dabei:
    // …") or included ("… inklusive."), the framings in turn. (Not as there too: "Dazu gibt's eine Sauna und Fahrräder."
    // was read as a non sequitur, rated 1 in every piece of four rounds, as English "There's …, too." was.)
    const options = [waiting || definite ? `Mit dabei: ${bare}.` : null, waiting || definite ? `${cap(bare)} inklusive.` : null];
    const chosen = pick(options, variant);
    if (chosen) return chosen;
    // Nothing settles the things' articles: they stand as a list, the thing they come with first.
    const raw = joinList(things.map((thing) => midPhrase(thing)), 'de');
    // (A limit is said alone: "Nur 6 Plätze." — "Welpenkurs, dazu nur 6 Plätze." read as if the places came with the course.)
    const limits = things.every((thing) => /^(?:nur|noch|max\.?|maximal|höchstens|\d)/iu.test(midPhrase(thing)));
    return r.label && !limits ? `${cap(r.label)}, dazu ${raw}.` : sentence(raw);
  },
  question(story, variant) {
    const r = read(story);
    if (!r.what) return null;
    const plans = r.when?.plans ?? null;
    const about = form(r.what, 'def', 'dat', { preposition: 'zu' });
    const use = useOf(r.what);
    // One joins a course, a tour, an evening; not free weeks or places.
    const joinable = use === 'attend' || /(?:kurs|kurse|workshops?|seminare?|touren|tour|führung(?:en)?|fahrt(?:en)?|abende?|feste?|party|partys|events?|trainings?|yoga|pilates|brunch|lesung(?:en)?|konzerte?|wanderung(?:en)?|ausflug|ausflüge|camps?|veranstaltung(?:en)?|treffen|stammtisch)$/iu.test(r.what.parts.at(-1)?.nouns.at(-1) ?? '');
    const joining = joinable ? form(r.what, 'def', 'dat', { preposition: 'bei' }) : null;
    const groupOutings = use === 'attend' || (use === 'book' && ['food', 'education', 'general', 'creative', 'local', 'health'].includes(story.trade));
    return pick(
      [
        // "Habt ihr schon Pläne für Juni und September?" was read as no question a person asks.
        plans && use !== 'book' ? `${you.have(r.address)} schon Pläne für ${plans}?` : null,
        r.stay ? ({ du: 'Wen nimmst du mit?', ihr: 'Wen nehmt ihr mit?', Sie: 'Wen nehmen Sie mit?' } as const)[r.address] : groupOutings && joining ? `${({ du: 'Bist du', ihr: 'Wer ist', Sie: 'Sind Sie' } as const)[r.address]} ${joining} dabei?` : null,
        // A catering for parties asks about the reader's next one ("Besondere Wünsche zum Catering? Sprich uns an." was
        // rated lower in eight pieces of four rounds, an ask after an ask).
        use === 'ask' && partyCatering.test(`${story.what?.text ?? ''} ${story.campaign.what ?? ''}`)
          ? `${({ du: 'Steht bei dir', ihr: 'Steht bei euch', Sie: 'Steht bei Ihnen' } as const)[r.address]} eine Feier an? ${story.person === 'I' ? 'Ich kümmere mich' : 'Wir kümmern uns'} ums Essen.`
          : use === 'ask'
            ? `${about ? `Besondere Wünsche ${about}` : `${({ du: 'Hast du', ihr: 'Habt ihr', Sie: 'Haben Sie' } as const)[r.address]} besondere Wünsche`}? ${imperative(r.address, 'ansprechen')} ${we.acc(story)} an.`
            : null,
        use === 'try' && r.label ? `${cap(r.label)} – schon probiert?` : null,
        // "Juni oder September – wann kommt ihr?": the owner's months as the reader's choice.
        r.stay && plans && /\sund\s/u.test(plans) && !/^(?:den|das|diesen|dieses|nächsten|nächstes)\s/u.test(plans) ? `${plans.replace(/\s+und\s+/gu, ' oder ')} – ${({ du: 'wann kommst du', ihr: 'wann kommt ihr', Sie: 'wann kommen Sie' } as const)[r.address]}?` : null,
      ],
      variant,
    );
  },
  nowAlsoAs(given, story) {
    const r = read(story);
    // Things, not a card's quality ("Täglich Frisch"): "Täglich frisch, hausgemachte Saucen und …" was read as a broken list.
    const names = given.filter((name) => nounInfo(name.trim().split(/\s+/u).at(-1)!) !== null);
    if (!r.what || names.length < 2) return null;
    // "… – jetzt auch als Catering." was read as catering the sauces and the bread: what the house is known for, as the
    // reader knows it, is now in the catering too.
    const known = ({ du: 'wie du sie von uns kennst', ihr: 'wie ihr sie von uns kennt', Sie: 'wie Sie sie von uns kennen' } as const)[r.address];
    // What it comes with, after the line that names the campaign: "Mit hausgemachten Saucen und knusprigem Brot, wie du sie
    // von uns kennst." ("Unser Catering: mit hausgemachten Saucen …, wie du sie kennst." was read as stilted, rated 1 in the
    // email and the hero; "…, wie du sie kennst – jetzt auch im Catering …" as clumsy in two rounds.)
    const withThings = names.map((name) => form(phrase({ text: name, plural: false, fromBrief: false }), 'bare', 'dat'));
    if (withThings.every(Boolean)) return sentence(`Mit ${joinList(withThings as string[], 'de')}, ${known}`);
    return sentence(`${capitalizeFirst(joinList(names.map(midLabel), 'de'))}, ${known} – jetzt auch im ${midPhrase(story.what!)}`);
  },
  detailSentences(detail) {
    return detailLine(detail);
  },
  proofLines(proof, story, variant) {
    const quote = proof.quote.replace(/["„“”]/gu, '').replace(/[‚‘’](?=\s|$)/gu, '’').trim();
    return [`„${quote}“${proof.author ? ` – ${proof.author}` : ''}`, thanks(proof, story, variant)];
  },
  week: {
    day: (day) => ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'][day]!,
    run: (from, to) => `${from} bis ${to}`,
    pair: (first, second) => `${first} und ${second}`,
    everyDay: 'täglich',
    times: (spans) => spans.map(([open, close]) => `${clock(open)}–${clock(close)} Uhr`).join(' und '),
    withTimes: (days, times) => `${days} ${times}`,
    list: (items) => items.join(', '),
  },
  hoursSentence(week) {
    return week.withTimes ? `Geöffnet: ${week.withTimes}.` : week.days === 'täglich' ? 'Täglich geöffnet.' : `Geöffnet ${week.days}.`;
  },
  contactSentence(story, variant) {
    // The kit's one address throughout: "Ruf uns an" to one reader, "Ruft uns an" to a group, "Rufen Sie uns an".
    const us = story.person === 'I' ? 'mich' : 'uns';
    const call = ({ du: `Ruf ${us} an`, ihr: `Ruft ${us} an`, Sie: `Rufen Sie ${us} an` } as const)[addressOf(story)];
    // "Adresse: …" read as a form's field: the reader is told where to find the business (a street's article is not known, so the address follows a colon).
    const find = ({ du: 'Du findest', ihr: 'Ihr findet', Sie: 'Sie finden' } as const)[addressOf(story)];
    // A street whose kind gives its article is said with it ("in der Elmstraße 6, Ennigerloh"); "… hier: Elmstraße 6" was
    // read as clumsy, rated lower in sixteen pieces of four rounds.
    const street = story.address ? onStreet(story.address) : null;
    return pick([story.phone ? `Fragen? ${call}: ${story.phone}.` : null, story.address ? (story.directions ?? (street ? `${find} ${us} ${street}.` : `${find} ${us} hier: ${story.address}.`)) : null], variant);
  },
  businessKinds: { hotels: 'ein Hotel', restaurants: 'ein Restaurant', cafés: 'ein Café', cafes: 'ein Café', büros: 'ein Büro', firmen: 'eine Firma', unternehmen: 'ein Unternehmen', betriebe: 'einen Betrieb', praxen: 'eine Praxis', kliniken: 'eine Klinik', läden: 'einen Laden', geschäfte: 'ein Geschäft', kanzleien: 'eine Kanzlei', schulen: 'eine Schule' },
  businessQuestion(kinds, place, story) {
    const where = place ? ` in ${place.name}` : '';
    return `${story.casual ? 'Ihr habt' : 'Sie haben'} ${kinds.join(' oder ')}${where}?`;
  },
  heritageSentence(story, variant) {
    const fact = heritageFact(story, variant);
    if (!fact || story.person === 'I') return null;
    const where = fact.place ? `in ${fact.place} ` : '';
    return 'year' in fact ? `Uns gibt es ${where}seit ${fact.year}.` : `Uns gibt es ${where}seit ${fact.atLeast ? 'über ' : ''}${fact.years} Jahren.`;
  },
  personSentence: personLine,

  callToAction(story, network, variant) {
    const action = label(story);
    if (network === 'Instagram') return pick(['Link in der Bio.', `${action}: Link in der Bio.`], variant)!;
    if (network === 'web') return action;
    return pick([`${action}: ${story.link}`, `${action} → ${story.link}`], variant)!;
  },
  buttonLabel: label,

  email: {
    greeting: (story) => ({ du: 'Hallo,', ihr: 'Hallo ihr Lieben,', Sie: 'Guten Tag,' })[addressOf(story)],
    // A German letter goes on in lower case after the greeting's comma, unless it starts with a noun, a name or "Sie"/"Ihr".
    afterGreeting: (paragraph) => paragraph.replace(/^(?:Wir|Unser\p{L}*|Ich|Mein\p{L}*|Es|Das|Die|Der|Den|Dem|Ein|Eine|Einen|Im|Am|Ab|Bei|Für|Mit|Neu|Jetzt|Heute|Schön|Danke|Hier|Endlich|Bald|Noch|Nur|Freut|Sichert|Kommt|Bucht|Habt|Seid|Euer|Eure|Dein\p{L}*|Du|Ob|Wenn|Wer|Was|Wie|Wo)(?![\p{L}])/u, (word) => word.toLocaleLowerCase('de')),
    signOff: (story) => `${story.casual ? 'Liebe Grüße' : 'Freundliche Grüße'}\n${signerOf(story)}`,
    farewell(story) {
      if (!comesToUs(story)) return null;
      return `${story.person === 'I' ? 'Ich freue mich' : 'Wir freuen uns'} auf ${you.acc(addressOf(story))}!`;
    },
    subject(story, variant) {
      const r = read(story);
      if (!r.label) return story.name;
      const what = cap(r.label);
      return pick(
        [r.when?.adverbial ? `${what}${whenTail(r)}` : null, r.isNew ? `Neu ${r.at}: ${r.label}` : null, `${what} ${r.at}`, r.when?.own ? `${what}: ${r.when.own}` : null],
        variant,
      )!;
    },
  },
  ad: {
    headline(story, variant) {
      const r = read(story);
      if (!r.label) return story.name;
      const what = cap(r.label);
      return pick([what, r.when?.adverbial ? `${what}${whenTail(r)}` : null, r.isNew ? `Neu: ${r.label}` : null, story.name], variant);
    },
    description(story, variant) {
      const hook = de.campaignHook(story, variant);
      const offer = de.offerSentence(story);
      const both = hook && offer ? `${hook} ${offer}` : null;
      return pick([both && both.length <= 125 ? both : null, hook, story.pitch], 0);
    },
  },
  website: {
    hero(story) {
      const r = read(story);
      if (!r.label) return story.name;
      const what = cap(r.label);
      const withWhen = r.when?.kind === 'period' && r.when.adverbial ? `${what} ${r.when.adverbial}` : null;
      if (withWhen && withWhen.split(/\s+/u).length <= 8) return withWhen;
      // The page is the business's own: not its name again ("Catering für Feiern und Firmen vom Marktgrill Ennigerloh").
      return what.split(/\s+/u).length <= 8 ? what : story.name;
    },
    subheading(story) {
      const r = read(story);
      const others = story.statements.filter((s) => s !== r.announced).map((s) => de.statement(s, story));
      const lines = [...others, story.pitch, offerLine(story, false), de.mentionSentence(story.mentions, story, 0)].filter((line): line is string => !!line);
      return lines.slice(0, 2).join(' ') || (r.announced ? de.statement(r.announced, story) : story.name);
    },
  },
  sequences: {
    welcome(story) {
      const r = read(story);
      const person = story.people.map((p) => personLine(p, story)).find(Boolean) ?? null;
      const [first, second] = story.details.filter((d) => (d.description || d.price) && detailLine(d));
      const proof = story.proof[0];
      const hello = { du: 'Schön, dass du dabei bist!', ihr: 'Schön, dass ihr dabei seid!', Sie: 'Schön, dass Sie dabei sind.' }[r.address];
      const about = [story.pitch, person].filter(Boolean).join(' ') || (de.campaignHook(story, 1) ?? story.name);
      const mine = story.person === 'I' ? 'Mein' : 'Unser';
      return [
        { subject: `Willkommen ${r.at}`, paragraphs: [hello, about] },
        { subject: first ? detailSubject(first, `${mine} Tipp zum Start`, r) : `Was ${we.nom(story)} ${r.at} mach${story.person === 'I' ? 'e' : 'en'}`, paragraphs: [(first && detailLine(first)) ?? de.campaignTie(story, 2) ?? story.name] },
        proof
          ? { subject: proof.author ? `Was ${proof.author} sagt` : `Was ${story.person === 'I' ? 'meine' : 'unsere'} ${guestsOf(story)} sagen`, paragraphs: de.proofLines(proof, story, 1) }
          : { subject: second ? detailSubject(second, 'Auch einen Blick wert', r) : de.email.subject(story, 0), paragraphs: [(second && detailLine(second)) ?? de.campaignTie(story, 1) ?? story.name] },
      ];
    },
    nurture(story) {
      const r = read(story);
      // The welcome showed the first details (two when there is no review); these emails go on from there.
      const described = story.details.filter((d) => (d.description || d.price) && detailLine(d)).slice(story.proof.length > 0 ? 1 : 2);
      const proof = story.proof[1] ?? story.proof[0];
      const messages: Array<{ subject: string; paragraphs: string[] }> = [];
      for (const detail of described.slice(0, 2)) messages.push({ subject: detailSubject(detail, 'Kurz vorgestellt', r), paragraphs: [detailLine(detail)!] });
      if (proof) messages.push({ subject: `Was ${story.person === 'I' ? 'meine' : 'unsere'} ${guestsOf(story)} sagen`, paragraphs: de.proofLines(proof, story, 2) });
      for (const statement of story.statements.filter((s) => s !== r.announced)) if (messages.length < 3) messages.push({ subject: de.statement(statement, story).replace(/[.!]$/u, ''), paragraphs: [de.statement(statement, story)] });
      const question = de.question(story, 2);
      if (messages.length < 3 && question) messages.push(questionMail(question, de.campaignTie(story, 0)));
      return messages.slice(0, 3);
    },
    promotional(story) {
      const r = read(story);
      const hook = de.campaignHook(story, 0);
      const when = de.whenSentence(story, 0);
      const offer = de.offerSentence(story);
      const others = story.statements.filter((s) => s !== r.announced).slice(0, 2).map((s) => de.statement(s, story));
      const mention = de.mentionSentence(story.mentions, story, 1);
      const what = r.label ? cap(r.label) : story.name;
      const reminder = r.when?.adverbial ? `Nicht vergessen: ${r.label ?? story.name}${whenTail(r)}` : `${what} – schon entdeckt?`;
      const question = de.question(story, 0);
      const tie = de.campaignTie(story, 2) ?? de.campaignTie(story, 0);
      return [
        { subject: de.email.subject(story, 1), paragraphs: [[hook, when, offer, ...others].filter(Boolean).join(' ')] },
        { subject: reminder, paragraphs: [de.campaignTie(story, 1) ?? hook ?? story.name, ...(mention ? [mention] : [])] },
        question ? questionMail(question, tie) : { subject: `${what} ${r.at}`, paragraphs: [tie ?? story.name] },
      ];
    },
  },
};

/**
 * The French writer: what a small business's copywriter would post in French, in the register the
 * story asks for (tu when casual, vous otherwise) and the owner's person (nous or je). Every
 * sentence is built around the owner's thing with the grammar it needs (articles, elision, à/de
 * contractions, agreement) and set in French typography (narrow no-break space before ; : ! ?).
 */
import { capitalizeFirst, wordEntry } from '@sitespark/site-model';
import { mid, pick, sentence, speaksAsOwner } from '../../grammar.ts';
import type { Locale } from '../../locale.ts';
import { audienceKinds, signerOf, heritageFact, type Detail, type Proof, type Story, type Thing } from '../../story.ts';
import { agree, atPlace, de, definite, indefinite, joinAnd, nameMid, namedWithArticle, nounPhrase, ofDefinite, ofPlace, possessive, toDefinite, toThe, typeset, vowelSound, type NounPhrase } from './grammar.ts';
import { hasVerb, isBareAmount, kindOf, pairOf, readOffer, readWhen, type Action, type Kind, type OfferShape, type When } from './reading.ts';
import { inVoice, speaks } from './voice.ts';

/** "9 h", "9 h 30": the clock as French writes it. */
const frenchClock = (minutes: number) => `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${String(minutes % 60).padStart(2, '0')}` : ''}`;

// ---------------------------------------------------------------------------------------------
// The story as the French writer reads it, once per story.

interface Reading {
  story: Story;
  tu: boolean;
  person: 'we' | 'I';
  /** The owner's thing as it stands mid-sentence ("épilation laser"), or null. */
  what: string | null;
  np: NounPhrase | null;
  kind: Kind;
  when: When | null;
  offer: OfferShape | null;
  /** The owner's clause that announces the thing ("on lance la galette des rois"), in the kit's voice. */
  announced: string | null;
  /** "!" where the campaign is an invitation, "." for a formal professional voice. */
  mark: string;
  /** Sentences already written for this story (the hooks, each offering's line). */
  memo: Map<string, unknown>;
}

function remember<T>(r: Reading, key: string, make: () => T): T {
  if (r.memo.has(key)) return r.memo.get(key) as T;
  const value = make();
  r.memo.set(key, value);
  return value;
}

const readings = new WeakMap<Story, Reading>();

/** The owner's statements tell their person when the brief does not ("je suis diplômée d'État"). */
function personOf(story: Story): 'we' | 'I' {
  if (story.campaign.person) return story.person;
  const mine = story.statements.filter((s) => speaks.je(s) && !speaks.nous(s)).length;
  const ours = story.statements.filter((s) => speaks.nous(s) && !speaks.je(s)).length;
  if (mine > 0 && ours === 0) return 'I';
  if (ours > 0 && mine === 0) return 'we';
  return story.person;
}

/** An owner's instruction to the writer around a fact: "dire que nous avons…" is "nous avons…". */
function withoutInstruction(clause: string): string {
  return clause.trim().replace(/^(?:dire|préciser|rappeler|mentionner|indiquer|souligner|signaler|expliquer|citer|parler\s+d[eu]s?)\s+(?:qu['’]|que\s+)?/iu, '').replace(/[.;]+$/u, '');
}

/** A thing as typed, without a preposition left dangling at its end ("séances de kiné pour"). */
function cleanThing(thing: Thing): string {
  const text = thing.fromBrief ? thing.text : mid(thing.text, 'fr');
  return text.trim().replace(/\s+(?:pour|de|du|des|d['’]|à|au|aux|avec|en|sur|et|ou|par)$/iu, '').replace(/[.;:,]+$/u, '');
}

/** A thing to mention without the article the owner's instruction gave it ("Mentionner le pain au levain"). */
function bareThing(thing: Thing): string {
  return cleanThing(thing).replace(/^(?:le|la|les|l['’]|un|une|des|du)(?:\s+|(?<=['’]))/iu, '');
}

const sameThing = (a: string, b: string) => a.toLocaleLowerCase().replace(/\s+/gu, ' ') === b.toLocaleLowerCase().replace(/\s+/gu, ' ');

/** The things to mention once each: "le pain au levain" and "pain au levain" are one; one the owner requires in every piece is said there. */
function distinct(things: Thing[], story: Story): Thing[] {
  const kept: Thing[] = [];
  for (const thing of things) {
    const text = bareThing(thing);
    if (!thing.required && story.mentions.some((other) => other.required && sameThing(bareThing(other), text))) continue;
    if (kept.some((other) => sameThing(bareThing(other), text))) continue;
    kept.push(thing);
  }
  return kept;
}

function read(story: Story): Reading {
  const known = readings.get(story);
  if (known) return known;
  const person = personOf(story);
  const what = story.what ? cleanThing(story.what) : null;
  const np = what ? nounPhrase(what, story.what!.plural) : null;
  const kind = kindOf(what, story);
  const voice = { casual: story.casual, person };
  const announcing = what ? story.statements.find((s) => s.toLocaleLowerCase().includes(what.toLocaleLowerCase()) && hasVerb(s)) : undefined;
  const announced = announcing ? inVoice(withoutInstruction(announcing), voice) : null;
  const reading: Reading = {
    story,
    tu: story.casual,
    person,
    what,
    np,
    kind,
    when: readWhen(story.when),
    // A bare amount is the thing's price, said with it ("Le soin visage est à 59 €."): alone, "59 €." had nothing attached.
    offer: readOffer(story.offer) ?? (what && story.offer && story.campaign.price === story.offer && isBareAmount(story.offer) ? { shape: 'priced', subject: what, np: np ?? nounPhrase(what), price: `à ${story.offer.trim().replace(/[.!]+$/u, '')}` } : null),
    announced,
    mark: story.casual || !['advice'].includes(kind) ? '!' : '.',
    memo: new Map(),
  };
  readings.set(story, reading);
  return reading;
}

// ---------------------------------------------------------------------------------------------
// Words in the kit's register and person

const cap = (text: string) => capitalizeFirst(text.trim());
const you = (r: Reading) => (r.tu ? 'tu' : 'vous');
const us = (r: Reading) => r.person;
const yours = (r: Reading, text: string, plural = false) => possessive(you(r), text, plural);
const ours = (r: Reading, text: string, plural = false) => possessive(us(r), text, plural);

/** The imperative of a verb in the kit's register. */
const imperatives: Record<string, [string, string]> = {
  réserver: ['réserve', 'réservez'],
  commander: ['commande', 'commandez'],
  inscrire: ['inscris-toi', 'inscrivez-vous'],
  découvrir: ['découvre', 'découvrez'],
  venir: ['viens', 'venez'],
  goûter: ['viens goûter', 'venez goûter'],
  rdv: ['prends rendez-vous', 'prenez rendez-vous'],
  profiter: ['profite', 'profitez'],
  penser: ['pense', 'pensez'],
  devis: ['demande ton devis', 'demandez votre devis'],
  appeler: ['appelle', 'appelez'],
  acheter: ['achète', 'achetez'],
  essayer: ['essaie', 'essayez'],
  contacter: ['contacte', 'contactez'],
  écrire: ['écris', 'écrivez'],
  savoir: ['découvre', 'découvrez'],
};
function imperative(r: Reading, verb: string): string {
  const forms = wordEntry(imperatives, verb) ?? [verb, verb];
  return r.tu ? forms[0] : forms[1];
}
/** "t'attend" / "vous attendent": the addressee as object, the verb agreeing with the thing. */
function awaits(r: Reading, np: NounPhrase): string {
  const verb = np.plural ? 'attendent' : 'attend';
  return r.tu ? `t'${verb}` : `vous ${verb}`;
}
/** The owner as a subject with a verb: "je m'occupe", "on s'occupe", "nous nous occupons". */
function weDo(r: Reading, forms: { I: string; on: string; nous: string }): string {
  if (r.person === 'I') return forms.I;
  return r.tu ? forms.on : forms.nous;
}
/** "te"/"vous" before a verb: "je t'attends", "je vous attends". */
const objectYou = (r: Reading, verb: string) => (r.tu ? (vowelSound(verb) ? `t'${verb}` : `te ${verb}`) : `vous ${verb}`);
/** The owner as an object: "nous", "me"/"m'". */
const objectUs = (r: Reading, verb: string) => (r.person === 'we' ? `nous ${verb}` : vowelSound(verb) ? `m'${verb}` : `me ${verb}`);

/** The verb a kind of thing is asked for with, and the phrase it takes. */
function askFor(r: Reading, action: Action | null = r.when?.action ?? null): { verb: string; object: string } | null {
  const what = r.what;
  if (!what) return null;
  const plural = r.np?.plural ?? false;
  if (action === 'commander' || (action === null && (r.kind === 'food' || r.kind === 'product') && r.when?.deadline && !r.when.date)) return { verb: 'commander', object: yours(r, what, plural) };
  if (action === 'réserver') return { verb: 'réserver', object: yours(r, what, plural) };
  switch (r.kind) {
    case 'signup':
      return null;
    case 'class':
      return { verb: 'inscrire', object: `à ${ours(r, what, plural)}` };
    case 'care':
    case 'outing':
      return { verb: 'réserver', object: yours(r, what, plural) };
    case 'advice':
      return { verb: 'rdv', object: `pour ${yours(r, what, plural)}` };
    case 'food':
      return { verb: 'goûter', object: ours(r, what, plural) };
    case 'event':
      return { verb: 'venir', object: `à ${ours(r, what, plural)}` };
    default:
      return { verb: 'découvrir', object: ours(r, what, plural) };
  }
}

/** A clause with the campaign's time: a period or a season before it, a deadline after it. */
function timed(r: Reading, clause: string, mark: string): string {
  const when = r.when;
  if (!when) return `${cap(clause)}${space(mark)}`;
  if (when.deadline) return `${cap(clause)} ${when.adverbial}${space(mark)}`;
  return `${cap(when.adverbial)}, ${clause}${space(mark)}`;
}
/** A campaign the reader comes to: a class, a sign-up, a treatment, a meal, an outing (not a delivery or a traiteur's order). */
function comesToUs(story: Story): boolean {
  if (!story.what || /(?:traiteur|livraison\p{L}*|à domicile|commande\p{L}*|envoi\p{L}*)/iu.test(story.what.text)) return false;
  return ['signup', 'class', 'care', 'food', 'outing', 'event'].includes(read(story).kind);
}

const space = (mark: string) => (mark === '.' ? '.' : ` ${mark}`);

/** "sur le premier forfait" → "sur ton premier forfait": the offer speaks to the reader. */
function toReader(r: Reading, text: string): string {
  return text.replace(/(\bsur\s+)(le\s+|la\s+|les\s+|l['’])(\S+)/iu, (_m, on: string, article: string, word: string) => {
    const a = article.trim().toLocaleLowerCase();
    const form = r.tu ? (a === 'les' ? 'tes' : a === 'la' && !vowelSound(word) ? 'ta' : 'ton') : a === 'les' ? 'vos' : 'votre';
    return `${on}${form} ${word}`;
  });
}

/**
 * A discount on one form of the campaign's thing says the thing where it opens a post: "-20 % sur votre premier forfait
 * jambes en épilation laser" ("… forfait jambes" alone was read as any leg package, waxing too, rated unusable in two
 * rounds).
 */
function withWhat(r: Reading, text: string): string {
  if (!r.what || !/^-?\s?\d+\s?%\s+sur\s/iu.test(text) || text.toLocaleLowerCase().includes(r.what.toLocaleLowerCase())) return text;
  const what = r.what.replace(/^(?:l['’]|le\s|la\s|les\s)/iu, '');
  return /^\p{Ll}/u.test(what) && what.split(/\s+/u).length <= 3 ? `${text} en ${what}` : text;
}

/** The site's own sentence about itself, when it is a whole sentence in the kit's voice. */
function pitchOf(r: Reading): string | null {
  const pitch = r.story.pitch;
  if (!pitch || !/^[\p{Lu}\d«"]/u.test(pitch)) return null;
  return inVoice(pitch, { casual: r.tu, person: r.person });
}

// ---------------------------------------------------------------------------------------------
// Sentences

function hookOptions(r: Reading): Array<string | null> {
  return remember(r, 'hooks', () => writeHooks(r));
}

function writeHooks(r: Reading): Array<string | null> {
  const { what, np, when } = r;
  if (!what || !np) return [];
  const mark = r.mark;
  const options: Array<string | null> = [];
  if (r.announced) options.push(announcedHook(r, r.announced));
  const ask = askFor(r);
  const yourThing = yours(r, what, np.plural);
  const ourThing = ours(r, what, np.plural);
  switch (r.kind) {
    case 'signup': {
      const open = `${np.plural ? 'sont' : 'est'} ${agree('ouvert', np.gender, np.plural)}`;
      const the = definite(what, np.plural);
      if (when && /^pour\s/u.test(when.adverbial)) {
        options.push(`${cap(the)} ${when.adverbial} ${open}${space(mark)}`);
        // Where, once among the openings: a school's posts that never named it were read as anonymous templates ("ne nomme
        // jamais l'école", session 48): "Les inscriptions pour la rentrée sont ouvertes au Centre de la danse !" (Only a
        // name with its article: "chez École de danse Loire" is no French.)
        if (namedWithArticle(r.story.name)) options.push(`${cap(the)} ${when.adverbial} ${open} ${atPlace(r.story.name)}${space(mark)}`);
      } else options.push(`${cap(the)} ${open}${when ? ` ${when.adverbial}` : ''}${space(mark)}`);
      if (when && !when.deadline) options.push(`${cap(when.adverbial)}, ${the} ${open}${space(mark)}`);
      // The question about the time, answered at once: "Vous pensez déjà à la rentrée ? Les inscriptions sont ouvertes !"
      // ("Vous pensez déjà aux inscriptions pour la rentrée ?" never said they were open: rated 1 in every piece).
      const at = when && /^pour\s/u.test(when.adverbial) ? `à ${when.adverbial.replace(/^pour\s+/u, '')}`.replace(/^à les\s/u, 'aux ').replace(/^à le\s/u, 'au ') : null;
      if (at) options.push(`${r.tu ? 'Tu penses' : 'Vous pensez'} déjà ${at} ? ${cap(the)} ${open}${space(mark)}`);
      // "Les inscriptions sont ouvertes : nous vous attendons pour la rentrée !"
      const wait = weDo(r, { I: `je ${objectYou(r, 'attends')}`, on: `on ${objectYou(r, 'attend')}`, nous: 'nous vous attendons' });
      options.push(`${cap(the)} ${open} : ${wait}${when ? ` ${when.adverbial}` : ''}${space(mark)}`);
      break;
    }
    case 'care':
      options.push(ask ? timed(r, `${imperative(r, ask.verb)} ${ask.object}`, mark) : null);
      options.push(timed(r, `${weDo(r, { I: "je m'occupe", on: "on s'occupe", nous: 'nous nous occupons' })} ${de(yourThing)}`, mark));
      if (when?.thisSeason && !when.deadline && !np.plural) options.push(`Et si, ${when.thisSeason}, ${r.tu ? 'tu passais' : 'vous passiez'} ${toDefinite(what, np.plural)} ?`);
      break;
    case 'advice': {
      // "Jusqu'au 30 novembre, nous vous recevons pour une consultation…"; "Une consultation… ? Nous vous recevons jusqu'au 30 novembre."
      const receive = weDo(r, { I: `je ${objectYou(r, 'reçois')}`, on: `on ${objectYou(r, 'reçoit')}`, nous: 'nous vous recevons' });
      const one = np.plural ? definite(what, true) : indefinite(what, false);
      options.push(when ? `${cap(when.adverbial)}, ${receive} pour ${one}${space(mark)}` : `${cap(receive)} pour ${one}${space(mark)}`);
      options.push(`${cap(one)} ? ${cap(receive)}${when ? ` ${when.adverbial}` : ''}${space(mark)}`);
      options.push(ask ? timed(r, `${imperative(r, ask.verb)} ${ask.object}`, mark) : null);
      break;
    }
    default:
      options.push(ask ? timed(r, `${imperative(r, ask.verb)} ${ask.object}`, mark) : null);
      // "Notre galette des rois se commande avant le 6 janvier !"; "Nos panellets t'attendent pour la Toussaint !"
      options.push(when?.deadline && !when.date ? `${cap(ourThing)} se ${deadlineVerb(r)}${np.plural ? 'nt' : ''} ${when.adverbial}${space(mark)}` : timed(r, `${ourThing} ${awaits(r, np)}`, mark));
      if (r.kind === 'food' && when?.season && !when.deadline) options.push(`${cap(ourThing)} ${np.plural ? 'sont' : 'est'} ${agree('prêt', np.gender, np.plural)} pour ${when.season}${space(mark)}`);
  }
  return options;
}

/** The verb a deadline is for, in the third person: "commande", "réserve". */
function deadlineVerb(r: Reading): string {
  const action = r.when?.action;
  if (action === 'commander' || (!action && (r.kind === 'food' || r.kind === 'product'))) return 'commande';
  if (action === 'inscrire') return 'réserve';
  return 'réserve';
}

/** The owner's announcement as a hook, with the campaign's time when it lacks it. */
function announcedHook(r: Reading, clause: string): string {
  const text = clause.replace(/[.!]+$/u, '');
  const when = r.when;
  if (!when || text.toLocaleLowerCase().includes(when.adverbial.toLocaleLowerCase())) return `${cap(text)}${space(r.mark)}`;
  if (when.date) return `${cap(text)} ${when.adverbial}${space(r.mark)}`;
  if (when.deadline) return `${cap(text)}, à ${r.kind === 'food' || r.kind === 'product' || when.action === 'commander' ? 'commander' : 'réserver'} ${when.adverbial}${space(r.mark)}`;
  return `${cap(when.adverbial)}, ${text.charAt(0).toLocaleLowerCase()}${text.slice(1)}${space(r.mark)}`;
}

/** The offer as a sentence; `turn` picks another phrasing of the same offer, so a kit does not repeat one sentence in every post. */
function offerLine(r: Reading, turn = 0): string | null {
  const offer = r.offer;
  if (!offer) return null;
  switch (offer.shape) {
    case 'discount': {
      const text = toReader(r, offer.text);
      return pick([`${cap(imperative(r, 'profiter'))} de ${text}.`, `En ce moment, c'est ${text}.`], turn);
    }
    case 'phrase':
      return sentence(toReader(r, offer.text));
    case 'predicate': {
      const full = nounPhrase(`${offer.subject} ${offer.adjective}`);
      const be = `${full.plural ? 'sont' : 'est'} ${offer.adjective}${offer.rest ? ` ${offer.rest}` : ''}`;
      // "Le cours d'essai est gratuit." / "Profitez du cours d'essai gratuit."; "Les places sont limitées." is no benefit to enjoy.
      // ("Votre cours d'essai est gratuit." reads as if the reader had booked it already.)
      const benefit = isBenefit(offer.adjective);
      return pick(
        [
          `${cap(definite(offer.subject, full.plural))} ${be}.`,
          benefit ? `${cap(imperative(r, 'profiter'))} ${ofDefinite(`${offer.subject} ${offer.adjective}${offer.rest ? ` ${offer.rest}` : ''}`, full.plural)}.` : null,
        ],
        turn,
      );
    }
    case 'priced':
      return `${cap(definite(offer.subject, offer.np.plural))} ${offer.np.plural ? 'sont' : 'est'} ${offer.price}.`;
    case 'thing':
      return `${cap(imperative(r, 'profiter'))} ${ofDefinite(offer.text)}.`;
    case 'clause': {
      const moved = inVoice(offer.text, { casual: r.tu, person: r.person });
      return moved ? sentence(moved) : null;
    }
  }
}

/** An adjective that makes a thing a benefit to enjoy ("gratuit", "offerte"), not a plain fact ("limitées"). */
const isBenefit = (adjective: string) => /^(?:gratuite?s?|offerte?s?|incluse?s?|inclus|remboursée?s?|illimitée?s?|sans\s+engagement|sans\s+frais|à\s+volonté)$/iu.test(adjective);

/** A thing to mention that is no clause: "livraison offerte dès 30 €" is a sentence of its own; "pain au levain" goes in a list. */
function mentionParts(r: Reading, things: Thing[], variant = 0): { sentences: string[]; items: string[] } {
  const sentences: string[] = [];
  const items: string[] = [];
  for (const thing of distinct(things, r.story)) {
    const text = bareThing(thing);
    if (!text) continue;
    // A clause, or the owner's own line with its colon ("Saint-Valentin : roses rouges…"), is said as the owner wrote it.
    if (hasVerb(text) || /\s:\s|:\s/u.test(text)) {
      const moved = inVoice(withoutInstruction(text), { casual: r.tu, person: r.person });
      if (moved) sentences.push(sentence(moved));
      continue;
    }
    const shape = readOffer(text);
    if (shape && (shape.shape === 'predicate' || shape.shape === 'priced')) {
      // "La livraison est offerte dès 30 €." or, in turn, "Tu profites aussi de la livraison offerte dès 30 €."
      const line = variant % 2 === 1 && shape.shape === 'predicate' && isBenefit(shape.adjective) ? `${r.tu ? 'Tu profites' : 'Vous profitez'} aussi ${ofDefinite(text, thing.plural)}.` : offerLine({ ...r, offer: shape });
      if (line) sentences.push(line);
      continue;
    }
    const kind = kindOf(text, r.story);
    items.push(kind === 'food' || kind === 'product' ? ours(r, text, thing.plural) : definite(text, thing.plural));
  }
  return { sentences, items };
}

function detailLine(r: Reading, detail: Detail, variant: number): string | null {
  return remember(r, `detail|${detail.name}|${detail.description}|${detail.price}|${variant}`, () => writeDetail(r, detail, variant));
}

function writeDetail(r: Reading, detail: Detail, variant: number): string | null {
  if (!detail.description) return null;
  const description = inVoice(detail.description.trim(), { casual: r.tu, person: r.person });
  if (!description) return null;
  const name = detailName(detail);
  // A price that says what it is for ("dès 20 € la séance"); a bare amount may belong to another line of the price list.
  const price = detail.price && !isBareAmount(detail.price) ? ` (${detail.price})` : '';
  const closed = sentence(description);
  // The owner's own sentence ("Nous vous accueillons…") needs no label before it.
  if (!price && (closed.toLocaleLowerCase().includes(name.toLocaleLowerCase()) || speaksAsOwner(closed, 'fr'))) return closed;
  // After a colon French goes on in lower case, unless the sentence opens on a name ("Yumi Lashes 3.0, …").
  const [first, second] = closed.split(/\s+/u);
  const opensOnName = /^\p{Lu}/u.test(second ?? '') || /^\p{Lu}{2}/u.test(first ?? '') || /\p{Ll}\p{Lu}/u.test(first ?? '');
  const body = opensOnName ? closed : closed.charAt(0).toLocaleLowerCase() + closed.slice(1);
  // A description with its own colon takes a dash after the name: one colon to a sentence.
  return pick([`${cap(name)}${price}${/:/u.test(body) ? ' —' : ' :'} ${body}`], variant);
}

/** An offering's name mid-sentence: "LPG · Soins du corps" reads "LPG et soins du corps". */
function detailName(detail: Detail): string {
  return joinAnd(detail.name.split(/\s*[·|]\s*/u).filter(Boolean).map((part) => mid(part, 'fr').replace(/\s+&\s+/gu, ' et ')));
}

/** The first name to thank: "Émilie, Rives" gives "Émilie"; "M. Dupont" stays whole. */
function firstName(author: string | null): string | null {
  if (!author) return null;
  const name = author.split(/[,(–—]|\s-\s/u)[0]!.trim();
  if (/^(?:M\.|Mme|Mlle|Dr|Me|Pr)\s/u.test(name)) return name;
  // "Famille Girard": "la famille Girard".
  if (/^famille\s+\p{Lu}/iu.test(name)) return `la famille ${name.replace(/^famille\s+/iu, '')}`;
  const first = name.split(/\s+/u)[0]!;
  return /^\p{Lu}[\p{Ll}'’-]+$/u.test(first) ? first : null;
}

/** A role a person has on the page, when it is a trade or a title rather than a slogan. */
function roleOf(role: string | null): { text: string; owner: boolean; guide: boolean } | null {
  if (!role) return null;
  const text = role.trim().replace(/^(?:le|la|l['’]|un|une|notre|votre)\s*/iu, '');
  if (text.split(/\s+/u).length > 5 || speaks.vous(text) || speaks.tu(text) || speaks.nous(text) || speaks.je(text)) return null;
  const lower = text.toLocaleLowerCase();
  const owner = /(?:fondat|cofondat|co-fondat|créat|gérant|propriétaire|patron|dirigeant|directeur|directrice)/u.test(lower);
  const guide = /\bguide\b/u.test(lower);
  const trade =
    /(?:esthéticien|praticien|kiné|ostéo|avocat|notaire|comptable|expert|professeu|prof\b|enseignant|coach|boulang|pâtissi|coiffeu|barbier|photograph|architecte|artisan|médecin|docteur|dentiste|orthodontiste|infirmi|diététicien|naturopathe|sophrologue|masseu|moniteur|monitrice|chorégraphe|danseu|chef|cheffe|cuisinier|sommelier|fleuriste|maquilleu|prothésiste|styliste|conseill|responsable|fondat|gérant|propriétaire|dirigeant|directeur|directrice|créat|guide)/u;
  return trade.test(lower) ? { text: lower, owner, guide } : null;
}

// ---------------------------------------------------------------------------------------------
// Calls to action

interface Ask {
  /** The button: "Réserver", "S'inscrire". */
  label: string;
  /** The imperative in the kit's register: "Réserve", "Inscrivez-vous"; null for "En savoir plus". */
  imperative: string | null;
  /** The infinitive after "pour": "réserver", "t'inscrire", "en savoir plus". */
  infinitive: string;
}

/** The site's call to action, read as a verb ("Réserver", "Je réserve", "Réservation", "Nous contacter"), else the kind's own. */
function askOf(r: Reading): Ask {
  return remember(r, 'ask', () => readAsk(r));
}

function readAsk(r: Reading): Ask {
  const own = (r.story.callToAction ?? '').trim().toLocaleLowerCase().replace(/[!.→›>»]+$/u, '').trim();
  const verbs: Array<[RegExp, string]> = [
    [/^(?:je\s+)?(?:réserv\S*|book)/u, 'réserver'],
    [/^(?:je\s+)?(?:command\S*|order)/u, 'commander'],
    [/^(?:je\s+m['’]inscri\S*|s['’]inscrire|inscri\S*)/u, 'inscrire'],
    [/^(?:(?:je\s+)?prends?|prendre|prenez)\s+(?:un\s+)?rendez-vous|^rendez-vous|^rdv/u, 'rdv'],
    [/^(?:(?:nous|me)\s+contacter|contact\S*|écrivez|écris|nous\s+écrire)/u, 'contacter'],
    [/devis/u, 'devis'],
    [/^(?:appel\S*|nous\s+appeler)/u, 'appeler'],
    [/^(?:découvr\S*|voir|vois|voyez)/u, 'découvrir'],
    [/^(?:achet\S*|acheter)/u, 'acheter'],
    [/^(?:essa\S*)/u, 'essayer'],
    [/en\s+savoir\s+plus/u, 'savoir'],
  ];
  let verb = verbs.find(([pattern]) => pattern.test(own))?.[1] ?? null;
  if (!verb) verb = { signup: 'inscrire', class: 'inscrire', care: 'réserver', outing: 'réserver', event: 'réserver', advice: 'rdv', food: r.when?.action === 'commander' ? 'commander' : 'découvrir', product: 'découvrir', other: 'savoir' }[r.kind];
  const reflexive = r.tu ? "t'inscrire" : 'vous inscrire';
  const contact = r.person === 'I' ? 'me contacter' : 'nous contacter';
  const table: Record<string, Ask> = {
    réserver: { label: 'Réserver', imperative: imperative(r, 'réserver'), infinitive: 'réserver' },
    commander: { label: 'Commander', imperative: imperative(r, 'commander'), infinitive: 'commander' },
    inscrire: { label: "S'inscrire", imperative: imperative(r, 'inscrire'), infinitive: reflexive },
    rdv: { label: 'Prendre rendez-vous', imperative: imperative(r, 'rdv'), infinitive: 'prendre rendez-vous' },
    contacter: { label: r.person === 'I' ? 'Me contacter' : 'Nous contacter', imperative: `${imperative(r, 'contacter')}-${r.person === 'I' ? 'moi' : 'nous'}`, infinitive: contact },
    devis: { label: 'Demander un devis', imperative: imperative(r, 'devis'), infinitive: 'demander un devis' },
    appeler: { label: r.person === 'I' ? "M'appeler" : 'Nous appeler', imperative: `${imperative(r, 'appeler')}-${r.person === 'I' ? 'moi' : 'nous'}`, infinitive: r.person === 'I' ? "m'appeler" : 'nous appeler' },
    // "Découvrez" wants an object the site does not give: "pour tout découvrir".
    découvrir: { label: 'Découvrir', imperative: null, infinitive: 'tout découvrir' },
    acheter: { label: 'Acheter', imperative: imperative(r, 'acheter'), infinitive: 'acheter' },
    essayer: { label: 'Essayer', imperative: imperative(r, 'essayer'), infinitive: 'essayer' },
    savoir: { label: 'En savoir plus', imperative: null, infinitive: 'en savoir plus' },
  };
  return table[verb]!;
}

// ---------------------------------------------------------------------------------------------
// The locale

const raw: Locale = {
  language: 'fr',
  ours(thing, story) {
    const r = read(story);
    return ours(r, cleanThing(thing), thing.plural);
  },
  statement(clause, story) {
    const r = read(story);
    const text = withoutInstruction(clause);
    if (!hasVerb(text)) {
      const { sentences, items } = mentionParts(r, [{ text, plural: false, fromBrief: true }]);
      if (sentences.length) return sentences.join(' ');
      if (items.length) return `${cap(imperative(r, 'profiter'))} aussi ${ofDefinite(text)}.`;
    }
    return sentence(inVoice(text, { casual: r.tu, person: r.person }) ?? text);
  },
  voice(text, story) {
    // The site's own sentences the writer quotes (a pitch, a thing's sentence) in the kit's register and person, sentence by sentence; one that cannot be moved stays as written.
    const r = read(story);
    return remember(r, `voice|${text}`, () =>
      text
        .split(/(\n+|(?<=[.!?…])\s+)/u)
        .map((part) => (!part.trim() || part.startsWith('http') || part.startsWith('#') ? part : (inVoice(part, { casual: r.tu, person: r.person }) ?? part)))
        .join(''),
    );
  },
  invitation(story) {
    const r = read(story);
    // A treatment is for the one who books it; a class, a meal or an outing is come to with others.
    if (!comesToUs(story) || r.kind === 'care') return null;
    const { family, friends } = audienceKinds(story);
    const how = family && friends ? 'en famille ou entre amis' : family ? 'en famille' : friends ? 'entre amis' : null;
    return how ? `${r.tu ? 'Viens' : 'Venez'} ${how} !` : null;
  },
  replyAsk(story, network, asked) {
    const r = read(story);
    const us = r.person === 'I' ? 'moi' : 'nous';
    if (network === 'Facebook') {
      if (asked) return `${r.tu ? 'Dis' : 'Dites'}-le-${us} en commentaire !`;
      return `Une question ? ${r.tu ? 'Pose' : 'Posez'}-la en commentaire !`;
    }
    const { family, friends } = audienceKinds(story);
    if (!comesToUs(story) || r.kind === 'care' || !(family || friends)) return null;
    return `${r.tu ? 'Identifie la personne avec qui tu viendrais !' : 'Identifiez la personne avec qui vous viendriez !'}${story.emoji ? ' 👇' : ''}`;
  },
  audienceCall(story) {
    // A short audience is called by name ("Avis aux parents et ados nantais !"); a label with ages, numbers or a list is not pasted in.
    // The brief's own casing ("particuliers à Lyon"), where the audience phrase has lost it.
    const typed = story.campaign.forWhom?.trim();
    const audience = typed && story.audience && sameThing(typed, story.audience.trim()) ? typed.charAt(0).toLocaleLowerCase() + typed.slice(1) : story.audience?.trim();
    if (!audience || audience.length > 40 || /[\d,;()]/u.test(audience) || audience.split(/\s+/u).length > 5) return null;
    const np = nounPhrase(audience, true);
    if (!np.plural || np.determiner) return null;
    return `Avis ${toDefinite(audience, true)} !`;
  },

  campaignHook(story, variant) {
    const r = read(story);
    if (!r.what) {
      // Nothing asked and nothing read: the site's own words, or its name; no claim.
      const headline = story.headline && inVoice(story.headline, { casual: r.tu, person: r.person });
      return pick([headline ? sentence(headline) : null, pitchOf(r), `${r.tu ? 'Tu connais' : 'Vous connaissez'} ${nameMid(story.name)} ?`], variant);
    }
    return pick(hookOptions(r), variant);
  },
  campaignTie(story, variant) {
    const r = read(story);
    if (!r.what || !r.np) return null;
    const ask = askFor(r);
    // The line opens a post on its own: the discount says what it is on.
    const offer = r.offer?.shape === 'discount' && r.when && !r.when.deadline ? `${cap(r.when.adverbial)}, ${imperative(r, 'profiter')} de ${toReader(r, withWhat(r, r.offer.text))}.` : null;
    const signup = r.kind === 'signup' ? `${cap(definite(r.what, r.np.plural))}${r.when ? ` ${r.when.adverbial}` : ''} ${r.np.plural ? 'sont' : 'est'} ${agree('ouvert', r.np.gender, r.np.plural)}.` : null;
    return pick([r.announced ? sentence(r.announced) : null, offer, signup, ask ? timed(r, `${imperative(r, ask.verb)} ${ask.object}`, '.') : null], variant);
  },
  whenSentence(story, variant) {
    const r = read(story);
    const when = r.when;
    if (!when || !when.deadline || when.date) return null;
    const hook = raw.campaignHook(story, variant);
    if (hook && hook.includes(when.adverbial)) return null;
    const verb = when.action === 'inscrire' || r.kind === 'class' || r.kind === 'signup' ? 'inscrire' : (when.action ?? (r.kind === 'food' || r.kind === 'product' ? 'commander' : r.kind === 'advice' ? 'rdv' : 'réserver'));
    return `${cap(imperative(r, verb))} ${when.adverbial}.`;
  },
  offerSentence(story) {
    // Each post that states the offer takes the next phrasing of it.
    const r = read(story);
    const turn = (r.memo.get('offerTurn') as number | undefined) ?? 0;
    r.memo.set('offerTurn', turn + 1);
    return offerLine(r, turn);
  },
  mentionSentence(things, story, variant) {
    const r = read(story);
    if (things.length === 0) return null;
    const { sentences, items } = mentionParts(r, things, variant);
    const list = items.length
      ? pick([`Sans oublier ${joinAnd(items)}.`, sentences.some((line) => / aussi /u.test(line)) ? null : `${cap(imperative(r, 'penser'))} aussi ${joinAnd(items.map((item) => (/^(?:le|les)\s/u.test(item) ? toDefinite(item) : `à ${item}`)))}.`], variant)
      : null;
    return [...sentences, list].filter(Boolean).join(' ') || null;
  },
  question(story, variant) {
    const r = read(story);
    const { what, np, when } = r;
    if (!what || !np) return null;
    const joins = `Qui ${objectUs(r, 'rejoint')}${when && !when.deadline ? ` ${when.adverbial}` : ''} ?`;
    const pair = pairOf(what);
    const options: Array<string | null> = [];
    switch (r.kind) {
      case 'signup':
      case 'class':
        // Not "Vous vous inscrivez pour la rentrée ?": it reads as if the reader had signed up already.
        options.push(joins);
        break;
      case 'event':
      case 'outing':
        options.push(joins, `${r.tu ? 'Tu viens' : 'Vous venez'} en famille ou entre amis ?`);
        break;
      case 'food':
        options.push(pair ? `Plutôt ${pair[0]} ou ${pair[1]} ?` : null, `Qui a déjà goûté ${ours(r, what, np.plural)} ?`);
        break;
      case 'care':
        // "Qui a déjà testé l'épilation laser ?" asks about something the owner is launching; a site's everyday service is asked about.
        options.push(np.plural || !r.story.what?.fromBrief ? null : `Qui a déjà testé ${definite(what, np.plural)} ?`);
        break;
      case 'advice':
        // "Une question sur … ? Écrivez-nous." is a pointer, not a question a reader answers.
        options.push(`${r.tu ? 'Tu hésites' : 'Vous hésitez'} encore ? Parlons-en.`);
        break;
      default:
        options.push(`${r.tu ? 'Tu connais' : 'Vous connaissez'} déjà ${ours(r, what, np.plural)} ?`, `${r.tu ? 'Tu as vu' : 'Vous avez vu'} ${ours(r, what, np.plural)} ?`);
    }
    // A holiday is prepared for; a season is not ("Tout est prêt pour l'automne ?").
    if (when?.season && !when.thisSeason?.startsWith('cet') && !when.thisSeason?.startsWith('ce ') && !when.deadline && when.season !== definite(what)) options.push(`Tout est prêt pour ${when.season} ?`);
    return pick(options, variant);
  },
  introduction(description, story) {
    const what = description.replace(/\.$/u, '');
    return `${story.person === 'I' ? 'Je suis' : 'Nous sommes'} ${indefinite(what.charAt(0).toLocaleLowerCase('fr') + what.slice(1))}.`;
  },
  detailSentences(detail, story, variant) {
    return detailLine(read(story), detail, variant);
  },
  proofLines(proof: Proof, _story, variant) {
    const quote = proof.quote.replace(/^["“«\s]+|["”»\s]+$/gu, '').replace(/["“”]/gu, '');
    const quoted = `« ${quote} »${proof.author ? ` — ${proof.author}` : ''}`;
    const first = firstName(proof.author);
    // Thanks, not a feeling the owner never wrote ("Des messages comme celui-là me touchent…" was read as a made-up claim).
    const to = first ? (/^la\s/u.test(first) ? toThe(first) : `à ${first}`) : null;
    return [quoted, pick(to ? [`Merci ${to} pour ce retour !`, `Merci ${to} pour ces mots !`] : ['Merci pour ce retour !'], variant)!];
  },
  week: {
    day: (day) => ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'][day]!,
    run: (from, to) => `du ${from} au ${to}`,
    pair: (first, second) => `le ${first} et le ${second}`,
    everyDay: 'tous les jours',
    times: (spans) => spans.map(([open, close]) => `de ${frenchClock(open)} à ${frenchClock(close)}`).join(' et '),
    withTimes: (days, times) => `${/^(?:du |le |tous)/u.test(days) ? days : `le ${days}`} ${times}`,
    list: (items) => items.join(' et '),
  },
  hoursSentence(week) {
    return `Ouvert ${week.withTimes ?? week.days}.`;
  },
  contactSentence(story, variant) {
    // "Adresse : …" read as a form's field; "au 96 rue…" is how French gives a numbered address.
    const tu = read(story).tu;
    // One person writing: "Je vous accueille au …" ("Retrouvez-moi au …" was read as an unexplained "moi", rated lower in
    // sixteen pieces of four rounds).
    const find = story.person === 'I' ? `Je ${tu ? "t'accueille" : 'vous accueille'}` : `${tu ? 'Retrouve' : 'Retrouvez'}-nous`;
    const where = story.directions ?? (story.address ? (/^\d/u.test(story.address) ? `${find} au ${story.address}.` : `${find} : ${story.address}.`) : null);
    return pick([story.phone ? `Une question ? ${tu ? 'Appelle' : 'Appelez'} le ${story.phone}.` : null, where], variant);
  },
  businessKinds: { hôtels: 'un hôtel', restaurants: 'un restaurant', cafés: 'un café', bars: 'un bar', bureaux: 'des bureaux', entreprises: 'une entreprise', commerces: 'un commerce', cliniques: 'une clinique', cabinets: 'un cabinet', boutiques: 'une boutique', écoles: 'une école', salons: 'un salon' },
  businessQuestion(kinds, place) {
    const where = place ? ` à ${place.name}` : '';
    return `Vous avez ${kinds.join(' ou ')}${where} ?`;
  },
  heritageSentence(story, variant) {
    const r = read(story);
    const fact = heritageFact(story, variant);
    if (!fact) return null;
    const where = fact.place ? `à ${fact.place}` : `à ${r.tu ? 'ton' : 'votre'} service`;
    const since = 'year' in fact ? `${fact.year}` : `${fact.atLeast ? 'plus de ' : ''}${fact.years} ans`;
    return `${r.person === 'I' ? 'Je suis' : 'Nous sommes'} ${where} depuis ${since}.`;
  },
  personSentence(person, story) {
    const r = read(story);
    const role = roleOf(person.role);
    if (!role) return null;
    if (r.person === 'I' && role.owner) return `Moi, c'est ${person.name}, ${role.text}.`;
    if (/fondat|cofondat|co-fondat|créat/u.test(role.text)) return `${person.name} a fondé ${nameMid(story.name)}.`;
    if (role.owner) return `${person.name} dirige ${nameMid(story.name)}.`;
    if (role.guide) return `${person.name} sera ${r.tu ? 'ton' : 'votre'} guide.`;
    return `${person.name}, ${role.text}, ${objectYou(r, 'accueille')}.`;
  },

  callToAction(story, network, variant) {
    const r = read(story);
    const ask = askOf(r);
    const link = story.link;
    if (network === 'web') return ask.label;
    if (network === 'Instagram') {
      return pick([ask.imperative ? `${cap(ask.imperative)} via le lien en bio.` : null, `Lien en bio pour ${ask.infinitive}.`], variant)!;
    }
    if (network === 'email') return pick([ask.imperative ? `${cap(ask.imperative)} ici : ${link}` : null, `Pour ${ask.infinitive} : ${link}`], variant)!;
    return pick([ask.imperative ? `${cap(ask.imperative)} ici : ${link}` : null, `Pour ${ask.infinitive}, c'est ici : ${link}`, ask.imperative ? `${cap(ask.imperative)} → ${link}` : null], variant)!;
  },
  buttonLabel(story) {
    return askOf(read(story)).label;
  },

  email: {
    greeting: (story) => (story.casual ? 'Hello,' : 'Bonjour,'),
    // The sign-off says goodbye already ("À bientôt,"): "Au plaisir de vous voir !" above it was read as a doubled sign-off.
    farewell: () => null,
    signOff(story) {
      const r = read(story);
      return `${r.tu ? 'À très vite,' : r.kind === 'advice' ? 'Bien cordialement,' : 'À bientôt,'}\n${signerOf(story)}`;
    },
    subject(story, variant) {
      const r = read(story);
      if (!r.what || !r.np) return `Des nouvelles ${ofPlace(story.name)}`;
      const what = cap(r.what);
      const when = r.when;
      const offer = r.offer;
      const signup = r.kind === 'signup' ? raw.campaignHook(story, 0)!.replace(/\s*[!.]$/u, '') : null;
      return pick(
        [
          signup,
          when && when.deadline && !when.date ? `${what} : à ${deadlineVerb(r) === 'commande' ? 'commander' : 'réserver'} ${when.adverbial}` : when ? `${what} ${when.adverbial}` : null,
          offer?.shape === 'discount' ? `${what} : ${toReader(r, offer.text)}` : null,
          offer?.shape === 'predicate' && when ? `${cap(offer.subject)} ${offer.adjective} ${when.adverbial}` : null,
          `${what} ${atPlace(story.name)}`,
        ],
        variant,
      )!;
    },
  },
  ad: {
    headline(story, variant) {
      const r = read(story);
      if (!r.what) return story.name;
      const what = cap(r.what);
      // Short enough for an ad's headline: the thing and its time, its place, or the thing alone.
      const options = [r.when ? `${what} ${r.when.adverbial}` : null, `${what} ${atPlace(story.name)}`, story.place ? `${what} à ${story.place}` : null, what, story.name].filter((line): line is string => !!line && line.length <= 30);
      return pick(options, variant);
    },
    description(story, variant) {
      const r = read(story);
      // The hook with the offer when both fit an ad's description, else the hook, else the site's own line.
      const hook = raw.campaignHook(story, variant);
      const offer = offerLine(r);
      const options = [hook && offer ? `${hook} ${offer}` : null, hook, offer, pitchOf(r)].filter((line): line is string => !!line && line.length <= 90);
      return options[0] ?? null;
    },
  },
  website: {
    hero(story) {
      const r = read(story);
      if (r.kind === 'signup' && r.what) return raw.campaignHook(story, 0)!.replace(/\s*[!.]$/u, '');
      if (!r.what || r.what.split(/\s+/u).length > 8) return story.name;
      // The page is the business's own: what and when, not its name again ("Épilation laser chez Elema'Beauté").
      return r.when?.adverbial ? `${cap(r.what)} ${r.when.adverbial}` : cap(r.what);
    },
    subheading(story) {
      const r = read(story);
      const other = story.statements.find((s) => !r.what || !s.toLocaleLowerCase().includes(r.what.toLocaleLowerCase()));
      const lines = [r.what && r.kind !== 'signup' ? raw.campaignHook(story, 0) : null, offerLine(r), other ? raw.statement(other, story) : null, pitchOf(r)].filter((line): line is string => !!line);
      return lines.slice(0, 2).join(' ') || sentence(`${story.name}${story.place ? `, à ${story.place}` : ''}`);
    },
  },
  sequences: {
    welcome(story) {
      const r = read(story);
      const person = story.people.map((p) => raw.personSentence(p, story)).find(Boolean) ?? null;
      const detail = story.details.find((d) => detailLine(r, d, 1)) ?? null;
      // The business's name is in the subject and the signature: the site's line that repeats it stays out.
      const pitch = pitchOf(r);
      const intro = pitch && !pitch.toLocaleLowerCase().includes(story.name.toLocaleLowerCase()) ? pitch : null;
      const thanks = r.tu ? 'Merci pour ton inscription, et bienvenue !' : 'Merci pour votre inscription, et bienvenue !';
      const now = raw.campaignTie(story, 0);
      return [
        { subject: `Bienvenue ${atPlace(story.name)}`, paragraphs: [thanks, ...(intro ? [intro] : []), ...(person && !person.includes(story.name) ? [person] : []), ...(now ? [now] : [])] },
        // The second email shows one offering; a site that describes none has no second email to send.
        ...(detail ? [{ subject: `Zoom sur ${definite(detailName(detail))}`, paragraphs: [detailLine(r, detail, 1)!] }] : []),
      ];
    },
    nurture(story) {
      const r = read(story);
      // The welcome showed the first offering; the nurture goes on with the next ones.
      const described = story.details.filter((d) => detailLine(r, d, 0));
      const [first, second] = described.length > 1 ? described.slice(1) : described;
      const proof = story.proof[0];
      return [
        ...(first ? [{ subject: `Zoom sur ${definite(detailName(first))}`, paragraphs: [detailLine(r, first, 0)!, ...(second ? [detailLine(r, second, 1)!] : [])] }] : []),
        ...(proof ? [{ subject: r.person === 'I' ? 'Un avis qui me fait plaisir' : 'Un avis qui nous fait plaisir', paragraphs: raw.proofLines(proof, story, 2) }] : []),
      ];
    },
    promotional(story) {
      const r = read(story);
      const hook = raw.campaignHook(story, 0);
      const when = raw.whenSentence(story, 0);
      const mention = raw.mentionSentence(story.mentions, story, 1);
      const statements = story.statements.filter((s) => !r.what || !s.toLocaleLowerCase().includes(r.what.toLocaleLowerCase())).slice(0, 2).map((s) => raw.statement(s, story));
      const ask = askFor(r);
      const reminder = !r.what || !r.np ? null : r.when?.deadline && !r.when.date && ask ? `Il est encore temps : ${imperative(r, ask.verb)} ${ask.object} ${r.when.adverbial}.` : timed(r, `c'est le moment de penser ${toDefinite(r.what, r.np.plural)}`, '.');
      return [
        { subject: raw.email.subject(story, 1), paragraphs: [hook, when, offerLine(r), ...statements, mention].filter((p): p is string => !!p) },
        {
          subject: r.what ? (r.when?.deadline ? `${cap(r.what)} : il est encore temps` : `Encore un mot sur ${definite(r.what, r.np?.plural ?? false)}`) : `Des nouvelles ${ofPlace(story.name)}`,
          paragraphs: [reminder ?? pitchOf(r) ?? sentence(story.name), offerLine(r)].filter((p): p is string => !!p),
        },
      ];
    },
  },
};

/** Every string the locale returns, set in French typography. */
function typeset_<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map((item) => typeset_(item)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset_(item)])) as T;
  return value;
}
function typesetAll<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, typeof value === 'function' ? (...args: unknown[]) => typeset_((value as (...a: unknown[]) => unknown)(...args)) : value && typeof value === 'object' ? typesetAll(value as object) : value]),
  ) as T;
}

export const fr: Locale = typesetAll(raw);


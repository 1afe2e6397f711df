import { capitalizeFirst } from '@sitespark/site-model';
import type { Story, Thing } from '../../story.ts';

/**
 * Spanish grammar for phrases the owner or the site names: gender and number of an unknown noun,
 * its determiner (el/la/los/las, un/una, nuestro/a/os/as, mi/mis, tu/tus, su/sus, este/esta…),
 * "el" before a stressed a- feminine ("el agua"), de + el = del, a + el = al, y -> e, o -> u.
 *
 * A thing is kept as a list of segments: its own words, and slots where a determiner goes. The
 * owner's brief gives them when it can ("las ensaïmadas y los panellets de Todos los Santos");
 * otherwise each coordinated head noun gets one, its gender read from the noun's ending.
 */

export interface Slot {
  /** The determiner the owner wrote, when there was one. */
  written?: string;
  fem: boolean;
  plural: boolean;
  /** "agua", "aula": a feminine singular that takes "el" and "un". */
  stressedA: boolean;
}

export interface Phrase {
  segments: Array<string | Slot>;
  /** Agreement of the whole (a verb, a participle after it). */
  fem: boolean;
  plural: boolean;
  /** The coordinated items without determiners or the shared tail ("ensaïmadas", "panellets"). */
  heads: string[];
  /** The owner wrote it with a possessive ("nuestro servicio de…"): it is theirs to present. */
  owned: boolean;
}

export type Determiner = 'def' | 'indef' | 'ours' | 'yours' | 'this' | 'none';

const strip = (word: string) =>
  word
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '');

const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));

/** Masculine nouns in -a (many from Greek -ma) and loans taken as masculine. */
const masculineA = words(`dia mapa sofa problema programa sistema tema clima idioma esquema diploma dilema sintoma trauma drama poema planeta cometa fantasma pijama panorama aroma yoga karma lema enigma dogma prisma emblema telegrama crucigrama organigrama pentagrama holograma tanga koala spa gorila delta alfa omega cinema puma zar`);
/** Feminine nouns not ending in -a. */
const feminineOther = words(`mano foto moto radio libido seo dinamo flor coliflor miel piel sal col ley red pared sed carcel senal catedral labor mujer imagen virgen razon sazon comezon clase noche leche carne fuente gente llave nube tarde calle suerte muerte frase base parte torre sangre nieve fiebre mente fase clave nave higiene corriente tos web app cruz luz paz voz nariz raiz vez cicatriz perdiz lombriz codorniz tez hoz sien crisis tesis dosis analisis caries serie especie superficie barbarie certidumbre costumbre cumbre legumbre muchedumbre lumbre techumbre mercancia tribu`);
/** Masculine nouns with a feminine-looking ending (-ión, -z, -umbre…). */
const masculineOther = words(`avion camion millon sarampion gorrion bastion aguijon lapiz maiz arroz pez disfraz antifaz barniz tapiz matiz altavoz ajedrez albornoz capataz calabacin caliz regaliz tenis analisis pilates virus bus campus cactus`);
/** Feminine singulars that take "el"/"un": a stressed a- or ha-. */
const stressedAWords = words(`agua alma area aula arma ala ave hacha hada hambre aguila ancla arca acta aura asa asma arpa alga ama haba habla hampa`);
/** Singulars ending in -s. */
const invariable = words(`pilates tenis lunes martes miercoles jueves viernes crisis tesis dosis analisis caries virus bus campus cactus paraguas cumpleanos torax oasis chasis atlas gas mes res pais dios jesus anis compas interes`);
/** Adjectives that stand before the noun: they carry the gender (primera) or none (gran) and are read past. */
const prenominal = words(`primer primero primera primeros primeras segundo segunda tercer tercera nuevo nueva nuevos nuevas gran grandes mejor mejores ultimo ultima ultimos ultimas buen buena buenos buenas pequeno pequena pequenos pequenas autentico autentica autenticos autenticas tipico tipica tipicos tipicas clasico clasica clasicos clasicas famoso famosa famosos famosas tradicional tradicionales deliciosos deliciosas rico rica ricos ricas unico unica verdadero verdadera doble triple`);

/** The singular of a Spanish (or loan) noun, for reading its gender; accents dropped. */
function singularOf(word: string): string {
  const w = strip(word);
  if (invariable.has(w) || !w.endsWith('s') || w.length <= 3) return w;
  if (w.endsWith('ces')) return `${w.slice(0, -3)}z`;
  if (w.endsWith('es')) {
    const short = w.slice(0, -2);
    // flores, panes, reyes, revisiones, paredes; but clases, calles, tardes keep their -e.
    if (short.endsWith('ion') || /[aeiou][lrndjyz]$/u.test(short)) return short;
    return w.slice(0, -1);
  }
  return w.slice(0, -1);
}

export function isPluralWord(word: string): boolean {
  const w = strip(word);
  if (!w.endsWith('s') || invariable.has(w) || /(?:sis|itis)$/u.test(w)) return false;
  return w.length > 2;
}

/** The gender of a noun from its ending and a list of the common exceptions. */
export function isFeminine(word: string): boolean {
  const w = singularOf(word);
  if (masculineA.has(w) || masculineOther.has(w)) return false;
  if (feminineOther.has(w) || stressedAWords.has(w)) return true;
  if (/(?:ion|dad|tad|tud|umbre|sis|itis|triz|ez)$/u.test(w)) return true;
  if (/(?:ista|ante|ente)$/u.test(w)) return false;
  return w.endsWith('a');
}

function slotFor(noun: string, adjective: string | null): Slot {
  const plural = isPluralWord(adjective ?? noun) || isPluralWord(noun);
  const marked = adjective ? strip(adjective) : null;
  const fem = marked && /(?:a|as)$/u.test(marked) ? true : marked && /(?:o|os|er)$/u.test(marked) ? false : isFeminine(noun);
  return { fem, plural, stressedA: fem && !plural && stressedAWords.has(singularOf(noun)) && !marked };
}

/** The slot a determiner the owner wrote stands for ("las" + "ensaïmadas"). */
function slotOfDeterminer(determiner: string, noun: string): Slot {
  return { ...slotOfWritten(determiner, noun), written: determiner.toLocaleLowerCase() };
}
function slotOfWritten(determiner: string, noun: string): Slot {
  const d = strip(determiner);
  const base = slotFor(noun, null);
  if (/^(?:la|una|nuestra|esta|esa|vuestra)$/u.test(d)) return { fem: true, plural: false, stressedA: false };
  if (/^(?:las|unas|nuestras|estas|esas|vuestras)$/u.test(d)) return { fem: true, plural: true, stressedA: false };
  if (/^(?:los|unos|nuestros|estos|esos|vuestros)$/u.test(d)) return { fem: false, plural: true, stressedA: false };
  if (/^(?:el|un|del|al|nuestro|este|ese|vuestro)$/u.test(d)) return base.stressedA ? base : { fem: false, plural: false, stressedA: false };
  if (/^(?:mis|tus|sus)$/u.test(d)) return { ...base, plural: true, stressedA: false };
  return { ...base, plural: false };
}

const determiners = 'el|la|los|las|un|una|unos|unas|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|vuestros|vuestras|mi|mis|tu|tus|su|sus|este|esta|estos|estas|del|al';
const leadingDeterminer = new RegExp(`^(${determiners})\\s+`, 'iu');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const conjunctionWord = /^(?:y|e|o|u|ni)$/iu;
/** Where a noun's head ends and its complement starts: "revisiones | para niños". */
const complement = /\s(?:de|del|para|con|en|por|a|al|sin|sobre|desde|hasta|entre|contra|según|tras)\s/u;

/** The head noun of an item: past a number or a prenominal adjective ("primera sesión" -> sesión, with primera's gender). */
function headOf(item: string): { noun: string; adjective: string | null } {
  const tokens = item.trim().split(/\s+/u);
  let index = 0;
  let adjective: string | null = null;
  while (index < tokens.length - 1 && (prenominal.has(strip(tokens[index]!)) || /^\d/u.test(tokens[index]!))) {
    const word = strip(tokens[index]!);
    if (/(?:a|as|o|os|er)$/u.test(word) && prenominal.has(word)) adjective = tokens[index]!;
    index++;
  }
  return { noun: tokens[index] ?? item, adjective };
}

/** Reads the determiners the owner wrote before each item ("promocionar las ensaïmadas y los panellets…"). */
function fromBrief(text: string, clauses: string[]): Array<string | Slot> | null {
  const tokens = text.split(/\s+/u).filter(Boolean);
  const slotAt = tokens.map((_, i) => i === 0 || conjunctionWord.test(tokens[i - 1]!) || tokens[i - 1]!.endsWith(','));
  const pattern = new RegExp(`(?<![\\p{L}])${tokens.map((token, i) => `${slotAt[i] ? `(?:(${determiners})\\s+)?` : ''}${escape(token)}`).join('\\s+')}(?![\\p{L}])`, 'iu');
  for (const clause of clauses) {
    const match = pattern.exec(clause);
    if (!match) continue;
    const segments: Array<string | Slot> = [];
    let group = 1;
    let run: string[] = [];
    tokens.forEach((token, i) => {
      if (slotAt[i]) {
        const determiner = match[group++];
        if (determiner) {
          if (run.length) segments.push(`${run.join(' ')} `);
          run = [];
          segments.push(slotOfDeterminer(determiner, headOf(tokens.slice(i).join(' ')).noun));
        }
      }
      run.push(token);
    });
    if (run.length) segments.push(run.join(' '));
    return typeof segments[0] === 'string' ? null : segments;
  }
  return null;
}

/** One determiner slot before each coordinated head ("ortodoncia invisible", "revisiones") and the shared tail after. */
function guessed(text: string): Array<string | Slot> {
  const at = complement.exec(text);
  const head = at ? text.slice(0, at.index) : text;
  const tail = at ? text.slice(at.index) : '';
  const items = head.split(/(\s*,\s*|\s+(?:y|e|o|u)\s+)/u);
  const segments: Array<string | Slot> = [];
  items.forEach((part, index) => {
    if (index % 2 === 1) segments.push(part.trim() === ',' ? ', ' : ` ${part.trim()} `);
    else if (part.trim()) {
      const { noun, adjective } = headOf(part);
      segments.push(slotFor(noun, adjective), part.trim());
    }
  });
  if (tail) segments.push(tail);
  return segments;
}

/**
 * A site's label as it stands mid-sentence. Spanish labels are written in sentence case ("Roscón de
 * Reyes"): the first word is lowered, a later capital is a name and stays, unless every word of a
 * longer label is capitalised (an English-style Title Case "Estética Dental Avanzada") and the word
 * is never written with a capital anywhere else in the brief or on the page. A label in capitals is lowered.
 */
export function midLabel(label: string, story: Story): string {
  if (label === label.toLocaleUpperCase() && /\p{L}{2}/u.test(label)) return label.toLocaleLowerCase();
  const tokens = label.split(/(\s+)/u);
  const contentWords = tokens.filter((t) => /\p{L}{3,}/u.test(t) && !/^(?:de|del|la|las|los|el|y|e|o|u|en|con|para|por|sin|al|a)$/iu.test(t));
  const titleCase = contentWords.length >= 3 && contentWords.every((t) => /^\p{Lu}/u.test(t));
  const elsewhere = [story.campaign.evidence.map((e) => e.clause).join(' '), story.pitch ?? '', ...story.details.map((d) => d.description ?? ''), ...story.proof.map((p) => p.quote), ...story.statements, story.place ?? ''].join(' ');
  const named = (word: string) => new RegExp(`(?<=\\p{Ll}[^.!?]*\\s)${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`, 'u').test(elsewhere);
  let first = true;
  return tokens
    .map((token) => {
      if (/^\s+$/u.test(token) || token === '') return token;
      const isFirst = first;
      first = false;
      if (/^\p{Lu}{2,}$/u.test(token) || /\p{Ll}\p{Lu}/u.test(token) || !/^\p{Lu}/u.test(token)) return token;
      if (isFirst) return named(token) ? token : token.charAt(0).toLocaleLowerCase() + token.slice(1);
      return titleCase && !named(token) ? token.toLocaleLowerCase() : token;
    })
    .join('');
}

/** A thing as a phrase with its determiner slots: the owner's own determiners first, else guessed. */
export function phraseOf(thing: Thing, story: Story): Phrase {
  const text = thing.fromBrief ? thing.text.trim() : midLabel(thing.text.trim(), story);
  // A month or a weekday takes no article ("enero", "los viernes" is the owner's to write).
  if (/^(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/iu.test(text)) return { segments: [text], fem: false, plural: false, heads: [text], owned: false };
  const clauses = thing.fromBrief ? story.campaign.evidence.filter((e) => e.value === thing.text).map((e) => e.clause) : [];
  let segments: Array<string | Slot>;
  const own = leadingDeterminer.exec(text);
  if (own) {
    const rest = text.slice(own[0].length);
    segments = [slotOfDeterminer(own[1]!, headOf(rest).noun), rest];
  } else segments = fromBrief(text, clauses) ?? guessed(text);
  const slots = segments.filter((s): s is Slot => typeof s !== 'string');
  const bare = segments.filter((s): s is string => typeof s === 'string').join('').replace(/\s{2,}/gu, ' ').trim();
  const heads = bare.split(complement)[0]!.split(/\s*,\s*|\s+(?:y|e|o|u)\s+/u).filter(Boolean);
  const coordinated = heads.length > 1;
  return {
    segments,
    fem: slots.length > 0 ? slots.every((s) => s.fem) : isFeminine(headOf(bare).noun),
    plural: coordinated || slots.some((s) => s.plural) || (slots.length === 0 && isPluralWord(headOf(bare).noun)),
    heads,
    owned: slots.some((s) => !!s.written && /^(?:nuestr|mis?$|vuestr)/u.test(s.written)),
  };
}

function determinerOf(slot: Slot, kind: Determiner, story: Story): string {
  const { fem, plural, stressedA } = slot;
  switch (kind) {
    case 'def':
      return plural ? (fem ? 'las' : 'los') : fem && !stressedA ? 'la' : 'el';
    case 'indef':
      return plural ? (fem ? 'unas' : 'unos') : fem && !stressedA ? 'una' : 'un';
    case 'this':
      return plural ? (fem ? 'estas' : 'estos') : fem ? 'esta' : 'este';
    case 'ours':
      if (story.person === 'I') return plural ? 'mis' : 'mi';
      return plural ? (fem ? 'nuestras' : 'nuestros') : fem ? 'nuestra' : 'nuestro';
    case 'yours':
      return story.casual ? (plural ? 'tus' : 'tu') : plural ? 'sus' : 'su';
    case 'none':
      return '';
  }
}

/** The phrase with its determiners: "las ensaïmadas y los panellets de Todos los Santos". */
export function render(phrase: Phrase, kind: Determiner, story: Story): string {
  let previous: string | null = null;
  const text = phrase.segments
    .map((segment) => {
      if (typeof segment === 'string') return segment;
      const determiner = determinerOf(segment, kind, story);
      // A possessive the next item shares ("nuestro corte y peinado", "tus botas y chubasqueros") is said once.
      const shared = (kind === 'ours' || kind === 'yours') && determiner === previous;
      previous = determiner;
      return determiner && !shared ? `${determiner} ` : '';
    })
    .join('');
  return text.replace(/\s{2,}/gu, ' ').trim();
}

/** de + el = del, a + el = al; a name's own "El" stays ("de El Molino"). */
export function withPreposition(preposition: 'de' | 'a' | 'en' | 'por' | 'para' | 'con' | 'sobre', text: string): string {
  if (preposition === 'de' && /^el\s/u.test(text)) return `del ${text.slice(3)}`;
  if (preposition === 'a' && /^el\s/u.test(text)) return `al ${text.slice(3)}`;
  return `${preposition} ${text}`;
}

/** "y" becomes "e" before an i- sound, "o" becomes "u" before an o- sound. */
export function and(left: string, right: string): string {
  return `${left} ${/^h?[iíIÍ](?![aeoáéóAEOÁÉÓ])/u.test(right) ? 'e' : 'y'} ${right}`;
}
export function or(left: string, right: string): string {
  return `${left} ${/^h?[oóOÓ]/u.test(right) || /^\d*8/u.test(right) ? 'u' : 'o'} ${right}`;
}
export function joinAnd(items: string[]): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return and(list.slice(0, -1).join(', '), list.at(-1)!);
}

/** The word that agrees with the phrase: forms in the order masculine singular, feminine singular, masculine plural, feminine plural. */
export function agree(phrase: Phrase, forms: [string, string, string, string]): string {
  return forms[(phrase.plural ? 2 : 0) + (phrase.fem ? 1 : 0)]!;
}
/** A verb in the third person that agrees with the phrase. */
export const verb = (phrase: Phrase, singular: string, plural: string) => (phrase.plural ? plural : singular);

export const capital = (text: string) => capitalizeFirst(text);

/** "¿…?", "¡…!": Spanish opens what it closes. */
export function exclaim(text: string): string {
  const body = text.trim().replace(/[.!]+$/u, '');
  return `¡${body.replace(/^¡/u, '')}!`;
}

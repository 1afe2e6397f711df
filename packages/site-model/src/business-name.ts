import type { PageFacts } from './read-page.ts';
import { placeInAddress } from './site-facts.ts';

/**
 * The business's name as a person reads it off a page: each place a page states its name (the
 * structured data, og:site_name, the logo's alt text, the header's brand, the title's parts, the
 * main heading, the copyright line) is a vote; a name stated whole in several places wins. Places,
 * page names ("Home"), social networks, slogans and hosts never win.
 */
export interface NameChoice {
  name: string;
  source: string;
}

interface Statement {
  text: string;
  source: string;
  weight: number;
}

/** "Welcome to Sisters Cafe", "Willkommen beim Marktgrill", "Bienvenue chez Léa": the name follows the greeting. */
const greeting =
  /^(?:welcome to|welcome at|(?:herzlich )?willkommen (?:beim|bei|im|in der|in|zu|auf)|bienvenue (?:chez|à la|à l'|à|au|aux|dans)|bienvenid[oa]s? (?:a la|al|a|en)|bem-vind[oa]s? (?:à|ao|a)|seja bem-vind[oa] (?:à|ao|a))\s+/iu;
/** Labels that name a page, a logo or a network, never the business. */
const notNames =
  /^(?:home|homepage|start|startseite|inicio|inicio|início|accueil|welcome|willkommen|bienvenue|bienvenidos?|bem-vindos?|logo|menu|main|index|instagram|facebook|twitter|x|tiktok|youtube|linkedin|pinterest|whatsapp|google|untitled|document|page|site|website|web|official site|offizielle website|sitio oficial|site officiel)$/iu;
/** "Ihr Steuerberater in Münster", "Your local bakery": a slogan addressed to the reader, not a name. */
const tagline = /^(?:your|our|the best|ihr|ihre|dein|deine|unser|unsere|tu|tus|su|sus|nuestro|nuestra|votre|vos|notre|nos|ton|ta|seu|sua|seus|suas|nosso|nossa|o seu|a sua)\s/iu;
/** "Geneva, NE", "Springfield, IL": a town with its state is a place. */
const townWithState = /^\p{Lu}[\p{L}.'’ -]+,\s*[A-Z]{2}$/u;
// "at", "bei", "na" also introduce the business itself ("our goal at Weeki Wachee Kayaking"): only words that mean "in" mark a place.
const placePreposition = /(?:^|[\s,(])(?:in|im|near|aus|à|en|em)\s+$/iu;
const trailingPlace = /\s(?:in|en|à|em|no|na|bei|near)\s\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Lu}[\p{L}'’-]+)*$/u;
const titleSeparators = /\s*[|·•»«/]\s*|\s+[-–—:]\s+|[:–—]\s+/u;
const logoWords = /\b(?:logo(?:type)?|logotipo|logotyp)\b(?:\s+(?:of|von|de|du|da|do))?/giu;

/** A name without case, accents or punctuation, umlauts spelt out as domains spell them ("toepferei" for "Töpferei"). */
export const squash = (value: string) =>
  value
    .toLocaleLowerCase()
    .replace(/ä/gu, 'ae')
    .replace(/ö/gu, 'oe')
    .replace(/ü/gu, 'ue')
    .replace(/ß/gu, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/gu, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The text of the copyright line after its year: "© 2025 Sisters Cafe. All rights reserved." gives "Sisters Cafe". */
function copyrightHolders(text: string): string[] {
  const match = /(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*(.+)$/iu.exec(text);
  if (!match) return [];
  const holder = match[1]!.split(/\.\s|\s[-–—|·]\s|\s*[|·]\s*|,\s*(?:all|alle|todos|tous|tutti)\b|\s(?:all rights|alle rechte|todos los derechos|todos os direitos|tous droits)/iu)[0]!;
  return holder.split(/\s+\/\s+/u).map((part) => part.replace(/[.,;\s]+$/u, '').trim());
}

function isPlace(text: string, placeNames: Set<string>, sayings: string[]): boolean {
  if (townWithState.test(text) || placeNames.has(squash(text))) return true;
  // "Homemade food in Geneva, NE": a place is what follows "in", "à", "en" somewhere on the page.
  for (const saying of sayings) {
    for (let at = saying.indexOf(text); at >= 0; at = saying.indexOf(text, at + 1)) {
      if (placePreposition.test(saying.slice(Math.max(0, at - 12), at))) return true;
    }
  }
  return false;
}

function usable(text: string): boolean {
  if (text.length < 2 || text.length > 60 || text.split(/\s+/u).length > 7) return false;
  if (!/\p{L}/u.test(text) || notNames.test(text) || tagline.test(text)) return false;
  // A sentence or a question is a heading, not a name; an IP or a host name is an address.
  if (/[!?…]$/u.test(text) || /^[\d.:]+$/u.test(text) || /^[\w-]+(?:\.[\w-]+)+$/u.test(text)) return false;
  // A phone number or a street line.
  if ((text.match(/\d/gu)?.length ?? 0) >= 5) return false;
  return true;
}

/** The statements a page makes about its own name, each with its weight as evidence. */
function statementsOf(facts: PageFacts): Statement[] {
  const statements: Statement[] = [];
  const add = (text: string | undefined, source: string, weight: number, leading = true) => {
    if (!text) return;
    const clean = text.replace(/\s+/gu, ' ').replace(/^[\s"“”'«»]+|[\s"“”'«».,:;]+$/gu, '').trim();
    // "Panadería La Espiga en Sevilla": the name is what comes before the place.
    // A part that only says what and where ("Blumen in Freiburg") is weaker evidence than a name alone.
    const beforePlace = clean.replace(trailingPlace, '').trim();
    // The first part of a title is its name more often than the parts after it (a slogan, a place).
    if (beforePlace) statements.push({ text: beforePlace, source, weight: beforePlace === clean || leading ? weight - (leading ? 0 : 1) : 1 });
  };
  for (const name of facts.jsonLd.names) add(name, 'structured data', 5);
  add(facts.meta['og:site_name'], 'og:site_name', 5);
  add(facts.meta['application-name'], 'the application-name meta tag', 3);
  add(facts.meta['apple-mobile-web-app-title'], 'the app title meta tag', 3);
  for (const brand of facts.brandTexts) {
    const withoutLogo = brand.replace(logoWords, ' ').replace(/\s+/gu, ' ').trim();
    for (const part of withoutLogo.split(titleSeparators)) add(part, 'the logo', 4);
  }
  facts.title.split(titleSeparators).forEach((part, index) => add(part.replace(greeting, ''), 'the page title', 3, index === 0));
  for (const part of (facts.meta['og:title'] ?? '').split(titleSeparators)) add(part.replace(greeting, ''), 'the og:title meta tag', 2);
  const h1 = facts.headings.find((h) => h.level === 1)?.text;
  if (h1) add(h1.replace(greeting, ''), 'the main heading', 2);
  const copyright = facts.blocks.find((block) => /©|\(c\)\s*\d{4}|copyright\s*(?:©\s*)?\d{4}/iu.test(block.text) && block.text.length <= 200);
  if (copyright) for (const holder of copyrightHolders(copyright.text)) add(holder, 'the copyright line', 3);
  return statements;
}

export function chooseBusinessName(facts: PageFacts, domainLabel: string): NameChoice | null {
  const statements = statementsOf(facts);
  const placeNames = new Set<string>();
  for (const text of [...facts.addresses, ...facts.jsonLd.addresses, ...facts.blocks.filter((b) => b.chrome === 'footer' || b.where === 'address').map((b) => b.text)]) {
    const place = placeInAddress(text);
    if (place) placeNames.add(squash(place));
  }
  for (const locality of facts.jsonLd.localities) placeNames.add(squash(locality));
  const sayings = [facts.title, facts.meta['og:title'] ?? '', facts.meta.description ?? '', ...facts.brandTexts, ...facts.headings.slice(0, 20).map((h) => h.text)];

  const candidates = new Map<string, { forms: Statement[]; score: number }>();
  for (const statement of statements) {
    if (!usable(statement.text) || isPlace(statement.text, placeNames, sayings)) continue;
    const key = squash(statement.text);
    if (key.length < 2) continue;
    const entry = candidates.get(key) ?? { forms: [], score: 0 };
    entry.forms.push(statement);
    candidates.set(key, entry);
  }
  if (candidates.size === 0) return null;
  const label = squash(domainLabel);
  for (const [key, entry] of candidates) {
    // Stated whole by a source: its weight; named inside another source's words: one more vote.
    const sources = new Set(entry.forms.map((form) => form.source));
    entry.score = [...sources].reduce((sum, source) => sum + Math.max(...entry.forms.filter((f) => f.source === source).map((f) => f.weight)), 0);
    for (const statement of statements) {
      if (sources.has(statement.source)) continue;
      const other = squash(statement.text);
      if (other !== key && other.includes(key)) entry.score += 1;
    }
    // The business's own domain ("sisterscafe.com") names it.
    const accentless = entry.forms[0]!.text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]/gu, '');
    if (label.length >= 3 && key.length >= 3 && [key, accentless].some((spelling) => spelling.includes(label) || label.includes(spelling))) entry.score += 6;
  }
  const [, best] = [...candidates.entries()].sort((a, b) => b[1].score - a[1].score || b[0].length - a[0].length)[0]!;
  // The spelling of the strongest source, unless it shouts in capitals and another does not.
  const forms = [...best.forms].sort((a, b) => b.weight - a.weight);
  const shouting = (text: string) => text === text.toLocaleUpperCase() && /\p{Lu}{3}/u.test(text);
  const form = forms.find((f) => !shouting(f.text)) ?? forms[0]!;
  return { name: capitalsAsWritten(form.text, facts, shouting), source: form.source };
}

const uppercaseCount = (text: string) => text.match(/\p{Lu}/gu)?.length ?? 0;

/**
 * The name with the capitals the page gives it elsewhere: a title's "Le centre de la danse" is "Le Centre de la Danse"
 * where a heading or a paragraph writes it so (a French judge read the lower-cased form as a misspelt name).
 */
function capitalsAsWritten(name: string, facts: PageFacts, shouting: (text: string) => boolean): string {
  const lower = name.toLocaleLowerCase();
  // A name only the logo shouts ("TISCHLEREI BRANDT") takes the case the title or a paragraph writes it in ("Tischlerei Brandt").
  let best = name;
  let shouted = shouting(name);
  for (const text of [facts.title, ...facts.headings.map((h) => h.text), ...facts.blocks.map((b) => b.text)]) {
    for (let at = text.toLocaleLowerCase().indexOf(lower); at >= 0; at = text.toLocaleLowerCase().indexOf(lower, at + 1)) {
      const written = text.slice(at, at + name.length);
      // Whole words only, and never a heading in capitals ("LE CENTRE DE LA DANSE").
      if (/[\p{L}\p{N}]/u.test(text.charAt(at - 1)) || /[\p{L}\p{N}]/u.test(text.charAt(at + name.length)) || shouting(written)) continue;
      if (shouted || uppercaseCount(written) > uppercaseCount(best)) {
        best = written;
        shouted = false;
      }
    }
  }
  return best;
}

import { parse, type HTMLElement, type Node } from 'node-html-parser';

import { amountsIn, hasLeaderDots, itemOfPrice, itemPhrase, type FoundAmount } from './prices.ts';

/** A piece of visible text as the page groups it (a heading, a paragraph, a list item, a table row). */
export interface PageBlock {
  text: string;
  /** 'h1', 'heading', 'paragraph', 'list item', 'testimonial', 'price' or 'address'. */
  where: string;
  section: string;
  /** Navigation and footer text: not copy material, but footer addresses and hours are still facts. */
  chrome: 'nav' | 'footer' | null;
  /** The nearest heading above the block (level 2 or deeper), for what a price or a line is about. */
  heading: string | null;
  /** A table row's cells. */
  cells?: string[];
  /** The title of the card (or row) the block stands in: the heading inside the same small container, or null. */
  card?: string | null;
  /** The text of a link or button (a call to action's label), not copy. */
  control?: boolean;
  /** The block carries a map pin (a map-marker icon): it says where the business is. */
  pinned?: boolean;
  /** The block carries a phone icon: its number is the business's phone. */
  phoned?: boolean;
}

/** A titled item on the page (a card's heading, a dt, a bold list lead) with the text that belongs to it. */
export interface FeatureBlock {
  title: string;
  /** The paragraph(s) right after the title in the same card or section, or null. */
  description: string | null;
  /** Heading level, or 0 for a definition term, a bold list lead or a gallery caption. */
  level: number;
  kind: 'heading' | 'term' | 'lead' | 'caption';
  section: string;
  /** How many titles of the same kind sit side by side (a grid of cards, a list, a definition list). */
  siblings: number;
  /** The heading titles a section with deeper headings under it (not an offering itself). */
  titlesSection: boolean;
  /** Titles side by side share a group ('' when the title stands alone): a grid of cards, a list, one outline level under a heading. */
  group: string;
  /** The title's own card (or row) carries a price: a menu dish, a product, a priced package. */
  priced: boolean;
  /** The nearest heading above that the title sits under ("Our services", "Waiting for a home"), or null. */
  underHeading: string | null;
  /** The short line set just above that heading (an eyebrow such as "Why choose us" over a claim), or null. */
  underKicker?: string | null;
}

export interface PagePrice {
  item: string | null;
  amount: string;
  /** The row or sentence the price stands in. */
  text: string;
}

export interface PageTestimonial {
  quote: string;
  author: string | null;
}

/** What one walk over a page's HTML finds; the analysis and the classifier read only this. */
export interface PageFacts {
  title: string;
  /** The `<html lang>` attribute (or content-language), as declared; null when absent. */
  htmlLang: string | null;
  /** `<meta name|property=...>` contents by lowercased key (first one wins). */
  meta: Record<string, string>;
  jsonLd: {
    types: string[];
    names: string[];
    descriptions: string[];
    featureLists: string[];
    /** Postal addresses written out ("Hauptstraße 5, 04109 Leipzig"). */
    addresses: string[];
    localities: string[];
    openingHours: string[];
    /** The business's own telephone ("telephone" of its Organization or LocalBusiness). */
    telephones: string[];
    reviews: PageTestimonial[];
  };
  headings: Array<{ level: number; text: string; section: string }>;
  paragraphs: Array<{ text: string; section: string }>;
  listItems: Array<{ text: string; section: string }>;
  /** The visible text block by block, in page order (cookie banners left out). */
  blocks: PageBlock[];
  featureBlocks: FeatureBlock[];
  prices: PagePrice[];
  /** `<address>` blocks and elements marked up as an address. */
  addresses: string[];
  callsToAction: string[];
  testimonials: PageTestimonial[];
  stylesheets: string[];
  /** Icons, logo images and og:image as absolute URLs, best logo first. */
  logoImages: string[];
  ogImage: string | null;
  /** `<style>` elements, style attributes and inline SVG fills. */
  inlineCss: string;
  /** Visible text, whitespace collapsed, capped. */
  text: string;
  /** id/class tokens seen on the page (for e-commerce markup such as add-to-cart). */
  markupTokens: string[];
  /** Image descriptions (alt texts) outside navigation: on a page of pictures, what the site shows. */
  imageAlts: string[];
  articleCount: number;
  telLinks: number;
  /** Phone numbers as the page shows them: a click-to-call link's number, or the business's telephone in its structured data. */
  phones: string[];
  /** Links to other pages (absolute http(s) addresses, fragment dropped) with their text, in page order; `chrome` when in the navigation or footer. */
  links: Array<{ href: string; text: string; chrome: boolean; image?: boolean }>;
  /** Where the page shows its brand: the logo image's alt or title, the header's brand or site-title text. */
  brandTexts: string[];
  /** True when the page was too deep or too large to read whole; what was read is still used. */
  partial: boolean;
}

// "nav" only as its own word or in "navbar"/"navigation"/"navmenu": a tile classed "navidad" (Christmas) is content.
const sectionWords =
  /feature|service|benefit|product|solution|capabilit|pricing|price|preis|tarif|plan|testimonial|review|quote|menu|carta|karte|carte|cardapio|hero|banner|about|faq|footer|nav(?=bar|igat|menu|link|list|item|wrap|[^a-z]|$)|header|team|portfolio|work|project|blog|post|article|cart|shop|why|how|course|kurs|curso|cours|class|offer|angebot|leistung|servicio|servico|prestation|area|practice|event|termin|schedule|hours|contact|kontakt|contacto|contato/;
const sectionWordsGlobal = new RegExp(sectionWords.source, 'g');
const testimonialTokens = /testimonial|review|quote|temoignage|témoignage|avis|stimme|bewertung|rezension|opinion|resena|reseña|depoimento|kundenstimme/;
const authorTokens = /author|name|cite|attribution|client|customer|person|byline|signature|who|autor|auteur/;
const brandTokens = /(?:^|[\s_-])(?:logo|brand|navbar-brand|site-title|site-name|sitename|logotype|wordmark)(?:$|[\s_-])/;
const cookieTokens = /cookie|consent|gdpr|cmp-|onetrust|didomi/;
const actionWords =
  /^(get|start|try|sign|join|book|order|buy|shop|contact|request|schedule|reserve|download|subscribe|learn|see|discover|explore|call|donate|register|apply|claim|create|view|hire|let's|talk|free|jetzt|kurs|termin|buchen|bestellen|kontakt|anfragen|reservieren|kostenlos|mehr|reservar|pedir|comprar|contactar|contacta|llamar|solicitar|reserver|commander|acheter|contacter|essayer|réserver|découvrir|s'inscrire|inscrivez|demander|demandez|appeler|appelez|contactez|réservez|agende|agendar|reserve|solicite|pida|pide|reserva|comprar|fale|entre|saiba|experimente|doar|donar|spenden|faire un don)\b/iu;
/** German and Portuguese put the verb last ("Erstgespräch vereinbaren", "Fale conosco" aside). */
const trailingActionVerb = /\s(vereinbaren|anfragen|buchen|bestellen|sichern|reservieren|kontaktieren|anmelden|starten|testen|entdecken)$/iu;
// Enough for the classifier: the top of a page (hero, features, pricing) says what the site is.
const maxTextChars = 20_000;
const maxItems = 400;
const maxBlocks = 1_500;
// A hostile page (thousands of nested elements) is read to this depth and size, then left partial.
const maxDepth = 200;
const maxElements = 60_000;
const maxBlockChars = 2_000;

const blockTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'tbody', 'thead', 'tr', 'section', 'article', 'blockquote', 'figure', 'figcaption', 'header', 'footer', 'address', 'form', 'main', 'aside', 'nav', 'br', 'hr', 'td', 'th', 'details', 'summary']);
const alwaysBlock = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'dt', 'dd', 'figcaption', 'caption', 'tr', 'summary']);
const blockIfLeaf = new Set(['li', 'blockquote', 'address', 'td', 'th', 'cite']);
const neverBlock = new Set(['', 'a', 'button', 'option', 'select', 'textarea', 'label', 'html', 'body', 'head', 'svg', 'img', 'input', 'title']);
const skippedTags = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'svg', 'head']);
const headingTag = /^h[1-6]$/;
const sectionTags = new Set(['section', 'main', 'body', 'header', 'footer', 'html', '']);

// Most text has no runs of whitespace; testing first avoids a replace over every string.
const needsCollapse = /\s\s|[\t\n\r\f\v\u00a0]/;
const collapse = (value: string) => (needsCollapse.test(value) ? value.replace(/\s+/g, ' ') : value).trim();
const wrappingQuotes = /^["“”„«»‘’'‚‹›\s]+|["“”„«»‘’'‚‹›\s]+$/gu;
const dashLead = /^[—–―-]\s*/u;
const inlineAttribution = /^(.{20,}?[.!?…"“”»])\s*[—–―]\s*([^—–―]{2,80})$/u;

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const tagOf = (element: HTMLElement) => element.rawTagName?.toLowerCase() ?? '';
const elementChildren = (element: HTMLElement) => element.childNodes.filter((child): child is HTMLElement => child.nodeType === 1);

const mapPinClass = /(?:^|[\s_-])(?:map-marker(?:-alt)?|map-pin|location-dot|location-pin|fa-location|bi-geo-alt(?:-fill)?|icon-location|ti-location-pin|place-icon)(?:$|[\s_-])/u;

const phoneIconClass = /(?:^|[\s_-])(?:fa-phone(?:-alt|-volume)?|fa-mobile(?:-alt|-screen)?|bi-telephone(?:-fill)?|icon-phone|phone-icon|ti-mobile|ti-phone)(?:$|[\s_-])/u;

/**
 * An icon of the given kind inside the element, or as an empty sibling set before it in the same
 * small container (`<i class="fas fa-phone"></i><p>06 68 79 93 01</p>`): Font Awesome, Bootstrap
 * Icons and their like.
 */
function hasIcon(element: HTMLElement, kind: RegExp): boolean {
  const stack: HTMLElement[] = [element];
  for (let visited = 0; stack.length > 0 && visited < 40; visited++) {
    const node = stack.pop()!;
    if (kind.test(node.getAttribute?.('class') ?? '')) return true;
    stack.push(...elementChildren(node));
  }
  const parent = element.parentNode;
  if (!parent || elementChildren(parent).length > 4) return false;
  return elementChildren(parent).some((sibling) => sibling !== element && /^(?:i|span|svg|em)$/u.test(tagOf(sibling)) && !collapse(sibling.text) && kind.test(sibling.getAttribute?.('class') ?? ''));
}

const hasMapPin = (element: HTMLElement) => hasIcon(element, mapPinClass);

/** A heading's own container: climbs out of wrappers that hold only the heading, then takes the parent. */
function containerOf(element: HTMLElement): HTMLElement | null {
  let anchor = element;
  for (let up = 0; up < 2; up++) {
    const parent = anchor.parentNode;
    if (!parent || elementChildren(parent).length !== 1) break;
    anchor = parent;
  }
  return anchor.parentNode;
}

/** An element's visible text with spaces at block boundaries; iterative, so depth cannot overflow. */
function textOf(element: HTMLElement, cache: Map<HTMLElement, string>): string {
  const cached = cache.get(element);
  if (cached !== undefined) return cached;
  const parts: string[] = [];
  let length = 0;
  let visited = 0;
  const stack: Array<Node | ' '> = [element];
  while (stack.length > 0 && length < maxBlockChars && visited < 5_000) {
    const node = stack.pop()!;
    visited += 1;
    if (node === ' ') {
      parts.push(' ');
      continue;
    }
    if (node.nodeType === 3) {
      const value = node.text;
      parts.push(value);
      length += value.length;
      continue;
    }
    if (node.nodeType !== 1) continue;
    const tag = tagOf(node as HTMLElement);
    if (skippedTags.has(tag)) continue;
    const isBlock = blockTags.has(tag);
    if (isBlock) stack.push(' ');
    const children = node.childNodes;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
    if (isBlock) stack.push(' ');
  }
  const text = collapse(parts.join(''));
  cache.set(element, text);
  return text;
}

/**
 * A logo's text with its tagline apart: "TISCHLEREI BRANDT<small>Meisterbetrieb seit 1987</small>" reads "TISCHLEREI BRANDT |
 * Meisterbetrieb seit 1987" (a name and a line under it), not one run-together word.
 */
function brandTextOf(element: HTMLElement, cache: Map<HTMLElement, string>): string {
  // (Other inline parts join as the page shows them: "Pfoten<span>pfad</span>" is "Pfotenpfad".)
  let text = '';
  for (const child of element.childNodes) {
    const apart = child.nodeType === 1 && ['small', 'br'].includes(tagOf(child as HTMLElement));
    if (apart) text += ' | ';
    text += child.nodeType === 3 ? child.text : child.nodeType === 1 ? textOf(child as HTMLElement, cache) : '';
  }
  return collapse(text.replace(/^[\s|]+|[\s|]+$/gu, '').replace(/(?:\s*\|\s*)+/gu, ' | ')) || textOf(element, cache);
}

function addressOf(value: unknown): string | null {
  if (typeof value === 'string') return collapse(value) || null;
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const parts = ['streetAddress', 'postalCode', 'addressLocality', 'addressRegion'].map((key) => record[key]).filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? collapse(parts.join(', ').replace(/(\d{4,5}), /, '$1 ')) : null;
}

/** A phone number as people write it ("(402) 759-4144", "+34 971 79 85 35"), or null for a label without one. */
export function phoneOf(text: string): string | null {
  const match = /\+?\(?\d[\d\s()./-]{5,18}\d/u.exec(text);
  if (!match) return null;
  const digits = match[0].replace(/\D/gu, '');
  return digits.length >= 6 && digits.length <= 15 ? collapse(match[0]) : null;
}

function addPhone(facts: PageFacts, phone: string | null): void {
  const digits = (text: string) => text.replace(/\D/gu, '').slice(-9);
  if (phone && facts.phones.length < 5 && !facts.phones.some((known) => digits(known) === digits(phone))) facts.phones.push(phone);
}

function hoursOf(record: Record<string, unknown>): string[] {
  const hours: string[] = [];
  const plain = record.openingHours;
  for (const entry of Array.isArray(plain) ? plain : [plain]) if (typeof entry === 'string' && entry.trim()) hours.push(collapse(entry));
  const specification = record.openingHoursSpecification;
  for (const entry of Array.isArray(specification) ? specification : [specification]) {
    if (!entry || typeof entry !== 'object') continue;
    const spec = entry as Record<string, unknown>;
    const days = (Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek]).filter((d): d is string => typeof d === 'string').map((d) => d.replace(/^.*\//, ''));
    if (days.length > 0 && typeof spec.opens === 'string' && typeof spec.closes === 'string') hours.push(`${days.join(', ')} ${spec.opens}–${spec.closes}`);
  }
  return hours;
}

function collectJsonLd(raw: string, into: PageFacts['jsonLd']): void {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return;
  }
  const stack: Array<{ item: unknown; nested: boolean }> = [{ item: data, nested: false }];
  let visited = 0;
  while (stack.length > 0 && visited < 300) {
    visited += 1;
    const { item, nested } = stack.pop()!;
    if (Array.isArray(item)) {
      for (const entry of item) stack.push({ item: entry, nested });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const type = record['@type'];
    const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
    into.types.push(...types);
    if (!nested) {
      if (typeof record.name === 'string' && types.some((t) => /Organization|WebSite|Corporation|LocalBusiness|Restaurant|Store|SoftwareApplication|Brand|Person|Service|Bakery|Cafe|Studio|Office|Attorney|LegalService|Club|School/.test(t))) {
        into.names.push(collapse(record.name));
      }
      if (typeof record.description === 'string') into.descriptions.push(collapse(record.description));
    }
    const featureList = record.featureList;
    if (typeof featureList === 'string') into.featureLists.push(...featureList.split(/[,\n]/).map(collapse).filter(Boolean));
    if (Array.isArray(featureList)) into.featureLists.push(...featureList.filter((f): f is string => typeof f === 'string').map(collapse));
    const address = record.address;
    for (const entry of Array.isArray(address) ? address : [address]) {
      const written = addressOf(entry);
      if (written) into.addresses.push(written);
      if (entry && typeof entry === 'object' && typeof (entry as Record<string, unknown>).addressLocality === 'string') into.localities.push(collapse((entry as Record<string, string>).addressLocality!));
    }
    into.openingHours.push(...hoursOf(record));
    if (!nested && typeof record.telephone === 'string') {
      const phone = phoneOf(record.telephone);
      if (phone && !into.telephones.includes(phone)) into.telephones.push(phone);
    }
    if (types.includes('Review') && typeof record.reviewBody === 'string') {
      const author = record.author;
      const authorName = typeof author === 'string' ? author : author && typeof author === 'object' && typeof (author as Record<string, unknown>).name === 'string' ? (author as Record<string, string>).name! : null;
      into.reviews.push({ quote: collapse(record.reviewBody), author: authorName ? collapse(authorName) : null });
    }
    for (const [key, value] of Object.entries(record)) {
      if (key === 'address' || key === 'openingHoursSpecification') continue;
      if (value && typeof value === 'object') stack.push({ item: value, nested: key !== '@graph' || nested });
    }
  }
}

/** How pages are parsed: scripts and styles kept as text (JSON-LD, CSS colours), comments dropped. */
export const pageParseOptions = {
  comment: false,
  lowerCaseTagName: true,
  blockTextElements: { script: true, style: true, noscript: false, pre: true },
} as const;

interface WalkContext {
  section: string;
  ownTokens: string;
  skipContent: boolean;
  inTestimonial: boolean;
  inBlock: boolean;
  inQuote: boolean;
  /** Inside a link or a button: its text is a label. */
  inControl: boolean;
  /** Inside the header's logo or brand element. */
  inBrand: boolean;
  depth: number;
}

interface HeadingRecord {
  element: HTMLElement;
  level: number;
  text: string;
  section: string;
  chrome: boolean;
}

function isAuthorLike(element: HTMLElement, text: string): boolean {
  if (!text || text.length > 90) return false;
  const tag = tagOf(element);
  if (tag === 'cite' || tag === 'figcaption' || tag === 'footer') return true;
  if (dashLead.test(text)) return true;
  const tokens = `${element.id ?? ''} ${element.classNames ?? ''}`.toLowerCase();
  return authorTokens.test(tokens) && !/[.!?]$/.test(text);
}

const cleanAuthor = (text: string) => text.replace(dashLead, '').replace(/[\s,;]+$/, '').trim() || null;
const cleanQuote = (text: string) => collapse(text.replace(wrappingQuotes, ''));

/** The attribution just after a quote: a sibling cite/figcaption, an author-classed element or a "— Dana K." line. */
function authorAfter(element: HTMLElement, cache: Map<HTMLElement, string>): { author: string; element: HTMLElement } | null {
  let anchor: HTMLElement | null = element;
  for (let up = 0; up < 3 && anchor; up++) {
    let sibling = anchor.nextElementSibling;
    for (let step = 0; sibling && step < 3; step++, sibling = sibling.nextElementSibling) {
      const text = textOf(sibling, cache);
      if (isAuthorLike(sibling, text)) {
        const author = cleanAuthor(text);
        if (author) return { author, element: sibling };
      }
      if (text.length > 0) {
        const inner = elementChildren(sibling).find((child) => isAuthorLike(child, textOf(child, cache)));
        if (inner && tagOf(sibling) !== 'blockquote' && tagOf(sibling) !== 'p') {
          const author = cleanAuthor(textOf(inner, cache));
          if (author) return { author, element: inner };
        }
        break;
      }
    }
    const parent: HTMLElement | null = anchor.parentNode;
    // Only climb out of wrappers that hold nothing but the quote.
    if (!parent || elementChildren(parent).length > 1 || tagOf(parent) === 'body') break;
    anchor = parent;
  }
  return null;
}

/** The number of space-separated words in `text`, counting no further than `limit`. */
function wordsUpTo(text: string, limit: number): number {
  let words = text.length > 0 ? 1 : 0;
  for (let at = text.indexOf(' '); at >= 0 && words < limit; at = text.indexOf(' ', at + 1)) words += 1;
  return words;
}

/** Does the element hold a heading anywhere inside (a nested card)? Iterative and bounded. */
function containsHeading(element: HTMLElement): boolean {
  const stack: Node[] = [...element.childNodes];
  for (let visited = 0; stack.length > 0 && visited < 2_000; visited++) {
    const node = stack.pop()!;
    if (node.nodeType !== 1) continue;
    if (headingTag.test(tagOf(node as HTMLElement))) return true;
    const children = node.childNodes;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return false;
}

/** The paragraph(s) right after a title in its own card: siblings after it, until the next title. */
function descriptionAfter(title: HTMLElement, cache: Map<HTMLElement, string>): string | null {
  let anchor = title;
  for (let up = 0; up < 2; up++) {
    const parent = anchor.parentNode;
    if (!parent || anchor.nextElementSibling || elementChildren(parent).length !== 1 || tagOf(parent) === 'body') break;
    anchor = parent;
  }
  const parts: string[] = [];
  let sibling = anchor.nextElementSibling;
  for (let step = 0; sibling && step < 5 && parts.length < 2; step++, sibling = sibling.nextElementSibling) {
    const tag = tagOf(sibling);
    if (headingTag.test(tag) || tag === 'dt' || tag === 'article' || tag === 'section') break;
    if (tag === 'ul' || tag === 'ol' || tag === 'a' || tag === 'button' || tag === 'img' || tag === 'figure' || tag === 'form') continue;
    if (tag === 'div' && containsHeading(sibling)) break;
    const text = textOf(sibling, cache);
    if (text.length > 600) continue;
    const words = wordsUpTo(text, 5);
    if (words < 3) continue;
    // A line that is just a price ("ab 39 €") is the card's price, not its description.
    if (words <= 4 && amountsIn(text).length > 0) continue;
    parts.push(text);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** One pass over the document; each element's text is read only where it is needed. */
export function readPage(html: string, pageUrl: string): PageFacts {
  const root = parse(html, pageParseOptions);
  const facts: PageFacts = {
    title: '',
    htmlLang: null,
    meta: {},
    jsonLd: { types: [], names: [], descriptions: [], featureLists: [], addresses: [], localities: [], openingHours: [], telephones: [], reviews: [] },
    headings: [],
    paragraphs: [],
    listItems: [],
    blocks: [],
    featureBlocks: [],
    prices: [],
    addresses: [],
    callsToAction: [],
    testimonials: [],
    stylesheets: [],
    logoImages: [],
    ogImage: null,
    inlineCss: '',
    text: '',
    markupTokens: [],
    imageAlts: [],
    articleCount: 0,
    telLinks: 0,
    phones: [],
    links: [],
    brandTexts: [],
    partial: false,
  };
  const css: string[] = [];
  const text: string[] = [];
  let textLength = 0;
  const ctaScores = new Map<string, number>();
  const icons: Array<{ url: string; rank: number }> = [];
  const tokens = new Set<string>();
  const textCache = new Map<HTMLElement, string>();
  const headingRecords: HeadingRecord[] = [];
  const termBlocks: FeatureBlock[] = [];
  const consumedAuthors = new Set<HTMLElement>();
  const listGroups = new Map<HTMLElement, string>();
  const galleryCounts = new Map<HTMLElement, number>();
  let lastHeading: string | null = null;
  /** Card containers (a small container around a heading, not a section) and their heading. */
  const cardTitles = new Map<HTMLElement, string>();
  let base = pageUrl;
  let elements = 0;

  const chromeOf = (section: string): PageBlock['chrome'] => (/\bnav\b/.test(section) ? 'nav' : /\bfooter\b/.test(section) ? 'footer' : null);

  /** The title of the card an element stands in: the nearest container above it that holds a heading before it. */
  const cardTitleOf = (element: HTMLElement | null): string | null => {
    let anchor = element;
    for (let up = 0; anchor && up < 6; up++, anchor = anchor.parentNode) {
      const title = cardTitles.get(anchor);
      if (title !== undefined) return title;
    }
    return null;
  };

  const addBlock = (value: string, where: string, context: WalkContext, element: HTMLElement | null, cells?: string[]) => {
    if (!value || facts.blocks.length >= maxBlocks || !/[\p{L}\p{N}]/u.test(value)) return;
    // Only blocks with an amount need their card's title (it names what a price is for).
    // A container's first heading titles what follows only until the next heading: after "Schlafzimmer"
    // and "Endreinigung" in one long container, a price stands under the second.
    const cardTitle = cardTitles.size > 0 && /\d/.test(value) ? cardTitleOf(element) : null;
    const card = cardTitle !== null && cardTitle === lastHeading ? cardTitle : null;
    const pinned = element !== null && value.length <= 120 && hasMapPin(element);
    const phoned = element !== null && value.length <= 40 && /\d/u.test(value) && hasIcon(element, phoneIconClass);
    facts.blocks.push({
      text: value,
      where,
      section: context.section,
      chrome: chromeOf(context.section),
      heading: lastHeading,
      ...(cells ? { cells } : {}),
      ...(card ? { card } : {}),
      ...(context.inControl ? { control: true } : {}),
      ...(pinned ? { pinned: true } : {}),
      ...(phoned ? { phoned: true } : {}),
    });
  };

  const addBrandText = (value: string) => {
    const label = collapse(value);
    if (label.length >= 2 && label.length <= 60 && facts.brandTexts.length < 8 && !facts.brandTexts.includes(label)) facts.brandTexts.push(label);
  };

  const addTestimonial = (quote: string, author: string | null) => {
    if (quote.length < 20 || quote.length > 600 || facts.testimonials.length >= 12) return;
    if (facts.testimonials.some((t) => t.quote === quote)) return;
    facts.testimonials.push({ quote, author });
  };

  /** A paragraph that quotes a customer: inside a testimonial block, quoted, or with an inline "— Name". */
  const readQuoteParagraph = (element: HTMLElement, value: string, context: WalkContext): boolean => {
    const inline = inlineAttribution.exec(value);
    const quoted = /^["“„«‘]/u.test(value);
    if (!context.inTestimonial && !quoted && !(inline && /^["“„«‘]/u.test(value))) return false;
    if (dashLead.test(value) || consumedAuthors.has(element)) return false;
    if (inline && (quoted || context.inTestimonial)) {
      addTestimonial(cleanQuote(inline[1]!), cleanAuthor(inline[2]!));
      return true;
    }
    const after = authorAfter(element, textCache);
    if (!after && !context.inTestimonial) return false;
    if (after) consumedAuthors.add(after.element);
    addTestimonial(cleanQuote(value), after?.author ?? null);
    return true;
  };

  const stack: Array<{ node: Node; context: WalkContext }> = [
    { node: root, context: { section: '', ownTokens: '', skipContent: false, inTestimonial: false, inBlock: false, inQuote: false, inControl: false, inBrand: false, depth: 0 } },
  ];

  while (stack.length > 0) {
    const { node, context } = stack.pop()!;
    if (node.nodeType === 3) {
      if (context.skipContent) continue;
      const value = collapse(node.text);
      if (!value || value.startsWith('<!')) continue;
      if (textLength < maxTextChars) {
        text.push(value);
        textLength += value.length + 1;
      }
      if (!context.inBlock && value.length >= 2) addBlock(value, 'paragraph', context, (node.parentNode as HTMLElement | null) ?? null);
      continue;
    }
    if (node.nodeType !== 1) continue;
    elements += 1;
    if (context.depth > maxDepth || elements > maxElements) {
      facts.partial = true;
      continue;
    }
    const element = node as HTMLElement;
    const tag = tagOf(element);
    const id = element.id ?? '';
    const classes = element.classNames ?? '';
    const ownTokens = id || classes ? `${id} ${classes}`.toLowerCase() : '';
    if (ownTokens && tokens.size < 2000) for (const token of ownTokens.split(' ')) if (token) tokens.add(token);

    switch (tag) {
      case 'html':
        facts.htmlLang = collapse(element.getAttribute('lang') ?? element.getAttribute('xml:lang') ?? '') || null;
        break;
      case 'script': {
        if ((element.getAttribute('type') ?? '').toLowerCase() === 'application/ld+json') collectJsonLd(element.rawText, facts.jsonLd);
        continue;
      }
      case 'style':
        css.push(element.rawText);
        continue;
      case 'template':
      case 'noscript':
      case 'iframe':
        continue;
      case 'title':
        if (!facts.title) facts.title = textOf(element, textCache);
        continue;
      case 'base': {
        const href = absolute(element.getAttribute('href'), pageUrl);
        if (href) base = href;
        continue;
      }
      case 'meta': {
        const httpEquiv = (element.getAttribute('http-equiv') ?? '').toLowerCase();
        const key = (element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('itemprop') ?? httpEquiv).toLowerCase();
        const content = element.getAttribute('content');
        if (key && content !== undefined && facts.meta[key] === undefined) facts.meta[key] = collapse(content);
        continue;
      }
      case 'link': {
        const rel = (element.getAttribute('rel') ?? '').toLowerCase();
        const href = absolute(element.getAttribute('href'), base);
        if (!href) continue;
        if (/\bstylesheet\b/.test(rel) && facts.stylesheets.length < 10) facts.stylesheets.push(href);
        else if (/apple-touch-icon/.test(rel)) icons.push({ url: href, rank: 2 });
        else if (/\bicon\b/.test(rel)) icons.push({ url: href, rank: /\.svg(\?|$)/.test(href) || /\b(192|256|512)\b/.test(element.getAttribute('sizes') ?? '') ? 3 : 4 });
        continue;
      }
      default:
        break;
    }

    // Reading attributes parses them all; most elements have no style attribute.
    const rawAttrs = element.rawAttrs;
    const styleAttr = rawAttrs.includes('style') ? element.getAttribute('style') : undefined;
    // Reading any attribute parses them all: only elements that can have these are asked.
    const hasHidden = rawAttrs.includes('hidden');
    if (styleAttr) css.push(styleAttr);
    // A fixed layer the page keeps hidden until a script shows it (a popup, "hold your phone sideways") is no page copy.
    const hiddenLayer = styleAttr !== undefined && /\bdisplay\s*:\s*none\b/iu.test(styleAttr) && /\bposition\s*:\s*fixed\b/iu.test(styleAttr);
    // What a page capture marked as no part of the page's content (a fixed notice, a floating button, a dialog), as
    // rendered: the same layer shown by a script at a phone's size.
    const capturedChrome = rawAttrs.includes('data-sitespark-chrome') && element.getAttribute('data-sitespark-chrome') === 'other';

    const sectionTokens = ownTokens.match(sectionWordsGlobal);
    const landmark = tag === 'nav' || tag === 'footer' || tag === 'header' || tag === 'aside' ? tag : '';
    const next: WalkContext = {
      section: sectionTokens || landmark ? `${context.section} ${landmark} ${sectionTokens?.join(' ') ?? ''}`.trim() : context.section,
      ownTokens,
      skipContent: context.skipContent || hiddenLayer || capturedChrome || (ownTokens !== '' && cookieTokens.test(ownTokens)) || (hasHidden && (element.getAttribute('aria-hidden') === 'true' || element.getAttribute('hidden') !== undefined)),
      inTestimonial: context.inTestimonial || testimonialTokens.test(ownTokens),
      inBlock: context.inBlock,
      inQuote: context.inQuote || tag === 'blockquote',
      inControl: context.inControl || tag === 'a' || tag === 'button',
      inBrand: context.inBrand || (ownTokens !== '' && brandTokens.test(ownTokens)),
      depth: context.depth + 1,
    };
    const inChrome = /\b(nav|footer)\b/.test(next.section);

    if (tag === 'svg') {
      let markup = '';
      try {
        markup = element.toString();
      } catch {
        markup = '';
      }
      const fills = markup.length < 200_000 ? markup.match(/(?:fill|stroke|stop-color)\s*[=:]\s*["']?(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\))/g) : null;
      if (fills && /logo|brand/.test(`${ownTokens} ${next.section}`)) css.push(`logo { ${fills.join('; ')} }`);
      continue;
    }
    if (tag === 'img') {
      const src = absolute(element.getAttribute('src'), base);
      const hint = `${ownTokens} ${(element.getAttribute('alt') ?? '').toLowerCase()} ${src ?? ''}`.toLowerCase();
      if (src && (/logo|brand/.test(hint) || next.inBrand)) {
        icons.push({ url: src, rank: /\bheader\b|\bnav\b/.test(next.section) ? 0 : 1 });
        for (const label of [element.getAttribute('alt'), element.getAttribute('title')]) addBrandText(label ?? '');
      }
      else if (!next.skipContent && !inChrome && facts.imageAlts.length < 60) {
        const alt = collapse(element.getAttribute('alt') ?? '');
        if (alt.length >= 3 && alt.length <= 200) facts.imageAlts.push(alt);
      }
      continue;
    }

    const readable = !next.skipContent;
    if (readable && headingTag.test(tag)) {
      const value = textOf(element, textCache);
      const level = Number(tag[1]);
      if (value && facts.headings.length < maxItems) facts.headings.push({ level, text: value, section: next.section });
      if (value && headingRecords.length < maxItems) {
        headingRecords.push({ element, level, text: value, section: next.section, chrome: inChrome });
        // A page's title starts a new part of it: the section heading before it names nothing after it.
        lastHeading = level >= 2 ? value : null;
        if (level >= 2 && !inChrome) {
          const container = containerOf(element);
          if (container && !sectionTags.has(tagOf(container)) && !cardTitles.has(container)) cardTitles.set(container, value);
        }
      }
    } else if (readable && tag === 'p' && !inChrome && facts.paragraphs.length < maxItems) {
      const value = textOf(element, textCache);
      if (value.length > 0) facts.paragraphs.push({ text: value, section: next.section });
    } else if (readable && tag === 'li' && !inChrome && facts.listItems.length < maxItems) {
      const value = textOf(element, textCache);
      if (value.length > 0 && value.length <= 160) facts.listItems.push({ text: value, section: next.section });
    } else if (tag === 'article') {
      facts.articleCount += 1;
    }

    if (readable && (tag === 'address' || /\b(address|adresse|direccion|endereco|anschrift)\b/.test(ownTokens) || (rawAttrs.includes('itemprop') && element.getAttribute('itemprop') === 'address'))) {
      const value = textOf(element, textCache);
      if (value && value.length <= 300 && facts.addresses.length < 5) facts.addresses.push(value);
    }

    // Testimonials: a blockquote with its cite, or a quote paragraph followed by its attribution.
    if (readable && !inChrome && tag === 'blockquote') {
      const cite = element.querySelector('cite, figcaption, footer');
      const citeText = cite ? textOf(cite, textCache) : '';
      const whole = textOf(element, textCache);
      const quoteText = cleanQuote(citeText ? whole.replace(citeText, '') : whole);
      let author = citeText ? cleanAuthor(citeText) : null;
      if (!author) {
        const after = authorAfter(element, textCache);
        if (after) consumedAuthors.add(after.element);
        author = after?.author ?? null;
        if (!after && tagOf(element.parentNode ?? element) === 'figure') {
          const caption = element.parentNode!.querySelector('figcaption');
          author = caption ? cleanAuthor(textOf(caption, textCache)) : null;
        }
      }
      const inline = !author ? inlineAttribution.exec(quoteText) : null;
      if (inline) addTestimonial(cleanQuote(inline[1]!), cleanAuthor(inline[2]!));
      else addTestimonial(quoteText, author);
    } else if (readable && !inChrome && !context.inQuote && (tag === 'p' || tag === 'q')) {
      const value = textOf(element, textCache);
      if (value.length >= 20) readQuoteParagraph(element, value, next);
    }

    // Definition lists and bold-led list items title an item and describe it in the same row.
    if (readable && !inChrome && tag === 'dl') {
      const terms = elementChildren(element).filter((child) => tagOf(child) === 'dt');
      const group = `dl${termBlocks.length}`;
      for (const term of terms) {
        const descriptions: string[] = [];
        for (let sibling = term.nextElementSibling; sibling && tagOf(sibling) === 'dd'; sibling = sibling.nextElementSibling) descriptions.push(textOf(sibling, textCache));
        const title = textOf(term, textCache);
        if (title) {
          const description = descriptions.filter(Boolean).join(' ') || null;
          termBlocks.push({ title, description, level: 0, kind: 'term', section: next.section, siblings: terms.length, titlesSection: false, group, priced: description !== null && amountsIn(description).length > 0, underHeading: lastHeading });
        }
      }
    } else if (readable && !inChrome && tag === 'li') {
      const first = elementChildren(element)[0];
      const firstTag = first ? tagOf(first) : '';
      if (first && (firstTag === 'strong' || firstTag === 'b')) {
        const title = textOf(first, textCache).replace(/[\s:–—-]+$/u, '');
        const whole = textOf(element, textCache);
        if (title && whole.startsWith(title)) {
          const rest = whole.slice(title.length).replace(/^[\s:–—-]+/u, '');
          const siblings = element.parentNode ? elementChildren(element.parentNode).length : 1;
          if (rest.split(' ').length >= 2 && amountsIn(rest).length === 0) {
            const group = element.parentNode ? listGroups.get(element.parentNode) ?? `list${listGroups.size}` : '';
            if (element.parentNode) listGroups.set(element.parentNode, group);
            termBlocks.push({ title, description: rest, level: 0, kind: 'lead', section: next.section, siblings, titlesSection: false, group, priced: false, underHeading: lastHeading });
          }
        }
      }
    }

    // A gallery of captioned pictures ("Weekly bouquets", "Wedding flowers") names what a picture-led site offers.
    if (readable && !inChrome && tag === 'figcaption') {
      const figure = element.parentNode;
      const gallery = figure && tagOf(figure) === 'figure' ? figure.parentNode : null;
      const title = textOf(element, textCache);
      if (gallery && title && title.length <= 60) {
        let captioned = galleryCounts.get(gallery);
        if (captioned === undefined) {
          captioned = elementChildren(gallery).filter((child) => tagOf(child) === 'figure' && elementChildren(child).some((inner) => tagOf(inner) === 'figcaption')).length;
          galleryCounts.set(gallery, captioned);
        }
        if (captioned >= 2) {
          const group = listGroups.get(gallery) ?? `gallery${listGroups.size}`;
          listGroups.set(gallery, group);
          termBlocks.push({ title, description: null, level: 0, kind: 'caption', section: next.section, siblings: captioned, titlesSection: false, group, priced: amountsIn(title).length > 0, underHeading: lastHeading });
        }
      }
    }

    // The header's brand ("navbar-brand", "site-title", "logo"): text a person reads as the name.
    if (readable && !context.inBrand && next.inBrand && tag !== 'nav' && facts.brandTexts.length < 8) {
      const value = brandTextOf(element, textCache);
      if (value && wordsUpTo(value, 8) <= 7) addBrandText(value);
    }

    if (tag === 'a' || tag === 'button' || (tag === 'input' && /submit|button/.test(element.getAttribute('type') ?? ''))) {
      const href = element.getAttribute('href') ?? '';
      const label = tag === 'input' ? collapse(element.getAttribute('value') ?? '') : textOf(element, textCache);
      if (href.startsWith('tel:')) {
        facts.telLinks += 1;
        addPhone(facts, phoneOf(label) ?? phoneOf(href.slice(4).replace(/%20/giu, ' ').replace(/^\/+/u, '')));
      }
      if (tag === 'a' && href && !href.startsWith('#') && facts.links.length < 300 && !next.skipContent) {
        const target = absolute(href, base);
        // A tile that is only a picture: its words are the picture's alt or title, when it has any.
        const image = label ? null : element.querySelector('img');
        const imageLabel = image ? collapse(image.getAttribute('alt') ?? image.getAttribute('title') ?? '') : '';
        if (target) {
          facts.links.push({
            href: target.replace(/#.*$/u, ''),
            text: label || collapse(element.getAttribute('title') ?? element.getAttribute('aria-label') ?? '') || imageLabel,
            chrome: /\b(nav|footer|header)\b/.test(next.section),
            ...(image ? { image: true } : {}),
          });
        }
      }
      if (label.length >= 2 && label.length <= 40 && wordsUpTo(label, 7) <= 6 && !next.skipContent) {
        const styled = /\b(btn|button|cta)\b|btn-|button-|cta-|-cta|-btn/.test(ownTokens);
        const verb = actionWords.test(label) || trailingActionVerb.test(label);
        if (styled || verb) {
          // A menu entry ("Start", "Contact") is the site's navigation, not its call to action: a
          // button in the hero or header is.
          const inNav = /\bnav\b/.test(next.section);
          const place = inNav ? 0 : /hero|banner/.test(next.section) ? 2 : /header/.test(next.section) ? 1 : 0;
          const score = (styled ? 2 : 0) + (verb ? 2 : 0) + place - (/footer/.test(next.section) ? 2 : 0);
          if (score > 1) ctaScores.set(label, Math.max(ctaScores.get(label) ?? 0, score));
        }
      }
    }

    // The visible text, block by block: the grounding corpus and the source of prices and hours.
    if (readable && !next.inBlock && !neverBlock.has(tag)) {
      const children = element.childNodes;
      const hasBlockChild = children.some((child) => child.nodeType === 1 && blockTags.has(tagOf(child as HTMLElement)) && tagOf(child as HTMLElement) !== 'br');
      const hasOwnText = children.some((child) => child.nodeType === 3 && child.text.trim() !== '');
      const captures = alwaysBlock.has(tag) || ((blockIfLeaf.has(tag) || hasOwnText) && !hasBlockChild);
      if (captures) {
        next.inBlock = true;
        if (tag === 'tr') {
          const cells = elementChildren(element)
            .filter((cell) => tagOf(cell) === 'td' || tagOf(cell) === 'th')
            .map((cell) => textOf(cell, textCache))
            .filter(Boolean);
          addBlock(cells.join(' · '), 'list item', next, element, cells);
        } else {
          const value = textOf(element, textCache);
          const authorLine = consumedAuthors.has(element);
          const where =
            tag === 'h1' ? 'h1'
            : headingTag.test(tag) ? 'heading'
            : tag === 'address' ? 'address'
            : (next.inQuote || next.inTestimonial) && !authorLine && !isAuthorLike(element, value) ? 'testimonial'
            : tag === 'li' || tag === 'dt' || tag === 'dd' ? 'list item'
            : 'paragraph';
          addBlock(value, where, next, element);
        }
      }
    }

    const children = element.childNodes;
    for (let index = children.length - 1; index >= 0; index--) stack.push({ node: children[index]!, context: next });
  }

  facts.featureBlocks = [...headingFeatureBlocks(headingRecords, textCache), ...termBlocks].slice(0, 200);
  facts.prices = pricesOf(facts.blocks);
  for (const review of facts.jsonLd.reviews) addTestimonial(cleanQuote(review.quote), review.author);

  facts.inlineCss = css.join('\n');
  facts.text = text.join(' ').slice(0, maxTextChars);
  facts.markupTokens = [...tokens];
  facts.callsToAction = [...ctaScores.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label]) => label)
    .slice(0, 8);
  const ogImage = absolute(facts.meta['og:image'] ?? facts.meta['twitter:image'], base);
  facts.ogImage = ogImage;
  facts.logoImages = [...new Map(icons.sort((a, b) => a.rank - b.rank).map((icon) => [icon.url, icon])).keys()].slice(0, 4);
  return facts;
}

/** A title short enough to name an offering ("Fresh pasta daily"), not a sentence or a post's headline. */
const couldNameOffering = (title: string) => title.length <= 60 && !/[.!?…]$/u.test(title) && wordsUpTo(title, 8) <= 7;

/**
 * The eyebrow over a section's heading ("Por qué elegirnos" above "Care you can trust"): a short line
 * just before the heading, in the heading's own wrapper. It often says what the section is when the
 * heading itself is a claim.
 */
function kickerOf(heading: HTMLElement, cache: Map<HTMLElement, string>): string | null {
  let anchor = heading;
  for (let up = 0; up < 2; up++) {
    const before = anchor.previousElementSibling;
    if (before) {
      const tag = tagOf(before);
      if (headingTag.test(tag) || tag === 'img' || tag === 'svg' || tag === 'ul' || tag === 'ol') return null;
      const text = textOf(before, cache);
      return text && text.length <= 50 && wordsUpTo(text, 7) <= 6 ? text : null;
    }
    const parent = anchor.parentNode;
    if (!parent || sectionTags.has(tagOf(parent))) return null;
    anchor = parent;
  }
  return null;
}

/** Headings level 2+ with their own description; cards side by side are counted as siblings. */
function headingFeatureBlocks(records: HeadingRecord[], cache: Map<HTMLElement, string>): FeatureBlock[] {
  // Cards: each card is its own container; cards side by side share the container's parent.
  // A section (or the page itself) around a heading is not a card: only small containers side by side are.
  const cards = records.map((record) => {
    const container = containerOf(record.element);
    return container && !sectionTags.has(tagOf(container)) ? container : null;
  });
  const groups = cards.map((card) => card?.parentNode ?? null);
  const groupCounts = new Map<unknown, Map<number, number>>();
  const groupIds = new Map<unknown, string>();
  records.forEach((record, index) => {
    const group = groups[index];
    if (!group) return;
    const byLevel = groupCounts.get(group) ?? new Map<number, number>();
    byLevel.set(record.level, (byLevel.get(record.level) ?? 0) + 1);
    groupCounts.set(group, byLevel);
    if (!groupIds.has(group)) groupIds.set(group, `h${groupIds.size}`);
  });
  // Outline: headings of one level between two shallower headings are siblings too.
  const outlineCounts: number[] = Array.from({ length: records.length }, () => 1);
  const outlineStarts: number[] = records.map((_, index) => index);
  for (let index = 0; index < records.length; index++) {
    const level = records[index]!.level;
    let count = 0;
    if (level <= 2) continue;
    let start = index;
    while (start > 0 && records[start - 1]!.level >= level) start -= 1;
    for (let scan = start; scan < records.length && (scan === start || records[scan]!.level >= level); scan++) if (records[scan]!.level === level) count += 1;
    outlineCounts[index] = count;
    outlineStarts[index] = start;
  }
  // The heading each title sits under: the nearest shallower one before it.
  const parents: Array<HeadingRecord | null> = [];
  const open: HeadingRecord[] = [];
  for (const record of records) {
    while (open.length > 0 && open[open.length - 1]!.level >= record.level) open.pop();
    parents.push(open.length > 0 ? open[open.length - 1]! : null);
    open.push(record);
  }
  const blocks: FeatureBlock[] = [];
  records.forEach((record, index) => {
    if (record.level === 1 || record.chrome) return;
    // A footer's or menu's heading ("Main Office") after the last card does not make that card a section title.
    const next = records.slice(index + 1).find((other) => !other.chrome);
    const group = groups[index];
    const sameGroup = group ? (groupCounts.get(group)?.get(record.level) ?? 1) : 1;
    const outline = outlineCounts[index]!;
    const card = cards[index];
    const description = descriptionAfter(record.element, cache);
    blocks.push({
      title: record.text,
      description,
      level: record.level,
      kind: 'heading',
      section: record.section,
      siblings: Math.max(sameGroup, outline),
      titlesSection: next !== undefined && next.level > record.level,
      group: sameGroup >= 2 && group ? groupIds.get(group)! : outline >= 2 ? `o${outlineStarts[index]}-${record.level}` : '',
      // The card's own text (bounded by textOf), or the heading's line and description when it has no card.
      // Only for titles short enough to name an offering: a post's sentence-long title never is one.
      priced: couldNameOffering(record.text) && amountsIn(card ? textOf(card, cache) : `${record.text} ${description ?? ''}`).length > 0,
      underHeading: parents[index]?.text ?? null,
      underKicker: parents[index] ? kickerOf(parents[index].element, cache) : null,
    });
  });
  return blocks;
}

const priceSection = /pric|preis|tarif|menu|karte|carta|carte|cardapio|plan/;

/** "40 min", "1 h 30", "5 séances": a line that says how long or how many, never what is priced. */
const quantityLine = /^\d+(?:[.,]\d+)?\s*(?:min|mins|minutes?|minuten|minutos|h|hrs?|hours?|std|stunden?|horas?|heures?|séances?|sessions?|sesiones|sessões|sitzungen|x)\.?(?:\s*\d+\s*(?:min)?)?$/iu;

/**
 * A price alone on its line ("60 €") in a row whose name stands in an element of its own
 * ("Relaxation haut du corps", "40 min", "60 €"): the name is the last line before it that names a
 * thing, after the previous price and under the same heading.
 */
function itemOfLonePrice(blocks: PageBlock[], index: number, since: number): string | null {
  const block = blocks[index]!;
  for (let at = index - 1; at > since && at >= index - 4; at--) {
    const line = blocks[at]!;
    if (line.heading !== block.heading || line.chrome === 'nav') return null;
    if (line.control || quantityLine.test(line.text) || /[.!?…]$/u.test(line.text) || line.text.split(' ').length > 8) continue;
    return itemPhrase(line.text);
  }
  return null;
}

/**
 * "Hauptsaison | 100 €/Nacht | +10 €" under "Saison | Basispreis | je weitere Person": a price in a
 * later price column is its row's item as that column's header qualifies it ("Hauptsaison – je
 * weitere Person"); the first price column is the row's own price.
 */
function qualifiedByColumn(item: string | null, found: FoundAmount, cells: string[] | undefined, header: string[] | null): string | null {
  if (!item || !cells || !header || header.length !== cells.length) return item;
  const column = cells.findIndex((cell) => cell.includes(found.amount));
  const earlierPrice = cells.slice(0, Math.max(column, 0)).some((cell) => amountsIn(cell, { bareRow: true }).length > 0);
  const qualifier = column >= 0 && earlierPrice ? itemPhrase(header[column]!.replace(/^[+\s]+/u, '')) : null;
  return qualifier ? `${item} – ${qualifier}` : item;
}

/**
 * A line that labels the price rows under it without being a heading ("Walking Rates", "Senior Rates 60 & older: Mon
 * thru Fri before NOON", set as paragraphs): short, no price, no sentence, and a priced row right after it.
 */
function rowLabelAt(blocks: PageBlock[], index: number, priced: (at: number) => boolean): string | null {
  const block = blocks[index]!;
  const next = blocks[index + 1];
  if (!next || block.chrome === 'nav' || block.control || block.cells || next.cells || block.where === 'testimonial' || block.text.length > 160) return null;
  if (!priced(index + 1) || priced(index)) return null;
  const text = block.text.replace(/\s+/gu, ' ').trim();
  // (A heading is the rows' heading already: the reading falls back on it where a row names nothing.)
  if (!text || /[.!?…]$/u.test(text) || next.heading !== block.heading || next.heading === block.text) return null;
  // Short, or longer only where it says it labels prices or what follows ("Senior Rates 60 & older: Mon thru Fri …"):
  // "Must have a valid license to drive a cart" is a rule between rows, no label.
  const words = text.split(' ').length;
  if (words > 12 || (words > 6 && !text.includes(':') && !priceWords.test(text))) return null;
  return text;
}

const priceWords = /(?<![\p{L}])(?:rates?|prices?|pricing|fees?|preise?|tarife?|tarifs?|prix|precios?|tarifas?|preços?|taxas)(?![\p{L}])/iu;

/** The rows' label with the item: "9 Holes (Walking Rates)", "18 Holes (Twilight, After 4pm)"; not where the item says it or has its own condition. */
function underRowLabel(item: string | null, label: string | null): string | null {
  if (!item || !label || item.includes('(')) return item;
  const words = (text: string) => text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  const own = words(item);
  const said = words(label).filter((word) => !/^(?:rates?|prices?|pricing|fees?|costs?|preise?|kosten|gebühren|tarife?|tarifs?|frais|prix|precios?|preços?|tarifas?|honorarios|honorários|taxas)$/u.test(word));
  if (said.every((word) => own.includes(word))) return item;
  return `${item} (${label.replace(/\s*\(([^)]*)\)/gu, ', $1').replace(/^,\s*/u, '')})`;
}

function pricesOf(blocks: PageBlock[]): PagePrice[] {
  const prices: PagePrice[] = [];
  let lastPriced = -1;
  let header: string[] | null = null;
  // The label of the price rows that follow it, until a line that is neither a priced row nor another label.
  let rowLabel: string | null = null;
  // Whether a block names an amount, read once a block.
  const pricedAt = new Map<number, boolean>();
  const priced = (at: number) => {
    let known = pricedAt.get(at);
    if (known === undefined) pricedAt.set(at, (known = at < blocks.length && amountsIn(blocks[at]!.text).length > 0));
    return known;
  };
  for (const [index, block] of blocks.entries()) {
    const label = rowLabelAt(blocks, index, priced);
    if (label) {
      rowLabel = label;
      continue;
    }
    if (!priced(index)) rowLabel = null;
    // A customer's quote that names a price ("Quoted £300, paid £300") is proof, not a price list.
    if (block.chrome === 'nav' || block.text.length > 400 || block.where === 'testimonial' || /^["“„«‘]/u.test(block.text)) continue;
    const bareRow = hasLeaderDots(block.text) || block.cells !== undefined || (priceSection.test(block.section) && block.text.split(' ').length <= 10);
    const amounts = amountsIn(block.text, { bareRow });
    if (block.cells && amounts.length === 0) header = block.cells;
    else if (!block.cells) header = null;
    const since = lastPriced;
    if (amounts.length > 0) lastPriced = index;
    for (const found of amounts) {
      if (prices.length >= 60) return prices;
      // "8,50€ (5 litros)", "4€/kg": a quantity in brackets or a unit after the slash leaves the price alone on its line.
      const rest = block.text
        .replace(found.amount, '')
        .replace(/\([^)]*\)/gu, '')
        .replace(/\/\s*\p{L}+/gu, '')
        .replace(/(?<![\p{L}])(?:desde|from|starting at|ab|von|dès|à partir de|a partir de)(?![\p{L}])/giu, '');
      const lone = amounts.length === 1 && !/\p{L}{2}/u.test(rest) ? itemOfLonePrice(blocks, index, since) : null;
      const named = lone ?? qualifiedByColumn(itemOfPrice(found, block.text, { cells: block.cells, heading: block.heading, card: block.card ?? null }), found, block.cells, header);
      const item = underRowLabel(named, lone ? null : rowLabel);
      // A line that named the lone price after it was that row's name, not a label for the rows after it.
      if (lone) rowLabel = null;
      // "Desde 4€/kg": the unit after the slash is part of the price; "desde 4€" alone would say a duvet costs 4 €.
      const at = block.text.toLocaleLowerCase().indexOf(found.amount.toLocaleLowerCase());
      const unit = at >= 0 ? /^\s*\/\s*(\p{L}{1,12}|m²|m2)(?![\p{L}])/u.exec(block.text.slice(at + found.amount.length))?.[0] : undefined;
      // "NON-Members: $12.00 per 9 Holes": what one amount buys, said after "per", stays with it where the item is named
      // before the amount (where nothing is, "$15 per guided walk", the words after "per" are the item).
      const per = !unit && at >= 0 ? /^\s+((?:per|pro|por|par|je)\s+(?:\d+\s+)?\p{L}{3,}(?:\s+\p{L}{3,})?)(?=\s*$|[\s,.;:!)])/iu.exec(block.text.slice(at + found.amount.length))?.[1] : undefined;
      const perItem = per && named && itemPhrase(per.replace(/^\S+\s+/u, ''))?.toLocaleLowerCase() === named.toLocaleLowerCase();
      const amount = unit ? `${found.amount}${unit.replace(/\s+/gu, '')}` : per && !perItem ? `${found.amount} ${per}` : found.amount;
      if (prices.some((p) => p.amount === amount && p.item === item)) continue;
      prices.push({ item, amount, text: block.text });
    }
  }
  return prices;
}

import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { phoneOf, type PageFacts } from './read-page.ts';
import type { SiteContact } from './site-model.ts';

/** A phone line's label in the five languages ("Tel.:", "📞 Teléfono:", "Call us"); never a fax line. */
const phoneWords = String.raw`(?:tel(?:efon|éfono|éfone|ephone|\.)?|phone|fone|call us(?: (?:on|at))?|ruf(?:en sie uns)? an|llámanos|appelez(?:-nous)?|ligue(?:-nos)?)`;
const phoneLabel = new RegExp(String.raw`(?:^|[\s📞☎|,(])${phoneWords}\s*(?:[.:]|\bat\b|\bon\b)?\s*(?=[+(\d])`, 'giu');

/** The number after a phone label in the page's text, when a click-to-call link gives none. */
function labelledPhone(text: string): string | null {
  for (const match of text.matchAll(phoneLabel)) {
    const before = text.slice(Math.max(0, match.index - 12), match.index + match[0].length);
    if (/fax|telefax|télécopie/iu.test(before)) continue;
    const phone = phoneOf(text.slice(match.index + match[0].length, match.index + match[0].length + 24));
    if (phone) return phone;
  }
  return null;
}

/** A label that is a whole block ("Telefon", "Phone:", "Teléfono"), as contact cards set it above the number. */
const phoneHeading = new RegExp(String.raw`^\s*(?:📞|☎️?)?\s*${phoneWords}\s*:?\s*$`, 'iu');

/** The number in the block right under a phone label of its own ("<h3>Telefon</h3><p>02524 9293606</p>"). */
function phoneUnderLabel(blocks: PageFacts['blocks']): string | null {
  for (let index = 0; index + 1 < blocks.length; index++) {
    if (!phoneHeading.test(blocks[index]!.text)) continue;
    const next = blocks[index + 1]!.text.trim();
    const phone = /^[+(\d]/u.test(next) ? phoneOf(next.slice(0, 24)) : null;
    if (phone) return phone;
  }
  return null;
}

/** A street address a reader can find: a house number with its street, short enough for a sentence. */
function streetAddress(text: string): string | null {
  const written = text.replace(/\s+/gu, ' ').trim();
  if (written.length > 80 || !/\d/u.test(written) || /@|https?:|→|\b(?:tel|fax|phone)\b/iu.test(written)) return null;
  // A house number beside a word of three letters or more: "15 Walsall Road", "Rua da Natária, 73".
  // "310 S 13th St, Geneva": a house number first, then the street and, after a comma, the town.
  return /(?:\d+\s*\p{L}{3,}|\p{L}{3,},?\s+\d+|^\d+[a-z]?\s+\p{L}[^,]*\s\p{L}{2,}\.?,\s*\p{L})/u.test(written) ? written : null;
}

/** An address line's label in the five languages ("📍 Dirección:", "Address", "Anschrift"), as a block's start or its heading. */
const addressWords = String.raw`(?:our |notre |nuestra |unsere )?(?:address|adresse|anschrift|direcci[oó]n|endere[cç]o|morada)`;
const addressLabel = new RegExp(String.raw`^(?:📍\s*)?${addressWords}(?![\p{L}])\s*:?\s*`, 'iu');
const addressHeading = new RegExp(String.raw`^${addressWords}\s*:?$`, 'iu');
/** Where an address line runs into the next contact detail ("… 07011 Sa Vileta 📞 Teléfono: …"). */
const nextDetail = /\s*(?:📞|☎|✉|📧|\b(?:tel(?:efon|éfono|éfone|ephone)?|phone|fone|fax|e-?mail|correo|hours|horario|öffnungszeiten|horaires)\b\s*[.:]|\b(?:lunes|montag|monday|lundi|segunda)\b).*$/iu;

/**
 * A street address the page labels or pins rather than marks up: a block that starts with a label
 * or a map pin ("📍 Dirección: Camí de la Vileta, 152, …"), a block under an "Address" heading, or
 * one beside a map-marker icon. Footer blocks count: a footer's address is the business's.
 */
function labelledAddress(blocks: PageFacts['blocks']): string | null {
  for (const [index, block] of blocks.entries()) {
    // A label alone ("Morada", then "Rua da Natária, 73 4250-327 Porto"): the next block is the address.
    if (block.text.length <= 80 && addressHeading.test(block.text.trim())) {
      const next = blocks[index + 1];
      const address = next ? streetAddress(next.text.replace(nextDetail, '')) : null;
      if (address) return address;
      continue;
    }
    const underHeading = block.heading !== null && addressHeading.test(block.heading.trim());
    // (Most blocks are neither: told from their start alone, before the whole block is normalised.)
    if (!block.pinned && !underHeading && !block.text.includes('📍') && !addressLabel.test(block.text.trimStart().slice(0, 160).replace(/\s+/gu, ' '))) continue;
    const whole = block.text.replace(/\s+/gu, ' ').trim();
    // "Tienda en La Vileta 📍 Dirección: …": the pin starts the address inside a longer line.
    const pin = whole.indexOf('📍');
    const text = pin > 0 ? whole.slice(pin) : whole;
    const labelled = addressLabel.exec(text);
    if (!labelled && !underHeading && !block.pinned && !text.startsWith('📍')) continue;
    const rest = (labelled ? text.slice(labelled[0].length) : text).replace(/^📍\s*/u, '').replace(nextDetail, '').trim();
    const address = streetAddress(rest);
    if (address) return address;
  }
  return null;
}

/** A street's kind in the five languages: "Boulevard", "Rue", "Road", "Straße", "Calle", "Rua". */
const streetWord = String.raw`(?:boulevard|bd|rue|avenue|av|allée|chemin|place|impasse|quai|cours|route|road|rd|street|st|lane|ln|drive|dr|way|straße|strasse|str|weg|platz|allee|gasse|ring|damm|calle|c\/|avenida|avda|paseo|plaza|camí|carrer|rua|travessa|largo|praça|estrada)`;
/** A whole block that is an address with its postcode and town: "57 Boulevard Gaston Serpette, 44000 Nantes". */
const postalAddress = new RegExp(String.raw`^(?:\d+[a-z]?,?\s+${streetWord}\.?\s+\p{L}.*|(?:\p{L}+\s+)*\p{L}*${streetWord}\.?\s+[^,]*\d+[a-z]?),\s*(?:[A-Z]{1,2}-?)?\d{4,5}(?:-\d{3})?\s+\p{Lu}[\p{L}' -]+$`, 'iu');

/**
 * An address the page writes as a block of its own, unlabelled and unmarked ("57 Boulevard Gaston Serpette, 44000
 * Nantes" under "Infos Complémentaires"): only a whole block with a street's kind, a house number, a postcode and a town.
 */
function unlabelledAddress(blocks: PageFacts['blocks']): string | null {
  for (const block of blocks) {
    if (block.text.length > 120 || !/\d{4}/u.test(block.text)) continue;
    const text = block.text.replace(/\s+/gu, ' ').trim();
    if (text.length <= 80 && postalAddress.test(text)) return streetAddress(text);
  }
  return null;
}

const mapsLink = /^https?:\/\/(?:www\.)?(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.apple\.com)/iu;

/** The address a map link points to: its text when that is an address, else the place it searches for ("?q=310+S+13th+St,+Geneva,+NE+68361"). */
function mappedAddress(links: PageFacts['links']): string | null {
  for (const link of links) {
    if (!mapsLink.test(link.href)) continue;
    const shown = streetAddress(link.text);
    if (shown) return shown;
    try {
      const url = new URL(link.href);
      const query = url.searchParams.get('q') ?? url.searchParams.get('daddr') ?? url.searchParams.get('address') ?? /\/maps\/place\/([^/@]+)/u.exec(url.pathname)?.[1] ?? null;
      const searched = query ? streetAddress(decodeURIComponent(query.replace(/\+/gu, ' '))) : null;
      if (searched) return searched;
    } catch {
      // A link the page wrote badly says nothing.
    }
  }
  return null;
}

/** A number written without spaces ("+263783167524", a tel: link's) grouped as its country writes it; one a person wrote stays as written. */
function readablePhone(phone: string): string {
  if (!/^\+\d{8,}$/u.test(phone)) return phone;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * How to reach the business, as the pages write it: the phone of a click-to-call link, of the
 * business's structured data or of a labelled line ("Teléfono: 971 79 85 35"), and its street
 * address from structured data or an address block. Several numbers (branches) give the first.
 */
export function chooseContact(facts: PageFacts | null): SiteContact {
  if (!facts) return { phone: null, address: null };
  const found = facts.phones[0] ?? facts.jsonLd.telephones[0] ?? facts.blocks.map((block) => labelledPhone(block.text)).find(Boolean) ?? phoneUnderLabel(facts.blocks) ?? facts.blocks.filter((block) => block.phoned).map((block) => phoneOf(block.text)).find(Boolean) ?? null;
  const phone = found ? readablePhone(found) : null;
  // The region after the town ("…, 38140 Rives, Isère") is for the post office, not for a reader.
  const withoutRegion = (address: string) => (address.split(',').length >= 3 && !/\d/u.test(address.split(',').at(-1)!) ? address.split(',').slice(0, -1).join(',') : address);
  const address = [...facts.jsonLd.addresses, ...facts.addresses].map(streetAddress).find(Boolean) ?? labelledAddress(facts.blocks) ?? mappedAddress(facts.links) ?? unlabelledAddress(facts.blocks);
  return { phone, address: address ? withoutRegion(address) : null };
}

/**
 * An address as a post gives it: the street and its number, then the town ("310 S 13th St, Geneva"
 * for "310 S 13th St, Geneva, NE 68361"; "Rua da Natária, 73, Porto" for "Rua da Natária, 73
 * 4250-327 Porto"). Postcodes, states and districts are for the post office.
 */
export function streetOf(address: string, place: string | null): string {
  const parts = address.split(/\s*,\s*/u);
  const numbered = parts.findIndex((part) => /\d/u.test(part));
  if (numbered < 0) return address;
  // "73 4250-327 Porto", "Elmstraße 6 59320 Ennigerloh": the number, without the postcode and town after it.
  const street = [...parts.slice(0, numbered), parts[numbered]!.replace(/\s+(?:[A-Z]{1,2}-?)?\d{4,5}(?:-\d{3})?(?:\s.*)?$/u, '')].join(', ');
  // The town as the pages name it, else as the address ends ("…, 07011 Sa Vileta", "Elmstraße 6 59320 Ennigerloh"), where the street does not already say it.
  const last = parts.length - 1 > numbered ? parts.at(-1)! : (/\s(?:[A-Z]{1,2}-?)?\d{4,5}(?:-\d{3})?\s+(.+)$/u.exec(parts[numbered]!)?.[1] ?? '');
  const ending = last.replace(/^(?:[A-Z]{1,2}-?)?\d{4,5}(?:-\d{3})?\s+|\s+\d{4,5}(?:-\d{3})?$/gu, '').trim();
  const named = place && address.toLocaleLowerCase().includes(place.toLocaleLowerCase()) ? place : ending.length >= 3 && /^\p{Lu}\p{L}*(?:[\s-]\p{L}+)*$/u.test(ending) ? ending : null;
  const town = named && !street.toLocaleLowerCase().includes(named.toLocaleLowerCase()) ? named : null;
  // A town written after the street without its comma ("8103 Cortez Blvd. Weeki Wachee") is there already: it gets its
  // comma ("8103 Cortez Blvd., Weeki Wachee"; "Find us at 8103 Cortez Blvd. Weeki Wachee." was read as a slip).
  if (!town && named && street.endsWith(` ${named}`) && !street.endsWith(`, ${named}`)) return `${street.slice(0, -named.length - 1)}, ${named}`;
  return town ? `${street}, ${town}` : street;
}

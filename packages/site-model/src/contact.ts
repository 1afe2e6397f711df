import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { phoneOf, type PageFacts } from './read-page.ts';
import type { SiteContact } from './site-model.ts';

/** A phone line's label in the five languages ("Tel.:", "📞 Teléfono:", "Call us"); never a fax line. */
const phoneLabel = /(?:^|[\s📞☎|,(])(?:tel(?:efon|éfono|éfone|ephone|\.)?|phone|fone|call us(?: (?:on|at))?|ruf(?:en sie uns)? an|llámanos|appelez(?:-nous)?|ligue(?:-nos)?)\s*(?:[.:]|\bat\b|\bon\b)?\s*(?=[+(\d])/giu;

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

/** A street address a reader can find: a house number with its street, short enough for a sentence. */
function streetAddress(text: string): string | null {
  const written = text.replace(/\s+/gu, ' ').trim();
  if (written.length > 80 || !/\d/u.test(written) || /@|https?:|→|\b(?:tel|fax|phone)\b/iu.test(written)) return null;
  // A house number beside a word of three letters or more: "15 Walsall Road", "Rua da Natária, 73".
  return /(?:\d+\s*\p{L}{3,}|\p{L}{3,},?\s+\d+)/u.test(written) ? written : null;
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
  const found = facts.phones[0] ?? facts.jsonLd.telephones[0] ?? facts.blocks.map((block) => labelledPhone(block.text)).find(Boolean) ?? null;
  const phone = found ? readablePhone(found) : null;
  // The region after the town ("…, 38140 Rives, Isère") is for the post office, not for a reader.
  const withoutRegion = (address: string) => (address.split(',').length >= 3 && !/\d/u.test(address.split(',').at(-1)!) ? address.split(',').slice(0, -1).join(',') : address);
  const address = [...facts.jsonLd.addresses, ...facts.addresses].map(streetAddress).find(Boolean) ?? null;
  return { phone, address: address ? withoutRegion(address) : null };
}

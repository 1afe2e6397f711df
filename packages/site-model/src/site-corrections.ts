/**
 * The owner's corrections of what was read from their site, applied to the site model before any
 * writer sees it. I/O-free: the corrections are read by the caller. A corrected or added fact is the
 * owner's word, so its source says 'your correction' and grounding never counts it as the site's.
 */
import { correctionSourceWhere, isListCorrectionField, type SiteCorrectionFact, type SiteCorrectionField } from '@sitespark/contracts';
import { siteTypes, tradeOfType, type SiteFactsAsRead, type SiteFeature, type SiteModel, type SitePerson, type SitePrice, type SiteTestimonial, type SiteType, type SourceText } from './site-model.ts';

/** The site a correction is kept for: the address's host in lower case without "www." (with its port when not the default); null when it is no web address. */
export function siteKeyOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.host.toLowerCase().replace(/^www\./u, '') || null;
}

/** A fact's text as corrections compare it: case, spacing, surrounding quotation marks and closing punctuation do not count. */
export function factKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^["'“”„‘’«»‹›\s]+|["'“”„‘’«»‹›\s.!?;:,…]+$/gu, '');
}

/** How many characters of a fact's text tell corrections apart (a longer text is stored whole, but keyed by its start). */
const keyLength = 200;

/**
 * What makes two corrections the same one (a later one replaces the earlier): the fact, and for a
 * list the item fixed or removed, or the item added. A fix and a removal of the same item share a key.
 */
export function siteCorrectionKey(correction: Pick<SiteCorrectionFact, 'field' | 'action' | 'target' | 'value'>): string {
  if (!isListCorrectionField(correction.field)) return correction.field;
  const text = correction.action === 'add' ? (correction.value?.text ?? '') : (correction.target ?? '');
  const key = [...factKey(text)].slice(0, keyLength).join('');
  return `${correction.field}${correction.action === 'add' ? '+' : ':'}${key}`;
}

export function isSiteType(text: string): text is SiteType {
  return text === 'Business' || (siteTypes as readonly string[]).includes(text);
}

function asReadOf(site: SiteModel): SiteFactsAsRead {
  return {
    name: site.name,
    nameSource: site.nameSource,
    type: site.type,
    trade: site.trade,
    typeEvidence: site.typeEvidence,
    typeConfidence: site.typeConfidence,
    features: site.features,
    prices: site.prices,
    location: site.location,
    schedule: site.schedule,
    testimonials: site.testimonials,
    callsToAction: site.callsToAction,
    people: site.people ?? [],
  };
}

const owner = (text: string): SourceText => ({ text, where: correctionSourceWhere });

/** A text of the page that stood for a removed or replaced fact: equal to it, or (both long enough to mean one thing) within it or holding it. */
function textDropper(dropped: string[], kept: ReadonlySet<string>): (text: string) => boolean {
  const keys = [...new Set(dropped.map(factKey).filter((key) => key.length > 0 && !kept.has(key)))];
  if (keys.length === 0) return () => false;
  return (text) => {
    const key = factKey(text);
    return keys.some((gone) => key === gone || (gone.length >= 20 && key.includes(gone)) || (key.length >= 20 && gone.includes(key)));
  };
}

interface Lists {
  features: SiteFeature[];
  prices: SitePrice[];
  people: SitePerson[];
  testimonials: SiteTestimonial[];
  callsToAction: string[];
}

type ListField = Extract<SiteCorrectionField, 'offering' | 'person' | 'testimonial' | 'callToAction'>;

const priceKey = (price: SitePrice) => factKey(price.item ?? price.amount);

/** The page's texts that said what an offering, person, testimonial or label said. */
function textsOf(lists: Lists, field: ListField, key: string): string[] {
  switch (field) {
    case 'offering':
      return [
        ...lists.features.filter((f) => factKey(f.name) === key).flatMap((f) => [f.name, f.description ?? '', f.source.text]),
        ...lists.prices.filter((p) => priceKey(p) === key).map((p) => p.source.text),
      ];
    case 'person':
      return lists.people.filter((p) => factKey(p.name) === key).map((p) => p.source.text);
    case 'testimonial':
      return lists.testimonials.filter((t) => factKey(t.quote) === key).flatMap((t) => [t.quote, t.source.text]);
    case 'callToAction':
      return lists.callsToAction.filter((label) => factKey(label) === key);
  }
}

/** Drops the item named `key`; answers where it stood (for a fix to take its place), or -1. */
function removeItem(lists: Lists, field: ListField, key: string): number {
  const without = <T>(items: T[], keyOf: (item: T) => string): [T[], number] => [items.filter((item) => keyOf(item) !== key), items.findIndex((item) => keyOf(item) === key)];
  let at = -1;
  switch (field) {
    case 'offering':
      [lists.features, at] = without(lists.features, (f) => factKey(f.name));
      [lists.prices] = without(lists.prices, priceKey);
      break;
    case 'person':
      [lists.people, at] = without(lists.people, (p) => factKey(p.name));
      break;
    case 'testimonial':
      [lists.testimonials, at] = without(lists.testimonials, (t) => factKey(t.quote));
      break;
    case 'callToAction':
      [lists.callsToAction, at] = without(lists.callsToAction, factKey);
      break;
  }
  return at;
}

const insertAt = <T>(items: T[], at: number, item: T): T[] => (at < 0 ? [item, ...items] : [...items.slice(0, at), item, ...items.slice(at)]);

/** Puts the owner's item where the one it fixes stood (`at`), or first: the owner's facts come before the page's. */
function putItem(lists: Lists, field: ListField, value: NonNullable<SiteCorrectionFact['value']>, at: number): void {
  const text = value.text;
  switch (field) {
    case 'offering': {
      lists.features = insertAt(lists.features, at, { name: text, description: value.detail, source: owner(value.detail ? `${text}: ${value.detail}` : text) });
      if (value.price) lists.prices = [{ item: text, amount: value.price, source: owner(`${text}: ${value.price}`) }, ...lists.prices];
      break;
    }
    case 'person':
      lists.people = insertAt(lists.people, at, { name: text, role: value.detail, source: owner(value.detail ? `${text}, ${value.detail}` : text) });
      break;
    case 'testimonial':
      lists.testimonials = insertAt(lists.testimonials, at, { quote: text, author: value.detail, source: owner(text) });
      break;
    case 'callToAction':
      lists.callsToAction = insertAt(lists.callsToAction, at, text);
      break;
  }
}

/**
 * The site model with the owner's corrections applied: a corrected name sets the name and where it
 * came from ('your correction'); a corrected type sets the type and its trade; a corrected place or
 * hours replaces them, a removed one is gone; offerings (with their prices), people, testimonials and
 * calls to action the owner removed are dropped, fixed ones take the place of what was read, added
 * ones come first. The page's text that stated a removed or replaced fact is left out of what the
 * writers read (outline, sentences, offers, key phrases). The facts as read are kept in `asRead`, so
 * applying corrections again starts from the page, and no corrections at all give the page's facts back.
 */
export function applySiteCorrections(site: SiteModel, corrections: readonly SiteCorrectionFact[]): SiteModel {
  if (corrections.length === 0) {
    if (!site.asRead) return site;
    const { asRead, ...rest } = site;
    return { ...rest, ...asRead };
  }
  const read = site.asRead ?? asReadOf(site);
  const corrected: SiteModel = { ...site, ...read, asRead: read };
  const lists: Lists = {
    features: [...read.features],
    prices: [...read.prices],
    people: [...read.people],
    testimonials: [...read.testimonials],
    callsToAction: [...read.callsToAction],
  };
  const dropped: string[] = [];
  const droppedNames = new Set<string>();
  // What the owner wrote stays on the page's side too: fixing only a price keeps the page's description.
  const kept = new Set<string>();
  const additions: Array<{ field: ListField; value: NonNullable<SiteCorrectionFact['value']> }> = [];

  for (const correction of corrections) {
    const { field, action, value } = correction;
    const text = value?.text.trim() ?? '';
    if (action !== 'remove' && !text) continue;
    if (value) for (const part of [text, value.detail ?? '']) kept.add(factKey(part));
    switch (field) {
      case 'name':
        if (action === 'set') {
          corrected.name = text;
          corrected.nameSource = correctionSourceWhere;
        }
        break;
      case 'type':
        if (action === 'set' && isSiteType(text)) {
          corrected.type = text;
          corrected.trade = tradeOfType[text];
          corrected.typeEvidence = [correctionSourceWhere];
          corrected.typeConfidence = 1;
        }
        break;
      case 'place':
        corrected.location = action === 'remove' ? null : owner(text);
        break;
      case 'hours':
        dropped.push(...read.schedule.map((entry) => entry.text));
        corrected.schedule = action === 'remove' ? [] : text.split(/\r?\n/u).map((line) => line.trim()).filter(Boolean).map(owner);
        break;
      default: {
        if (action === 'add') {
          additions.push({ field, value: { ...value!, text } });
          break;
        }
        const key = factKey(correction.target ?? '');
        if (!key) break;
        dropped.push(...textsOf(lists, field, key));
        if (field === 'offering' && action === 'remove') droppedNames.add(key);
        const at = removeItem(lists, field, key);
        if (action === 'set') putItem(lists, field, { ...value!, text }, at);
      }
    }
  }
  // The owner's additions first, in the order they were made; one that names an item already there replaces it.
  for (const { field, value } of additions.reverse()) {
    const key = factKey(value.text);
    dropped.push(...textsOf(lists, field, key));
    const at = removeItem(lists, field, key);
    putItem(lists, field, value, at >= 0 ? at : -1);
  }

  const drops = textDropper(dropped, kept);
  return {
    ...corrected,
    ...lists,
    outline: site.outline.map((section) => ({ heading: section.heading, blocks: section.blocks.filter((block) => !drops(block.text)) })),
    sentences: site.sentences.filter((sentence) => !drops(sentence.text)),
    offers: site.offers.filter((offer) => !drops(offer.text)),
    keyPhrases: site.keyPhrases.filter((phrase) => !droppedNames.has(factKey(phrase))),
  };
}

import type { SiteModel } from '@sitespark/site-model';

/** What a careful person reads from a real site's pages (bench/real-sites/truth/<key>.json, our own words). */
export interface SiteTruth {
  key: string;
  name: string;
  nameAlternatives: string[];
  types: string[];
  offerings: Array<{ name: string; aliases: string[]; main: boolean; page: string; price: string | null }>;
  acceptable: string[];
  notOfferings: string[];
  prices: Array<{ item: string; amount: string; page: string }>;
  hours: string[];
  place: string[];
  address: string | null;
  phone: string | null;
  people: Array<{ name: string; role: string }>;
  testimonials: Array<{ author: string; quoteStart: string }>;
  callsToAction: string[];
  pagesWorthReading: string[];
}

export interface SiteScore {
  key: string;
  name: { right: boolean; got: string; source: string };
  type: { right: boolean; got: string };
  offerings: { chosen: number; right: number; mainFound: number; main: number; wrong: string[]; missed: string[] };
  /** Offerings that are navigation labels, section headings or people (the "never"). */
  navigationOrPeople: string[];
  prices: { withItem: number; right: number; wrong: string[] };
  hours: { expected: boolean; right: boolean };
  place: { expected: boolean; right: boolean; got: string | null };
  /** The street address and the phone the pages give (a street is right when its street and house number are the truth's). */
  address: { expected: boolean; right: boolean; got: string | null };
  phone: { expected: boolean; right: boolean; got: string | null };
  peopleAsOfferings: string[];
  people: { found: number; expected: number };
  pagesRead: { read: number; worth: number };
}

/** Lower case, accents and punctuation gone, "&"/"and"/"und"/"y"/"et"/"e" dropped: how two spellings of one thing compare. */
export function normalized(value: string): string {
  return value
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’'`´]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !['and', 'und', 'y', 'et', 'e', 'the', 'a', 'o', 'la', 'le', 'el', 'de', 'du', 'des', 'da', 'do', 'der', 'die', 'das'].includes(word))
    .join(' ');
}

function words(value: string): string[] {
  return normalized(value).split(' ').filter(Boolean);
}

/** The same thing named: one contains the other as whole words, or they share most of their words. */
export function sameThing(a: string, b: string): boolean {
  const x = normalized(a);
  const y = normalized(b);
  if (!x || !y) return false;
  if (x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)) return true;
  const wx = new Set(words(a));
  const wy = new Set(words(b));
  const shared = [...wx].filter((word) => wy.has(word)).length;
  return shared / Math.max(wx.size, wy.size) >= 0.6;
}

const compact = (value: string) => normalized(value).replace(/\s+/g, '');

function amountDigits(amount: string): string {
  // "8,95 €" and "€8.95" are one amount; "30.00" and "30" too; "$12.00 per 9 Holes" is $12.00 (what it buys follows it).
  const figure = (/\d[\d.,\u00a0\u202f ]*\d|\d/u.exec(amount)?.[0] ?? '').replace(/[\u00a0\u202f ]/gu, '');
  return figure.replace(/,/g, '.').replace(/\.0+$|(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

export function scoreSite(model: SiteModel, truth: SiteTruth): SiteScore {
  const names = [truth.name, ...truth.nameAlternatives];
  const nameRight = names.some((name) => normalized(name) === normalized(model.name));

  const offeringNames = truth.offerings.flatMap((o) => [o.name, ...o.aliases]);
  const fine = [...offeringNames, ...truth.acceptable];
  const chosen = model.features.map((f) => f.name);
  const right = chosen.filter((name) => fine.some((t) => sameThing(name, t)));
  const wrong = chosen.filter((name) => !fine.some((t) => sameThing(name, t)));
  const main = truth.offerings.filter((o) => o.main);
  const found = main.filter((o) => [o.name, ...o.aliases].some((t) => chosen.some((name) => sameThing(name, t))));
  const missed = main.filter((o) => !found.includes(o)).map((o) => o.name);
  const peopleAsOfferings = chosen.filter((name) => truth.people.some((p) => sameThing(name, p.name)));
  const navigationOrPeople = chosen.filter(
    (name) => truth.notOfferings.some((t) => compact(t) === compact(name)) || truth.people.some((p) => sameThing(name, p.name)),
  );

  const withItem = model.prices.filter((p) => p.item);
  const priceRight = withItem.filter((p) => truth.prices.some((t) => amountDigits(t.amount) === amountDigits(p.amount) && sameThing(p.item!, t.item)));
  const priceWrong = withItem.filter((p) => !priceRight.includes(p)).map((p) => `${p.item} = ${p.amount}`);

  const scheduleText = compact(model.schedule.map((s) => s.text).join(' '));
  const hoursRight = truth.hours.length > 0 && truth.hours.every((token) => scheduleText.includes(compact(token)));
  const place = model.location?.text ?? null;
  const placeRight = place !== null && truth.place.some((p) => compact(place).includes(compact(p)) || compact(p).includes(compact(place)));
  const address = model.contact?.address ?? null;
  // "15 Walsall Road, Bulawayo" is "15 Walsall Rd, Bulawayo": the street's house number and its first word are compared.
  const streetKey = (text: string) => {
    const parts = text.split(',').map((part) => normalized(part));
    const numbered = parts.findIndex((part) => /\d/u.test(part));
    const words = parts.slice(0, numbered + 1).join(' ').split(/\s+/u).filter(Boolean);
    return `${words.find((word) => /^\d+[a-z]?$/u.test(word)) ?? ''} ${words.find((word) => /^\p{L}{3,}$/u.test(word)) ?? ''}`;
  };
  const addressRight = address !== null && truth.address !== null && streetKey(address) === streetKey(truth.address);
  const phone = model.contact?.phone ?? null;
  const digits = (text: string) => text.replace(/\D/gu, '').slice(-9);
  const phoneRight = phone !== null && truth.phone !== null && digits(phone) === digits(truth.phone);
  const people = (model as SiteModel & { people?: Array<{ name: string }> }).people ?? [];
  const peopleFound = truth.people.filter((p) => people.some((q) => sameThing(q.name, p.name))).length;
  const pagesRead = (model as SiteModel & { pagesRead?: string[] }).pagesRead ?? [model.url];

  return {
    key: truth.key,
    name: { right: nameRight, got: model.name, source: model.nameSource },
    type: { right: truth.types.includes(model.type), got: model.type },
    offerings: { chosen: chosen.length, right: right.length, mainFound: found.length, main: main.length, wrong, missed },
    navigationOrPeople,
    prices: { withItem: withItem.length, right: priceRight.length, wrong: priceWrong },
    hours: { expected: truth.hours.length > 0, right: hoursRight },
    place: { expected: truth.place.length > 0, right: placeRight, got: place },
    address: { expected: truth.address !== null, right: addressRight, got: address },
    phone: { expected: truth.phone !== null, right: phoneRight, got: phone },
    peopleAsOfferings,
    people: { found: peopleFound, expected: truth.people.length },
    pagesRead: { read: pagesRead.length, worth: truth.pagesWorthReading.length },
  };
}

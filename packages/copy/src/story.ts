import { openingHoursOf, type OpeningHours } from './hours.ts';
import { campaignOf, cleanAuthor, isStopword, mentionScopeOf, scopeOf, seasonNamed, splitSentences, streetOf, thingsAmpersand, type Campaign, type KitLanguage, type SiteModel, type Trade, type WriterBrief } from '@sitespark/site-model';

/**
 * What a kit is about, read once from the brief and the site before any sentence is written: the
 * campaign the owner asked for, and the page facts that support it, each in a form a writer can
 * put in a sentence (a thing and whether it is plural, a clause, a quote and its author). Every
 * writer and every language builds on this; nothing here is worded for a reader.
 */
export interface Thing {
  /** As written by the owner or the site, casing kept: "Friday fish fry", "ensaïmadas y panellets". */
  text: string;
  plural: boolean;
  /** The owner typed it: their casing is meant ("Friday fish fry"); a site's Title Case label is not. */
  fromBrief?: boolean;
  /** The site's own sentence that says it ("Every divorce is handled for a fixed fee…"), when there is one. */
  siteSentence?: string | null;
  /** The owner asked for it in every piece. */
  required?: boolean;
  /** The owner asked for it in at least half of the pieces (or simply to mention it). */
  often?: boolean;
  /**
   * The brief's subject rather than an extra: a line of the brief that is only this thing ("Fly
   * fishing for permit and bonefish — promote half-day trips."), which says what the campaign is about.
   */
  topic?: boolean;
  /** The page's own label for it with what the page adds (a count, where it is): "Ca. 8 Fahrräder (Pumpe & Flickzeug vorhanden)". */
  label?: string | null;
  /** What the page says it costs, when the thing is one of its priced items ("promoção de detergentes" and "Detergentes 8,50€"). */
  price?: string | null;
}

export interface Detail {
  /** The offering's name ("Hot beef sandwich", "Épilation laser"). */
  name: string;
  /** The site's own sentence about it, or null. */
  description: string | null;
  /** Its price as written, with what it is for, when the page gives one. */
  price: string | null;
  /** It is about the campaign (shares its words), or there is no campaign: only then does a post lead with it. */
  onTopic?: boolean;
  /**
   * What the house is known for, under a campaign that brings it in a new form (a catering of its food): said only as
   * such ("Hausgemachte Saucen und knuspriges Brot, wie ihr sie kennt – jetzt auch im Catering."), its card's text never pasted alone.
   */
  known?: boolean;
}

export interface Proof {
  quote: string;
  author: string | null;
  /** The review speaks of what the campaign promotes (a laser review beside a laser campaign, not a microblading one). */
  onTopic?: boolean;
  /** The review praises another of the page's offerings ("The hot beef sandwich is the best in town!" beside a fish fry). */
  elsewhere?: boolean;
}

export interface Story {
  language: KitLanguage;
  trade: Trade;
  name: string;
  link: string;
  /** The site's own call to action in its language, or null (the locale then says one). */
  callToAction: string | null;
  /** Whether the owner asked for a campaign, or the kit promotes the site's own main offer. */
  fromBrief: boolean;
  /** What the owner asks readers to do with the campaign, where the brief says it ("… jetzt vorbestellen", "pre-order our …"). */
  ownersAsk?: 'preorder' | 'order' | 'book' | null;
  what: Thing | null;
  /** A deadline, date or season as the owner wrote it. */
  when: string | null;
  /** An offer or price as the owner wrote it ("-20 % sur le premier forfait jambes"). */
  offer: string | null;
  /** The owner's statements, as clauses in their own words ("we open at 7AM"). */
  statements: string[];
  /** Statements the owner asked for in every piece ("the first nail trim is free"). */
  required: string[];
  /** Things to mention that are not clauses ("biscuits & gravy", "free expert advice"). */
  mentions: Thing[];
  details: Detail[];
  proof: Proof[];
  people: Array<{ name: string; role: string | null }>;
  /**
   * How long the business has been going, as its pages say it: proof where no customer's words are left ("Estamos
   * en Palma de Mallorca desde 1970."). `place` only where the page says it beside the years.
   */
  heritage: { since: number | null; years: number | null; atLeast: boolean; place: string | null } | null;
  place: string | null;
  /** The opening hours, when the pages give them plainly. */
  hours: OpeningHours | null;
  /** The phone and street address as the pages write them. */
  phone: string | null;
  address: string | null;
  /**
   * The page's own sentence on where the business is, when it says more than the address (a
   * landmark, the parking): "Estamos en San Pedro, 24 bajo, Irún, justo frente a la entrada del
   * ambulatorio Dumboa, con amplia zona de aparcamiento."
   */
  directions: string | null;
  /** The site's one-line description of itself, a whole sentence, or null. */
  pitch: string | null;
  /**
   * What the house's own description lists that a reader gets ("500+ products", "competitive pricing", "bis zu 12
   * Personen", "Naturstrand fußläufig"), each a short piece of a list; the page's words, said as a list's items.
   */
  qualities: string[];
  /**
   * With no brief, the home page's own whole sentences about the business ("Our golf course features rolling hills,
   * magnificent fairways, and a healthy challenge.", "Nós cuidamos de toda a burocracia contábil …"): the kit promotes
   * the house itself, and these say it in its own words. Empty under a brief, whose campaign the posts are about.
   */
  about: string[];
  /**
   * Under a brief, the pages' own whole sentences about what it promotes (its thing, its season, the owner's points),
   * the most on topic first: "Most days provide sightings of manatee cows and calves enjoying the river." under a
   * manatee-season tours campaign. What a post says where no review or offering of the campaign's is left to say.
   */
  campaignLines: string[];
  /** The pages' own lines about each of the owner's statements that asks for something else ("book your Christmas party …"). */
  callLines: Record<string, string[]>;
  /** The page's main heading as written, when it is short enough to head a page. */
  headline: string | null;
  casual: boolean;
  /** The owner asked for warmth ("herzlich", "friendly", "cercano"): no hard sell ("Sichert euch …") in a friend's voice. */
  warm: boolean;
  person: 'we' | 'I';
  /** Emoji allowed in this kit. */
  emoji: boolean;
  avoid: string[];
  /** The owner's audience as a phrase for the middle of a sentence ("busy parents in Leeds"), or null. */
  audience: string | null;
  /** The audience as the owner typed it, its place included ("… hoteles y restaurantes de Palma"). */
  audienceTyped?: string;
  /** Emoji a post may carry (only when the owner asks for them or the site uses them). */
  emojiMark: string | null;
  campaign: Campaign;
}

const tradeEmoji: Record<Trade, string> = { food: '🍽️', local: '📍', health: '🌿', education: '📚', professional: '🤝', retail: '🛍️', creative: '✨', nonprofit: '💛', software: '⚡', general: '👋' };

/**
 * Who the owner's audience are, as far as an invitation needs it: families, or groups of friends ("Familien und
 * Freundesgruppen aus Hamburg", "Tourists and families visiting …"). Other audiences ask for no invitation.
 */
export function audienceKinds(story: Pick<Story, 'audience'>): { family: boolean; friends: boolean } {
  const audience = story.audience ?? '';
  return {
    family: /(?<![\p{L}])famil\p{L}*/iu.test(audience),
    friends: /(?<![\p{L}])(?:friends?|freund\p{L}*|clique|amig[oa]s|amis|amies|copains|copines)(?![\p{L}])/iu.test(audience),
  };
}

/**
 * When a thing is had, said before it in English as a person says it: "weekday guided tours" for
 * "guided tours on weekdays", "Friday lunches" for "lunches on Fridays", "morning classes" for
 * "classes in the morning" ("Book our guided tours on weekdays" was read as machine-made).
 */
export function timedAsAttribute(text: string, language: KitLanguage): string {
  if (language !== 'en') return text;
  const timed = /^(.+?)\s+(?:on|at)\s+(week(?:day|end)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s$|^(.+?)\s+in\s+the\s+(morning|afternoon|evening)s?$/iu.exec(text.trim());
  if (!timed) return text;
  const thing = (timed[1] ?? timed[3])!;
  const when = (timed[2] ?? timed[4])!;
  if (thing.split(/\s+/u).length > 4 || /[,&]|\b(?:and|or)\b/iu.test(thing)) return text;
  const lower = when.toLocaleLowerCase();
  // A day's name keeps its capital ("Friday lunches"); "weekday", "morning" have none.
  return `${lower.endsWith('day') && !lower.startsWith('week') ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower} ${thing}`;
}

/** A card's sales line ("Start your day with …", "Découvrez …"): the page selling, not saying what a thing is. */
const salesLine = /^(?:start your|enjoy|treat yourself|try|discover|savou?r|indulge|experience|genie(?:ß|ss)t|probier|entdeck|disfruta|prueba|descubre|empieza|découvrez|savourez|commencez|profitez|experimente|descubra|comece|aproveite)(?![\p{L}])/iu;

/** A sentence that leans on the one before it ("Then take your time …", "Dort …"): no sentence to quote alone. */
const leaning = /^(?:then|so|also|and|but|this|that|these|there|it|they|she|he|her|his|sie|er|ihr|elle|il|ella|él|ela|ele|dann|dort|auch|und|aber|dies\p{L}*|das|luego|después|también|y|pero|esto|esta|este|allí|puis|ensuite|aussi|et|mais|cela|ce|cette|là|depois|também|e|mas|isto|ali)(?![\p{L}])/iu;

/** The business speaking of itself: "we", "our", "wir", "nous", a verb in the first person plural ("Buscamos", "Tratamos"). */
const speaksAsUs = /(?<![\p{L}'’])(?:we|we'll|we're|our|us|wir|unser\p{L}*|uns|nous|notre|nos|nosotros|nuestr\p{L}*|nós|noss[ao]s?)(?![\p{L}'’])|^\p{L}+(?:amos|emos|imos)(?![\p{L}])/iu;
/** The visitor spoken to, in any of the five languages ("you", "ti", "vous", "dich", "si"). */
const speaksToReader = /(?<![\p{L}'’])(?:you|your|yours|ti|contigo|ustedes?|tú|te|tus?|vous|votre|vos|toi|ton|ta|tes|sie|ihnen|ihre?|du|dich|dir|dein\p{L}*|euch|eure?\p{L}*|você|vocês|teu|tua|si)(?![\p{L}'’])/iu;

/** What a business offers to do for whoever asks: "we can", "work with you", "the right solution", "podemos", "buscamos", "nous pouvons", "wir können". */
const accommodating = /(?<![\p{L}'’])(?:we can|we'll|we will|work with you|tailor\p{L}*|whatever you|your needs|(?:the )?(?:best|right) (?:solution|fit)|podemos|buscamos|nos adaptamos|lo que necesites|tus necesidades|sus necesidades|(?:la )?soluci[oó]n (?:más )?(?:adecuada|ideal)|nous pouvons|on peut|nous nous adaptons|vos besoins|(?:la )?solution (?:la plus adaptée|idéale|adaptée)|wir können|wir finden|(?:deinen|ihren|euren) wünschen|individuell|encontramos|às suas necessidades|(?:a )?solução (?:ideal|certa|mais adequada))(?![\p{L}])/iu;

/**
 * A card's promise to the visitor: the business offering to do whatever the reader needs ("We can work with you in
 * advance …", "Buscamos la solución más adecuada para ti: …"). A plain commitment is a description ("We repair every
 * widget we make, for as long as you own it.").
 */
export function isPromise(sentence: string): boolean {
  return speaksAsUs.test(sentence) && speaksToReader.test(sentence) && accommodating.test(sentence);
}

/**
 * A card's slogan rather than what the offering is: the house vouching for an outcome ("We guarantee …", "Aseguramos la
 * salud dental de …", "Wir sorgen für …") or waving a trouble goodbye ("fini le rasage quotidien", "Say goodbye to …",
 * "Adiós a …", "Schluss mit …", "Chega de …").
 */
export function isSlogan(sentence: string): boolean {
  return slogan.test(sentence.trim());
}

const slogan =
  /^(?:we\s+(?:ensure|guarantee|promise|make\s+sure)|aseguramos|garantizamos|nos\s+aseguramos|nous\s+(?:assurons|garantissons|veillons)|wir\s+(?:sorgen|garantieren|versprechen)|asseguramos|garantimos)(?![\p{L}])|(?<![\p{L}])(?:fini\s+(?:le|la|les)|say\s+goodbye\s+to|goodbye\s+to|adi[oó]s\s+a|adieu\s+(?:au|à|aux)|schluss\s+mit|chega\s+de|nunca\s+m[aá]s|plus\s+jamais|no\s+more)(?![\p{L}])/iu;

/** The reader addressed: the page's "Sie" or "tu" may not be the kit's, so such a sentence is not said in the kit's voice. */
const addressed = /(?<![\p{L}])(?:sie|ihnen|ihr|ihre[nmrs]?|du|dich|dir|dein\p{L}*|euch|eure?\p{L}*|vous|votre|vos|tu|toi|ton|ta|tes|usted|ustedes|tú|te|tus?|você|vocês|teu|tua)(?![\p{L}])/iu;

const squashed = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The page's own sentence that names a thing the owner wants mentioned ("An das Badezimmer im
 * Obergeschoss ist eine Sauna angeschlossen." for "Sauna"): every word of it, in its order ("private
 * launch", not "launch a private boat"); never one that leans on the sentence before it, sells
 * ("Discover …"), asks, or addresses the reader in the page's own register. The shortest first.
 */
function pageWordsFor(site: SiteModel, thing: string, language: KitLanguage): string | null {
  if (contentStems(thing, language).length === 0) return null;
  const own = squashed(thing);
  const found = site.sentences
    .filter((s) => !['prompt', 'snippet', 'title', 'meta description', 'structured data', 'testimonial', 'price'].includes(s.where))
    .map((s) => s.text.trim())
    .filter((text) => text.length >= 25 && text.length <= 170 && /[.!]$/u.test(text) && !text.includes('?') && !salesLine.test(text) && !leaning.test(text) && (language === 'en' || !addressed.test(text)) && !squashed(text).startsWith(own))
    .filter((text) => namesInOrder(text, thing))
    .sort((a, b) => a.length - b.length);
  return found[0] ?? null;
}

/** A text that names a thing with its words in their order, a word between at most ("private launch", not "launch a private boat"). */
function namesInOrder(text: string, thing: string): boolean {
  const words = squashed(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const wanted = squashed(thing).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (wanted.length === 1) return words.includes(wanted[0]!);
  const matches = (word: string, want: string) => word === want || (want.length >= 4 && word.startsWith(want.slice(0, 5)));
  return words.some((word, start) => {
    if (!matches(word, wanted[0]!)) return false;
    let at = start;
    for (const want of wanted.slice(1)) {
      const next = words.slice(at + 1, at + 3).findIndex((candidate) => matches(candidate, want) || ['and', 'und', 'y', 'et', 'e'].includes(want));
      if (next === -1) return false;
      at += next + 1;
    }
    return true;
  });
}

/**
 * The page's name for a thing with what it adds ("Ca. 8 Fahrräder (Pumpe & Flickzeug vorhanden)",
 * "Sauna im oberen Badezimmer"): a short label that starts with the thing, after a count at most.
 */
function pageLabelFor(site: SiteModel, text: string, language: KitLanguage): string | null {
  const stems = contentStems(text, language);
  if (stems.length === 0) return null;
  const words = text.trim().split(/\s+/u).length;
  const found = site.sentences
    .filter((s) => s.where === 'list item' || s.where === 'paragraph')
    .map((s) => s.text.trim())
    .filter((label) => label.length <= 60 && !/[.!?:;]$/u.test(label) && !/,\s/u.test(label) && label.split(/\s+/u).length > words + 1)
    .filter((label) => {
      const head = squashed(label).replace(/^(?:(?:ca|approx|about|around|etwa|rund|aprox|cerca de|environ|cerca de)\.?\s+)?\d+\s+/u, '');
      return head.startsWith(stems[0]!) && stems.every((stem) => squashed(label).includes(stem));
    })
    .sort((a, b) => Number(/\d/u.test(b)) - Number(/\d/u.test(a)) || a.length - b.length);
  return found[0] ?? null;
}

const conjunction = new RegExp(String.raw`\s(?:and|und|y|e|et|ou|or|oder|o)\s|,\s|${thingsAmpersand}`, 'u');
export const headBoundary = /\s(?:for|with|from|on|in|at|of|für|mit|aus|am|im|zum|zur|von|para|con|en|de|del|pour|avec|au|aux|du|des|em|no|na|ao|com|do|da)\s/u;

/** "roofing sheets, waterproofing and gutters" and "inscriptions" are plural; "Catering für Feiern und Firmen" is not. */
export function isPlural(text: string, language: KitLanguage): boolean {
  const head = text.split(headBoundary)[0]!.trim();
  if (conjunction.test(head)) return true;
  const last = head.split(/\s+/u).pop() ?? head;
  // A German noun ending in -en or -s, not a diminutive: "Wochen", "Kurse" aside.
  if (language === 'de') return /^\p{Lu}/u.test(last) && /(?:en|s)$/u.test(last) && !last.endsWith('chen');
  // (English nouns that end in -s and are one thing: "beginners series", "Pilates", "news".)
  if (language === 'en' && /^(?:series|news|species|pilates|gymnastics|athletics|aerobics|mathematics|maths|physics|economics|chess|lens|bus|gas|canvas|campus|bonus|census|circus|class|glass|grass|dress|press|business|process|access|address|fitness|wellness|success|progress)$/iu.test(last)) return false;
  return /(?<![su])s$/iu.test(last) || /(?:es|ões|ãos|aux)$/iu.test(last);
}

/** A day or a date in a point: "am Karsamstag", "on Saturday", "le 1er décembre", "al mediodía del domingo". */
const saysADay = /(?<![\p{L}])(?:am|on|le|el|o|no|ao|the|every|jeden|chaque|cada|todos\s+los|tous\s+les)\s+(?:\d{1,2}\.?\s+\p{L}+|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|karsamstag|karfreitag|gründonnerstag|ostersonntag|ostermontag|heiligabend|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|segunda|terça|quarta|quinta|sexta)s?)(?![\p{L}])/iu;

/** A point that is a clause ("we open at 7AM", "hay aparcamiento") rather than a thing. */
function isClause(text: string, statements: string[]): boolean {
  const lower = text.toLocaleLowerCase();
  return (
    statements.some((statement) => statement.toLocaleLowerCase() === lower) ||
    /^(?:we|our|i|wir|ich|unser|nous|je|on|nosotros|hay|somos|tenemos|hacemos|nós|temos|somos|fazemos)\s/iu.test(text) ||
    // A verb in the first person plural, in Spanish and Portuguese: "también tramitamos el alta …", "ainda recolhemos …".
    /^(?:(?:también|además|ahora|ya|também|ainda|agora|já)\s+)?\p{L}{3,}(?:amos|emos|imos)\s/iu.test(text) ||
    /\s(?:is|are|ist|sind|es|son|est|sont|é|são)\s/iu.test(text) ||
    // A pickup or a service on a day is said, not listed as what comes with the offer: "Abholung dann am Karsamstag im
    // Geschäft" read "Mit dabei: Abholung …" and "… inklusive.".
    saysADay.test(text) ||
    // "book your Christmas party now": an instruction to the reader, already a sentence.
    /^(?:book|order|call|visit|join|come|try|reserve|ask|buy|bring|buch|bestell|ruf|komm|reserv|pide|llam|ven|visit|réserv|command|appel|venez|marque|encomend|lig|venha|haga|haz|agend|encarg|apúnt|inscr|profitez|compr|experimente|peça|faça)\p{L}*\s/iu.test(text)
  );
}

/** The author from the site model (already without a review widget's labels), short enough to sign a quote. */
function signature(author: string | null): string | null {
  const clean = cleanAuthor(author);
  return clean && clean.length <= 40 ? clean : null;
}

/** A text's words of four letters or more, lower case and without accents. */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4));
}

/** A text's words that say something (no stopwords), cut to their first five letters so "detergentes" meets "detergente". */
function contentStems(text: string, language: KitLanguage): string[] {
  return [...wordsOf(text)].filter((word) => !isStopword(word, language)).map((word) => word.slice(0, 5));
}

/** Testimonials whole, the ones about the campaign first; short enough to quote in a post. */
function chooseProof(site: SiteModel, about: string): Proof[] {
  const topic = wordsOf(about);
  const usable = site.testimonials
    // A customer's words: with who said them, or long enough to be a review rather than a section's subtitle.
    .filter((t) => t.quote.length >= 30 && t.quote.length <= 260 && (t.author !== null || t.quote.split(/\s+/u).length >= 12))
    .map((t) => ({ quote: t.quote.replace(/^["“„«]+|["”“»]+$/gu, '').trim(), author: signature(t.author) }));
  const overlap = (quote: string) => [...wordsOf(quote)].filter((word) => topic.has(word)).length;
  for (const proof of usable) (proof as Proof).onTopic = overlap(proof.quote) > 0;
  // One review the page gives twice (its text and a shorter copy in its structured data) is quoted once, whole.
  const sameReview = (short: string, long: string) => {
    const words = [...wordsOf(short)];
    const longer = wordsOf(long);
    return short.length < long.length && words.length > 0 && words.filter((word) => longer.has(word)).length >= 0.8 * words.length;
  };
  return usable.filter((proof) => !usable.some((other) => other !== proof && sameReview(proof.quote, other.quote))).sort((a, b) => overlap(b.quote) - overlap(a.quote) || Number(b.author !== null) - Number(a.author !== null));
}

/**
 * An amount as a sentence carries it: the quantity it buys after a slash ("8,50€ / 5 litros"), since the writers set a
 * price in brackets after its item ("detergentes (8,50€ (5 litros))" is brackets in brackets).
 */
function inText(amount: string | null): string | null {
  return amount ? amount.replace(/\s?\(([^()]+)\)$/u, ' / $1') : null;
}

function chooseDetails(site: SiteModel, promoted: string, points: string[], briefed: boolean, price: string | null = null): Detail[] {
  const topic = wordsOf(`${promoted} ${points.join(' ')}`);
  // A price belongs to an offering only when its item is that offering ("Épilation laser", not "Bilan épilation laser").
  const squash = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const priceOf = (name: string) => inText(site.prices.find((price) => price.item && (squash(price.item) === squash(name) || squash(price.item).startsWith(`${squash(name)} `)))?.amount ?? null);
  const details: Detail[] = site.features.map((feature) => {
    // A card's question ("Tzatziki, Cocktail oder Scharf?") talks to the visitor: the thing is described by what the card says after it.
    const said = feature.description && feature.description.length <= 220 ? splitSentences(feature.description, site.language) : [];
    // Nor is a card's promise to the visitor a description (a sales line's thing is: "Start your day with our pancakes"), ("We can work with you in advance to plan out unique tours.",
    // "Buscamos la solución más adecuada para ti: …" were read as the page's sales talk pasted in).
    // (Nor the card's next sentence instead: "Manatee are the main attraction … provide a once in a lifetime for some …" was rated unusable.)
    const first = said.find((sentence) => !/[?？]$/u.test(sentence.trim())) ?? null;
    // Nor a slogan: "Aseguramos la salud dental de los más pequeños …, en un ambiente de confianza.", "Épilation laser : fini
    // le rasage quotidien …" (pieces that said them were rated 1.00 and 1.42 against 1.43 and 1.79 without, over four
    // judged rounds).
    const description = first && (salesLine.test(first) || !isPromise(first)) && !isSlogan(first) ? first : null;
    const price = priceOf(feature.name);
    // A category's "from" price before a list of its items ("Têxteis lar, desde 4€/kg: edredons, cortinados…")
    // reads as each item's price, which the price list may contradict: the category keeps its price, the list goes.
    const listed = description !== null && price !== null && fromPrice.test(price) && isItemList(description);
    return { name: feature.name, description: listed ? null : description, price };
  });
  // Priced items the features do not name ("Sourdough class, from £12") are details too: a price always with its item.
  for (const price of site.prices) {
    if (!price.item || price.item.length > 60 || details.length >= 12) continue;
    // Only a price the page writes beside its item ("Sourdough class from £12", a table row): an item taken from a heading
    // above may be another thing's price (a holiday home's cleaning fee read as a bedroom's).
    // A short line that is only the price ("$12 per user / month" under "Starter") is its heading's.
    const row = price.source.text;
    const beside = row.length <= 120 && row.toLocaleLowerCase().includes(price.item.toLocaleLowerCase());
    if (!beside && row.length > 40) continue;
    if (details.some((detail) => detail.price === inText(price.amount) || detail.name.toLocaleLowerCase() === price.item!.toLocaleLowerCase())) continue;
    details.push({ name: price.item, description: null, price: inText(price.amount) });
  }
  const overlap = (detail: Detail) => [...wordsOf(`${detail.name} ${detail.description ?? ''}`)].filter((word) => topic.has(word)).length;
  // A rental price beside a guided-tour campaign reads as the tour's price: off-topic details never lead a post.
  // About the campaign: it shares a word with what is promoted, or says every word of a point the owner
  // made ("biscuits & gravy": the breakfast special, not the lunch special's gravy).
  // Of the details that share words with a thing promoted, only those that share the most: "Épilation
  // laser" beside a laser campaign, not "Épilation à la cire", which shares only the head word.
  const stems = (text: string) => new Set(contentStems(text, site.language));
  // The house's own name says what all its offerings are ("dental" of "Clínica Dental …"): a word of it in the campaign
  // ("blanqueamiento dental") tells no offering from another ("Prótesis dentales" under a whitening campaign).
  const house = stems(site.name);
  const things = promoted
    .split(/\s*,\s*|\s+(?:and|&|und|y|e|et|ou|or|oder|o)\s+/iu)
    .map(stems)
    .map((thing) => {
      const own = new Set([...thing].filter((stem) => !house.has(stem)));
      return own.size > 0 ? own : thing;
    })
    .filter((thing) => thing.size > 0);
  // An offering named for the thing is the thing's: "Ortodoncia", not "Estética dental", whose card lists whitening and
  // "ortodoncia transparente" (pasted under an invisible-braces campaign, it was read as pushing whitening). Only where
  // no offering's name says the thing does its description.
  const byName = things.map((thing) => details.some((detail) => [...stems(detail.name)].some((stem) => thing.has(stem))));
  const shared = (detail: Detail, thing: Set<string>, index = -1) => [...stems(byName[index] ? detail.name : `${detail.name} ${detail.description ?? ''}`)].filter((stem) => thing.has(stem)).length;
  const most = things.map((thing, index) => Math.max(0, ...details.map((detail) => shared(detail, thing, index))));
  for (const detail of details) {
    const words = wordsOf(`${detail.name} ${detail.description ?? ''}`);
    const saysAll = (point: string) => [...wordsOf(point)].every((word) => words.has(word)) && wordsOf(point).size > 0;
    // The offer's words count only two at a time: "cours d'essai" is the trial class, "premier" alone is anything's first session.
    // (Not a rate row with its own amount: "9 Holes (Rates With Cart): $17" under the owner's "18 holes with cart for $19" is
    // another price for the same thing, read as contradicting the offer.)
    // Nor, beside the owner's price, a row of the price list that says nothing but its own: "Puten Döner Tasche für 7,50 €"
    // opening a post on a 5 € Feierabend-Döner.
    const otherRate = !!price && /\d/u.test(price) && !!detail.price && !detail.description;
    const offer = price && !otherRate ? stems(price) : null;
    detail.onTopic = !briefed || (!otherRate && things.some((thing, index) => most[index]! > 0 && shared(detail, thing, index) === most[index])) || (offer !== null && shared(detail, offer) >= 2) || points.some(saysAll);
  }
  // A campaign for the business as a whole ("inscriptions pour la rentrée", "bookings for the summer",
  // "Anmeldungen"): what it offers is what the campaign is about, so its offerings support the posts.
  // (A "Catering" card with nothing to say about it leaves the menu to say what the catering serves.)
  if (briefed && isWholeBusiness(promoted) && !details.some((detail) => detail.onTopic && detail.description)) {
    for (const detail of details.slice(0, 4)) if (detail.description) detail.onTopic = true;
  }
  return details.sort((a, b) => overlap(b) - overlap(a) || Number(b.description !== null) - Number(a.description !== null));
}

/**
 * Who signs a letter: the one person of a business that writes as "I" ("Céline", where the page names her), its
 * name otherwise. ("Retrouvez-moi …" signed "Elema'Beauté" was read as a letter from nobody.)
 */
export function signerOf(story: Story): string {
  const person = story.person === 'I' ? story.people[0]?.name.trim() : null;
  return person && /^\p{Lu}/u.test(person) ? person.split(/\s+/u)[0]! : story.name;
}

/** The site's pitch where it can stand under the campaign: not one about something else (rentals under a guided-tours campaign). */
export function campaignPitch(story: Story): string | null {
  if (!story.pitch) return null;
  return !story.fromBrief || !story.what || isHeritage(story.pitch) || [...wordsOf(story.pitch)].some((word) => wordsOf(story.what!.text).has(word)) ? story.pitch : null;
}

/** A pitch that says how long the business has been at it ("… tradicional en Palma desde 1970") speaks for whatever it promotes. */
export function isHeritage(pitch: string): boolean {
  return heritage.test(pitch);
}

const heritage = /\b(?:since|desde|seit|depuis|established|est\.|fundad[ao]|gegründet|fondée?)\s+(?:(?:in|en|em|el|le|l'an|o ano)\s+)?(?:1[89]|20)\d\d\b/iu;

/** A line a visitor clicks or a footer's ("Click for weather forecast", "© 2015 …", "All rights reserved."), no sentence about the house. */
const pageChrome = /(?<![\p{L}])(?:click|klick\p{L}*|clique\p{L}*|haga clic|cookies?|©|copyright|all rights reserved|alle rechte|todos los derechos|tous droits|todos os direitos)(?![\p{L}])|©|https?:|www\.|@/iu;

/**
 * The home page's whole sentences about the business, in its paragraphs, each able to stand alone: ended as a sentence,
 * not leaning on the one before ("It was designed by …"), no question, no page chrome, no card slogan or promise.
 */
function aboutOf(site: SiteModel, language: KitLanguage): string[] {
  const home = site.url;
  const name = site.name.toLocaleLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 4 && !isStopword(word, language));
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const source of site.sentences) {
    if (lines.length >= 5) break;
    if (source.where !== 'paragraph' || (source.page && source.page !== home) || source.text.length < 35 || source.text.length > 400) continue;
    const text = source.text.replace(/\s+/gu, ' ').trim();
    if (text.length < 35 || text.length > 220 || !/[.!]$/u.test(text) || leaning.test(text) || pageChrome.test(text)) continue;
    // The house speaking of itself, or named: a sentence about it, not a line about the reader or the weather.
    const named = name.some((word) => text.toLocaleLowerCase().includes(word));
    if (text.split(/\s+/u).length < 6 || !(speaksAsUs.test(text) || named) || isPromise(text) || isSlogan(text)) continue;
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(text);
  }
  return lines;
}

/** A sentence that tells the reader what to do ("Don't miss out …", "Call ahead …", "Master the art of …"): the page's own call, no fact. */
const toTheReader = /^(?:don'?t|do|please|call|book|bring|come|join|visit|check|contact|learn|find|see|make|let|get|order|reserve|like|follow|master|plan|ask|stop|imagine|nicht|bitte|ruf\p{L}*|buch\p{L}*|komm\p{L}*|no te|no se|por favor|llam\p{L}*|reserv\p{L}*|ven|visita|ne manquez|n'hésitez|appelez|réservez|venez|contactez|não|por favor|ligue|reserve|venha|contacte)(?![\p{L}'’])/iu;

/** An owner's statement that asks the reader for something: "book your Christmas party now …", "reserve …", "pide …". */
/** The verbs of an ask for the business's own service ("book …", "bestellt …", "agende …"), as a regular-expression source. */
export const ownAskVerbs = String.raw`book|order|reserve|call|visit|come|join|buch\p{L}*|bestell\p{L}*|reserv\p{L}*|pid[ae]|ven|llam[ae]|haga|haz|encarg[ae]|agend[ae]|commandez|réservez|venez|appelez|encomende|marque|venha|ligue`;
const ownAsk = new RegExp(String.raw`^(?:${ownAskVerbs})\s+(?:(?:your|our|euren|eure|deine|tu|su|votre|vos|o seu|a sua|seu|sua)\s+)?`, 'iu');

/** The words of a period that say only that it is one ("manatee season" is about manatees). */
const timeWords = /(?<![\p{L}])(?:season|seasons|month|week|weekend|saison|temporada|estação|época|monat|woche|wochenende|mois|semaine|mes|semana|mês)(?![\p{L}])/giu;

/** Prices spoken of without one ("les prix s'affinent en échangeant ensemble"): a caveat, no fact. */
const pricing = /(?<![\p{L}])(?:prices?|pricing|rates|quotes?|prix|tarifs?|devis|preis\p{L}*|angebot|precios?|tarifas?|presupuestos?|preços?|orçamentos?)(?![\p{L}])/iu;

const caveat = /(?<![\p{L}'’])(?:not|n't|never|only|latest|unless|page|website|calendar|nicht|kein\p{L}*|nie|nur|seite|kalender|gewähr|no|nunca|sólo|solo|página|calendario|ne|pas|jamais|seulement|calendrier|não|só|apenas|calendário)(?![\p{L}'’])|n't(?![\p{L}])/iu;

/**
 * A page line with the owner's casing for the words the owner wrote in lower case: a menu's "Individual Turkey Dinners
 * with all the trimmings …" mid-post was read as odd title case; the owner wrote "individual turkey dinners".
 */
function inOwnersCase(text: string, topic: string): string {
  const lower = new Set(topic.split(/[^\p{L}'’-]+/u).filter((word) => /^\p{Ll}/u.test(word)));
  return text.replace(/(?<=\s)(\p{Lu}\p{Ll}+)(?=[\s,.;:!])/gu, (word) => (lower.has(word.toLocaleLowerCase()) ? word.toLocaleLowerCase() : word));
}

/**
 * The pages' whole sentences about a campaign's topic: standing alone (ended as a sentence, not leaning on the one before),
 * no question, no page chrome, no promise, slogan or call to the reader, nor the page's own register where the kit's may
 * differ. Ranked by the topic's words they share, the page's order after that.
 */
function campaignLinesOf(site: SiteModel, language: KitLanguage, topic: string, taken: string[]): string[] {
  // Names say where or when, not what: "Grande Porto" would bring the house's years in Porto, "Thanksgiving" any holiday line.
  const names = topic.split(/\s+/u).slice(1).filter((word) => /^\p{Lu}/u.test(word)).join(' ');
  const house = new Set(contentStems(`${site.name} ${names} ${site.location?.text ?? ''}`, language));
  const wanted = new Set(contentStems(topic, language).filter((stem) => !house.has(stem)));
  if (wanted.size === 0) return [];
  const seen = new Set(taken.map(squashed));
  const everywhere = new Map<string, number>();
  for (const source of site.sentences) for (const stem of new Set(contentStems(source.text, language))) if (wanted.has(stem)) everywhere.set(stem, (everywhere.get(stem) ?? 0) + 1);
  const found: Array<{ text: string; shared: number; at: number }> = [];
  site.sentences.forEach((source, at) => {
    if (!['paragraph', 'heading', 'list item', 'h1'].includes(source.where)) return;
    const text = source.text.replace(/\s+/gu, ' ').trim();
    const words = text.split(/\s+/u).length;
    // (No quotation marks: a customer's words are proof, and a sentence cut across two reviews is nobody's.)
    if (text.length < 40 || text.length > 200 || words < 7 || !/[.!]$/u.test(text) || /[?(«»“”„"]/u.test(text) || /---|\*\*|[A-Z]{5,}/u.test(text)) return;
    if (leaning.test(text) || /^(?:along with|besides|as well as|außerdem|neben|además|además de|en plus|à côté|além)(?![\p{L}])/iu.test(text) || pageChrome.test(text) || salesLine.test(text) || toTheReader.test(text) || isPromise(text) || isSlogan(text)) return;
    // Nor a rule, a caveat or a pointer to the site ("Pets are not permitted …", "Der Kalender gibt keine Gewähr …", "… can
    // be found on our 'Holiday Menu' page."), a list ("Odontología general (empastes, …), estética dental, …") or a heading
    // in title case ("Deluxe Carving Station with Professionally Carved Prime Meats …").
    if (caveat.test(text) || (pricing.test(text) && !/\d/u.test(text)) || (text.match(/,/gu)?.length ?? 0) >= 3 || isItemList(text)) return;
    const capitalised = text.split(/\s+/u).filter((word) => /^\p{Lu}/u.test(word)).length;
    if (language !== 'de' && capitalised > words / 2) return;
    if (language !== 'en' && addressed.test(text)) return;
    if (seen.has(squashed(text))) return;
    const stems = new Set(contentStems(text, language).filter((stem) => wanted.has(stem)));
    // A word the pages say everywhere ("fishing" on a fishing guide's site) tells no line about the campaign on its own.
    if (stems.size === 0 || (stems.size === 1 && (everywhere.get([...stems][0]!) ?? 0) > site.sentences.length / 8)) return;
    const shared = stems.size;
    seen.add(squashed(text));
    found.push({ text: inOwnersCase(text, topic), shared, at });
  });
  // The shortest first: a post carries one fact, not the page's paragraph.
  const chosen: string[] = [];
  for (const line of found.sort((a, b) => b.shared - a.shared || a.text.length - b.text.length)) {
    // One line per fact: "Recolhas e entregas na zona do Grande Porto." beside "Recolhemos e entregamos na zona do Grande Porto.".
    const stems = contentStems(line.text, language);
    if (chosen.some((other) => { const said = new Set(contentStems(other, language)); return stems.filter((stem) => said.has(stem)).length >= Math.min(stems.length, said.size) * 0.6; })) continue;
    chosen.push(line.text);
  }
  return chosen.slice(0, 6);
}

/**
 * The page's sentence that says where the business is and more (a landmark, the parking), with the
 * address as a post gives it; null when no page sentence does. It speaks as the page does: a
 * sentence that opens on the address alone, a label or a question is no directions.
 */
function directionsOf(site: SiteModel): string | null {
  const full = site.contact?.address;
  if (!full) return null;
  const street = full.split(/\s*,\s*/u)[0]!.trim();
  const number = /\d+/u.exec(full)?.[0];
  if (street.length < 4 || !number) return null;
  const short = streetOf(full, site.location?.text ?? null);
  for (const section of site.outline) {
    for (const block of section.blocks) {
      if (!block.text.includes(street)) continue;
      for (const said of splitSentences(block.text, site.language)) {
        const at = said.indexOf(street);
        if (at <= 0 || !said.includes(number) || !said.endsWith('.') || /[?:]/u.test(said) || said.length > 220) continue;
        const written = said.includes(full) ? said.replace(full, short) : said;
        // More than the address: words before it ("Estamos en") and a clause after it.
        const after = written.slice(written.indexOf(street) + short.length).replace(/^[\s,.]+/u, '');
        if (written.slice(0, written.indexOf(street)).trim().split(/\s+/u).length > 4 || after.split(/\s+/u).length < 4) continue;
        // A province in brackets ("Irún (Gipuzkoa)") is the page's form, not how a post says where it is.
        return written.replace(/\s*\([^)]*\)/gu, '');
      }
    }
  }
  return null;
}

/** The site's description when it is a whole sentence that says something (not a slogan fragment). */
/** A time that is only the owner's promotion window: "this month", "esta semana", "diesen Monat". */
const promotionWindow = /^(?:this (?:month|week)|este mes|esta semana|diesen monat|diese woche|in diesem monat|ce mois-ci|cette semaine|este mês|esta semana)$/iu;
/** The owner saying what they want to make known: "Este mes queremos dar a conocer …", "This month we want to promote …". */
const wantsKnown =
  /(?<![\p{L}])(?:we (?:want|would like|'d like) to|i (?:want|would like|'d like) to|wir (?:wollen|möchten)|ich (?:will|möchte)|queremos|quiero|nous (?:voulons|souhaitons)|je (?:veux|souhaite)|quero)(?![\p{L}])[^.!?]{0,40}?(?<![\p{L}])(?:promote|push|publici[sz]e|showcase|bewerben|vorstellen|bekannt machen|dar a conocer|promocionar|promover|faire conna[iî]tre|promouvoir|mettre en avant|divulgar|dar a conhecer)(?![\p{L}])/iu;

/**
 * Whether the brief's time only says when the owner promotes a standing offer ("Este mes queremos dar a conocer la
 * ortodoncia invisible…"): said in the copy it dates the offer itself ("Este mes, en Clínica … hacemos ortodoncia
 * invisible" was read as the treatment existing only this month, session 49). A time the offer has of its own stays
 * ("We're adding a Friday fish fry this month", "Manatee season!", "antes do inverno").
 */
function promotionWindowOnly(campaign: Campaign): boolean {
  if (!campaign.byWhen || !promotionWindow.test(campaign.byWhen.trim())) return false;
  const clause = campaign.evidence.find((evidence) => evidence.field === 'byWhen')?.clause ?? '';
  return wantsKnown.test(clause) && !campaign.price;
}

/**
 * The pieces of the description's lists (three or more short pieces, none a clause): "500+ products, expert advice,
 * competitive pricing." gives three. Not the house's offerings by their names (a beauty salon's list of treatments is
 * its menu, not what a reader gets with the campaign), a phone number, the business's name, or a place alone.
 */
function qualitiesOf(site: SiteModel): string[] {
  const text = site.description?.text ?? '';
  const offerings = site.features.map((feature) => feature.name.toLocaleLowerCase());
  const name = site.name.toLocaleLowerCase();
  const place = site.location?.text.toLocaleLowerCase() ?? null;
  const found: string[] = [];
  // (A sentence may start on a number: "… since 1999. 500+ products, …".)
  for (const said of splitSentences(text, site.language).flatMap((line) => line.split(/(?<=[.!])\s+(?=\d)/u))) {
    const pieces = said
      .replace(/[.!…]+$/u, '')
      .split(/\s*[,·|•]\s*|\s+(?:and|und|y|et|e)\s+(?=[^,]*$)/u)
      .map((piece) => piece.trim())
      .filter(Boolean);
    if (pieces.length < 3 || pieces.some((piece) => piece.split(/\s+/u).length > 6 || listClause.test(piece) || (!piece.includes(' ') && isStopword(piece, site.language)))) continue;
    const offered = (lower: string) => offerings.some((offering) => offering === lower || lower.includes(offering));
    // A list of the house's offerings or of towns is its menu or its area, not what a reader gets.
    const properNoun = (piece: string) => piece.split(/\s+/u).every((word) => /^\p{Lu}/u.test(word));
    if (pieces.filter((piece) => offered(piece.toLocaleLowerCase())).length >= 2 || pieces.slice(1).filter(properNoun).length >= 2) continue;
    for (const piece of pieces) {
      const lower = piece.toLocaleLowerCase();
      if ((piece.match(/\d/gu)?.length ?? 0) >= 5 || lower.includes(name) || name.includes(lower) || lower === place || offered(lower)) continue;
      if (!found.some((other) => other.toLocaleLowerCase() === lower)) found.push(piece);
    }
  }
  return found;
}

/** A piece of a list that is a clause: it has its subject or its verb ("We are a full service", "Serving New York", "Céline vous accueille"). */
const listClause =
  /(?<![\p{L}])(?:we|I|you|they|we're|our|is|are|serving|offering|wir|ich|ihr|sie|ist|sind|bieten|nous|je|vous|est|sont|accueille|nosotros|somos|es|son|ofrecemos|nós|é|são|oferecemos)(?![\p{L}])/u;

function pitchOf(site: SiteModel): string | null {
  const text = site.description?.text ?? null;
  if (!text) return null;
  const first = splitSentences(text, site.language)[0] ?? '';
  // A whole sentence: it starts with a capital (or a digit) and ends with its mark; "est une école de …" is a fragment.
  // A promise to the visitor ("We can work with you in advance …") says nothing of what the business is.
  return !isPromise(first) && first.split(/\s+/u).length >= 6 && first.length <= 200 && /[.!]$/u.test(first) && /^[\p{Lu}\d"“«¿¡]/u.test(first) ? first : null;
}

/**
 * Signing up, booking or ordering in general, with nothing named, or a catering or delivery of what
 * the business makes: the campaign is for the whole business, its offerings are what it is about.
 */
const wholeBusiness = /^(?:(?:the|our|new|le[s]?|la|nos|nuestr[ao]s?|las|los|unsere|die|as|os|as\s+nossas|os\s+nossos)\s+)?(?:registrations?|sign-?ups?|enrol(?:l)?ments?|bookings?|reservations?|appointments?|orders?|inscriptions?|réservations?|rendez-vous|commandes?|anmeldungen?|buchungen?|termine?|bestellungen?|inscripciones?|reservas?|citas?|pedidos?|matr[ií]culas?|inscrições|inscrição|marcações|encomendas?|catering|partyservice|traiteur|service\s+traiteur|lieferservice|takeaway|take-away)(?=$|\s+(?:for|pour|para|für|de|del|da|do|du|des)\b|\s+\p{L}+$)/iu;

function isWholeBusiness(promoted: string): boolean {
  return wholeBusiness.test(promoted.trim());
}

/** A price that is where a range starts: "desde 4€/kg", "from £12", "ab 30 €", "à partir de 20 €", "a partir de 5 €". */
const fromPrice = /^(?:desde|from|ab|à\s+partir\s+de|a\s+partir\s+de|dès)\s/iu;

/** A description that is only a list of things ("edredons, cortinados, colchas, …"): three or more short items and no verb's sentence. */
export function isItemList(text: string): boolean {
  const items = text.replace(/[.…]+\s*$/u, '').split(/\s*,\s*|\s+(?:and|e|y|et|und)\s+/u).filter((item) => item.trim() && item !== '…');
  return items.length >= 3 && items.every((item) => item.trim().split(/\s+/u).length <= 3);
}

/** The formal address in the site's own words, and more of it than the casual one: "vous", "usted", "Sie", "Peça". */
const formalAddress: Partial<Record<KitLanguage, { formal: RegExp; casual: RegExp }>> = {
  fr: { formal: /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])/giu, casual: /(?<![\p{L}])(?:tu|toi|ton|ta|tes)(?![\p{L}])/giu },
  es: { formal: /(?<![\p{L}])(?:usted|ustedes)(?![\p{L}])/giu, casual: /(?<![\p{L}])(?:tú|tu|tus|contigo)(?![\p{L}])/giu },
  // Portuguese sites rarely say "você": the formal imperative ("Peça", "Contacte-nos") is the sign.
  pt: { formal: /(?<![\p{L}])(?:você|vocês|o senhor|a senhora|peça|marque|ligue|contacte|contacte-nos|visite|reserve|encomende|experimente)(?![\p{L}])/giu, casual: /(?<![\p{L}])(?:tu|teu|tua|teus|tuas|contigo|pede|liga|contacta|contacta-nos|encomenda|experimenta)(?![\p{L}])/giu },
  de: { formal: /(?<=\p{Ll}[^.!?]*\s)(?:Sie|Ihnen|Ihr|Ihre|Ihren)(?![\p{L}])/gu, casual: /(?<![\p{L}])(?:du|dich|dir|dein\p{L}*|euch|euer|eure\p{L}*)(?![\p{L}])/giu },
};
function addressesFormally(site: SiteModel): boolean {
  const forms = formalAddress[site.language];
  if (!forms) return false;
  const text = site.sentences.filter((s) => s.where !== 'prompt' && s.where !== 'snippet').map((s) => s.text).join(' ');
  const formal = text.match(forms.formal)?.length ?? 0;
  const casual = text.match(forms.casual)?.length ?? 0;
  return formal >= 2 && formal > casual;
}

/** The year the business started, or its years where the page gives both and `variant` is odd: one fact to a sentence. */
export function heritageFact(story: Story, variant: number): { year: number; place: string | null } | { years: number; atLeast: boolean; place: string | null } | null {
  const heritage = story.heritage;
  if (!heritage) return null;
  if (heritage.since !== null && (heritage.years === null || variant % 2 === 0)) return { year: heritage.since, place: heritage.place };
  return heritage.years !== null ? { years: heritage.years, atLeast: heritage.atLeast, place: heritage.place } : null;
}

function heritageOf(site: SiteModel, statements: string[]): Story['heritage'] {
  const heritage = site.heritage;
  if (!heritage) return null;
  // The owner says it already ("we have been doing this since 1927"): their statement tells it, not a second line.
  if (statements.some((clause) => [heritage.since, heritage.years].some((figure) => figure !== null && new RegExp(`(?<!\\d)${figure}(?!\\d)`, 'u').test(clause)))) return null;
  const place = site.location?.text ?? null;
  return { since: heritage.since, years: heritage.years, atLeast: heritage.atLeast, place: heritage.place ?? (place && heritage.source.text.includes(place) ? place : null) };
}

/** A thing the owner names with what it is given as: "… as gifts for first responders and seniors", "… als Geschenk für …". */
const givenAs: Record<KitLanguage, RegExp> = {
  en: /^(.+?)\s+as\s+(?:a\s+)?(?:gifts?|presents?|thank-you\s+gifts?)\s+(?:for|to)\s+(.+)$/iu,
  de: /^(.+?)\s+als\s+(?:Geschenke?|Präsente?|Dankeschön)\s+für\s+(.+)$/iu,
  es: /^(.+?)\s+(?:como|para)\s+(?:regalos?|obsequios?)\s+(?:para|a)\s+(.+)$/iu,
  fr: /^(.+?)\s+(?:comme|en)\s+cadeaux?\s+(?:pour|à|aux)\s+(.+)$/iu,
  pt: /^(.+?)\s+(?:como|para)\s+(?:presentes?|prendas?)\s+(?:para|a|aos|às)\s+(.+)$/iu,
};
/** The owner's use of the thing, said as a clause of theirs: "order one as a gift for first responders and seniors". */
const givenAsClause: Record<KitLanguage, (whom: string) => string> = {
  en: (whom) => `give one as a gift to ${whom}`,
  de: (whom) => `auch als Geschenk für ${whom}`,
  es: (whom) => `también como regalo para ${whom}`,
  fr: (whom) => `aussi en cadeau pour ${whom}`,
  pt: (whom) => `também como presente para ${whom}`,
};

/**
 * The thing and what it is given as, apart: "individual turkey dinners for Thanksgiving" and "order one as a gift for first
 * responders and seniors". Said as one name in every post, the whole ("Order our individual turkey dinners for Thanksgiving
 * as gifts for first responders and seniors at C&C Catering.") was read as the brief pasted into a template.
 */
function withoutUse(what: string, language: KitLanguage): { thing: string; use: string | null } {
  const found = givenAs[language].exec(what.trim());
  return found && found[1]!.split(/\s+/u).length >= 2 ? { thing: found[1]!, use: givenAsClause[language](found[2]!) } : { thing: what, use: null };
}

/** An owner's clause whose object points at nothing said: "we have been doing this since 1927", "wir machen das seit 1985". */
const pointsAtNothing = /(?<![\p{L}])(?:this|that|it|das|dies|esto|eso|lo|cela|ça|le|isto|isso|o)(?![\p{L}])[^.]*?(?<![\p{L}])(?:since|seit|desde|depuis|dès)\s+(\d{4})(?!\d)/iu;

/**
 * The page's own line for what the house has done since the year the owner names, in place of the owner's "this" ("We've
 * been doing this since 1927." alone in a post was quoted as vague in every round it was judged): "Fine food and catering
 * since 1927." The owner's clause stays where the page has no such short line.
 */
function namedDoing(clause: string, site: SiteModel): string {
  const year = pointsAtNothing.exec(clause)?.[1];
  const line = site.heritage?.source.text.trim() ?? '';
  if (!year || !line.includes(year) || line.split(/\s+/u).length > 8) return clause;
  const words = line.replace(/[.!]+$/u, '').split(/\s+/u);
  // A title-cased tagline ("Fine Food and Catering Since 1927") said as a sentence.
  const titled = words.filter((word) => word.length >= 4 && /^\p{L}/u.test(word)).every((word) => /^\p{Lu}/u.test(word));
  return titled ? words.map((word, index) => (index === 0 || !/^\p{Lu}\p{Ll}/u.test(word) ? word : word.toLocaleLowerCase())).join(' ') : words.join(' ');
}

/** Words a site's button says besides its verb that ask for nothing in particular ("Book now", "Order online", "Reserve a table"). */
const askWords = new Set('now today online here us more info information a an the your our my table appointment visit session spot place seat booking reservation call quote order jetzt hier online mehr infos termin tisch anfragen ahora aquí online más información cita mesa reserva presupuesto maintenant ici en ligne plus infos rendez-vous table réservation devis agora aqui online mais informações marcação mesa reserva orçamento'.split(' '));

/**
 * Whether the site's own button asks for what the campaign promotes: a button that asks for nothing in particular, or one
 * that names the campaign's things. "See where we're parked" under grad-party catering and "Book a free assessment" under an
 * Easter revision bootcamp were read as the wrong call to action.
 */
function asksForTheCampaign(label: string, campaignText: string, language: KitLanguage): boolean {
  const words = label.toLocaleLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const named = words.slice(1).filter((word) => !askWords.has(word) && !isStopword(word, language));
  if (named.length === 0) return true;
  const campaignStems = contentStems(campaignText, language).map((stem) => stem.slice(0, 4));
  return named.some((word) => campaignStems.some((stem) => stem.length >= 4 && word.includes(stem)));
}

/** The owner takes bookings or orders only by a channel that is not the phone: "Reservas solo por WhatsApp", "orders only online". */
const onlyAnotherWay = /(?<![\p{L}])(?:solo|sólo|solamente|únicamente|only|nur|uniquement|seulement|só|apenas|exclusivamente)\s+(?:(?:por|via|by|on|through|über|per|par|sur|pelo|pela|en|in)\s+)?(?:whats\s?app|e-?mail|online|en\s+ligne|web|instagram|dm|telegram|messenger)(?![\p{L}])/iu;

/** The ask in the clause that names the campaign: "Osterpinzen … jetzt vorbestellen" asks to pre-order, "book guided tours" to book. */
function askOf(clause: string): Story['ownersAsk'] {
  if (/(?<![\p{L}])(?:pre-?order\p{L}*|vorbestell\p{L}*|vorbesteller\p{L}*)/iu.test(clause)) return 'preorder';
  if (/(?<![\p{L}])(?:order|bestell\p{L}*)(?![\p{L}])/iu.test(clause)) return 'order';
  if (/(?<![\p{L}])(?:book|booking|buchen|buchung)(?![\p{L}])/iu.test(clause)) return 'book';
  return null;
}

/** Whether a clause opens a sentence of the brief (or its first line), not a list's later item. */
function opensASentence(prompt: string, clause: string): boolean {
  const at = prompt.indexOf(clause.trim());
  return at >= 0 && /(?:^|[.!?\n]\s*)$/u.test(prompt.slice(0, at));
}

const englishCalendar = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/u;
const germanCalendar = /^(?:januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|uhr)$/u;

/**
 * The owner's words in the case the language writes them, where a brief was typed in lower case: English months and
 * weekdays ("tuesday sept 9" → "Tuesday Sept 9"); German months, weekdays and the nouns the pages write with a capital
 * ("neuer welpenkurs startet am 14. märz" → "Welpenkurs", "März"). A word the pages also write in lower case keeps it.
 */
function inWrittenCase(site: SiteModel, language: KitLanguage): (text: string) => string {
  if (language !== 'en' && language !== 'de') return (text) => text;
  const capitalised = new Map<string, string>();
  const lower = new Set<string>();
  if (language === 'de') {
    for (const sentence of site.sentences) {
      if (sentence.where === 'prompt' || sentence.where === 'snippet') continue;
      const words = sentence.text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
      words.forEach((word, index) => {
        if (/^\p{Ll}/u.test(word)) lower.add(word);
        else if (index > 0 && /^\p{Lu}\p{Ll}/u.test(word)) capitalised.set(word.toLocaleLowerCase('de'), word);
      });
    }
  }
  return (text) =>
    text.replace(/(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*/gu, (word) => {
      if (language === 'en') return englishCalendar.test(word) ? capitalizeWord(word) : word;
      if (germanCalendar.test(word)) return capitalizeWord(word);
      return !lower.has(word) && capitalised.get(word) ? capitalised.get(word)! : word;
    });
}

const capitalizeWord = (word: string): string => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** The campaign with the owner's words in their written case (inWrittenCase), without a note's "then"; the clauses they came from as typed. */
function campaignInWrittenCase(campaign: Campaign, site: SiteModel, language: KitLanguage): Campaign {
  // (Nor the owner's "then" of a note to us: "Abholung dann am Karsamstag" is "Abholung am Karsamstag" to a reader.)
  const inCase = inWrittenCase(site, language);
  const cased = (text: string) => inCase(text).replace(/(?<=\S)\s+(?:dann|then|luego|ensuite|depois)(?=\s+(?:am|on|el|le|o|no|ao|at|à|a|um|im|in|en|em)\s)/iu, '');
  const optional = (text: string | null) => (text === null ? null : cased(text));
  return {
    ...campaign,
    what: optional(campaign.what),
    byWhen: optional(campaign.byWhen),
    price: optional(campaign.price),
    points: campaign.points.map(cased),
    statements: campaign.statements.map(cased),
    evidence: campaign.evidence.map((evidence) => ({ ...evidence, value: typeof evidence.value === 'string' ? cased(evidence.value) : evidence.value })),
  };
}

export function readStory(brief: WriterBrief): Story {
  const { site, instructions } = brief;
  let campaign = campaignInWrittenCase(brief.campaign ?? campaignOf(brief), site, site.language);
  const language = site.language;
  const main = site.features[0] ?? null;
  const whatScope = campaign.what ? scopeOf(campaign.what) : { text: null, how: null };
  const given = whatScope.text ? withoutUse(whatScope.text, language) : null;
  const whatText = given?.thing ?? main?.name ?? null;
  const clauseOf = (value: string) => campaign.evidence.find((e) => e.value === value)?.clause ?? '';
  const bare = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const scopedPoints = campaign.points.map((point) => mentionScopeOf(campaign, point));
  // (Without the owner's aside in brackets: "New beginners series starts Tuesday Sept 9 (6 weeks, 7:15pm with Priya)!" read as a note pasted.)
  const statements = campaign.statements
    .map((clause) => clause.replace(/\s*\([^()]{1,80}\)/gu, '').trim())
    .filter((s) => s.length <= 160)
    .map((clause) => namedDoing(clause, site));
  if (given?.use) {
    statements.unshift(given.use);
    // It is said of the thing, from the clause that names it: right after the thing, never after another line ("Book your
    // Christmas party now … Give one as a gift to …" read as a party given as a gift).
    const named = campaign.evidence.find((evidence) => evidence.field === 'what');
    if (named) campaign = { ...campaign, evidence: [...campaign.evidence, { field: 'statements', value: given.use, clause: named.clause }] };
  }
  // A typed brief is read whole into the campaign; instructions given without one (an API caller, a test) still count.
  const asked = brief.customPrompt.trim()
    ? []
    : instructions.mustMention
        .map((item) => scopeOf(item).text)
        .filter((item) => item && !campaign.points.some((point) => point.toLocaleLowerCase() === item.toLocaleLowerCase()));
  const howOf = new Map(scopedPoints.map((point) => [point.text, point.how]));
  // (Not the adverb the owner ends a point on: "the free week of unlimited classes after".)
  const mentions: Thing[] = [...scopedPoints.map((point) => point.text.replace(/\s+(?:after|afterwards|too|as\s+well|danach|también|aussi|ensuite|depois|também)$/iu, '')), ...asked]
    .filter((point) => !isClause(point, statements) && !statements.some((s) => s.toLocaleLowerCase().includes(point.toLocaleLowerCase())))
    .filter((point) => !whatText || !whatText.toLocaleLowerCase().includes(point.toLocaleLowerCase()))
    .map((point) => ({
      text: point,
      plural: isPlural(point, language),
      fromBrief: true,
      siteSentence: pageWordsFor(site, point, language),
      label: pageLabelFor(site, point, language),
      required: asked.includes(point) || howOf.get(point) === 'every',
      often: howOf.get(point) === 'half',
      // (A clause is no subject: "December fills up fast so book before Dec 10" asked as "Looking for …?" read as nonsense.)
      // (And a line of its own, not an item of a list after the thing: "…: Start am 8. Oktober, dienstags 18 Uhr, …" asked
      // "Dienstags 18 Uhr?" as the brief's subject.)
      topic: campaign.what !== null && !howOf.get(point) && bare(clauseOf(point)) === bare(point) && opensASentence(brief.customPrompt, clauseOf(point)) && point.split(/\s+/u).length <= 7 && !/(?<![\p{L}])(?:so|because|when|since|weil|wenn|porque|cuando|parce|quand|quando)(?![\p{L}])/iu.test(point),
    }));
  const clausePoints = scopedPoints
    .map((point) => point.text)
    .filter((point) => isClause(point, campaign.statements) && !campaign.statements.includes(point))
    .map((point) => namedDoing(point, site))
    .filter((point) => !statements.includes(point));
  const askedClauses = asked.filter((item) => isClause(item, statements) && !statements.includes(item) && !clausePoints.includes(item));
  const about = [whatText ?? '', ...campaign.points, campaign.price ?? ''].join(' ');
  // "Kurz und knackig, junge Zielgruppe", "locker", "fun, outdoorsy": a tone that asks for the casual address.
  const toneText = `${campaign.tone ?? ''} ${brief.customPrompt}`;
  const casualTone = /(?<![\p{L}])(?:casual|fun|playful|young|informal|relaxed|cheeky|locker|frech|knackig|jung\p{L}*|lässig|desenfadad\p{L}*|juvenil|joven|jóvenes|décontract\p{L}*|jeune|descontraíd\p{L}*|jovem|jovens|divertid\p{L}*)(?![\p{L}])/iu.test(toneText);
  // "Chaleureux, complice", "cercano", "herzlich": warmth, which a site that says "vous" or "usted" keeps
  // saying in its own address; it asks for "tu" only where the site is not formal itself.
  const warmTone = /(?<![\p{L}])(?:friendly|warm|herzlich|cercan\p{L}*|complice|chaleureu\p{L}*|simpátic\p{L}*|acolhedor\p{L}*)(?![\p{L}])/iu.test(toneText);
  const formalSite = addressesFormally(site);
  const casual =
    campaign.address === 'informal' ||
    (campaign.address === null && campaign.register !== 'formal' && (casualTone || (!formalSite && (campaign.register === 'casual' || warmTone || site.voice.register === 'casual'))));
  // A thing to mention that the page prices ("promoção de detergentes" beside "Detergentes 8,50€ (5 litros)") is said with its price.
  const details = chooseDetails(site, [whatText, ...mentions.filter((thing) => thing.topic).map((thing) => thing.text)].filter(Boolean).join(', '), campaign.points, campaign.what !== null, campaign.price);
  const stems = (text: string) => contentStems(text, language);
  const proof = chooseProof(site, about);
  for (const review of proof) {
    const said = stems(review.quote);
    review.elsewhere = !review.onTopic && details.some((detail) => !detail.onTopic && stems(`${detail.name} ${detail.description ?? ''}`).filter((stem) => said.includes(stem)).length >= 2);
  }
  for (const thing of mentions) {
    const said = stems(thing.text);
    // (The page's item is the thing, not one word of a longer clause: "también tramitamos el alta de autónomo en Hacienda" is
    // not the "Autónomos" row's price.)
    const priced = details.filter((detail) => detail.price && stems(detail.name).length > 0 && stems(detail.name).every((stem) => said.includes(stem)) && said.length <= stems(detail.name).length + 2);
    if (priced.length === 1) thing.price = priced[0]!.price;
  }
  // A thing asked for in every post carries its date with it ("adoption weekend on May 18 and 19" in every post): the posts
  // that say it briefly would otherwise say it without its date.
  const dateWithThing = whatScope.how !== null && !!campaign.byWhen && /^(?:on|am|el|le|o|no|the)\s+(?:\p{L}+\s+)?\d/iu.test(campaign.byWhen);
  return {
    language,
    trade: site.trade,
    name: site.name,
    link: site.url,
    // (Without the button's icon: "✉ Jetzt anfragen".)
    callToAction: site.callsToAction.map((label) => label.replace(/^[^\p{L}\p{N}]+|[\s→›»>]+$/gu, '').trim()).find((label) => label.length <= 28 && !/\d{3}/u.test(label) && (campaign.what === null || asksForTheCampaign(label, [whatText ?? '', ...campaign.points].join(' '), language))) ?? null,
    fromBrief: campaign.what !== null,
    ownersAsk: askOf(campaign.evidence.find((evidence) => evidence.field === 'what')?.clause ?? ''),
    what: whatText ? { text: campaign.what !== null ? `${timedAsAttribute(whatText, language)}${dateWithThing ? ` ${campaign.byWhen}` : ''}` : whatText, plural: isPlural(whatText, language), fromBrief: campaign.what !== null, required: whatScope.how !== null } : null,
    // (A thing that names its holiday, "individual turkey dinners for Thanksgiving", is not also "for the holiday season".)
    when: dateWithThing || promotionWindowOnly(campaign) || (given?.use && seasonNamed(given.thing) && campaign.byWhen && seasonNamed(campaign.byWhen)) ? null : campaign.byWhen,
    offer: campaign.price ?? site.offers.find((offer) => offer.text.length <= 80)?.text ?? null,
    statements: [...statements, ...clausePoints, ...askedClauses],
    // A statement that says a point the owner asked for in every piece ("we are CIFOZ certified" for "must mention … CIFOZ certified") is said in every piece.
    required: [...askedClauses, ...statements.filter((statement) => scopedPoints.some((point) => point.how === 'every' && statement.toLocaleLowerCase().includes(point.text.toLocaleLowerCase())))],
    mentions,
    // The brief's subject is what is promoted as much as the thing it names ("permit and bonefish" beside "half-day trips").
    details,
    proof,
    people: (site.people ?? []).map((person) => ({ name: person.name, role: person.role })),
    heritage: heritageOf(site, [...statements, ...clausePoints, ...askedClauses]),
    place: site.location?.text ?? null,
    hours: openingHoursOf(site),
    // (Not where the owner takes bookings only another way: "Reservas solo por WhatsApp" beside "O llámenos al …" contradicted the brief.)
    phone: onlyAnotherWay.test(brief.customPrompt) ? null : (site.contact?.phone ?? null),
    address: site.contact?.address ? streetOf(site.contact.address, site.location?.text ?? null) : null,
    directions: directionsOf(site),
    pitch: pitchOf(site),
    qualities: qualitiesOf(site),
    about: campaign.what === null ? aboutOf(site, language) : [],
    callLines: Object.fromEntries(
      [...statements, ...clausePoints]
        .filter((clause) => ownAsk.test(clause.trim()))
        .map((clause) => [clause, campaignLinesOf(site, language, clause.replace(ownAsk, ''), [...details.map((detail) => detail.description ?? ''), ...proof.map((review) => review.quote)])]),
    ),
    campaignLines:
      campaign.what === null
        ? []
        : campaignLinesOf(site, language, [whatText ?? '', (campaign.byWhen ?? '').replace(timeWords, ''), ...mentions.filter((thing) => thing.topic).map((thing) => thing.text)].join(' '), [
            ...details.map((detail) => detail.description ?? ''),
            ...proof.map((review) => review.quote),
            ...mentions.map((thing) => thing.siteSentence ?? ''),
            // (The site's pitch is said at the page's top and by the posts that fall back on the house's own words.)
            pitchOf(site) ?? '',
          ]),
    headline: site.headline && site.headline.text.split(/\s+/u).length <= 10 ? site.headline.text : null,
    casual,
    warm: warmTone || /(?<![\p{L}])(?:wie für freunde|like (?:a )?friends?|como (?:a )?amigos|comme (?:à|pour) des amis|como (?:para )?amigos)(?![\p{L}])/iu.test(toneText),
    person: (instructions.person ?? campaign.person ?? site.voice.person) === 'I' ? 'I' : 'we',
    emoji: (instructions.emoji ?? campaign.emoji) !== false,
    avoid: [...new Set([...campaign.avoid, ...instructions.avoid].map((word) => word.trim()).filter((word) => /\p{L}{2}/u.test(word)))],
    audience: brief.audiencePhrase,
    audienceTyped: brief.targetAudience.trim(),
    // Only when the owner asks: a trade's emoji on a site that uses other ones reads as pasted (🍽️ on a bakery).
    emojiMark: (instructions.emoji ?? campaign.emoji) === true ? tradeEmoji[site.trade] : null,
    campaign,
  };
}

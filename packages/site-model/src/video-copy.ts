/**
 * The video part's words and rules, for content's kit and render's studios alike: section names,
 * the five slides' overlay lines, narration, music by site type, platform lengths and hashtag
 * counts, thumbnail and hook text. Pure: no I/O. Every line is built from the owner's campaign (the
 * brief read by readCampaign) and what the site says, in the kit's language; text is fitted by
 * whole sentences, clauses or words, never cut mid-word and never ended with an ellipsis.
 */
import type { Campaign } from './campaign.ts';
import { hashtagsFor } from './hashtags.ts';
import type { KitLanguage, SiteModel, SiteType } from './site-model.ts';
import { platformRules } from './platform-rules.ts';
import { joinList, splitSentences } from './text.ts';
import { streetOf } from './contact.ts';
import { isCallToActionText } from './site-facts.ts';

export const videoSectionKeys = ['hero', 'features', 'benefits', 'proof', 'cta'] as const;
export type VideoSectionKey = (typeof videoSectionKeys)[number];

export const videoPlatforms = ['YouTube', 'Instagram', 'TikTok', 'Twitter', 'LinkedIn', 'Facebook'] as const;
export type VideoPlatform = (typeof videoPlatforms)[number];

/**
 * Each video platform's best length (seconds), hashtag count and text room: the one table content
 * and render read. Hashtag counts of the social networks come from `platformRules` (the most that
 * works best there), so posts and videos agree.
 */
export const videoPlatformRules: Record<VideoPlatform, { optimalLength: number; hashtags: number; thumbnailChars: number; hookChars: number }> = {
  YouTube: { optimalLength: 60, hashtags: 3, thumbnailChars: 40, hookChars: 120 },
  Instagram: { optimalLength: 30, hashtags: platformRules.Instagram.bestHashtags[1], thumbnailChars: 40, hookChars: 120 },
  TikTok: { optimalLength: 30, hashtags: 4, thumbnailChars: 40, hookChars: 100 },
  Twitter: { optimalLength: 45, hashtags: platformRules.Twitter.bestHashtags[1], thumbnailChars: 40, hookChars: 100 },
  LinkedIn: { optimalLength: 30, hashtags: platformRules.LinkedIn.bestHashtags[1], thumbnailChars: 40, hookChars: 120 },
  Facebook: { optimalLength: 30, hashtags: platformRules.Facebook.bestHashtags[1], thumbnailChars: 40, hookChars: 120 },
};

/** A platform's best length, never longer than the video that was asked for. */
export function optimalVideoLength(platform: VideoPlatform, videoLength: number): number {
  return Math.min(videoPlatformRules[platform].optimalLength, videoLength);
}

const sectionNamesByLanguage: Record<KitLanguage, Record<VideoSectionKey, string>> = {
  en: { hero: 'Hero', features: 'Features', benefits: 'Benefits', proof: 'Social Proof', cta: 'Call to Action' },
  de: { hero: 'Einstieg', features: 'Leistungen', benefits: 'Vorteile', proof: 'Kundenstimmen', cta: 'Handlungsaufruf' },
  es: { hero: 'Portada', features: 'Características', benefits: 'Ventajas', proof: 'Testimonios', cta: 'Llamada a la acción' },
  fr: { hero: 'Accroche', features: 'Points forts', benefits: 'Avantages', proof: 'Témoignages', cta: "Appel à l'action" },
  pt: { hero: 'Abertura', features: 'Recursos', benefits: 'Benefícios', proof: 'Depoimentos', cta: 'Chamada para ação' },
};

/** The five sections' names in the kit's language (English ones are the spec's). */
export function videoSectionNames(language: KitLanguage): Record<VideoSectionKey, string> {
  return sectionNamesByLanguage[language];
}

// ---------------------------------------------------------------------------------------------
// Fitting text by whole sentences, clauses and words.

/** Words a fitted line must not end on: articles, prepositions, conjunctions, relative pronouns. */
const danglingWords: Record<KitLanguage, Set<string>> = {
  en: new Set('a an the and or but nor so for of to in on at with by from who whom whose that which what where when how why our your their its his her my is are was were be been as into than then if while'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem einer eines und oder aber sondern denn für mit von vom zu zum zur im in am an auf bei beim aus nach um wie dass wer was wo ihr ihre ihren unser unsere unseren ist sind war wird werden als ob wenn weil durch über unter vor'.split(' ')),
  es: new Set('el la los las un una unos unas y e o u pero ni para por de del con en a al que quien quienes cual como donde cuando su sus nuestro nuestra nuestros nuestras tu tus es son fue ser sin sobre entre desde hasta si'.split(' ')),
  fr: new Set("le la les l' un une des et ou mais ni car pour par de du d' avec en à au aux qui que qu' dont où sur sous dans notre nos votre vos leur leurs son sa ses est sont était être comme sans chez entre si".split(' ')),
  pt: new Set('o a os as um uma uns umas e ou mas nem para por pelo pela de do da dos das com em no na nos nas ao aos à às que quem qual como onde quando seu sua seus suas nosso nossa nossos nossas é são foi ser sem sobre entre desde até se'.split(' ')),
};

const trailingEllipsis = /\s*(?:…|\.{3,})+\s*$/u;
const closingPunctuation = /[\s,;:–—-]+$/u;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}


function splitClauses(sentence: string): string[] {
  return sentence
    .split(/(?<=[,;:])\s+|\s+(?=[–—]\s)/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

function endsDangling(words: string[], language: KitLanguage): boolean {
  const last = words[words.length - 1];
  if (!last) return false;
  const bare = last.toLowerCase().replace(/^[("“„«¿¡]+|[)"”“»,;:.!?]+$/gu, '');
  // "Maquillage &", "Wash +": a joining sign waits for what it joins, as "and" does.
  return danglingWords[language].has(bare) || /^[&+·/|–—-]$/u.test(bare);
}

function stripClause(text: string): string {
  return text.replace(closingPunctuation, '').trim();
}

/** A bracket opened and not closed ("… ciblés (soin coréen, anti-âge") is left out from where it opens. */
function closedBrackets(text: string): string {
  const open = text.lastIndexOf('(');
  return open >= 0 && text.indexOf(')', open) < 0 ? stripClause(text.slice(0, open).trim()) : text;
}

/** A text that arrived cut ("… in Portland who…") without its ellipsis and the function words left dangling at its end. */
export function withoutDanglingEnd(text: string, language: KitLanguage): string {
  const words = collapse(text).replace(trailingEllipsis, '').split(' ').filter(Boolean);
  while (words.length > 1 && endsDangling(words, language)) words.pop();
  return stripClause(words.join(' '));
}

export interface FitOptions {
  /** Fall back to the longest run of whole words (never a cut word, never a dangling "who"). Default true. */
  allowWords?: boolean;
}

/**
 * The longest form of `text` that fits `maxChars`: the whole text, else whole sentences, else the
 * first sentence's leading clauses, else (when allowed) its leading whole words, never ending on an
 * article, preposition or "who". Null when not even that fits. Never adds an ellipsis.
 */
export function fitWholeWords(text: string, maxChars: number, language: KitLanguage, options: FitOptions = {}): string | null {
  const clean = collapse(text).replace(trailingEllipsis, '');
  if (clean === '' || maxChars <= 0) return null;
  if (clean.length <= maxChars) return clean;
  const sentences = splitSentences(clean, language);
  let taken = '';
  for (const sentence of sentences) {
    const next = taken ? `${taken} ${sentence}` : sentence;
    if (next.length > maxChars) break;
    taken = next;
  }
  if (taken) return taken;
  const first = sentences[0] ?? clean;
  const clauses = splitClauses(first);
  let clauseTaken = '';
  for (const clause of clauses.slice(0, -1)) {
    const next = clauseTaken ? `${clauseTaken} ${clause}` : clause;
    if (stripClause(next).length > maxChars) break;
    clauseTaken = next;
  }
  const byClause = closedBrackets(stripClause(clauseTaken));
  if (byClause && !endsDangling(byClause.split(' '), language)) return byClause;
  if (options.allowWords === false) return null;
  const words = first.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > maxChars) break;
    kept.push(word);
  }
  while (kept.length > 0 && endsDangling(kept, language)) kept.pop();
  const byWords = closedBrackets(stripClause(kept.join(' ')).replace(/[(“„«"]+$/u, '').trim());
  return byWords === '' ? null : byWords;
}

function withFullStop(sentence: string): string {
  const clean = collapse(sentence).replace(trailingEllipsis, '');
  return /[.!?]["”»“]?$/u.test(clean) ? clean : `${clean.replace(closingPunctuation, '')}.`;
}

function sameText(a: string, b: string): boolean {
  const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return squash(a) === squash(b);
}

/** Two sentences that say nearly the same (a headline and the description that repeats it): most of the shorter one's words are in the other. */
function saysNearlySame(a: string, b: string): boolean {
  // Numbers count as words: a price or an hour after the thing's name is news.
  const wordsOf = (value: string) => new Set(value.toLowerCase().match(/\p{L}{3,}|\p{N}+/gu) ?? []);
  const [shorter, longer] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  if (shorter.size < 3) return false;
  return [...shorter].filter((word) => longer.has(word)).length / shorter.size >= 0.75;
}

const quoteMarks: Record<KitLanguage, [string, string]> = {
  en: ['“', '”'],
  de: ['„', '“'],
  es: ['«', '»'],
  // French typography: a narrow no-break space inside the guillemets, so they never wrap away from the quote.
  fr: ['«\u202f', '\u202f»'],
  pt: ['“', '”'],
};

function stripQuotes(text: string): string {
  return collapse(text).replace(/^["'“”„«»‚‘’\s]+|["'“”„«»‚‘’\s]+$/gu, '');
}

/** A quote in the language's marks, with any marks the site already put around it removed (no `""The`). */
export function quoteInMarks(text: string, language: KitLanguage): string {
  const bare = stripQuotes(text);
  const [open, close] = quoteMarks[language];
  return `${open}${bare}${close}`;
}

// ---------------------------------------------------------------------------------------------
// Overlay lines.

/** The overlay limit (spec: 100 characters, the newline included). */
export const overlayTextMax = 100;
/** A second line longer than this is hard to read on a slide. */
const overlayLineMax = 64;

export type SlideLines = readonly [string, string] | readonly [string];

const localFallbacks: Record<Exclude<KitLanguage, 'en'>, (name: string) => Array<[string, string]>> = {
  de: (name) => [
    [name, 'Professionelle Lösungen'],
    ['Qualität und Service', 'Bewährte Qualität'],
    ['Durchdachte Leistungen', 'Starke Werkzeuge'],
    ['Jetzt starten', 'Besuchen Sie unsere Website'],
    ['Gestalten Sie Ihre Zukunft', `Mit ${name}`],
  ],
  es: (name) => [
    [name, 'Soluciones profesionales'],
    ['Servicio de calidad', 'Excelencia de confianza'],
    ['Funciones avanzadas', 'Herramientas potentes'],
    ['Empieza hoy', 'Visita nuestra web'],
    ['Transforma tu futuro', `Con ${name}`],
  ],
  fr: (name) => [
    [name, 'Des solutions professionnelles'],
    ['Un service de qualité', 'Une excellence reconnue'],
    ['Des fonctions avancées', 'Des outils performants'],
    ["Commencez dès aujourd'hui", 'Visitez notre site'],
    ['Transformez votre avenir', `Avec ${name}`],
  ],
  pt: (name) => [
    [name, 'Soluções profissionais'],
    ['Serviço de qualidade', 'Excelência de confiança'],
    ['Recursos avançados', 'Ferramentas poderosas'],
    ['Comece hoje', 'Visite o nosso site'],
    ['Transforme o seu futuro', `Com ${name}`],
  ],
};

function pair(first: string | null, second: string | null): SlideLines | null {
  if (!first) return null;
  if (!second) return first.length <= overlayTextMax ? [first] : null;
  return first.length + 1 + second.length <= overlayTextMax ? [first, second] : [first];
}

function fitLine(text: string | null | undefined, max: number, language: KitLanguage, options?: FitOptions): string | null {
  return text ? fitWholeWords(text, max, language, options) : null;
}

/**
 * A fee or surcharge beside what is sold (a holiday home's final cleaning, each extra guest, a
 * deposit, a booking fee): a price, but none a slide or the narration leads with.
 */
const surcharge = /(?<![\p{L}])(?:fee|fees|surcharge|supplement|deposit|each additional|per additional|extra (?:person|guest)s?|final cleaning|cancellation|endreinigung|gebühr\p{L}*|zuschlag|aufpreis|kaution|kurtaxe|nebenkosten|storno\p{L}*|je weitere|pro weitere|jede weitere|suplemento|recargo|fianza|tasa|limpieza final|persona adicional|supplément|frais|caution|taxe de séjour|ménage de fin|personne supplémentaire|taxa|caução|acréscimo|limpeza final|pessoa adicional)(?![\p{L}])/iu;

function isSurcharge(text: string): boolean {
  return surcharge.test(text);
}

/**
 * The first of the site's prices whose item and amount `fit` (the item without its parenthetical
 * when only that makes it fit: "Small dogs (up to 10 kg) full groom" → "Small dogs full groom"), or
 * null. A bare amount ("£45") says nothing on a slide or in a hook, and an item cut to its first
 * words may name something cheaper than what the price is for, so neither is ever used.
 */
function pricedItem(site: SiteModel, fit: (item: string, amount: string) => boolean): { item: string; amount: string } | null {
  for (const price of site.prices) {
    if (!price.item || isSurcharge(price.item)) continue;
    const whole = collapse(price.item).replace(closingPunctuation, '');
    const shorter = collapse(whole.replace(/\s*\([^()]*\)/gu, ''));
    for (const item of [whole, shorter]) if (/\p{L}{2}/u.test(item) && fit(item, price.amount)) return { item, amount: price.amount };
  }
  return null;
}

/** The site's name fitted for a slide's first line (a name is never cut inside a word). */
function nameLine(site: SiteModel): string {
  return fitWholeWords(site.name, overlayLineMax, site.language) ?? site.domain;
}

// ---------------------------------------------------------------------------------------------
// The campaign on slides, in the narration and in the hooks.

/** The campaign when the brief asked for anything a video can say; a brief of tone or format alone asks for nothing. */
function briefOf(campaign: Campaign | null | undefined): Campaign | null {
  return campaign && (campaign.what || campaign.price || campaign.points.length > 0 || campaign.statements.length > 0) ? campaign : null;
}

/** Whether the page (or the user's words about it) gave anything beyond a name: else a slide has only the spec's defaults to say. */
function siteWasRead(site: SiteModel): boolean {
  return Boolean(
    site.headline ||
      site.description ||
      site.location ||
      site.offers.length > 0 ||
      site.features.length > 0 ||
      site.prices.length > 0 ||
      site.testimonials.length > 0 ||
      site.schedule.length > 0 ||
      site.callsToAction.length > 0 ||
      site.outline.length > 0 ||
      (site.people?.length ?? 0) > 0,
  );
}

function upperFirst(text: string, language: KitLanguage): string {
  const clean = collapse(text).replace(closingPunctuation, '');
  return clean.charAt(0).toLocaleUpperCase(language) + clean.slice(1);
}

function sameWords(text: string): Set<string> {
  return new Set(
    text
      .toLocaleLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4),
  );
}

/** The phrases a deadline or period starts with when it reads straight after the thing ("Sunday roast this month", "Töpferkurs bis Ende Mai"). */
const whenLead =
  /^(?:by|until|till|before|through|throughout|this|next|in|during|for|on|from|over|all|every|bis|vor|im|ab|zu|zum|zur|am|an|über|seit|spätestens|diese[nmrs]?|nächste[nmrs]?|kommende[nmrs]?|hasta|antes|este|esta|en|durante|para|desde|el\s+próximo|la\s+próxima|jusqu\S*|avant|ce|cet|cette|pour|dès|à|au|le\s+prochain|la\s+prochaine|até|neste|nesta|em|no|na|a\s+partir)\s/iu;
/** A deadline that is its own instruction: "order by Nov 24", "réservation avant le 15 décembre". */
const whenInside = /\s(?:by|until|till|before|bis|vor|spätestens|hasta|antes|jusqu\S*|avant|até)\s/iu;

type WhenForm = 'follows' | 'clause' | 'date' | 'season';

function whenForm(when: string): WhenForm {
  if (whenLead.test(when)) return 'follows';
  if (whenInside.test(when)) return 'clause';
  if (/\d/u.test(when)) return 'date';
  return 'season';
}

/**
 * A noun phrase fitted to `max`: whole, else its leading clauses, else cut just before a
 * preposition or conjunction so the phrase it keeps is whole ("Turkey dinners with all the
 * trimmings as gifts", never "… as gifts for first"), else by whole words.
 */
function fitPhrase(text: string, max: number, language: KitLanguage): string | null {
  const clean = collapse(text);
  if (clean.length <= max) return clean;
  const byClause = fitWholeWords(clean, max, language, { allowWords: false });
  if (byClause) return byClause;
  const words = clean.split(' ');
  for (let end = words.length - 1; end > 1; end--) {
    const bare = words[end]!.toLowerCase().replace(/^[("“„«¿¡]+|[)"”“»,;:.!?]+$/gu, '');
    if (!danglingWords[language].has(bare)) continue;
    const head = stripClause(words.slice(0, end).join(' '));
    if (head.length <= max && !endsDangling(head.split(' '), language)) return head;
  }
  return fitWholeWords(clean, max, language);
}

/** The campaign's thing for a slide, with its deadline or season when both fit: "Friday fish fry this month", "Épilation laser · rentrée". */
function campaignSlideLine(what: string, when: string | null, max: number, language: KitLanguage): string | null {
  if (when) {
    const joined = whenForm(when) === 'follows' ? `${what} ${when}` : `${what} · ${when}`;
    if (joined.length <= max) return joined;
  }
  return fitPhrase(what, max, language);
}

/** Words an amount carries without naming a thing: units, "per", "from", taxes. */
const unitWords = /^(?:per|pro|par|por|a|an|the|each|month|months|monat|mes|mois|mês|year|jahr|año|ano|night|nacht|noche|nuit|noite|person|personne|persona|pessoa|hour|stunde|hora|heure|week|woche|semana|semaine|day|tag|día|jour|dia|ab|from|desde|dès|partir|only|nur|solo|seulement|apenas|just|inkl|incl|vat|mwst|iva|tva|ttc|ht)$/iu;

/** "12,50 €", "ab 39 €", "45 € par personne": an amount that says nothing without the thing it is for. */
function isBareAmount(price: string): boolean {
  const words = price
    .replace(/[\d.,:%/+()–—-]+/gu, ' ')
    .split(/\s+/u)
    .filter((word) => /\p{L}{2}/u.test(word) && !/^\p{Sc}/u.test(word) && !unitWords.test(word) && !/^(?:eur|usd|gbp|chf|brl|r\$)$/iu.test(word));
  return words.length === 0;
}

/** A point is a clause the owner stated ("we open at 7AM", "hay aparcamiento"), or a thing to mention ("biscuits & gravy"). */
function pointLines(campaign: Campaign, language: KitLanguage): string[] {
  const lower = (text: string) => text.toLocaleLowerCase(language);
  const things: string[] = [];
  const clauses: string[] = [];
  for (const point of campaign.points) {
    // "aparcamiento" is stressed in "hay aparcamiento": the owner's clause says it whole.
    const stated = campaign.statements.find((statement) => lower(statement).includes(lower(point)));
    const clause = stated ?? (/\s/u.test(point.trim()) && point.trim().split(/\s+/u).length >= 4 ? point : null);
    if (clause) {
      if (!clauses.some((known) => lower(known) === lower(clause))) clauses.push(clause);
    } else things.push(point);
  }
  let list = '';
  for (const thing of things) {
    const item = upperFirst(thing, language);
    const next = list ? `${list} · ${item}` : item;
    if (next.length > overlayLineMax) break;
    list = next;
  }
  const lines = [list, ...clauses.map((clause) => fitWholeWords(upperFirst(clause, language), overlayLineMax, language, { allowWords: false }) ?? '')];
  return lines.filter((line) => line !== '');
}

/** The slide of the campaign's offer: a price always with the thing it is for ("Menú del día · 12,50 €"), an offer with its own words alone. */
function offerLines(what: string | null, price: string, language: KitLanguage): SlideLines | null {
  const offer = upperFirst(price, language);
  if (isBareAmount(price)) return what ? pair(fitPhrase(what, overlayLineMax, language), collapse(price)) : null;
  return what && what.length + 1 + offer.length <= overlayTextMax ? pair(what, offer) : pair(fitWholeWords(offer, overlayTextMax, language, { allowWords: false }), null);
}

/**
 * The five slides' lines (hero: the name and the campaign, or the site's headline; features: a
 * feature with its own description, the one about the campaign first; benefits: the campaign's
 * offer or the points the owner asked to stress, else a price with its item or the site's offer;
 * proof: a testimonial whole with its author, else a person with their role; cta: the call to
 * action and the address). Every slide of a site that was read, or of a brief, says something
 * from the campaign or the site (the thing promoted, a point, a feature, the place, the name); a
 * slide is null only when nothing at all was read and there is no brief, and the caller then uses
 * the spec's default line (defaultTextOverlays) for English, while `videoSlideLines` holds the
 * same fallback in the site's language otherwise.
 */
export function siteSlideLines(site: SiteModel, campaign?: Campaign | null): Array<SlideLines | null> {
  const language = site.language;
  const brief = briefOf(campaign);
  const name = nameLine(site);
  const room = (first: string) => overlayTextMax - first.length - 1;
  const what = brief?.what ? upperFirst(brief.what, language) : null;

  // A slide line is a whole sentence or clause of the site's; a run of words that stops mid-phrase reads as cut.
  const pitches = [site.headline?.text, site.description?.text].filter((text): text is string => Boolean(text) && !sameText(text!, site.name));
  const pitch = pitches.map((text) => fitLine(text, room(name), language, { allowWords: false })).find(Boolean) ?? null;
  const campaignLine = what ? campaignSlideLine(what, brief!.byWhen, room(name), language) : null;
  const hero = campaignLine ? pair(name, campaignLine) : pitch ? pair(name, pitch) : pitches.length > 0 ? [name] as const : null;

  // The feature the campaign is about comes first: its own description supports the offer.
  const topic = sameWords([brief?.what ?? '', ...(brief?.points ?? [])].join(' '));
  const aboutCampaign = (feature: SiteModel['features'][number]) => [...sameWords(`${feature.name} ${feature.description ?? ''}`)].filter((word) => topic.has(word)).length;
  const described = site.features
    .filter((feature) => feature.description && !sameText(feature.description, feature.name))
    .map((feature, index) => ({ feature, index }))
    .sort((a, b) => aboutCampaign(b.feature) - aboutCampaign(a.feature) || a.index - b.index)
    .map(({ feature }) => feature);
  const lead = described[0] ?? site.features[0];
  let features: SlideLines | null = null;
  if (lead) {
    const title = fitLine(lead.name, overlayLineMax, language);
    if (title && lead.description && !sameText(lead.description, lead.name)) features = pair(title, fitLine(lead.description, room(title), language, { allowWords: false }));
    else if (title && site.features.length > 1) features = [featureList(site) ?? title];
    else if (title) features = [title];
  }

  let benefits: SlideLines | null = brief?.price ? offerLines(what, brief.price, language) : null;
  const points = brief ? pointLines(brief, language) : [];
  if (!benefits && points.length > 0) benefits = pair(points[0]!, points[1] ?? null);
  const price = pricedItem(site, (item, amount) => item.length <= overlayLineMax && item.length + 1 + amount.length <= overlayTextMax);
  if (!benefits && price) benefits = pair(price.item, price.amount);
  if (!benefits && site.offers[0]) benefits = pair(fitLine(site.offers[0].text, overlayLineMax, language), null);
  if (!benefits) {
    const second = described.find((feature) => feature !== lead);
    if (second) {
      const title = fitLine(second.name, overlayLineMax, language);
      if (title) benefits = pair(title, fitLine(second.description, room(title), language, { allowWords: false }));
    }
  }

  // A quote that fits whole comes first: a cut one may keep the problem and lose the praise ("Biscuit used to shake at the salon.").
  const fitted = site.testimonials.flatMap((testimonial) => {
    const author = testimonial.author ? `— ${collapse(testimonial.author)}` : null;
    const max = Math.min(author && author.length <= 40 ? overlayTextMax - author.length - 1 - 4 : overlayLineMax, 80);
    const whole = collapse(stripQuotes(testimonial.quote));
    const quote = fitWholeWords(whole, max, language, { allowWords: false });
    const lines = quote ? pair(quoteInMarks(quote, language), author && author.length <= 40 ? author : null) : null;
    return lines ? [{ lines, whole: quote === whole }] : [];
  });
  let proof: SlideLines | null = (fitted.find((quote) => quote.whole) ?? fitted[0])?.lines ?? null;
  // The page's own role, or the reader's English label ("founder") on an English page only.
  const person = (site.people ?? []).find((someone) => someone.role && someone.name.length <= overlayLineMax && (language === 'en' || !/^(?:founder|owner|designer)$/iu.test(someone.role)));
  if (!proof && person) proof = pair(person.name, fitLine(upperFirst(person.role!, language), room(person.name), language, { allowWords: false }));

  const ctaLabel = site.callsToAction.map((label) => fitWholeWords(label, 40, language, { allowWords: false })).find(Boolean) ?? null;
  const cta = ctaLabel ? pair(ctaLabel, site.domain ? closingLink(site) : null) : null;

  const slides: Array<SlideLines | null> = [hero, features, benefits, proof, cta];
  if (!brief && !siteWasRead(site)) return slides;
  return fillSlides(site, slides, { brief, campaignLine, points });
}

/**
 * The closing slide's link, with the business's name where the address does not say it ("Elema'Beauté ·
 * eb-rives.fr"): the last slide carries the call to action, the link and the brand.
 */
function closingLink(site: SiteModel): string {
  const bare = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const domain = bare(site.domain);
  const named = bare(site.name)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.length >= 4 && domain.includes(word));
  const both = `${site.name} · ${site.domain}`;
  return named || both.length > overlayLineMax ? site.domain : both;
}

/** The site's features by name, as many as fit one line: "Sourdough · Rye · Croissants". */
function featureList(site: SiteModel): string | null {
  let list = '';
  for (const feature of site.features.slice(0, 4)) {
    const next = list ? `${list} · ${feature.name}` : feature.name;
    if (next.length > overlayLineMax) break;
    list = next;
  }
  return list.includes(' · ') ? list : null;
}

/**
 * The slides the site and the campaign gave nothing particular for, filled with what they did
 * say (the thing promoted, the points, the owner's statements, the features, the headline, the
 * place, the page's own headings and sentences, the name), a line no other slide shows first; the
 * last slide always calls to action with the address.
 */
function fillSlides(site: SiteModel, slides: Array<SlideLines | null>, campaign: { brief: Campaign | null; campaignLine: string | null; points: string[] }): SlideLines[] {
  const language = site.language;
  const address = campaign.brief?.address ?? null;
  const casual = address ? address === 'informal' : site.voice.register === 'casual';
  const words = narrationWords[language];
  const line = (text: string | null | undefined, max = overlayLineMax) => (text ? fitWholeWords(upperFirst(text, language), max, language, { allowWords: false }) : null);
  const place = site.location ? line(words.findUs(site.location.text.replace(closingPunctuation, ''), casual).replace(/\.$/u, '')) : null;
  const candidates: Array<SlideLines | null> = [
    campaign.campaignLine ? [campaign.campaignLine] : null,
    campaign.points[0] ? pair(campaign.points[0], campaign.points[1] ?? null) : null,
    // The statement that announces the campaign ("Wir haben im Juni noch freie Wochen") would say the hero's line again.
    ...(campaign.brief?.statements ?? []).filter((statement) => !campaign.brief?.what || !statement.toLocaleLowerCase().includes(campaign.brief.what.toLocaleLowerCase())).map((statement) => pair(line(statement, overlayTextMax), null)),
    site.features.length > 1 ? pair(featureList(site), null) : null,
    ...site.features.slice(0, 3).map((feature) => pair(line(feature.name), null)),
    ...[site.headline?.text, site.description?.text].map((text) => pair(line(text, overlayTextMax), null)),
    // The hours are left out: as read they are often a whole contact block, or structured data in English.
    place ? [place] : null,
    pair(line(site.offers[0]?.text), null),
    // Last, the page's own copy in page order: a heading with its first sentence, or a short sentence on its own.
    ...site.outline.slice(0, 8).flatMap((section): Array<SlideLines | null> => {
      const sentences = section.blocks.flatMap((block) => splitSentences(block.text, language)).filter((sentence) => wordCount(sentence) >= 3 && sentence.length <= overlayTextMax);
      const heading = section.heading && !sameText(section.heading, site.name) ? fitWholeWords(section.heading, overlayLineMax, language, { allowWords: false }) : null;
      const first = sentences[0] ? collapse(sentences[0]) : null;
      return [heading ? pair(heading, first && heading.length + 1 + first.length <= overlayTextMax ? first : null) : null, ...sentences.slice(0, 2).map((sentence): SlideLines => [collapse(sentence)])];
    }),
  ];
  const visit = site.domain ? words.visit(site.domain, casual).replace(/[.!]$/u, '') : null;
  // A line another slide already shows is not shown twice (the name aside, the last resort).
  const shown = new Set<string>();
  const show = (lines: SlideLines) => lines.forEach((text) => shown.add(text.toLocaleLowerCase()));
  for (const lines of slides) if (lines) show(lines);
  // "Bollería" is already shown inside "Bollería · Panadería · Pastelería", and "Neu: Catering für Feiern" says the hero's "Catering für Feiern" again.
  const repeats = (text: string) => [...shown].some((known) => known.includes(text) || text.includes(known));
  const fresh = (lines: SlideLines | null): lines is SlideLines => lines !== null && lines.every((text) => !repeats(text.toLocaleLowerCase()));
  const name = nameLine(site);
  return slides.map((lines, index) => {
    if (lines) return lines;
    const pick = index === 4 ? (visit ? pair(visit, null) : null) : index === 0 ? pair(name, place) : (candidates.find(fresh) ?? null);
    const chosen = pick ?? ([name] as const);
    show(chosen);
    return chosen;
  });
}

/**
 * The five slides' lines for a site and its campaign: what they say, else (when nothing at all
 * was read and there is no brief) the spec's defaults (null here, so `defaultTextOverlays`
 * supplies them) for English and their equivalents in the site's language otherwise.
 */
export function videoSlideLines(site: SiteModel, campaign?: Campaign | null): Array<SlideLines | null> {
  const lines = siteSlideLines(site, campaign);
  if (site.language === 'en') return lines;
  const fallback = localFallbacks[site.language](nameLine(site));
  return lines.map((line, index) => line ?? pair(fallback[index]![0], fallback[index]![1]) ?? [fallback[index]![0]]);
}

/** One overlay's text from slide lines (at most 100 characters; lines are whole, never cut). */
export function slideText(lines: SlideLines): string {
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Narration.

/** About 2.3 spoken words per second leaves room to breathe under music. */
export const narrationWordsPerSecond = 2.3;

interface NarrationWords {
  meet: (name: string, casual: boolean) => string;
  offers: (name: string, list: string) => string;
  says: (author: string) => string;
  review: string;
  findUs: (place: string, casual: boolean) => string;
  /** At a street address: a street's article and gender are not known, so German and Portuguese name it after a colon. */
  findAt: (street: string, casual: boolean) => string;
  call: (phone: string, casual: boolean) => string;
  visit: (domain: string, casual: boolean) => string;
}

const narrationWords: Record<KitLanguage, NarrationWords> = {
  en: {
    meet: (name) => `Meet ${name}.`,
    offers: (name, list) => `${name} offers ${list}.`,
    says: (author) => `${author} says:`,
    review: 'One review reads:',
    findUs: (place) => `Find us in ${place}.`,
    findAt: (street) => `Find us at ${street}.`,
    call: (phone) => `Call us at ${phone}.`,
    visit: (domain) => `Visit ${domain}.`,
  },
  de: {
    meet: (name) => `Das ist ${name}.`,
    offers: (name, list) => `${name} bietet ${list}.`,
    says: (author) => `${author} sagt:`,
    review: 'Eine Kundenstimme:',
    findUs: (place, casual) => (casual ? `Du findest uns in ${place}.` : `Sie finden uns in ${place}.`),
    findAt: (street, casual) => (casual ? `Du findest uns hier: ${street}.` : `Sie finden uns hier: ${street}.`),
    call: (phone, casual) => (casual ? `Ruf uns an: ${phone}.` : `Rufen Sie uns an: ${phone}.`),
    visit: (domain, casual) => (casual ? `Schau vorbei auf ${domain}.` : `Besuchen Sie ${domain}.`),
  },
  es: {
    meet: (name, casual) => (casual ? `Te presentamos ${name}.` : `Les presentamos ${name}.`),
    offers: (name, list) => `${name} ofrece ${list}.`,
    says: (author) => `${author} dice:`,
    review: 'Una opinión:',
    findUs: (place) => `Estamos en ${place}.`,
    findAt: (street) => `Estamos en ${street}.`,
    call: (phone, casual) => (casual ? `Llámanos al ${phone}.` : `Llámenos al ${phone}.`),
    visit: (domain, casual) => (casual ? `Visita ${domain}.` : `Visite ${domain}.`),
  },
  fr: {
    meet: (name, casual) => (casual ? `Découvre ${name}.` : `Découvrez ${name}.`),
    offers: (name, list) => `${name} propose ${list}.`,
    says: (author) => `${author} le dit :`,
    review: 'Un avis :',
    findUs: (place, casual) => (casual ? `Retrouve-nous : ${place}.` : `Retrouvez-nous : ${place}.`),
    findAt: (street, casual) => `${casual ? 'Retrouve-nous' : 'Retrouvez-nous'}${/^\d/u.test(street) ? ' au ' : ' : '}${street}.`,
    call: (phone, casual) => (casual ? `Appelle-nous au ${phone}.` : `Appelez-nous au ${phone}.`),
    visit: (domain, casual) => (casual ? `Rends-toi sur ${domain}.` : `Rendez-vous sur ${domain}.`),
  },
  pt: {
    meet: (name) => `Conheça ${name}.`,
    offers: (name, list) => `${name} oferece ${list}.`,
    says: (author) => `${author} diz:`,
    review: 'Um depoimento:',
    findUs: (place) => `Estamos em ${place}.`,
    findAt: (street) => `A nossa morada: ${street}.`,
    call: (phone) => `Ligue para o ${phone}.`,
    visit: (domain) => `Visite ${domain}.`,
  },
};

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A button's or a link's words: an arrow at the end, or a short line that starts with a call to action. */
function linkWords(text: string): boolean {
  return /[→›»➔➜]\s*$/u.test(text.trim()) || isCallToActionText(text);
}

/**
 * A sentence as a voice reads it and a caption shows it: a page's separators ("Ferienhaus mit Garten ·
 * bis zu 12 Personen · Naturstrand fußläufig") are commas, and a link's arrow is not read out.
 */
function asSpoken(sentence: string): string {
  return sentence
    .replace(/\s+[·•|]\s+/gu, ', ')
    .replace(/\s*[→›➔➜]+\s*(?=[.!?:]|$)/gu, '')
    .replace(/\s+[→›➔➜]+\s+/gu, ' ');
}

/** A heading that leads on to what follows ("Ein paar Eindrücke..."): it names nothing itself. */
function isTeaser(heading: string): boolean {
  return /(?:\.{3}|…)$/u.test(heading.trim());
}

/** The first sentence of a text, whole, with a full stop. */
function firstSentence(text: string, language: KitLanguage): string {
  const spoken = asSpoken(text);
  return withFullStop(splitSentences(spoken, language)[0] ?? spoken);
}

/** The campaign's thing said with the business: "Friday fish fry at Sisters Cafe", "Épilation laser chez Elema Beauté". */
const thingAt: Record<KitLanguage, (what: string, name: string) => string> = {
  en: (what, name) => `${what} at ${name}`,
  de: (what, name) => `${what} bei ${name}`,
  es: (what, name) => `${what} en ${name}`,
  fr: (what, name) => `${what} chez ${name}`,
  // "na"/"no" would need the name's gender: the name leads instead.
  pt: (what, name) => `${name}: ${what}`,
};

/** A bare date after the thing: "until Nov 24", "hasta el 5 de septiembre", "jusqu’au 5 septembre". */
const untilDate: Record<KitLanguage, (date: string) => string> = {
  en: (date) => `until ${date}`,
  de: (date) => `bis ${date}`,
  es: (date) => (/^\d/u.test(date) ? `hasta el ${date}` : `hasta ${date}`),
  fr: (date) => (/^\d/u.test(date) ? `jusqu’au ${date}` : `jusqu’à ${date}`),
  pt: (date) => `até ${date}`,
};

/** A season or holiday as English says it after the thing ("for the rainy season", "for Christmas"); other languages would need its gender, so it stays on the slide. */
function seasonAfter(when: string, language: KitLanguage): string | null {
  if (language !== 'en') return null;
  const bare = when.replace(/^the\s+/iu, '');
  if (/\bseason$/iu.test(bare)) return `for the ${bare}`;
  if (/^(?:summer|winter|spring|autumn|fall|holidays)$/iu.test(bare)) return `for the ${bare.toLowerCase()}`;
  if (/^\p{Lu}/u.test(bare)) return `for ${bare}`;
  return null;
}

function colon(language: KitLanguage): string {
  return language === 'fr' ? ' : ' : ': ';
}

/**
 * The campaign as the narration and the hooks say it: the owner's own statement that announces it
 * ("We're adding a Friday fish fry this month."), else the thing with the business and its
 * deadline; then what supports it from the brief (the deadline as its own instruction, the offer,
 * the owner's other statements). Null without a thing to promote.
 */
function campaignSentences(site: SiteModel, campaign: Campaign | null | undefined): { opening: string; thing: string; support: string[] } | null {
  const brief = briefOf(campaign);
  if (!brief?.what) return null;
  const language = site.language;
  const lower = (text: string) => text.toLocaleLowerCase(language);
  const what = brief.what.trim();
  const when = brief.byWhen?.trim() || null;
  const announcement = brief.statements.find((statement) => lower(statement).includes(lower(what)) && (!when || lower(statement).includes(lower(when))));
  const support: string[] = [];
  const thing = thingAt[language](language === 'pt' ? what : upperFirst(what, language), site.name);
  let opening: string;
  if (announcement) opening = withFullStop(upperFirst(announcement, language));
  else {
    const form = when ? whenForm(when) : null;
    const after = !when ? null : form === 'follows' ? when : form === 'date' ? untilDate[language](when) : form === 'season' ? seasonAfter(when, language) : null;
    opening = withFullStop(after ? `${thing} ${after}` : thing);
    if (when && form === 'clause') support.push(withFullStop(upperFirst(when, language)));
  }
  if (brief.price) {
    if (!isBareAmount(brief.price)) support.push(withFullStop(upperFirst(brief.price, language)));
    else support.push(withFullStop(`${upperFirst(what, language)}${colon(language)}${collapse(brief.price)}`));
  }
  for (const statement of brief.statements) {
    if (statement === announcement || lower(opening).includes(lower(statement))) continue;
    support.push(withFullStop(upperFirst(statement, language)));
  }
  return { opening, thing: withFullStop(thing), support };
}

/** The campaign's hook for a platform: its opening whole, else the thing with the business, else the thing alone. */
function campaignHookLine(site: SiteModel, campaign: Campaign | null | undefined, max: number): string | null {
  const told = campaignSentences(site, campaign);
  if (!told) return null;
  const whole = [told.opening, told.thing].find((text) => text.length <= max);
  return whole ?? fitPhrase(upperFirst(campaign!.what!, site.language), max, site.language);
}

/**
 * The voiceover in the site's language, sized to the video: about 2.3 words a second, whole
 * sentences only. With a campaign it opens on it (the owner's statement that announces it, or the
 * thing and its deadline) and the brief's offer and statements come first among the facts; without
 * one it greets with the name. The site's facts support it (headline, features with their
 * descriptions, a price, a testimonial with its author, the place), and the call to action closes
 * it. The opening and the closing are always kept. `address` is the user's instruction (tú/usted,
 * du/Sie, tu/vous), which wins over the register the page itself writes in.
 */
export function narrationScript(site: SiteModel, lengthSec: number, options: NarrationOptions = {}): string {
  const { opening, middle, closing } = narrationSentences(site, options);
  const budget = Math.max(wordCount(opening) + wordCount(closing), Math.floor(lengthSec * narrationWordsPerSecond));
  let used = wordCount(opening) + wordCount(closing);
  const chosen: string[] = [];
  for (const sentence of middle) {
    const count = wordCount(sentence);
    if (used + count > budget) continue;
    chosen.push(sentence);
    used += count;
  }
  return [opening, ...chosen, closing].join(' ');
}

export interface NarrationOptions {
  address?: 'formal' | 'informal' | null;
  campaign?: Campaign | null;
  /** The voice's pace, where a recording measured it; about 2.3 words a second without one. */
  wordsPerSecond?: number;
  /**
   * How long the voice took to say a sentence, where a recording measured it (null where not): a
   * price or a number takes far longer to say than its words count ("3,00€" is "três euros").
   */
  secondsOf?: (sentence: string) => number | null;
  /** The opening hours as the writer says them ("Abrimos de lunes a viernes de 7:30 a 14:30."), where the pages give them. */
  hours?: string | null;
}

/**
 * The voiceover of a video of slides, one part per slide and a last part for its end card: the
 * opening (the campaign, else the name) on the first slide, the call to action on the end card,
 * and the site's facts in between, in the order narrationScript says them. Each slide says at
 * least one whole sentence while there are sentences left for the slides after it, and more when
 * its time (about 2.3 words a second, or `wordsPerSecond`) holds them, so the voice runs from the first slide to the
 * end card; a slide with nothing left to say gets an empty part. The sentences are
 * narrationScript's: nothing is said that the site or the brief did not.
 */
export function narrationBySlide(site: SiteModel, slideSecs: readonly number[], options: NarrationOptions = {}): string[] {
  const { opening, middle, closing } = narrationSentences(site, options);
  if (slideSecs.length === 0) return [closing];
  const sentences = [opening, ...middle, ...pageSentences(site, [opening, ...middle, closing]).map(asSpoken)];
  const parts: string[][] = slideSecs.map(() => []);
  let next = 0;
  // What a slide leaves unsaid (its sentences are whole) goes to the next: the voice fills the video, not each slide to the word.
  let carried = 0;
  const pace = options.wordsPerSecond ?? narrationWordsPerSecond;
  // A sentence's length in words at the voice's pace: as measured where it was said before, else its words.
  const length = (sentence: string) => {
    const measured = options.secondsOf?.(sentence);
    return typeof measured === 'number' && measured > 0 ? measured * pace : wordCount(sentence);
  };
  for (const [index, seconds] of slideSecs.entries()) {
    const own = seconds * pace;
    // An earlier slide that overran takes from this one, never more than a third of it.
    const budget = Math.floor(own + Math.max(carried, -own / 3));
    let used = 0;
    while (next < sentences.length) {
      const sentence = sentences[next]!;
      const count = length(sentence);
      const slidesAfter = slideSecs.length - 1 - index;
      const first = parts[index]!.length === 0;
      // A slide's first sentence is said even when long; more follow while its time holds them and
      // enough are left for every slide after it.
      // A slide at most half said takes a sentence that overruns its time a little (the next slide says less).
      const halfSilent = used <= budget / 2 && used + count <= budget * 1.5;
      if (!first && ((used + count > budget && !halfSilent) || sentences.length - next <= slidesAfter)) break;
      if (first && index > 0 && count > Math.min(budget, own) * 1.6 && sentences.length - next > slidesAfter + 1) {
        // Too long for this slide while shorter ones wait: it is left out, as narrationScript leaves out what does not fit.
        next++;
        continue;
      }
      parts[index]!.push(sentence);
      used += count;
      next++;
    }
    carried = budget - used;
  }
  return [...parts.map((part) => part.join(' ')), closing];
}

/**
 * The page's own copy in page order, for slides the facts leave silent (as fillSlides shows it on
 * them): a heading with its first sentence, or a sentence of three words or more, none already said.
 */
function pageSentences(site: SiteModel, said: readonly string[]): string[] {
  const language = site.language;
  const known = said.map((text) => text.toLocaleLowerCase(language));
  const fresh = (text: string) => {
    const lower = text.replace(closingPunctuation, '').toLocaleLowerCase(language);
    return !known.some((other) => other.includes(lower) || lower.includes(other.replace(closingPunctuation, '')));
  };
  const found: string[] = [];
  for (const section of site.outline.slice(0, 8)) {
    // A link's words ("Alle Details zum Haus →") are no sentence to say, and a teaser heading ("Ein paar Eindrücke...") introduces nothing.
    const sentences = section.blocks
      .flatMap((block) => splitSentences(block.text, language))
      .map(collapse)
      // A facts grid's cell ("3 +2 Dachbodenzimmer") is numbers with a label, not a sentence.
      .filter((sentence) => sentence.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length >= 3 && !linkWords(sentence));
    const heading = section.heading && !sameText(section.heading, site.name) && !isTeaser(section.heading) ? collapse(section.heading).replace(closingPunctuation, '') : null;
    for (const [index, sentence] of sentences.slice(0, 2).entries()) {
      const text = index === 0 && heading && !sentence.toLocaleLowerCase(language).includes(heading.toLocaleLowerCase(language)) ? `${heading}${colon(language)}${withFullStop(sentence)}` : withFullStop(sentence);
      if (!fresh(sentence)) continue;
      found.push(text);
      known.push(text.toLocaleLowerCase(language));
    }
  }
  return found;
}

/** What the narration can say, in order: the opening, the facts, the call to action. */
function narrationSentences(site: SiteModel, options: NarrationOptions): { opening: string; middle: string[]; closing: string } {
  const words = narrationWords[site.language];
  const address = options.address ?? options.campaign?.address ?? null;
  const casual = address ? address === 'informal' : site.voice.register === 'casual';
  const told = campaignSentences(site, options.campaign);
  const opening = told?.opening ?? words.meet(site.name, casual);
  const ctaLabel = site.callsToAction[0]?.replace(closingPunctuation, '').trim();
  // Nobody says an IP address or a bare host aloud: the voice names the business instead.
  const domain = site.domain && /^[^:]+\.[a-z][a-z\d-]*$/iu.test(site.domain) ? site.domain : site.name;
  const closing = ctaLabel ? (site.language === 'en' ? `${ctaLabel} at ${domain}.` : `${ctaLabel}${colon(site.language)}${domain}.`) : words.visit(domain, casual);

  const middle: string[] = [...(told?.support ?? [])];
  // Statements of a brief that promotes nothing in particular are still the owner's facts, said first.
  if (!told) for (const statement of briefOf(options.campaign)?.statements ?? []) middle.push(withFullStop(upperFirst(statement, site.language)));
  const pitch = [site.headline?.text, site.description?.text].filter((text): text is string => Boolean(text) && !sameText(text!, site.name));
  if (pitch[0]) middle.push(firstSentence(pitch[0], site.language));
  if (pitch[1] && !sameText(pitch[1], pitch[0] ?? '')) middle.push(firstSentence(pitch[1], site.language));
  // A teaser heading ("Ein paar Eindrücke...") is no offering, and a link's words ("Alle Details zum Haus →") no description.
  const offerings = site.features.filter((feature) => !isTeaser(feature.name));
  const described = offerings.filter((feature) => feature.description && !sameText(feature.description, feature.name) && !linkWords(feature.description));
  for (const feature of described.slice(0, 3)) {
    const sentence = firstSentence(feature.description!, site.language);
    middle.push(sentence.toLowerCase().includes(feature.name.toLowerCase()) ? sentence : `${feature.name.replace(closingPunctuation, '')}: ${sentence}`);
  }
  const plain = offerings.filter((feature) => !described.includes(feature)).slice(0, 4).map((feature) => feature.name.replace(closingPunctuation, ''));
  // Labels the page sets in capitals ("BOLLERÍA, PANADERÍA, PASTELERÍA") are words, not acronyms, when every one is:
  // the captions show them as a sentence writes them.
  const shouted = plain.length >= 2 && plain.every((name) => /\p{L}{4,}/u.test(name) && name === name.toLocaleUpperCase(site.language));
  const spoken = shouted ? plain.map((name) => (site.language === 'de' ? upperFirst(name.toLocaleLowerCase('de'), 'de') : name.toLocaleLowerCase(site.language))) : plain;
  if (spoken.length > 0) middle.push(words.offers(site.name, joinList(spoken, site.language)));
  // What the business sells at a price, not the fees beside it ("Endreinigung: 125 Euro", "je weitere Person: 10 €").
  const sold = site.prices.filter((other) => !isSurcharge(other.item ?? other.source.text));
  const price = sold[0];
  if (price) middle.push(price.item ? `${price.item.replace(closingPunctuation, '')}: ${price.amount}.` : withFullStop(price.source.text));
  // Later slides may say more of the price list, item by item.
  const morePrices = sold.slice(1).filter((other) => other.item && !sameText(other.item, price?.item ?? '')).slice(0, 2);
  for (const other of morePrices) middle.push(`${other.item!.replace(closingPunctuation, '')}: ${other.amount}.`);
  const testimonial = site.testimonials[0];
  if (testimonial) middle.push(`${testimonial.author ? words.says(testimonial.author) : words.review} ${quoteInMarks(firstSentence(stripQuotes(testimonial.quote), site.language), site.language)}`);
  // Where to find the business: its street and town where the pages give them (no postcode is read aloud), else its town.
  const street = site.contact?.address ? streetOf(site.contact.address, site.location?.text ?? null) : null;
  if (street) middle.push(words.findAt(street, casual));
  else if (site.location) middle.push(words.findUs(site.location.text.replace(closingPunctuation, ''), casual));
  // When to come, as a voice says it: a narration short of its video has room for it.
  if (options.hours) middle.push(options.hours);
  if (site.contact?.phone) middle.push(words.call(site.contact.phone, casual));
  const said: string[] = [asSpoken(opening)];
  for (const sentence of middle.map(asSpoken)) if (!said.some((other) => saysNearlySame(other, sentence))) said.push(sentence);
  return { opening: said[0]!, middle: said.slice(1), closing: asSpoken(closing) };
}

// ---------------------------------------------------------------------------------------------
// Music.

export type VideoMusicGenre = 'Corporate' | 'Pop' | 'Ambient' | 'Electronic' | 'Cinematic' | 'Background';

export interface VideoMusicChoice {
  genre: VideoMusicGenre;
  mood: string;
  tempo: string;
  energy: string;
  why: string;
}

/** The one music table: a genre, mood, tempo and energy for each kind of site. */
export const musicBySiteType: Record<SiteType, VideoMusicChoice> = {
  SaaS: { genre: 'Electronic', mood: 'Modern', tempo: '110-120 BPM', energy: 'Medium-high', why: 'a clean electronic pulse reads as modern and product-focused' },
  'E-commerce': { genre: 'Pop', mood: 'Upbeat', tempo: '115-125 BPM', energy: 'High', why: 'bright pop keeps product shots lively' },
  Agency: { genre: 'Corporate', mood: 'Inspiring', tempo: '100-110 BPM', energy: 'Medium', why: 'an inspiring corporate track supports confident, results-led messaging' },
  'Food & Drink': { genre: 'Pop', mood: 'Upbeat', tempo: '100-115 BPM', energy: 'Medium-high', why: 'warm, upbeat music matches the energy of good food and drink' },
  Portfolio: { genre: 'Cinematic', mood: 'Inspiring', tempo: '80-95 BPM', energy: 'Medium', why: 'cinematic swells let the work take centre stage' },
  Blog: { genre: 'Background', mood: 'Calm', tempo: '85-95 BPM', energy: 'Low-medium', why: 'unobtrusive background music keeps attention on the words' },
  'Local Service': { genre: 'Corporate', mood: 'Professional', tempo: '95-105 BPM', energy: 'Medium', why: 'a steady professional track signals reliability' },
  'Professional Services': { genre: 'Background', mood: 'Professional', tempo: '85-95 BPM', energy: 'Low-medium', why: 'a quiet, measured bed suits advice people trust' },
  Nonprofit: { genre: 'Cinematic', mood: 'Inspiring', tempo: '75-90 BPM', energy: 'Medium', why: 'a cinematic build supports a mission-driven story' },
  Education: { genre: 'Background', mood: 'Inspiring', tempo: '90-100 BPM', energy: 'Medium', why: 'light, encouraging music suits learning and progress' },
  'Health & Wellness': { genre: 'Ambient', mood: 'Calm', tempo: '70-85 BPM', energy: 'Low', why: 'calm ambient textures echo wellbeing' },
  'Real Estate': { genre: 'Ambient', mood: 'Modern', tempo: '85-95 BPM', energy: 'Low-medium', why: 'airy, modern ambience flatters interiors and open spaces' },
  Events: { genre: 'Electronic', mood: 'Energetic', tempo: '120-128 BPM', energy: 'High', why: 'energetic electronic beats build anticipation' },
  Business: { genre: 'Background', mood: 'Professional', tempo: '95-105 BPM', energy: 'Medium', why: 'a neutral professional bed fits most business stories' },
};

const genreSound: Record<VideoMusicGenre, { tempo: string; energy: string }> = {
  Corporate: { tempo: '100-110 BPM', energy: 'Medium' },
  Pop: { tempo: '115-125 BPM', energy: 'High' },
  Ambient: { tempo: '70-85 BPM', energy: 'Low' },
  Electronic: { tempo: '110-124 BPM', energy: 'Medium-high' },
  Cinematic: { tempo: '80-95 BPM', energy: 'Medium' },
  Background: { tempo: '90-100 BPM', energy: 'Low-medium' },
};

/** The studio styles (spec: corporate, upbeat, ambient, tech, minimal) and what each asks of the music. */
const styleChoices: Array<{ pattern: RegExp; genre: VideoMusicGenre; mood: string; why: string }> = [
  { pattern: /\b(upbeat|fun|playful|energetic|bold|dynamic)\b/, genre: 'Pop', mood: 'Upbeat', why: 'the upbeat style asks for bright, lively music' },
  { pattern: /\b(ambient|calm|minimal|elegant|soft)\b/, genre: 'Ambient', mood: 'Calm', why: 'a calm, minimal style is best served by an unobtrusive ambient bed' },
  { pattern: /\b(tech|modern|futuristic|sleek)\b/, genre: 'Electronic', mood: 'Modern', why: 'a modern, tech style suits a clean electronic pulse' },
  { pattern: /\b(cinematic|dramatic|epic|story)\b/, genre: 'Cinematic', mood: 'Inspiring', why: 'a cinematic style wants music that builds' },
];

/** The genre for a site's kind, so the library's track can be looked up before composing. */
export function musicGenreFor(site: Pick<SiteModel, 'type'>): VideoMusicGenre {
  return (musicBySiteType[site.type] ?? musicBySiteType.Business).genre;
}

/**
 * The music for a site: by its kind, unless a studio style other than "corporate"/"professional"
 * asks for something specific; a prompt asking for calm or energy adjusts the mood.
 */
export function chooseVideoMusic(site: Pick<SiteModel, 'type'>, options: { style?: string; prompt?: string } = {}): VideoMusicChoice {
  const base = musicBySiteType[site.type] ?? musicBySiteType.Business;
  const style = (options.style ?? '').toLowerCase();
  const byStyle = styleChoices.find((entry) => entry.pattern.test(style));
  const choice: VideoMusicChoice = byStyle ? { genre: byStyle.genre, mood: byStyle.mood, ...genreSound[byStyle.genre], why: byStyle.why } : { ...base };
  const prompt = options.prompt ?? '';
  if (/\b(playful|fun|energetic|exciting|bold)\b/i.test(prompt) && (choice.mood === 'Professional' || choice.mood === 'Calm')) choice.mood = 'Upbeat';
  if (/\b(calm|relax|relaxing|soothing|gentle)\b/i.test(prompt)) choice.mood = 'Calm';
  return choice;
}

// ---------------------------------------------------------------------------------------------
// Platform tips: thumbnail text, hook line, hashtags.

export interface VideoPlatformTip {
  platform: VideoPlatform;
  optimalLength: number;
  thumbnailText: string;
  hookLine: string;
  hashtagStrategy: string[];
}

const secondsWord: Record<KitLanguage, (name: string, seconds: number) => string> = {
  en: (name, seconds) => `${name} in ${seconds} seconds`,
  de: (name, seconds) => `${name} in ${seconds} Sekunden`,
  es: (name, seconds) => `${name} en ${seconds} segundos`,
  fr: (name, seconds) => `${name} en ${seconds} secondes`,
  pt: (name, seconds) => `${name} em ${seconds} segundos`,
};

function joinFit(first: string, second: string | null | undefined, max: number, language: KitLanguage): string | null {
  if (!second) return null;
  // "Acme: Acme builds…" says the name twice: the sentence that already names it stands alone.
  if (second.toLowerCase().startsWith(first.toLowerCase())) return fitWholeWords(second, max, language, { allowWords: false });
  const head = fitWholeWords(first, max, language);
  if (!head) return null;
  const rest = fitWholeWords(second, max - head.length - 2, language);
  return rest ? `${head}: ${rest}` : null;
}

/**
 * Per platform: its best length (from the one table), a thumbnail text and a hook line built from
 * the campaign and the site's facts in its language (fitted by whole words, never an ellipsis),
 * and its hashtags from the site's key phrases. TikTok's and Instagram's (Reels) hook is the
 * campaign's, as the narration opens on it, and their thumbnail names the thing promoted.
 */
export function videoPlatformTips(
  site: SiteModel,
  platforms: readonly VideoPlatform[],
  videoLength: number,
  options: { tradeTags?: string[]; userText?: string[]; campaign?: Campaign | null } = {},
): VideoPlatformTip[] {
  const language = site.language;
  const name = site.name;
  const campaignThing = options.campaign?.what ? upperFirst(options.campaign.what, language) : null;
  const pitch = [site.headline?.text, site.description?.text].find((text): text is string => Boolean(text) && !sameText(text!, name)) ?? null;
  const feature = site.features.find((item) => item.description) ?? site.features[0] ?? null;
  const price = pricedItem(site, (item, amount) => item.length + 2 + amount.length <= videoPlatformRules.TikTok.hookChars);
  const quote = site.testimonials[0] ?? null;
  const quoteFit = quote ? fitWholeWords(stripQuotes(quote.quote), videoPlatformRules.Facebook.hookChars - 4, language, { allowWords: false }) : null;
  const quoteHook = quoteFit ? quoteInMarks(quoteFit, language) : null;
  return [...new Set(platforms)].map((platform) => {
    const rules = videoPlatformRules[platform];
    const length = optimalVideoLength(platform, videoLength);
    const fit = (text: string | null | undefined, max: number) => (text ? fitWholeWords(text, max, language) : null);
    const nameOnly = fit(name, rules.thumbnailChars) ?? site.domain;
    const thumbnailText =
      platform === 'YouTube' || platform === 'LinkedIn'
        ? (joinFit(name, feature?.name, rules.thumbnailChars, language) ?? nameOnly)
        : platform === 'TikTok' || platform === 'Instagram'
          ? ((campaignThing && campaignThing.length <= rules.thumbnailChars ? campaignThing : null) ?? (pitch ? fitWholeWords(pitch, rules.thumbnailChars, language, { allowWords: false }) : null) ?? nameOnly)
          : nameOnly;
    const hooks: Record<VideoPlatform, string | null> = {
      YouTube: joinFit(name, pitch, rules.hookChars, language),
      Instagram: campaignHookLine(site, options.campaign, rules.hookChars) ?? fit(pitch, rules.hookChars),
      TikTok: campaignHookLine(site, options.campaign, rules.hookChars) ?? (price ? `${price.item}: ${price.amount}` : feature ? joinFit(feature.name, feature.description, rules.hookChars, language) : null),
      Twitter: fit(secondsWord[language](name, length), rules.hookChars),
      LinkedIn: feature ? joinFit(name, feature.description ? `${feature.name} – ${feature.description}` : feature.name, rules.hookChars, language) : null,
      Facebook: quoteHook,
    };
    const hookLine = hooks[platform] ?? (fit(pitch, rules.hookChars) ?? nameOnly);
    return {
      platform,
      optimalLength: length,
      thumbnailText,
      hookLine,
      hashtagStrategy: hashtagsFor(site, rules.hashtags, options),
    };
  });
}

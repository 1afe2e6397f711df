/**
 * Hashtags from what the site itself says: its key phrases, feature names and place, then the
 * trade's established tags. A tag is refused when it is a lone everyday word (#Bank), a fragment
 * of the business name (#Mara from "Mara's Bakery"), a sentence, a screenshot caption or the
 * user's prompt, or a tag that belongs to another trade (#ShopNow on a law firm).
 */
import type { KitLanguage, SiteModel, Trade } from './site-model.ts';
import { isJoinerWord, titleTokens } from './key-phrases.ts';
import { isStopword, wordsOf } from './text.ts';

const maxTagLength = 30;
const maxTagWords = 3;

/**
 * Everyday and section words that say nothing as a lone tag (#Courses, #Ruhe, #Planos): what any
 * site has (prices, plans, examples, the team, the news, the city), feelings (calm, trust) and everyday verbs.
 * Established tag words (#Foodie, #Wellness) are not here.
 */
const commonWords: Record<KitLanguage, string> = {
  en: `adults area calm city class classes confidence course courses event events example examples faq felt gallery group groups involved kids like news offers package packages peace plan plans pricing rates support trust works about account app bank best better book booking buy call cart check click contact day days details find free get good great help home info just learn like list login look love make menu more need new news next now offer online open order page people place price prices read sale save see service services shop sign site start stuff team thing things time today top try use view visit want way web website week welcome work year`,
  de: `aktuelles arbeit gegend stadt beispiel beispiele erfahrung galerie gruppe gruppen honorar honorare konditionen kurs kurse neuigkeiten paket pakete ruhe tarif tarife vertrauen angebot angebote anmelden bank bestellen bitte buchen dienst dienste einfach finden frei gut heute hilfe hier info jetzt kaufen kontakt kosten leistung leistungen mehr menü neu online preis preise seite service shop start tag team termin termine warenkorb web webseite website willkommen woche zeit`,
  es: `calma ciudad clase clases confianza curso cursos ejemplo ejemplos galería grupo grupos noticias novedades ofertas paquete paquetes plan planes tarifa tarifas trabajo tranquilidad ahora ayuda banco buscar carrito comprar contacto día equipo gratis hoy info inicio más menú nuevo oferta página pedido precio precios reservar semana servicio servicios sitio tienda tiempo ver web`,
  fr: `actualités calme ville classe classes confiance cours exemple exemples formule formules forfait forfaits galerie groupe groupes nouvelles offres tarif tarifs tranquillité travail accueil achat aide aujourd banque commande commander contact équipe gratuit info jour maintenant menu nouveau offre page panier plus prix réserver semaine service services site temps voir web`,
  pt: `aula aulas calma cidade confiança curso cursos exemplo exemplos galeria grupo grupos notícias novidades ofertas pacote pacotes particulares plano planos poucos tarifa tarifas trabalho tranquilidade turma turmas agora ajuda banco carrinho comprar contato contacto dia equipe equipa grátis hoje info início loja mais menu novo oferta página pedido preço preços reservar semana serviço serviços site tempo ver web`,
};

const commonWordSets = new Map<KitLanguage, Set<string>>();
function isCommonWord(word: string, language: KitLanguage): boolean {
  let set = commonWordSets.get(language);
  if (!set) {
    set = new Set(commonWords[language].split(/\s+/u));
    commonWordSets.set(language, set);
  }
  const lower = word.toLowerCase();
  return set.has(lower) || isStopword(lower, language) || (language !== 'en' && (commonWordSets.get('en')?.has(lower) ?? false));
}

/**
 * Words that make a tag belong to particular trades. A tag with one of them is off-trade on a site
 * of another trade unless the site itself uses the word.
 */
const tradeMarkers: Record<string, Trade[]> = {
  shop: ['retail'],
  shopnow: ['retail'],
  shopping: ['retail'],
  newarrivals: ['retail'],
  ootd: ['retail'],
  foodie: ['food'],
  eatlocal: ['food'],
  foodlovers: ['food'],
  instafood: ['food'],
  yum: ['food'],
  saas: ['software'],
  startup: ['software'],
  software: ['software'],
  productivity: ['software'],
  fitness: ['health'],
  wellness: ['health'],
  selfcare: ['health'],
  nonprofit: ['nonprofit'],
  charity: ['nonprofit'],
  giveback: ['nonprofit'],
  volunteer: ['nonprofit'],
  portfolio: ['creative'],
  design: ['creative', 'software', 'retail'],
  learning: ['education'],
  education: ['education'],
  courses: ['education'],
};

function letters(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}

/** Split a CamelCase tag into its words ("B2BSaaS" → B2B, SaaS; "Töpferkurs" stays one). */
function tagWords(tag: string): string[] {
  return tag
    .replace(/^#/u, '')
    .split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2,})/u)
    .filter(Boolean);
}

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A word as it goes into a tag: acronyms and inner capitals kept, otherwise first letter up, rest as lower case. */
function tagCase(word: string): string {
  const bare = letters(word);
  if (!bare) return '';
  if (/\p{Ll}\p{Lu}/u.test(bare) || (bare.length >= 2 && bare === bare.toUpperCase() && /\p{L}/u.test(bare))) return bare;
  return capitalizeWord(bare.toLowerCase());
}

/**
 * Small words a tag drops between two words: English articles and "of" (#LittleShopOfHorrors stays
 * whole as a title, but #SeededRye from "the seeded rye"), and in every language the preposition
 * that puts a thing in a place (#KeramikBerlin from "Keramik aus Berlin", #YogaLeeds). Other small
 * words stay: "Menú del día" is #MenúDelDía, never #MenúDía.
 */
const droppedWords: Record<KitLanguage, ReadonlySet<string>> = {
  en: new Set(['of', 'the', 'a', 'an']),
  de: new Set(),
  es: new Set(),
  fr: new Set(),
  pt: new Set(),
};
const placeWords: Record<KitLanguage, ReadonlySet<string>> = {
  en: new Set(['in', 'at', 'from', 'near']),
  de: new Set(['in', 'im', 'aus', 'bei', 'am']),
  es: new Set(['en']),
  fr: new Set(['à', 'au', 'en']),
  pt: new Set(['em', 'no', 'na']),
};

/** Punctuation between two words that ends a phrase: a list comma, a dash, a colon. */
const phraseBreak = /[\p{L}\p{N}]\s*(?:[,;:!?()[\]|/·•–—]|\.\s|\s-\s)\s*[\p{L}\p{N}]/u;

/**
 * The tag for a phrase, or null when it cannot be one: too many words, too long, or two phrases
 * joined by a list separator ("Privatpersonen und Selbstständige") or a joining word ("Angers
 * depuis"). Inner small words stay unless tags conventionally drop them (see droppedWords).
 */
export function tagOf(phrase: string, language: KitLanguage): string | null {
  if (phraseBreak.test(phrase)) return null;
  // French elided articles ("d'auteurs", "l'atelier") drop out of a tag: #RencontresAuteurs, not #RencontresDauteurs.
  const elided = language === 'fr' ? /^(?:[ldjmnstc]|qu)['’](?=\p{L})/iu : null;
  const raw = wordsOf(phrase.replace(/['’]s\b/gu, 's').replace(/&/gu, ' '), language);
  // With its article gone, the preposition before it goes too: #ConseilAchat of "Conseil à l'achat", as #RencontresAuteurs of "d'auteurs".
  const unelided = elided ? raw.filter((word, index) => !(/^(?:à|de)$/iu.test(word) && elided.test(raw[index + 1] ?? ''))) : raw;
  const words = unelided.map((word) => (elided ? word.replace(elided, '') : word).replace(/['’]/gu, ''));
  if (words.length > 1 && words.some((word) => isJoinerWord(word, language))) return null;
  // A title ("Little Shop of Horrors") keeps every word or makes no tag.
  const title = titleTokens(phrase, language) !== null;
  const kept = words.filter((word, index) => {
    if (title || words.length < 2 || index === 0 || index === words.length - 1) return true;
    const lower = word.toLowerCase();
    if (droppedWords[language].has(lower)) return false;
    return !(placeWords[language].has(lower) && /^\p{Lu}/u.test(words[index + 1]!));
  });
  if (kept.length === 0 || kept.length > maxTagWords) return null;
  const tag = kept.map(tagCase).join('');
  if (!tag || tag.length > maxTagLength || /^\p{N}+$/u.test(tag)) return null;
  return tag;
}

/** Text the site says itself (not snippets or the prompt), lower case, for "does the site use this word". */
function siteWordSet(site: SiteModel): Set<string> {
  const texts = [
    site.name,
    site.headline?.text ?? '',
    site.description?.text ?? '',
    ...site.features.filter((f) => isOwnSource(f.source.where)).flatMap((f) => [f.name, f.description ?? '']),
    ...site.sentences.filter((s) => isOwnSource(s.where)).map((s) => s.text),
    ...site.offers.filter((o) => isOwnSource(o.where)).map((o) => o.text),
    site.location?.text ?? '',
  ];
  const set = new Set<string>();
  for (const text of texts) for (const word of wordsOf(text, site.language)) set.add(word.toLowerCase());
  return set;
}

function isOwnSource(where: string): boolean {
  return where !== 'snippet' && where !== 'prompt';
}

const wordSetCache = new WeakMap<SiteModel, Set<string>>();
function ownWords(site: SiteModel): Set<string> {
  let set = wordSetCache.get(site);
  if (!set) {
    set = siteWordSet(site);
    wordSetCache.set(site, set);
  }
  return set;
}

/**
 * Words the German page writes with a capital where no sentence starts: its nouns (German
 * capitalises every noun), so "#Kostet" or "#Benutzt" (verbs) are never tags.
 */
const nounCache = new WeakMap<SiteModel, Set<string>>();
function pageNouns(site: SiteModel): Set<string> {
  let nouns = nounCache.get(site);
  if (!nouns) {
    nouns = new Set<string>();
    for (const { text, where } of site.sentences) {
      if (!isOwnSource(where)) continue;
      for (const word of text.match(/(?<=[^\s.!?:]\s+)\p{Lu}[\p{Ll}\p{Lu}]+/gu) ?? []) nouns.add(word.toLowerCase());
    }
    for (const phrase of [...site.features.map((f) => f.name), ...site.keyPhrases]) for (const word of phrase.match(/\p{Lu}\p{Ll}+/gu) ?? []) nouns.add(word.toLowerCase());
    nounCache.set(site, nouns);
  }
  return nouns;
}

function nameWords(site: SiteModel): string[] {
  return wordsOf(site.name.replace(/['’]s\b/gu, 's'), site.language).map((w) => letters(w).toLowerCase()).filter(Boolean);
}

/**
 * Does a tag cut a title the site names ("Little Shop of Horrors" → #LittleShop, #LittleShopHorrors,
 * #Horrors)? Only the whole title, every small word kept, is a tag of it.
 */
function cutsTitle(tagParts: string[], site: SiteModel): boolean {
  const joined = tagParts.join(' ');
  for (const feature of site.features) {
    const title = titleTokens(feature.name, site.language);
    if (!title) continue;
    const bare = title.map((word) => letters(word));
    if (joined === bare.join(' ')) continue;
    const content = bare.filter((word) => !isStopword(word, site.language));
    if (` ${bare.join(' ')} `.includes(` ${joined} `) || ` ${content.join(' ')} `.includes(` ${joined} `)) return true;
  }
  return false;
}

/** Why a tag is bad for this site, or null when it is good. Accepts the tag with or without '#'. */
export function isGoodHashtag(tag: string, site: SiteModel, options: { tradeTags?: string[]; userText?: string[] } = {}): string | null {
  const body = tag.replace(/^#/u, '');
  if (!body || /[\s#]/u.test(body) || /[^\p{L}\p{N}_]/u.test(body)) return 'not a valid tag';
  if (body.length > maxTagLength) return 'too long for a tag';
  if (/^\p{N}+$/u.test(body)) return 'only a number';
  const words = tagWords(body);
  if (words.length > maxTagWords) return 'a phrase, not a tag';
  const lower = body.toLowerCase();
  const acronym = body.length >= 2 && body === body.toUpperCase() && /\p{L}/u.test(body);
  const established = (options.tradeTags ?? []).some((t) => t.toLowerCase() === lower);
  if (words.length === 1 && !acronym && !established && isCommonWord(body, site.language)) return 'a lone common word';

  const name = nameWords(site);
  const fullName = name.join('');
  const lowerParts = tagWords(body).map((w) => w.toLowerCase());
  const onlyNameWords = lowerParts.every((w) => name.includes(w)) && lowerParts.includes(name[0] ?? '');
  if (name.length > 1 && lower !== fullName && ((fullName.startsWith(lower) && lower.length >= 2) || onlyNameWords)) return 'a fragment of the business name';

  if (cutsTitle(lowerParts, site)) return 'a fragment of a title';

  const own = ownWords(site);
  const lowerWords = words.map((w) => w.toLowerCase());
  const usedBySite = lowerWords.every((w) => own.has(w)) || own.has(lower) || lower === fullName;
  if (!usedBySite && !established) {
    const captionWords = new Set(site.snippetDescriptions.flatMap((d) => wordsOf(d, site.language).map((w) => w.toLowerCase())));
    if (lowerWords.some((w) => captionWords.has(w))) return 'taken from a screenshot caption';
    const userWords = new Set((options.userText ?? []).flatMap((t) => wordsOf(t, site.language).map((w) => w.toLowerCase())));
    if (lowerWords.some((w) => userWords.has(w) && !isStopword(w, site.language))) return "taken from the user's prompt";
  }
  if (site.language === 'de' && !established && !acronym && lower !== fullName && lower !== letters(sitePlaceName(site) ?? '').toLowerCase()) {
    // German tags are nouns (#Töpferkurs, #KeramikBerlin) or one long adjective (#Handgemacht):
    // a verb the page writes in lower case ("kostet", "Werkstatt mieten") makes no tag.
    const nouns = pageNouns(site);
    const longAdjective = words.length === 1 && lower.length >= 8;
    if (!longAdjective && !lowerWords.every((w) => nouns.has(w) || (w !== lowerWords[0] && isStopword(w, 'de')))) return 'not a German noun on the page';
  }
  const markerOf = (word: string) => (Object.hasOwn(tradeMarkers, word) ? tradeMarkers[word] : undefined);
  const markedTrades = markerOf(lower) ?? lowerWords.map(markerOf).find(Boolean);
  if (markedTrades && !markedTrades.includes(site.trade) && !usedBySite) return `a tag of another trade (${markedTrades.join(', ')})`;
  return null;
}

/** The capitalised words of six letters or more that head a German phrase: its last word, or one before a lower-case word. */
function headNouns(phrase: string): string[] {
  const tokens = phrase.split(/[\s-]+/u).map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')).filter(Boolean);
  return tokens.filter((word, index) => /^\p{Lu}\p{Ll}{5,}$/u.test(word) && !/^\p{Lu}/u.test(tokens[index + 1] ?? ''));
}

/** The place the site names, shortened to a town or district (no street address), or null. */
export function sitePlaceName(site: SiteModel): string | null {
  if (!site.location) return null;
  const parts = site.location.text.split(/[,;()\n]/u).map((p) => p.trim()).filter((p) => p && !/\d/u.test(p));
  return parts.find((p) => wordsOf(p, site.language).length <= maxTagWords) ?? null;
}

/**
 * Up to `count` good tags (with '#'), best first: the site's key phrases and feature names, its
 * place, its name, then the trade's established tags. Fewer when the site gives fewer good ones.
 * `userText`: the user's prompt and audience, never a source of tags.
 */
export function hashtagsFor(site: SiteModel, count: number, options: { tradeTags?: string[]; userText?: string[] } = {}): string[] {
  if (count <= 0) return [];
  const place = sitePlaceName(site);
  const candidates = [
    ...site.keyPhrases.slice(0, 8),
    ...site.features.filter((f) => isOwnSource(f.source.where)).map((f) => f.name),
    ...(place ? [place] : []),
    // A name that is only the address (the page could not be read) makes no tag.
    ...(/\.\p{L}{2,}$/u.test(site.name) ? [] : [site.name]),
  ];
  const tags: string[] = [];
  const seen = new Set<string>();
  const runs: string[] = [];
  const add = (tag: string | null) => {
    if (!tag || tags.length >= count) return;
    const key = tag.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    // Two phrases of one run of words say it twice (#PianoSonne beside #PianoSonneJuste, #LinenTea beside #LinenTeaTowels).
    const words = tagWords(tag).map((word) => word.toLowerCase());
    const run = ` ${words.join(' ')} `;
    if (words.length >= 2 && runs.some((taken) => taken.includes(run) || run.includes(taken))) return;
    if (isGoodHashtag(tag, site, options) !== null) return;
    tags.push(`#${tag}`);
    if (words.length >= 2) runs.push(run);
  };
  // One trade tag early, so a short list carries both the site's words and the trade's reach.
  const tradeTags = (options.tradeTags ?? []).map((t) => tagOf(t, site.language) ?? t);
  // German phrases also give their nouns alone (compounds such as Töpferkurs) as tags: a capitalised
  // word that ends the phrase or comes before a small word, not an adjective before its noun
  // ("Professionelle" of "Professionelle Zahnreinigung").
  const germanNouns = site.language === 'de' ? candidates.filter((c) => c !== site.name).flatMap(headNouns) : [];
  const siteTags = [...candidates, ...germanNouns].map((c) => tagOf(c, site.language));
  for (const tag of siteTags.slice(0, Math.max(1, count - 1))) add(tag);
  add(tradeTags[0] ?? null);
  for (const tag of siteTags) add(tag);
  for (const tag of tradeTags) add(tag);
  return tags;
}

import nlp from 'compromise';
import type { KitLanguage } from './site-model.ts';
import { isStopword, wordsOf } from './text.ts';

export interface KeyPhraseInput {
  language: KitLanguage;
  /** The business name: none of its words is ever a key phrase on its own or inside one. */
  name: string;
  /** The site's own feature names, strongest evidence of what it is about. */
  featureNames: string[];
  headings: string[];
  /** Body text of the page (sentences, paragraphs), for frequency. */
  texts: string[];
  /** The user's prompt: its words are instructions, not the site's vocabulary. */
  prompt: string;
}

// Words that say nothing about one site in particular; as a lone key phrase they make bad hashtags.
const genericWords = new Set(
  `home welcome about contact contacts news blog menu more info information service services product products solution solutions quality best great
  online page site website team company business offer offers today call email phone price prices pricing free new open hours
  startseite willkommen über kontakt impressum datenschutz angebot angebote leistungen unternehmen team preise mehr neu heute
  inicio bienvenido bienvenidos nosotros contacto servicios productos empresa equipo precios más nuevo hoy
  accueil bienvenue propos contact services produits entreprise équipe prix plus nouveau aujourd'hui
  início bem-vindo sobre contato serviços produtos empresa equipe preços mais novo hoje
  course courses class classes plan plans package packages example examples gallery offers news events calm peace confidence trust support class classes group groups
  kurs kurse paket pakete beispiel beispiele galerie neuigkeiten aktuelles ruhe vertrauen honorar honorare tarif tarife konditionen arbeit
  curso cursos plan planes paquete paquetes ejemplo ejemplos galería ofertas noticias novedades calma tranquilidad confianza tarifas trabajo
  cours formule formules forfait forfaits exemple exemples galerie offres actualités nouvelles calme tranquillité confiance tarifs travail
  aula aulas turma turmas grupo grupos clase clases classe classes
  plano planos pacote pacotes exemplo exemplos galeria ofertas notícias novidades calma tranquilidade confiança tarifas trabalho`
    .split(/\s+/u)
    .filter(Boolean),
);

/**
 * Section and navigation headings: they say what part of the page follows (the reviews, the way
 * there, the team), never what the site offers. Matched anywhere in a short heading, in en, de,
 * es, fr and pt: "Happy customers", "What clients say", "Was unsere Gäste sagen", "Opiniones".
 */
const sectionHeadingPattern = new RegExp(
  `(?<![\\p{L}])(?:${[
    "testimonials?|reviews?|happy (?:customers|clients|owners|guests|patients)|(?:what|hear what) (?:our |my )?(?:clients|customers|people|guests|patients|students|parents|owners|members) (?:say|think)|kind words|in their words|find (?:us|me)|visit (?:us|me)|where to find|get in touch|contact(?: us| me)?|about (?:us|me)|our (?:team|story)|meet (?:the team|us|me)|faqs?|frequently asked|questions|how to (?:find|reach) us|opening hours|follow us",
    "kundenstimmen|stimmen|bewertungen|erfahrungen|rezensionen|(?:was|das) (?:unsere |sagen unsere )?\\p{L}+ sagen|das sagen|so finden sie (?:uns|mich)|finden sie (?:uns|mich)|anfahrt|komm(?:en sie)? vorbei|kontakt|über (?:uns|mich)|unser team|das team|häufige fragen|fragen und antworten|öffnungszeiten",
    "opiniones|testimonios|reseñas|lo que dicen|qué dicen|dónde estamos|cómo llegar|encuéntranos|visítanos|contacto|sobre (?:nosotros|mí)|quiénes somos|nuestro equipo|preguntas frecuentes|horarios?",
    "témoignages|avis|ils parlent de nous|ce qu'ils en disent|ce que disent|nous trouver|où nous trouver|venir (?:nous voir|chez nous)|venez nous voir|accès|contact|à propos|qui sommes-nous|notre équipe|questions fréquentes|horaires",
    "depoimentos|avaliações|o que dizem|onde estamos|como chegar|visite-nos|fale conosco|contato|contacto|sobre (?:nós|mim)|quem somos|nossa equipe|a nossa equipa|perguntas frequentes|horários?",
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** Is this heading a section or navigation heading ("Happy customers", "Kundenstimmen", "Dónde estamos")? */
export function isSectionHeading(heading: string): boolean {
  return heading.length <= 60 && sectionHeadingPattern.test(heading);
}

/** Everyday verbs (and the imperatives headings open with), "free", "first", weekdays: never a site's own vocabulary. */
const everydayWords = new Set(
  `find visit book call get see say says said come make take give know learn discover explore meet join read start try want need love help look let ask write drop pop stop feel
  feels like likes liked works worked working happen happens happened made done went gave took saw seen told really always never well little few several involved
  erledigt erledigen arbeiten fühlen gefällt wenige wenig viele einige
  sentir gustar trabajar pocos pocas muchos muchas varios
  aimer travailler peu beaucoup plusieurs
  gostar trabalhar poucos poucas muitos muitas vários
  finden sagen sagt kommen komm machen gibt gibt's besuchen buchen entdecken erfahren lernen rufen schreiben schauen probieren
  encontrar encuéntranos visitar visítanos decir dicen venir ven hacer estamos somos llámanos escríbenos descubre descubrir
  trouver dire disent venir venez faire découvrir découvrez réservez appelez contactez écrivez
  dizer dizem vir venha fazer descubra descobrir ligue fale agende
  free gratis kostenlos kostenlose gratuit gratuite gratuits gratuita gratuito grátis first erste ersten primera primero primer premier première primeira primeiro
  next week weeks day days time year years month months woche wochen tage semana semanas día días dia dias mois semaine semaines jour jours mês meses hoje
  person persons people personne personnes persona personas pessoa pessoas
  monday tuesday wednesday thursday friday saturday sunday weekend montag dienstag mittwoch donnerstag freitag samstag sonntag
  lunes martes miércoles jueves viernes sábado domingo lundi mardi mercredi jeudi vendredi samedi dimanche segunda terça quarta quinta sexta sábado domingo`
    .split(/\s+/u)
    .filter(Boolean),
);

/**
 * Words that are never a key phrase alone though they may sit in one: "felt" (the verb, but "felt
 * hats"), "work" ("work boots"), "particulares" ("aulas particulares"), "minutes" (a price list's
 * "(30 minutes)", but "happy hour").
 */
const loneWords = new Set(
  `felt work works like particular particulares particulier particuliers private privat privatpersonen
  minute minutes minuten minuto minutos hour hours stunde stunden hora horas heure heures`.split(/\s+/u),
);

/**
 * Words that join two phrases rather than build one: list separators (and, und, y, et, e) and the
 * prepositions and adverbs of time that tie a place or a date to a phrase (since, seit, depuis,
 * desde, hace, há). A phrase never crosses one ("Angers depuis", "Privatpersonen und Selbstständige").
 */
const joinerWords: Record<KitLanguage, ReadonlySet<string>> = {
  en: new Set(['and', 'or', 'since', 'plus', 'nor']),
  de: new Set(['und', 'oder', 'sowie', 'seit', 'sowohl', 'als']),
  es: new Set(['y', 'e', 'o', 'u', 'desde', 'hace', 'ni']),
  fr: new Set(['et', 'ou', 'depuis', 'ni', 'dès']),
  pt: new Set(['e', 'ou', 'desde', 'há', 'nem']),
};

/** Is this word a list separator or a joining preposition/adverb ("and", "depuis", "desde")? */
export function isJoinerWord(word: string, language: KitLanguage): boolean {
  return joinerWords[language].has(word.toLocaleLowerCase());
}

/** Punctuation that ends a phrase: list commas, clause marks, brackets, dashes between words. */
const phraseBreak = /[,;:.!?()[\]{}|/·•–—]+|\s-\s/u;
/** The token that stands for a phrase break in a token list. */
const breakToken = '|';

/**
 * Titles (of shows, books, dishes) written in title case with inner small words: "Little Shop of
 * Horrors", "The Importance of Being Earnest". A key phrase never cuts one. German capitalises
 * every noun, so there a title is not told by its case.
 */
export function titleTokens(text: string, language: KitLanguage): string[] | null {
  if (language === 'de') return null;
  const tokens = wordsOf(text, language);
  if (tokens.length < 3) return null;
  let inner = false;
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index]!;
    if (!/^\p{L}/u.test(word)) return null;
    const small = isStopword(word, language);
    const capital = /^\p{Lu}/u.test(word);
    if (small && !capital) {
      if (index === 0 || index === tokens.length - 1 || isJoinerWord(word, language)) return null;
      inner = true;
    } else if (!capital) return null;
  }
  return inner ? tokens.map((token) => token.toLocaleLowerCase()) : null;
}

/** A word that only a verb would be: an everyday verb, a French "-ez" imperative ("Cuisinez"). */
function isVerbLike(word: string, language: KitLanguage): boolean {
  const key = word.toLocaleLowerCase();
  return everydayWords.has(key) || (language === 'fr' && key.length >= 5 && key.endsWith('ez') && key !== 'chez');
}

/**
 * compromise's lexicon: a word, lower case, to its tag ("hannah" → FemaleName, "paid" → PastTense).
 * Looked up, not parsed: tagging a lone word out of context reads "flowers", "books" and "tours" as
 * verbs, and parsing every candidate word of a page costs a millisecond each.
 */
const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, string | string[] | undefined> } } }).model.one.lexicon;
const nameTags = new Set(['FirstName', 'MaleName', 'FemaleName']);

function lexiconTags(key: string): string[] {
  const tags = Object.hasOwn(lexicon, key) ? lexicon[key] : undefined;
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
}

/**
 * May this word, which the page uses `count` times, be a key phrase on its own? Once is chance (a
 * heading's "driveway", "perder"); a person's first name the page always capitalises is
 * the owner or a reviewer ("Hannah", "Marta"), not the offering; nor is an English contraction
 * ("I'll") or past tense ("paid", "stopped").
 */
function isLoneKeyWord(key: string, count: number, forms: Iterable<string>, language: KitLanguage): boolean {
  if (count < 2) return false;
  const tags = lexiconTags(key);
  if (language !== 'de' && tags.some((tag) => nameTags.has(tag)) && ![...forms].some((form) => form === key)) return false;
  if (language === 'en' && (/['’]/u.test(key) || tags.includes('PastTense'))) return false;
  return true;
}

/**
 * Words after which a lone word is not the offering: negations ("no cages", "ohne Wartezeit", "sin
 * permanencia"), and in English the subjects a verb follows ("that comes", "it works").
 */
const leadWords: Record<KitLanguage, ReadonlySet<string>> = {
  en: new Set(['no', 'not', 'never', 'without', 'that', 'which', 'who', 'it', 'he', 'she', 'this', 'everyone', 'everything', 'nobody', 'someone']),
  de: new Set(['ohne', 'kein', 'keine', 'keinen', 'keiner', 'nicht', 'nie']),
  es: new Set(['sin', 'no', 'nunca', 'ningún', 'ninguna']),
  fr: new Set(['sans', 'pas', 'jamais', 'aucun', 'aucune']),
  pt: new Set(['sem', 'não', 'nunca', 'nenhum', 'nenhuma']),
};

const hyphenCompound = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;

/**
 * The words of a text with hyphenated compounds kept whole ("De-shedding", "hand-printed",
 * "Keramik-Workshop"): a phrase never starts or ends inside one ("shedding treatment").
 */
function compoundWordsOf(text: string, language: KitLanguage): string[] {
  if (!text.includes('-')) return wordsOf(text, language);
  return text.split(/\s+/u).flatMap((chunk) => {
    const bare = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    return hyphenCompound.test(bare) ? [bare] : wordsOf(chunk, language);
  });
}

// Word segmentation is the cost here; the top of a page already repeats what the site is about.
const maxTextChars = 6_000;
const maxHeadings = 80;
const lowerCase = (word: string) => word.toLocaleLowerCase();

function isContentWord(word: string, language: KitLanguage): boolean {
  return /\p{L}/u.test(word) && !isStopword(word, language) && !isJoinerWord(word, language) && (word.length >= 3 || /^\p{Lu}{2,}$/u.test(word));
}

/**
 * Key phrases of a site, best first: its feature names, 2-3 word phrases from its headings and
 * its most frequent distinctive words, each in the casing the site uses.
 */
export function keyPhrases(input: KeyPhraseInput, limit = 12): string[] {
  const { language } = input;
  const nameWords = new Set(wordsOf(input.name, language).map(lowerCase));
  const promptWords = new Set(wordsOf(input.prompt, language).map(lowerCase).filter((word) => !isStopword(word, language)));
  const surface = new Map<string, Map<string, number>>();
  const counts = new Map<string, number>();
  const bigramCounts = new Map<string, number>();

  // One lower-casing and one content-word test per distinct spelling, however often it occurs.
  const lowerCache = new Map<string, string>();
  const lower = (word: string) => {
    let key = lowerCache.get(word);
    if (key === undefined) {
      key = word.toLocaleLowerCase();
      lowerCache.set(word, key);
    }
    return key;
  };
  const contentCache = new Map<string, boolean>();
  const isContent = (word: string) => {
    let content = contentCache.get(word);
    if (content === undefined) {
      content = isContentWord(word, language);
      contentCache.set(word, content);
    }
    return content;
  };

  const note = (word: string, key: string, position: number) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    // A capital at the start of a line says nothing; prefer the form used mid-sentence.
    if (position > 0 || language === 'de' || word !== word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()) {
      let forms = surface.get(key);
      if (!forms) {
        forms = new Map<string, number>();
        surface.set(key, forms);
      }
      forms.set(word, (forms.get(word) ?? 0) + (position > 0 ? 2 : 1));
    } else if (!surface.has(key)) surface.set(key, new Map([[word, 0]]));
  };

  let budget = maxTextChars;
  const headings = input.headings.filter((heading) => !isSectionHeading(heading)).slice(0, maxHeadings);
  const strongTexts = [...input.featureNames, ...headings];
  const tokenCache = new Map<string, string[]>();
  const tokensOf = (text: string) => {
    let tokens = tokenCache.get(text);
    if (!tokens) {
      // Phrases end at commas, dashes and the like: "Privatpersonen, Selbstständige" are two.
      const parts = text.split(phraseBreak);
      tokens = parts.length === 1 ? compoundWordsOf(text, language) : parts.flatMap((part, index) => (index === 0 ? compoundWordsOf(part, language) : [breakToken, ...compoundWordsOf(part, language)]));
      tokenCache.set(text, tokens);
    }
    return tokens;
  };
  // A heading that is also read as a line of text counts once: one use is not two.
  const counted = new Set<string>();
  // Words the page only ever uses after a negation ("no cages", "sin permanencia") are what the
  // business does not offer; English ones only after a subject ("that comes", "Tallyfox sends") are verbs.
  const notOffered = new Map<string, number>();
  const leads = leadWords[language];
  const countText = (text: string) => {
    const trimmed = text.trim().replace(/[.!?…]+$/u, '');
    if (counted.has(trimmed)) return;
    counted.add(trimmed);
    budget -= text.length;
    const tokens = tokensOf(text);
    let previous: string | null = null;
    for (let index = 0; index < tokens.length; index++) {
      const word = tokens[index]!;
      if (word === breakToken) {
        previous = null;
        continue;
      }
      const key = lower(word);
      note(word, key, index);
      const before = index > 0 ? lower(tokens[index - 1]!) : '';
      if (leads.has(before) || (language === 'en' && nameWords.has(before))) notOffered.set(key, (notOffered.get(key) ?? 0) + 1);
      const content = isContent(word);
      if (previous !== null && content) {
        const bigram = `${previous} ${key}`;
        bigramCounts.set(bigram, (bigramCounts.get(bigram) ?? 0) + 1);
      }
      previous = content ? key : null;
    }
  };
  for (const text of strongTexts) {
    if (budget <= 0) break;
    countText(text);
  }
  for (const text of input.texts) {
    if (budget <= 0) break;
    countText(text);
  }
  const formOf = (key: string) => {
    const forms = surface.get(key);
    if (!forms) return key;
    let best = key;
    let bestCount = -1;
    for (const [form, count] of forms) {
      if (count > bestCount) {
        best = form;
        bestCount = count;
      }
    }
    return best;
  };
  const strongWords = new Set<string>();
  for (const text of strongTexts) for (const token of tokensOf(text)) strongWords.add(lower(token));
  // A part of a title is no phrase: "Little Shop" of "Little Shop of Horrors", "Earnest".
  const titles = strongTexts.map((text) => titleTokens(text, language)).filter((t): t is string[] => t !== null).map((t) => ` ${t.join(' ')} `);
  const cutsTitle = (keys: string[]) => {
    const joined = keys.join(' ');
    return titles.some((title) => title.includes(` ${joined} `) && title.trim() !== joined);
  };
  const acceptable = (tokens: string[]) =>
    tokens.length > 0 &&
    !cutsTitle(tokens) &&
    tokens.every((token) => !nameWords.has(token) && !/^\p{N}+$/u.test(token)) &&
    // The prompt's words count only when the site itself uses them in a heading or feature name.
    tokens.every((token) => !promptWords.has(token) || strongWords.has(token));

  // A phrase of the site's offering: not led by a verb ("Find", "Cuisinez avec"), and in German a
  // phrase ends in a noun the page capitalises ("Bohnen zum Mitnehmen", not "Gäste sagen").
  const offeringPhrase = (words: string[]) =>
    words.length > 0 &&
    !isVerbLike(words[0]!, language) &&
    !isVerbLike(words[words.length - 1]!, language) &&
    (language !== 'de' || /^\p{Lu}/u.test(words[words.length - 1]!));

  const scored = new Map<string, { phrase: string; score: number }>();
  const offer = (phrase: string, score: number) => {
    const key = lower(phrase);
    const existing = scored.get(key);
    if (!existing || existing.score < score) scored.set(key, { phrase, score });
  };

  for (const feature of input.featureNames) {
    const tokens = [...tokensOf(feature)];
    while (tokens.length > 0 && !isContent(tokens[0]!)) tokens.shift();
    while (tokens.length > 0 && !isContent(tokens[tokens.length - 1]!)) tokens.pop();
    if (tokens.length === 0 || tokens.length > 3 || !acceptable(tokens.map(lower))) continue;
    // "Chaudière et entretien" is two things, not one phrase.
    if (tokens.some((token) => token === breakToken || isJoinerWord(token, language))) continue;
    if (tokens.length === 1 && genericWords.has(lower(tokens[0]!))) continue;
    offer(tokens.join(' '), 8 + (counts.get(lower(tokens[0]!)) ?? 0));
  }

  for (const heading of headings) {
    const tokens = tokensOf(heading);
    for (let size = 3; size >= 2; size--) {
      for (let start = 0; start + size <= tokens.length; start++) {
        const run = tokens.slice(start, start + size);
        if (!run.every(isContent)) continue;
        const keys = run.map(lower);
        if (!acceptable(keys) || keys.every((key) => genericWords.has(key)) || !offeringPhrase(run)) continue;
        const repeats = bigramCounts.get(`${keys[0]} ${keys[1]}`) ?? 0;
        offer(run.map((word, index) => (index === 0 ? formOf(lower(word)) : word)).join(' '), 3 + repeats + (size === 2 ? 1 : 0));
      }
    }
  }

  for (const [key, count] of bigramCounts) {
    if (count < 2) continue;
    const keys = key.split(' ');
    if (!acceptable(keys) || keys.some((k) => genericWords.has(k))) continue;
    const phrase = keys.map(formOf);
    if (!offeringPhrase(phrase)) continue;
    offer(phrase.join(' '), 2 + count);
  }

  for (const [key, count] of counts) {
    if (key.length < 4 || genericWords.has(key) || loneWords.has(key) || isJoinerWord(key, language) || isStopword(key, language) || !/\p{L}/u.test(key)) continue;
    if (!acceptable([key]) || !offeringPhrase([formOf(key)])) continue;
    if (!isLoneKeyWord(key, count, surface.get(key)?.keys() ?? [], language) || notOffered.get(key) === count) continue;
    const inStrong = strongWords.has(key);
    offer(formOf(key), Math.min(count, 6) * 0.5 + (inStrong ? 2 : 0));
  }

  const ranked = [...scored.values()].sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  const chosen: string[] = [];
  for (const { phrase } of ranked) {
    const key = lower(phrase);
    // A single word already inside a chosen phrase adds nothing: one of its words, or a part of one of its compounds.
    if (!key.includes(' ') && chosen.some((taken) => lower(taken).split(/\s+/u).some((word) => word === key || word.split('-').includes(key)))) continue;
    // Nor does a hyphenated compound of a chosen phrase spelt apart: "same day" of "Same-day delivery".
    if (chosen.some((taken) => lower(taken).includes('-') && ` ${lower(taken).replace(/-/gu, ' ')} `.includes(` ${key} `) && !` ${lower(taken)} `.includes(` ${key} `))) continue;
    if (chosen.some((taken) => lower(taken) === key)) continue;
    chosen.push(phrase);
    if (chosen.length >= limit) break;
  }
  return chosen;
}

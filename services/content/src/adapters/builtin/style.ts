import { fitSentences, isFullSentence, isStopword, midSentence, wordsOf, type KitLanguage, type SiteModel, type WriterBrief } from '@sitespark/site-model';
import { endSentence } from './material.ts';

export type SocialNetwork = 'Twitter' | 'LinkedIn' | 'Instagram' | 'Facebook';

/** A phrase the user wants in every piece, and the site's own sentence that says it, when there is one. */
export interface Mention {
  phrase: string;
  /** Cased for the middle of a sentence, for the bank's mentionLine. */
  mid: string;
  /**
   * The phrase says something by itself ("the first yoga class is free", "book by Friday"): it
   * stands after a colon, never where a noun belongs ("Ask about {mention}").
   */
  clause: boolean;
  /** The site's own sentence containing the phrase's content words, or null. */
  grounded: string | null;
  contentWords: string[];
}

/** How the user's instructions (and the site's voice) shape every piece. */
export class Style {
  readonly casual: boolean;
  readonly firstPerson: boolean;
  /** The user asked for "I": every line is held to it, not only the frames. */
  readonly personAsked: boolean;
  readonly emoji: boolean | null;
  readonly mentions: Mention[];
  private readonly avoid: string[][];
  private readonly language: KitLanguage;

  constructor(brief: WriterBrief) {
    const { site, instructions } = brief;
    const language = site.language;
    this.language = language;
    const askedFormal = instructions.tone === 'formal' || instructions.address === 'formal';
    const askedCasual = instructions.tone === 'casual' || instructions.address === 'informal';
    this.casual = askedCasual || (!askedFormal && site.voice.register === 'casual');
    this.firstPerson = instructions.person === 'I' || (instructions.person === null && site.voice.person === 'I');
    this.personAsked = instructions.person === 'I';
    this.emoji = instructions.emoji;
    this.avoid = instructions.avoid.map((phrase) => normalisedWords(phrase, language)).filter((words) => words.length > 0);
    this.mentions = instructions.mustMention
      .map((phrase) => mentionPhrase(phrase, language, this.firstPerson))
      .filter(Boolean)
      .map((phrase) => {
        const contentWords = normalisedWords(phrase, language).filter((w) => !isStopword(w, language));
        return { phrase, mid: midSentence(phrase, language), clause: isFullSentence(phrase, language), grounded: groundMention(site, contentWords), contentWords };
      });
  }

  get hasAvoid(): boolean {
    return this.avoid.length > 0;
  }

  /** Does the text contain a word or phrase the user asked to leave out (matched as whole words)? */
  mentionsAvoided(text: string): boolean {
    if (this.avoid.length === 0) return false;
    const words = normalisedWords(text, this.language);
    return this.avoid.some((phrase) => containsSequence(words, phrase));
  }

  /** Does the line keep the person the user asked for? Speaking as "I", no "we", "us" or "our" outside a customer's quoted words. */
  keepsPerson(text: string): boolean {
    if (!this.personAsked) return true;
    const own = text.replace(/“[^”]*”|„[^“”]*[“”]|«[^»]*»|"[^"]*"/gu, ' ');
    return !wordsOf(own, this.language).some((word) => plural[this.language].has(word.toLowerCase().replace(/’/gu, "'")));
  }

  /** How many emoji a network gets: none when the user said no, some everywhere when they asked, else where the network suits them. */
  emojiFor(network: SocialNetwork | 'email'): number {
    if (this.emoji === false) return 0;
    if (this.emoji === true) return network === 'Instagram' ? 2 : 1;
    if (network === 'Instagram') return 2;
    if (network === 'Facebook' || network === 'Twitter') return 1;
    return 0;
  }

  /** Does the text already say the mention (all its content words, as words)? */
  saysMention(text: string, mention: Mention, language: KitLanguage): boolean {
    if (mention.contentWords.length === 0) return true;
    const words = new Set(normalisedWords(text, language));
    return mention.contentWords.every((w) => words.has(w));
  }
}

/** Where the phrase should appear ("in every post", "in jedem Post", "en todos los posts"): an instruction, never copy. */
const scope = String.raw`(?:in\s+(?:every|each|all(?:\s+the)?|at\s+least\s+half\s+(?:of\s+)?the|half\s+(?:of\s+)?the|most\s+(?:of\s+)?the)\s+(?:social\s+)?(?:posts?|pieces?|texts?)|in\s+(?:jedem|allen)\s+(?:Posts?|Beitr(?:ag|ägen)|Texten?)|en\s+(?:cada|todos\s+los|todas\s+las)\s+(?:posts?|publicaciones?|textos?)|dans\s+(?:chaque|tous\s+les)\s+(?:posts?|publications?|textes?)|em\s+(?:cada|todos\s+os|todas\s+as)\s+(?:posts?|publicações|publicação|textos?))`;
const leadingScope = new RegExp(String.raw`^${scope}[,\s]+`, 'iu');
const trailingScope = new RegExp(String.raw`[,\s]+${scope}$`, 'iu');
/** "especially the £650 divorce": the emphasis is the user's, not the copy's. */
const emphasis = /^(?:especially|particularly|notably|above\s+all|insbesondere|besonders|vor\s+allem|especialmente|sobre\s+todo|surtout|notamment|en\s+particulier|sobretudo|principalmente)\s+/iu;
/** German articles a request puts in the accusative ("den Töpferkurs erwähnen"): the frames need the bare noun. */
const germanArticle = /^(?:den|dem|die|das|der|unseren|unserem|unsere|unser)\s+(?=\p{Lu})/u;
const solo: Partial<Record<KitLanguage, Array<[RegExp, string]>>> = {
  en: [[/^our\b/iu, 'my']],
  es: [[/^nuestr[oa]\b/iu, 'mi'], [/^nuestr[oa]s\b/iu, 'mis']],
  pt: [[/^nosso\b/iu, 'meu'], [/^nossa\b/iu, 'minha'], [/^nossos\b/iu, 'meus'], [/^nossas\b/iu, 'minhas']],
};

/** The thing to mention, without the user's scope, emphasis or a "we" the solo voice cannot say. */
function mentionPhrase(raw: string, language: KitLanguage, firstPerson: boolean): string {
  let phrase = raw.trim();
  for (let pass = 0; pass < 2; pass++) phrase = phrase.replace(leadingScope, '').replace(trailingScope, '').replace(emphasis, '').trim();
  if (language === 'de') phrase = phrase.replace(germanArticle, '');
  if (firstPerson) for (const [pattern, replacement] of solo[language] ?? []) phrase = phrase.replace(pattern, replacement);
  return phrase.replace(/[.;:,]+$/u, '').trim();
}

/** First person plural in each language: the words a solo voice never uses. */
const plural: Record<KitLanguage, Set<string>> = {
  en: new Set(["we", "us", "our", "ours", "ourselves", "we're", "we've", "we'll", "we'd", "let's"]),
  de: new Set(['wir', 'uns', 'unser', 'unsere', 'unserer', 'unseren', 'unserem', 'unseres', 'uns']),
  es: new Set(['nosotros', 'nosotras', 'nos', 'nuestro', 'nuestra', 'nuestros', 'nuestras']),
  fr: new Set(['nous', 'notre', 'nos']),
  pt: new Set(['nós', 'nosso', 'nossa', 'nossos', 'nossas', 'conosco', 'connosco']),
};

function normalisedWords(text: string, language: KitLanguage): string[] {
  return wordsOf(text, language).map((w) => stem(w.toLowerCase()));
}

/** A light plural fold, so "fees" matches "fee": enough for instructions, never a part-of-word match. */
function stem(word: string): string {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function containsSequence(words: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** The site's shortest sentence that contains every content word of the phrase. */
function groundMention(site: SiteModel, contentWords: string[]): string | null {
  if (contentWords.length === 0) return null;
  const texts = [
    ...site.features.flatMap((f) => [f.description ?? '', f.name]),
    ...site.offers.map((o) => o.text),
    ...site.prices.map((p) => p.source.text),
    ...site.schedule.map((s) => s.text),
    ...site.sentences.filter((s) => s.where !== 'snippet' && s.where !== 'prompt').map((s) => s.text),
  ];
  let best: string | null = null;
  for (const text of texts) {
    if (!text || text.length > 240 || (best && text.length >= best.length)) continue;
    const words = new Set(normalisedWords(text, site.language));
    if (!contentWords.every((w) => words.has(w))) continue;
    // A bare label ("Fixed fees") is no sentence; it is better said through the bank's mention line.
    if (wordsOf(text, site.language).length < 4) continue;
    best = text;
  }
  return best ? endSentence(fitSentences(best, 240, site.language) || best) : null;
}

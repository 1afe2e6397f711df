/**
 * The instruction check: for each thing the user asked (language, emoji, person, form of address,
 * tone, phrases to mention, words to avoid), is the finished kit following it? Measured on the
 * copy itself, for both writers; words are matched as words, never as parts of words.
 */
import type { InstructionCheck } from '@sitespark/contracts';
import { campaignMentions, streetOf, hasEmoji, isStopword, kitLanguages, languageNames, isOwnerStatement, languageOfText, stopwordsOf, type Campaign, type KitLanguage, type SiteModel, type UserInstructions } from '@sitespark/site-model';
import { copyPieces, fold, KitText, wordsOf, type CopyPiece, type GroundableKit } from './ground-kit.ts';

/** Function words only one kit language has ("und", "the", "avec"): a fast, sure sign of a sentence's language. */
let exclusiveStopwords: Map<string, KitLanguage> | null = null;
function exclusiveLanguageOf(word: string): KitLanguage | undefined {
  if (!exclusiveStopwords) {
    const counts = new Map<string, KitLanguage[]>();
    for (const language of kitLanguages) for (const w of stopwordsOf(language)) counts.set(w, [...(counts.get(w) ?? []), language]);
    exclusiveStopwords = new Map([...counts].filter(([, languages]) => languages.length === 1).map(([w, languages]) => [w, languages[0]!]));
  }
  return exclusiveStopwords.get(word.toLowerCase());
}

const languageCache = new Map<string, KitLanguage | null>();

/** The language of a sentence: clear from its function words when they all point one way, else measured (cached). */
function sentenceLanguage(sentence: string, expected: KitLanguage): KitLanguage | null {
  let own = 0;
  let other = 0;
  for (const word of wordsOf(sentence, expected)) {
    const language = exclusiveLanguageOf(word);
    if (language === expected) own++;
    else if (language) other++;
  }
  if (own >= 2 && other === 0) return expected;
  let detected = languageCache.get(sentence);
  if (detected === undefined) {
    detected = languageOfText(sentence);
    if (languageCache.size > 5000) languageCache.clear();
    languageCache.set(sentence, detected);
  }
  return detected;
}

export const builtinCannotFollow = "The built-in writer can't follow this request; an AI model can (set OPENAI_API_KEY)";

export interface InstructionAnalysis {
  check: InstructionCheck;
  /** Instructions each copy piece does not follow, by path. */
  violations: Map<string, string[]>;
}

const hashtagOrLink = /(?:^|\s)[#@][\p{L}\p{N}_]+|https?:\/\/\S+|www\.\S+/gu;

/** First-person words (folded) per language: singular ("I") and plural ("we"). */
const personWords: Record<KitLanguage, { I: string[]; we: string[] }> = {
  en: { I: ['i', "i'm", "i've", "i'll", "i'd", 'me', 'my', 'mine', 'myself'], we: ['we', "we're", "we've", "we'll", "we'd", 'us', 'our', 'ours', 'ourselves'] },
  de: { I: ['ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'meines'], we: ['wir', 'uns', 'unser', 'unsere', 'unseren', 'unserem', 'unserer', 'unseres'] },
  es: { I: ['yo', 'mi', 'mis', 'conmigo', 'mío', 'mía'], we: ['nosotros', 'nosotras', 'nuestro', 'nuestra', 'nuestros', 'nuestras'] },
  fr: { I: ['je', "j'", 'moi', 'mon', 'ma', 'mes'], we: ['nous', 'notre', 'nos'] },
  pt: { I: ['eu', 'meu', 'minha', 'meus', 'minhas', 'comigo'], we: ['nós', 'nosso', 'nossa', 'nossos', 'nossas', 'conosco', 'connosco'] },
};

/** Words of each form of address (folded). German formal "Sie"/"Ihr…" count only when capitalised mid-sentence. */
const addressWords: Record<KitLanguage, { informal: string[]; formal: string[]; labels: [string, string] }> = {
  en: { informal: [], formal: [], labels: ['formal', 'informal'] },
  de: { informal: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure'], formal: ['ihnen'], labels: ['“Sie”', '“du”'] },
  fr: { informal: ['tu', 'toi', 'ton', 'ta', 'tes', 'te', "t'"], formal: ['vous', 'votre', 'vos'], labels: ['“vous”', '“tu”'] },
  es: { informal: ['tú', 'ti', 'contigo', 'tus'], formal: ['usted', 'ustedes'], labels: ['“usted”', '“tú”'] },
  pt: { informal: ['tu', 'teu', 'tua', 'teus', 'tuas', 'contigo'], formal: ['senhor', 'senhora', 'senhores'], labels: ['“o senhor / a senhora”', '“tu / você”'] },
};

const germanFormalCapitals = new Set(['Sie', 'Ihr', 'Ihre', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres', 'Ihnen']);

function foldedWords(text: string, language: KitLanguage, read: KitText): string[] {
  return read.foldedWords(text.replace(hashtagOrLink, ' '), language);
}

/** Does a word of the piece match a wanted word: the same word, or it with a plural/inflection ending? */
function wordMatches(token: string, wanted: string): boolean {
  if (token === wanted) return true;
  const endings = ['s', 'es', 'e', 'n', 'en', 'er', 'ern'];
  // Either way round: "weekdays" asked is said by "weekday guided tours", "tour" by "tours".
  if (wanted.length >= 4 && token.startsWith(wanted)) return endings.includes(token.slice(wanted.length));
  if (token.length >= 4 && wanted.startsWith(token)) return endings.includes(wanted.slice(token.length));
  return false;
}

function contentWords(phrase: string, language: KitLanguage): string[] {
  const all = wordsOf(phrase, language);
  const content = all.filter((w) => w.length >= 3 || /\d/u.test(w)).filter((w) => !isStopword(w, language)).map(fold);
  return content.length ? content : all.map(fold);
}

function mentions(piece: string, words: string[], language: KitLanguage, read: KitText): boolean {
  const tokens = foldedWords(piece, language, read);
  return words.every((w) => tokens.some((t) => wordMatches(t, w)));
}

function containsPhrase(piece: string, words: string[], language: KitLanguage, read: KitText): boolean {
  const tokens = foldedWords(piece, language, read);
  if (words.length === 0) return false;
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (words.every((w, k) => wordMatches(tokens[i + k]!, w))) return true;
  }
  return false;
}

/** The things a campaign names, when it names several: split at its commas and its last "and" in the five languages. */
function campaignThings(what: string): string[] {
  const parts = what.split(/\s*,\s*(?:(?:and|&|und|y|e|et)\s+)?|\s+(?:and|&|und|y|e|et)\s+(?=[^,]*$)/iu).map((part) => part.trim()).filter((part) => part.length >= 3);
  return parts.length >= 2 && parts.length <= 4 ? [what, ...parts] : [what];
}

/** Whether two texts of the brief are the same clause, one inside the other, whatever their case and punctuation. */
function overlaps(a: string, b: string): boolean {
  const bare = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const [x, y] = [bare(a), bare(b)];
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}

function quoteShort(text: string): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  return clean.length > 60 ? `${clean.slice(0, 60).replace(/\s+\S*$/u, '')} …` : clean;
}

function describePath(path: string): string {
  const social = /^socialPlatforms\.(\d)\.options\.(\d)$/u.exec(path);
  if (social) return `post ${Number(social[2]) + 1} of network ${Number(social[1]) + 1}`;
  if (path.startsWith('emailCopy')) return 'the email';
  if (path.startsWith('adCopy')) return 'the ads';
  if (path.startsWith('websiteCopy')) return 'the website copy';
  return 'the key benefits';
}

/** Check the kit against the user's instructions, with the copy pieces that break each one. */
export function analyseInstructions(
  kit: GroundableKit,
  instructions: UserInstructions,
  site: SiteModel,
  generator: 'builtin' | 'openai',
  text?: KitText,
  /** The brief as the campaign reads it: its points, what it promotes and by when are checked as the writers read them. */
  campaign?: Campaign | null,
): InstructionAnalysis {
  const language: KitLanguage = instructions.language ?? site.language;
  const read = text ?? new KitText(language);
  const pieces = copyPieces(kit);
  const honoured: string[] = [];
  const notHonoured: InstructionCheck['notHonoured'] = [];
  const violations = new Map<string, string[]>();
  const violate = (path: string, label: string) => {
    const list = violations.get(path) ?? [];
    if (!list.includes(label)) list.push(label);
    violations.set(path, list);
  };
  const record = (label: string, broken: Array<{ piece: CopyPiece; example: string }>, reason: (n: number) => string) => {
    if (broken.length === 0) {
      honoured.push(label);
      return;
    }
    for (const b of broken) violate(b.piece.path, label);
    notHonoured.push({ instruction: label, reason: `${reason(broken.length)} (e.g. in ${describePath(broken[0]!.piece.path)}: “${quoteShort(broken[0]!.example)}”).` });
  };

  // Language: every copy sentence long enough to tell.
  if (instructions.language !== null || site.language !== 'en') {
    const label = `Written in ${languageNames[language]}`;
    const broken: Array<{ piece: CopyPiece; example: string }> = [];
    let foreign = 0;
    // Names are in no language ("Camí de la Vileta" in a Spanish kit is a street in Palma): the business's name, its street and town are left out.
    const address = site.contact?.address ?? null;
    const names = [site.name, address, address ? streetOf(address, site.location?.text ?? null) : null, site.location?.text ?? null]
      .filter((name): name is string => !!name && name.length >= 3)
      .sort((a, b) => b.length - a.length);
    const withoutNames = (text: string) => names.reduce((rest, name) => rest.split(name).join(' '), text);
    // A line in the page's own words ("Têxteis lar, desde 4€/kg: edredons, cortinados…") is in the page's language, whatever a detector makes of a list.
    const pageWords = language === site.language ? new Set(site.sentences.flatMap((sentence) => wordsOf(sentence.text, language).map(fold))) : new Set<string>();
    const inPageWords = (sentence: string) => {
      const words = wordsOf(sentence, language).map(fold);
      return words.length > 0 && words.filter((word) => pageWords.has(word)).length >= words.length * 0.8;
    };
    for (const piece of pieces) {
      for (const sentence of read.sentences(piece.text.replace(hashtagOrLink, ' '), language)) {
        if (wordsOf(withoutNames(sentence), language).length < 5 || inPageWords(sentence)) continue;
        const detected = sentenceLanguage(withoutNames(sentence), language);
        if (detected && detected !== language) {
          foreign++;
          if (!broken.some((b) => b.piece === piece)) broken.push({ piece, example: sentence });
        }
      }
    }
    record(label, broken, () => `${foreign} sentence${foreign === 1 ? ' is' : 's are'} in another language`);
  }

  // Emoji.
  if (instructions.emoji === false) {
    const broken = pieces.filter((p) => hasEmoji(p.text)).map((piece) => ({ piece, example: piece.text }));
    record('No emoji', broken, (n) => `${n} piece${n === 1 ? ' has' : 's have'} emoji`);
  } else if (instructions.emoji === true) {
    const posts = pieces.filter((p) => p.path.startsWith('socialPlatforms'));
    const without = posts.filter((p) => !hasEmoji(p.text));
    if (without.length * 2 <= posts.length) honoured.push('Use emoji');
    else notHonoured.push({ instruction: 'Use emoji', reason: `${without.length} of ${posts.length} posts have no emoji.` });
  }

  // Person.
  if (instructions.person) {
    const label = instructions.person === 'I' ? 'Written in the first person (“I”)' : 'Written as a team (“we”)';
    const wrong = new Set(personWords[language][instructions.person === 'I' ? 'we' : 'I'].map(fold));
    const broken: Array<{ piece: CopyPiece; example: string }> = [];
    for (const piece of pieces) {
      const raw = wordsOf(piece.text.replace(hashtagOrLink, ' '), language);
      // "US" (the country) is not "us".
      const hit = raw.find((w) => wrong.has(fold(w)) && !(w.length > 1 && w === w.toUpperCase() && language === 'en' && w !== 'I'));
      if (hit) broken.push({ piece, example: read.sentences(piece.text, language).find((s) => wordsOf(s, language).includes(hit)) ?? piece.text });
    }
    record(label, broken, (n) => `${n} piece${n === 1 ? ' speaks' : 's speak'} as “${instructions.person === 'I' ? 'we' : 'I'}”`);
  }

  // Form of address.
  if (instructions.address && language !== 'en') {
    const words = addressWords[language];
    const label = `Addresses the reader as ${instructions.address === 'formal' ? words.labels[0] : words.labels[1]}`;
    const wrong = new Set((instructions.address === 'formal' ? words.informal : words.formal).map(fold));
    const broken: Array<{ piece: CopyPiece; example: string }> = [];
    for (const piece of pieces) {
      for (const sentence of read.sentences(piece.text.replace(hashtagOrLink, ' '), language)) {
        const raw = wordsOf(sentence, language);
        const germanFormal = language === 'de' && instructions.address === 'informal' && raw.some((w, i) => i > 0 && germanFormalCapitals.has(w));
        if (germanFormal || raw.some((w) => wrong.has(fold(w)))) {
          broken.push({ piece, example: sentence });
          break;
        }
      }
    }
    record(label, broken, (n) => `${n} piece${n === 1 ? ' uses' : 's use'} the other form of address`);
  } else if (instructions.address) {
    honoured.push(`${instructions.address === 'formal' ? 'Formal' : 'Informal'} address`);
  }

  // Tone: a formal tone has no emoji, no exclamation runs and (in English) no contractions.
  if (instructions.tone === 'formal') {
    const broken = pieces
      .filter((p) => hasEmoji(p.text) || /!{2,}/u.test(p.text) || (language === 'en' && /\b(?:can't|won't|don't|we're|you're|it's|let's|gonna|wanna)\b/iu.test(p.text)))
      .map((piece) => ({ piece, example: piece.text }));
    record('Formal tone', broken, (n) => `${n} piece${n === 1 ? ' reads' : 's read'} casual (emoji, “!!” or contractions)`);
  } else if (instructions.tone === 'casual') {
    honoured.push('Casual tone');
  }

  // Phrases to mention: as the campaign reads the brief ("must mention" in every post, "mention" in at
  // least half of them), else the instructions' phrases in every post; always in the campaign email.
  const posts = pieces.filter((p) => p.path.startsWith('socialPlatforms'));
  const emailText = [kit.emailCopy.subject, kit.emailCopy.body].join('\n');
  const briefRead = campaign && campaign.evidence.length > 0 ? campaign : null;
  const asked = briefRead ? campaignMentions(briefRead) : instructions.mustMention.map((text) => ({ text, how: 'every' as const }));
  // A campaign of several things ("roofing sheets, waterproofing and gutters") is promoted by a post about any one of them.
  const checkSaid = (phrase: string, how: 'every' | 'half', label: string, things: string[] = [phrase]) => {
    const wanted = things.map((thing) => contentWords(thing, language));
    const says = (text: string) => wanted.some((words) => mentions(text, words, language, read));
    const missingPosts = posts.filter((p) => !says(p.text));
    const emailMissing = !says(emailText);
    const postsMissed = how === 'every' ? missingPosts.length > 0 : missingPosts.length * 2 > posts.length;
    if (!postsMissed && !emailMissing) {
      honoured.push(label);
      return;
    }
    if (how === 'every') for (const p of missingPosts) violate(p.path, label);
    const parts = [postsMissed ? `missing from ${missingPosts.length} of ${posts.length} posts` : '', emailMissing ? 'missing from the email' : ''].filter(Boolean);
    notHonoured.push({ instruction: label, reason: `${parts.join(' and ').replace(/^./u, (c) => c.toUpperCase())}.` });
  };
  for (const { text: phrase, how } of asked) checkSaid(phrase, how, how === 'every' ? `Mentions “${phrase}” in every post and the email` : `Mentions “${phrase}” in at least half of the posts and the email`);
  // What the campaign promotes, and by when, are said in at least half of the posts and in the email.
  if (briefRead?.what) checkSaid(briefRead.what, 'half', `Promotes “${briefRead.what}” in the posts and the email`, campaignThings(briefRead.what));
  if (briefRead?.byWhen) checkSaid(briefRead.byWhen, 'half', `Says “${briefRead.byWhen}” in the posts and the email`);

  // Words to avoid: anywhere in the copy.
  for (const avoid of instructions.avoid) {
    const label = `Avoids “${avoid}”`;
    const words = wordsOf(avoid, language).map(fold);
    const broken = pieces.filter((p) => containsPhrase(p.text, words, language, read)).map((piece) => ({ piece, example: piece.text }));
    record(label, broken, (n) => `Used in ${n} piece${n === 1 ? '' : 's'}`);
  }

  // Requests no rule covers. The owner's statements of fact ("We have baked here since 1952") ask for
  // nothing: they are facts from the brief, grounded as such when the kit uses them.
  // A request the campaign read (what to promote, by when, an offer, a point, a statement) is checked above as that.
  const readByCampaign = (request: string) =>
    briefRead !== null && briefRead.evidence.some((evidence) => evidence.field !== 'tone' && (overlaps(request, evidence.clause) || fold(request).includes(fold(evidence.value))));
  for (const request of instructions.unrecognised) {
    if (isOwnerStatement(request, site.language) || readByCampaign(request)) continue;
    if (generator === 'openai') honoured.push(`Passed to the model: “${request}”`);
    else notHonoured.push({ instruction: request, reason: builtinCannotFollow });
  }

  return { check: { honoured, notHonoured }, violations };
}

/** Which of the user's instructions the kit follows, in their words, with the reason for each it does not. */
export function checkInstructions(kit: GroundableKit, instructions: UserInstructions, site: SiteModel, generator: 'builtin' | 'openai', campaign?: Campaign | null): InstructionCheck {
  return analyseInstructions(kit, instructions, site, generator, undefined, campaign).check;
}

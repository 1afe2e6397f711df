/**
 * Honest post scores. Each post is scored from measured features of its own text: specificity (its
 * sentences that carry a fact from the site: the strongest factor), hook, call to action,
 * readability, platform fit and defects (claims not on the site, instructions not followed). The
 * viral predictor then ranks the kit's own posts against each other, with a stated confidence.
 */
import type { PostScore, ScoreConfidence, ScoreFactor, ViralPredictor } from '@sitespark/contracts';
import { countHashtags, emojiPattern, platformRules, postLength, stopwordsOf, type KitLanguage, type SiteModel } from '@sitespark/site-model';
import type { PlatformPosts, SocialPlatform } from '../adapters/content-generator.ts';
import { fold, foldedWordsOf, KitText, wordsOf, type PieceGrounding } from './ground-kit.ts';

/** What a post is scored against besides its text. */
export interface PostContext {
  language: KitLanguage;
  /** The site's own call-to-action labels ("Kurs buchen", "Book a table"). */
  siteCtas: string[];
  /** Grounding of this post: sentences carrying a site fact and unsupported claims. Absent: nothing is known. */
  grounding?: Pick<PieceGrounding, 'sentences' | 'groundedSentences' | 'unsupported'>;
  /** Instructions this post does not follow (from the instruction check). */
  violations?: string[];
  /** The kit's text as already read (sentences split once for grounding, checking and scoring). */
  text?: KitText;
  /** The site's own content words (folded), without its name: how much of a post is the site's vocabulary. */
  siteWords?: ReadonlySet<string>;
}

const siteWordCache = new WeakMap<SiteModel, Set<string>>();

/** The content words the site itself uses (not the snippets or the prompt), folded; the business name left out. */
export function siteVocabulary(site: SiteModel): ReadonlySet<string> {
  let words = siteWordCache.get(site);
  if (!words) {
    const name = new Set(foldedWordsOf(site.name, site.language));
    const stopwords = stopwordsOf(site.language);
    words = new Set<string>();
    for (const { text, where } of site.sentences) {
      if (where === 'snippet' || where === 'prompt') continue;
      for (const word of foldedWordsOf(text, site.language)) if (word.length >= 3 && !words.has(word) && !name.has(word) && !stopwords.has(word)) words.add(word);
    }
    siteWordCache.set(site, words);
  }
  return words;
}

/** Share of a text's content words that are the site's own vocabulary (framing words, the name and stopwords aside). */
function vocabularyShare(prose: string, language: KitLanguage, siteWords: ReadonlySet<string>): { own: number; total: number } {
  let own = 0;
  let total = 0;
  const stopwords = stopwordsOf(language);
  for (const word of foldedWordsOf(prose.replace(linkPatternGlobal, ' '), language)) {
    if (word.length < 3 || stopwords.has(word)) continue;
    total += 1;
    if (siteWords.has(word)) own += 1;
  }
  return { own, total };
}

const hashtagPattern = /(^|\s)#[\p{L}\p{N}_]+/gu;
const linkPattern = /https?:\/\/\S+|(?<![\p{L}\p{N}@])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}(?![\p{L}])/iu;
const linkPatternGlobal = new RegExp(linkPattern.source, 'giu');

/** Call-to-action verbs per language (folded, matched as words or word pairs). */
const ctaWords: Record<KitLanguage, string[]> = {
  en: ['start', 'try', 'get', 'book', 'shop', 'join', 'sign up', 'visit', 'learn more', 'reply', 'tell us', 'comment', 'share', 'save', 'click', 'link in bio', 'download', 'reserve', 'order', 'call', 'subscribe', 'register', 'enroll', 'enrol', 'donate', 'browse', 'contact', 'apply', 'adopt', 'discover', 'explore', 'see', 'read', 'come', 'drop by', 'message', 'email', 'schedule', 'claim', 'grab', 'buy'],
  de: ['jetzt', 'buchen', 'buche', 'bestellen', 'bestelle', 'reservieren', 'reserviere', 'anmelden', 'melde', 'melden', 'besuchen', 'besuche', 'entdecken', 'entdecke', 'kontakt', 'kontaktieren', 'schreiben', 'schreib', 'schreibe', 'anrufen', 'ruf', 'rufen', 'testen', 'teste', 'probieren', 'probiere', 'sichern', 'sichere', 'vorbeikommen', 'komm', 'kommen', 'starten', 'starte', 'spenden', 'mehr erfahren', 'erfahre', 'link in der bio', 'termin', 'vereinbaren', 'abonnieren', 'kaufen', 'shoppen', 'teilen', 'teile', 'kommentiere', 'anfragen', 'frag'],
  es: ['reserva', 'reserve', 'reservar', 'compra', 'comprar', 'pide', 'pedir', 'visita', 'visitar', 'descubre', 'descubrir', 'llama', 'llame', 'llamar', 'escribe', 'escríbenos', 'contacta', 'contáctanos', 'prueba', 'probar', 'únete', 'apúntate', 'inscríbete', 'regístrate', 'suscríbete', 'dona', 'comparte', 'comenta', 'ven', 'ven a', 'empieza', 'solicita', 'agenda', 'link en la bio', 'más información', 'consulta'],
  fr: ['réservez', 'réserve', 'réserver', 'commandez', 'commande', 'commander', 'achetez', 'visitez', 'découvrez', 'découvre', 'appelez', 'écrivez', 'écrivez-nous', 'contactez', 'contactez-nous', 'essayez', 'essaie', 'rejoignez', 'inscrivez-vous', 'abonnez-vous', 'faites un don', 'partagez', 'commentez', 'venez', 'viens', 'commencez', 'demandez', 'prenez rendez-vous', 'lien en bio', "en savoir plus"],
  pt: ['reserve', 'reserva', 'reservar', 'compre', 'comprar', 'peça', 'encomende', 'visite', 'descubra', 'ligue', 'escreva', 'fale', 'contacte', 'contate', 'experimente', 'junte-se', 'inscreva-se', 'cadastre-se', 'assine', 'doe', 'partilhe', 'compartilhe', 'comente', 'venha', 'comece', 'agende', 'marque', 'saiba mais', 'link na bio'],
};

const ctaSets = new Map<KitLanguage, { single: Set<string>; phrases: Array<{ phrase: string; spaced: string }> }>();
function ctaSet(language: KitLanguage) {
  let set = ctaSets.get(language);
  if (!set) {
    const list = ctaWords[language].map(fold);
    set = {
      single: new Set(list.filter((w) => !/[\s-]/u.test(w))),
      phrases: list.filter((w) => /[\s-]/u.test(w)).map((phrase) => ({ phrase, spaced: ` ${wordsOf(phrase, language).join(' ')} ` })),
    };
    ctaSets.set(language, set);
  }
  return set;
}

/** A site CTA label as folded words between spaces (" kurs buchen "), or null when it has none; remembered. */
const labelPhrases = new Map<string, string | null>();
function labelPhrase(label: string, language: KitLanguage): string | null {
  const key = `${language}:${label}`;
  let phrase = labelPhrases.get(key);
  if (phrase === undefined) {
    const joined = foldedWordsOf(label, language).join(' ');
    phrase = joined ? ` ${joined} ` : null;
    if (labelPhrases.size > 2000) labelPhrases.clear();
    labelPhrases.set(key, phrase);
  }
  return phrase;
}

/** The call to action a post makes, as written, or null: a CTA verb of the language or one of the site's own CTA labels. */
export function findCallToAction(text: string, language: KitLanguage, siteCtas: string[]): string | null {
  const stripped = text.replace(hashtagPattern, ' ');
  const folded = foldedWordsOf(stripped, language);
  const joined = ` ${folded.join(' ')} `;
  for (const label of siteCtas) {
    const phrase = labelPhrase(label, language);
    if (phrase && joined.includes(phrase)) return label;
  }
  const { single, phrases } = ctaSet(language);
  for (const { phrase, spaced } of phrases) {
    if (spaced.length > 2 && joined.includes(spaced)) return phrase;
  }
  const index = folded.findIndex((w) => single.has(w));
  return index >= 0 ? wordsOf(stripped, language)[index]! : null;
}

const syllableCache = new Map<string, number>();
function syllables(word: string): number {
  let count = syllableCache.get(word);
  if (count === undefined) {
    count = countSyllables(word);
    if (syllableCache.size > 20000) syllableCache.clear();
    syllableCache.set(word, count);
  }
  return count;
}

function countSyllables(word: string): number {
  const clean = word.toLowerCase().replace(/[^a-z]/g, '');
  if (clean.length <= 3) return clean.length > 0 ? 1 : 0;
  const groups = clean.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease of English text (hashtags, links and emoji left out). */
export function readingEase(text: string): number {
  const prose = text.replace(hashtagPattern, ' ').replace(/https?:\/\/\S+/g, ' ').replace(emojiPattern, ' ');
  const words = prose.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  if (words.length === 0) return 0;
  const sentences = Math.max(1, prose.match(/[.!?]+(\s|$)|\n\s*\n/g)?.length ?? 0);
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllableCount / words.length);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Factor weights: specificity is worth most. They add up to 100. */
export const factorMax = { specificity: 35, hook: 15, callToAction: 15, readability: 10, platformFit: 15, defects: 10 } as const;

/**
 * Scores one post (0-100) from its text and what grounding and the instruction check found in it.
 * Every factor says what it measured, so changing the text changes the score and the user sees why.
 */
export function scorePost(text: string, platform: SocialPlatform, context: PostContext): { score: number; factors: ScoreFactor[] } {
  const { language } = context;
  const factors: ScoreFactor[] = [];
  const prose = text.replace(hashtagPattern, ' ').trim();
  const read = context.text ?? new KitText(language);
  const sentences = read.sentences(prose, language).filter((s) => /\p{L}/u.test(s));

  // Specificity: the share of sentences carrying a fact from the site, and how much of the wording
  // is the site's own vocabulary rather than framing around it.
  const grounding = context.grounding;
  const total = grounding ? Math.max(1, grounding.sentences) : Math.max(1, sentences.length);
  const grounded = grounding ? Math.min(total, grounding.groundedSentences) : 0;
  const sentenceShare = grounded / total;
  const vocabulary = context.siteWords ? vocabularyShare(prose, language, context.siteWords) : null;
  const wordShare = vocabulary && vocabulary.total > 0 ? vocabulary.own / vocabulary.total : null;
  const share = wordShare === null ? sentenceShare : 0.6 * sentenceShare + 0.4 * wordShare;
  factors.push({
    factor: 'specificity',
    label: 'Specific to your site',
    points: Math.round(factorMax.specificity * share),
    max: factorMax.specificity,
    explanation:
      grounded === 0
        ? 'No sentence names a fact from your site (a feature, price, place or quote): the post could be about any business.'
        : `${grounded} of ${plural(total, 'sentence')} carry a fact from your site${wordShare === null ? '' : `, and ${Math.round(wordShare * 100)} % of its words are your site's own`}.`,
  });

  // Hook: the first line.
  const firstLine = (prose.split(/\n/u).find((l) => l.trim()) ?? '').trim();
  const firstSentence = read.sentences(firstLine, language)[0] ?? firstLine;
  const hookWords = wordsOf(firstSentence, language).length;
  let hook = hookWords === 0 ? 0 : hookWords <= 10 ? 8 : hookWords <= 16 ? 5 : 2;
  const hookNotes = [hookWords <= 10 ? `a short opening (${plural(hookWords, 'word')})` : `an opening of ${plural(hookWords, 'word')}${hookWords > 16 ? ' that may be skipped' : ''}`];
  if (/[?¿]/u.test(firstSentence)) {
    hook += 4;
    hookNotes.push('a question');
  }
  if (/\d/u.test(firstSentence.replace(linkPattern, ' '))) {
    hook += 3;
    hookNotes.push('a number');
  }
  hook = Math.min(factorMax.hook, hook);
  factors.push({ factor: 'hook', label: 'Hook', points: hook, max: factorMax.hook, explanation: `The first line has ${hookNotes.join(', ')}.` });

  // Call to action.
  const cta = findCallToAction(prose, language, context.siteCtas);
  const rule = platformRules[platform];
  const destination = linkPattern.test(text) || /link in (?:bio|der bio)|link en la bio|lien en bio|link na bio/iu.test(text);
  const ctaPoints = (cta ? 10 : 0) + (destination ? 5 : 0);
  factors.push({
    factor: 'callToAction',
    label: 'Call to action',
    points: ctaPoints,
    max: factorMax.callToAction,
    explanation: cta
      ? `Tells the reader what to do (“${cta}”)${destination ? ' and where to go' : ', but gives no link or destination'}.`
      : `No clear call to action${destination ? ', although a link is present' : ' and no link'}.`,
  });

  // Readability: sentence length in words (and Flesch for English).
  const wordCounts = sentences.map((s) => wordsOf(s, language).length).filter((n) => n > 0);
  const meanWords = wordCounts.length ? wordCounts.reduce((a, b) => a + b, 0) / wordCounts.length : 0;
  let readability = meanWords === 0 ? 0 : meanWords <= 14 ? 10 : meanWords <= 20 ? 7 : meanWords <= 28 ? 4 : 2;
  let readNote = `Sentences average ${Math.round(meanWords)} words`;
  if (language === 'en' && meanWords > 0) {
    const ease = readingEase(prose);
    const easePoints = ease >= 60 ? 10 : ease >= 50 ? 8 : ease >= 30 ? 5 : 2;
    readability = Math.round((readability + easePoints) / 2);
    readNote += `; reading ease ${Math.round(ease)}`;
  }
  factors.push({
    factor: 'readability',
    label: 'Readability',
    points: readability,
    max: factorMax.readability,
    explanation: `${readNote} (${readability >= 8 ? 'easy to read' : readability >= 5 ? 'fairly easy' : 'hard going on a phone'}).`,
  });

  // Platform fit: length as the network counts it, and hashtags.
  const length = postLength(text, platform);
  const hashtags = countHashtags(text);
  const [low, high] = rule.idealLength;
  let lengthPoints: number;
  let lengthNote: string;
  if (length > rule.maxLength) {
    lengthPoints = 0;
    lengthNote = `${length} characters is over ${platform}'s limit of ${rule.maxLength}`;
  } else if (length >= low && length <= high) {
    lengthPoints = 10;
    lengthNote = `${length} characters is in ${platform}'s sweet spot (${low}-${high})`;
  } else {
    const distance = length < low ? (low - length) / low : (length - high) / Math.max(1, rule.maxLength - high);
    lengthPoints = Math.max(3, Math.round(10 - 7 * Math.min(1, distance)));
    lengthNote = `${length} characters is ${length < low ? 'shorter' : 'longer'} than ${platform}'s sweet spot (${low}-${high})`;
  }
  const [bestLow, bestHigh] = rule.bestHashtags;
  const hashtagPoints = hashtags > rule.maxHashtags ? 0 : hashtags >= bestLow && hashtags <= bestHigh ? 5 : 3;
  factors.push({
    factor: 'platformFit',
    label: 'Platform fit',
    points: lengthPoints + hashtagPoints,
    max: factorMax.platformFit,
    explanation: `${lengthNote}; ${plural(hashtags, 'hashtag')} (${platform} does best with ${bestLow}-${bestHigh}).`,
  });

  // Defects: claims not on the site, instructions not followed.
  const unsupported = grounding?.unsupported ?? [];
  const violations = context.violations ?? [];
  const defects = Math.max(0, factorMax.defects - 5 * unsupported.length - 4 * violations.length);
  const defectNotes: string[] = [];
  if (unsupported.length) defectNotes.push(`${plural(unsupported.length, 'claim')} not on your site (${unsupported.map((c) => `“${c.text.length > 40 ? `${c.text.slice(0, 40).replace(/\s+\S*$/u, '')} …` : c.text}”`).join(', ')})`);
  if (violations.length) defectNotes.push(`does not follow: ${violations.join('; ')}`);
  factors.push({
    factor: 'defects',
    label: 'No defects',
    points: defects,
    max: factorMax.defects,
    explanation: defectNotes.length ? `${defectNotes.join('; ')}.` : 'Every claim is on your site and your instructions are followed.',
  });

  return { score: Math.max(0, Math.min(100, factors.reduce((sum, f) => sum + f.points, 0))), factors };
}

const improvementTips: Record<string, string> = {
  specificity: 'Name something only your site has in every post: a feature, a price, a place or a customer’s words.',
  hook: 'Open with a short line of ten words or fewer; a question or a number helps.',
  callToAction: 'Say exactly what to do next and where (a link, or "link in bio" on Instagram).',
  readability: 'Use shorter sentences: under 15 words reads best on a phone.',
  platformFit: 'Bring the post towards its network’s sweet spot in length and hashtags.',
  defects: 'Remove or fix claims that are not on your site, and follow your own instructions.',
};

/** What the viral predictor knows about the kit besides the posts. */
export interface ViralContext {
  site: SiteModel;
  /** Grounding per copy path ("socialPlatforms.0.options.2"). */
  pieces?: Map<string, PieceGrounding>;
  /** Instructions not followed, per copy path. */
  violations?: Map<string, string[]>;
  /** The kit's text as already read by grounding and the instruction check. */
  text?: KitText;
}

/** Facts the site gave the writer: the more, the better a post can be told apart from a template. */
function siteFactCount(site: SiteModel): number {
  return site.features.length + site.prices.length + site.testimonials.length + site.offers.length + site.schedule.length + (site.location ? 1 : 0);
}

function relativeVerdict(rank: number, score: number, mean: number, count: number): string {
  if (rank === 1) return 'Strongest post of this kit';
  if (rank === count) return 'Weakest post of this kit';
  if (score >= mean + 4) return "Above this kit's average";
  if (score <= mean - 4) return "Below this kit's average";
  return "About this kit's average";
}

function overallVerdict(score: number): string {
  if (score >= 75) return 'Specific, well-built posts';
  if (score >= 60) return 'Solid posts; more detail from your site would lift them';
  if (score >= 45) return 'Generic in places: few facts from your site';
  return 'Mostly generic: little from your site';
}

/**
 * Scores every option of every network, ranks them 1..n against each other, and says how far the
 * ranking can be trusted and what moved the overall score.
 */
export function predictVirality(social: PlatformPosts[], context: ViralContext): ViralPredictor {
  const { site } = context;
  const kitText = context.text ?? new KitText(site.language);
  const scored = social.flatMap(({ platform, options }, p) =>
    options.map((text, index) => {
      const path = `socialPlatforms.${p}.options.${index}`;
      const { score, factors } = scorePost(text, platform, {
        language: site.language,
        siteCtas: site.callsToAction,
        grounding: context.pieces?.get(path),
        violations: context.violations?.get(path),
        text: kitText,
        siteWords: siteVocabulary(site),
      });
      const carriesFact = (context.pieces?.get(path)?.groundedSentences ?? 0) > 0;
      return { platform, option: index + 1, score, factors, order: p * 10 + index, carriesFact };
    }),
  );
  const count = scored.length;
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.order - b.order);
  const mean = count ? scored.reduce((s, p) => s + p.score, 0) / count : 0;
  const spread = count ? ranked[0]!.score - ranked[count - 1]!.score : 0;

  const facts = siteFactCount(site);
  const thin = !site.fetched || site.sentences.length < 5 || facts < 2;
  const anySpecific = scored.some((p) => p.carriesFact);
  const confidence: ScoreConfidence = thin || spread < 5 || !anySpecific ? 'low' : facts >= 5 && spread >= 12 && site.sentences.length >= 12 ? 'high' : 'medium';

  const posts: PostScore[] = scored.map((post) => {
    const rank = ranked.indexOf(post) + 1;
    const nearest = Math.min(...scored.filter((o) => o !== post).map((o) => Math.abs(o.score - post.score)), Infinity);
    const postConfidence: ScoreConfidence = confidence === 'low' ? 'low' : nearest < 2 ? 'medium' : confidence;
    return {
      platform: post.platform,
      option: post.option,
      score: post.score,
      verdict: relativeVerdict(rank, post.score, mean, count),
      factors: post.factors,
      confidence: postConfidence,
      rank,
    };
  });

  const bestByPlatform = social.map(({ platform }) => posts.filter((p) => p.platform === platform).sort((a, b) => a.rank - b.rank)[0]).filter((p): p is PostScore => Boolean(p));
  const overallScore = bestByPlatform.length ? Math.round(bestByPlatform.reduce((sum, p) => sum + p.score, 0) / bestByPlatform.length) : 0;
  const best = posts.find((p) => p.rank === 1);

  // What moved the overall score: the factors with the largest share earned and missed.
  const earned = new Map<string, { label: string; points: number; max: number }>();
  for (const post of posts) for (const f of post.factors) {
    const e = earned.get(f.factor) ?? { label: f.label, points: 0, max: 0 };
    e.points += f.points;
    e.max += f.max;
    earned.set(f.factor, e);
  }
  const shares = [...earned.entries()].map(([factor, e]) => ({ factor, label: e.label, share: e.max ? e.points / e.max : 0 }));
  const strongest = [...shares].sort((a, b) => b.share - a.share)[0];
  const weakest = [...shares].sort((a, b) => a.share - b.share)[0];
  const specific = scored.filter((p) => p.carriesFact).length;
  const flagged = posts.filter((p) => (p.factors.find((f) => f.factor === 'defects')?.points ?? factorMax.defects) < factorMax.defects).length;
  const explanationParts = [
    `${specific} of ${count} posts carry a fact from your site (specificity is worth up to ${factorMax.specificity} of 100 points)`,
    strongest && weakest && strongest.factor !== weakest.factor ? `strongest on ${strongest.label.toLowerCase()}, weakest on ${weakest.label.toLowerCase()}` : '',
    flagged ? `${plural(flagged, 'post')} lose points for claims not on your site or instructions not followed` : '',
  ].filter(Boolean);
  const confidenceNote =
    confidence === 'low'
      ? thin
        ? ' Confidence is low: your site gave little to work with.'
        : !anySpecific
        ? ' Confidence is low: no post carries a fact from your site, so they differ only in form.'
        : ' Confidence is low: the posts score almost alike.'
      : '';

  const shortfalls = new Map<string, number>();
  for (const post of posts) for (const f of post.factors) shortfalls.set(f.factor, (shortfalls.get(f.factor) ?? 0) + (f.max - f.points) / f.max);
  const tips = [...shortfalls.entries()]
    .filter(([, missing]) => missing > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([factor]) => improvementTips[factor])
    .filter((tip): tip is string => Boolean(tip));

  return {
    overallScore,
    verdict: overallVerdict(overallScore),
    best: best ? { platform: best.platform, option: best.option, score: best.score } : { platform: 'Twitter', option: 1, score: 0 },
    posts,
    tips,
    confidence,
    explanation: `${explanationParts.join('; ')}.${confidenceNote}`.replace(/^./u, (c) => c.toUpperCase()),
  };
}

/**
 * What is checked in a section the model wrote, after the answer: its shape, the platforms' limits
 * (tweets counted by twitter-text, ad headline and description lengths), links and codes that are
 * not the site's, unsupported claims, and the user's instructions. Problems are first shown to the
 * model (one re-ask); what still fails is then fixed here without the model: sentences cut whole,
 * emoji stripped, foreign links and invented codes removed, an emptied piece taken from the
 * built-in writer.
 */
import type { z } from 'zod';
import { cleanAllText } from '@sitespark/service-kit';
import { adTextFits, fitSentences, fitsPlatform, platformRules, postLength, splitSentences, stripEmoji, type AdFormat, type Campaign, type KitLanguage, type SiteModel, type SocialNetwork, type UserInstructions } from '@sitespark/site-model';
import { analyseInstructions } from '../../domain/check-instructions.ts';
import { analyseGrounding, copyPieces, type GroundableKit } from '../../domain/ground-kit.ts';
import { socialPlatforms, type GeneratedCopy } from '../content-generator.ts';
import type { ModelAnswer } from './model-client.ts';
import { extractJson } from './extract-json.ts';
import type { SectionSpec } from './kit-sections.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** The answer as the section's schema wants it, or the error to show the model. */
export function parseSection<S extends z.ZodType>(spec: SectionSpec<S>, answer: ModelAnswer): Parsed<z.infer<S>> {
  if (answer.refusal && !answer.content.trim()) return { ok: false, error: `you declined to answer ("${answer.refusal.slice(0, 200)}"); this is ordinary marketing copy for the business's own website` };
  const extracted = extractJson(answer.content);
  // An answer that ran into the output cap may still hold a whole object (some servers pad JSON mode with white space).
  const parsed = extracted.ok ? spec.schema.safeParse(cleanAllText(extracted.value)) : null;
  if (parsed?.success) return { ok: true, value: parsed.data as z.infer<S> };
  if (answer.finishReason === 'length') return { ok: false, error: 'your answer was cut off at the output limit; write shorter pieces so the whole JSON object fits' };
  if (!extracted.ok || !parsed) return { ok: false, error: extracted.ok ? 'the answer holds no JSON object' : extracted.error };
  const issues = parsed.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(the object)'}: ${issue.message}`);
  return { ok: false, error: `the JSON does not match the schema: ${issues.join('; ')}` };
}

export interface CheckContext {
  site: SiteModel;
  language: KitLanguage;
  instructions: UserInstructions;
  /** The brief as the campaign reads it: the model's pieces are checked as the final kit is. */
  campaign?: Campaign | null;
  prompt: string;
  unsupportedClaims: 'mark' | 'remove';
}

export interface PieceProblem {
  path: string;
  problem: string;
}

const emptyKit: GroundableKit = {
  socialPlatforms: [],
  emailCopy: { subject: '', body: '', sequences: { welcome: [], nurture: [], promotional: [] } },
  adCopy: { headline: '', description: '', cta: '', variations: { headlines: [], descriptions: [], ctas: [] } },
  websiteCopy: { hero: '', subheading: '', callToAction: '', features: '', benefits: '', testimonial: '' },
  marketingIntel: { keyBenefits: [] },
};

/** A kit holding only this section's copy, for the kit-wide checks. */
function kitOf(part: Partial<GeneratedCopy>): GroundableKit {
  return {
    socialPlatforms: part.social ?? emptyKit.socialPlatforms,
    emailCopy: part.emailCopy ?? emptyKit.emailCopy,
    adCopy: part.adCopy ?? emptyKit.adCopy,
    websiteCopy: part.websiteCopy ?? emptyKit.websiteCopy,
    marketingIntel: part.marketingIntel ?? emptyKit.marketingIntel,
  };
}

/** A piece of the section by its GenerationResult path ("socialPlatforms.0.options.2", "adCopy.headline"). */
export function readPiece(part: Partial<GeneratedCopy>, path: string): string | undefined {
  let node: unknown = { ...part, socialPlatforms: part.social };
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The section with one piece replaced (a copy; the original is left alone). */
export function writePiece(part: Partial<GeneratedCopy>, path: string, text: string): Partial<GeneratedCopy> {
  const copy = structuredClone(part);
  const keys = path.split('.');
  let node: Record<string, unknown> = { ...copy, socialPlatforms: copy.social } as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') return copy;
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = text;
  return copy;
}

const networkOfPath = (path: string): SocialNetwork | null => {
  const match = /^socialPlatforms\.(\d)\./u.exec(path);
  return match ? (socialPlatforms[Number(match[1])] ?? null) : null;
};

const adFormatOf = (path: string): AdFormat | null =>
  path === 'adCopy.headline' || path.startsWith('adCopy.variations.headlines.') ? 'googleHeadline' : path === 'adCopy.description' || path.startsWith('adCopy.variations.descriptions.') ? 'googleDescription' : null;

/** Links: anything with a scheme, or a bare host in lower case with a known top-level domain (so "ASP.NET" or "Shop.Es gibt" are not links). */
const linkPattern = /[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s)>\]"']+|(?<![\p{L}\p{N}@.-])(?:www\.)?(?:[\p{Ll}\p{N}-]+\.)+(?:com|net|org|io|co|de|es|fr|pt|br|uk|eu|at|ch|it|nl|app|dev|shop|store|studio|info|biz|me|us|ca|au|mx|ar|example|xyz|ly|gg)(?![\p{L}\p{N}])(?:\/[^\s)>\]"']*)?/gu;

function hostOf(link: string): string {
  return link
    .replace(/^https?:\/\//iu, '')
    .split(/[/?#:]/u)[0]!
    .replace(/^www\./iu, '')
    .toLowerCase();
}

const siteTexts = new WeakMap<SiteModel, { text: string; lower: string }>();

/** Every sentence of the site in one text (and lower-cased), made once per site model: every piece of a kit is checked against it. */
function siteTextOf(site: SiteModel): { text: string; lower: string } {
  let joined = siteTexts.get(site);
  if (joined === undefined) {
    const text = site.sentences.map((s) => s.text).join('\n');
    joined = { text, lower: text.toLowerCase() };
    siteTexts.set(site, joined);
  }
  return joined;
}

/** Links in a piece to a host that is neither the site's own nor named on the site. */
export function foreignLinks(text: string, site: SiteModel): string[] {
  const own = site.domain.replace(/^www\./iu, '').toLowerCase();
  return [...text.matchAll(linkPattern)]
    .map((m) => m[0].replace(/[.,;:!?]+$/u, ''))
    .filter((link) => {
      const host = hostOf(link);
      return host !== own && !host.endsWith(`.${own}`) && !siteTextOf(site).lower.includes(host);
    });
}

const codeLike = /^(?=.*\d)[\p{L}\p{N}-]{3,}$|^[\p{Lu}\p{N}-]{4,}$/u;

/** What the kit-wide checks say about this section, by piece: claims not on the site and broken instructions. */
function kitChecks(part: Partial<GeneratedCopy>, context: CheckContext) {
  const kit = kitOf(part);
  const grounding = analyseGrounding(kit, context.site, { prompt: context.prompt });
  const instructions = analyseInstructions(kit, context.instructions, context.site, 'openai', undefined, context.campaign);
  return { kit, grounding, instructions };
}

/** Every problem the model should be shown, by piece. */
export function reviewSection(spec: SectionSpec, part: Partial<GeneratedCopy>, context: CheckContext): PieceProblem[] {
  const problems: PieceProblem[] = [];
  const { kit, grounding, instructions } = kitChecks(part, context);
  for (const piece of copyPieces(kit)) {
    if (!piece.path.startsWith(spec.pathPrefix)) continue;
    const network = networkOfPath(piece.path);
    if (network && !fitsPlatform(piece.text, network)) {
      const rule = platformRules[network];
      problems.push({ path: piece.path, problem: `${piece.path} is ${postLength(piece.text, network)} characters${network === 'Twitter' ? ' as Twitter counts them' : ''} with ${(piece.text.match(/(^|\s)#[\p{L}\p{N}_]+/gu) ?? []).length} hashtags; ${network} allows ${rule.maxLength} characters and ${rule.maxHashtags} hashtags` });
    }
    const format = adFormatOf(piece.path);
    if (format && !adTextFits(piece.text, format)) problems.push({ path: piece.path, problem: `${piece.path} is ${[...piece.text].length} characters; the limit is ${format === 'googleHeadline' ? 30 : 90}` });
    for (const link of foreignLinks(piece.text, context.site)) problems.push({ path: piece.path, problem: `${piece.path} links to ${link}, which is not the business's site (${context.site.domain})` });
    for (const claim of grounding.pieces.get(piece.path)?.unsupported ?? []) {
      if (claim.kind === 'offer' && codeLike.test(claim.text)) problems.push({ path: piece.path, problem: `${piece.path} has the code "${claim.text}", which is not on the site` });
      else if (claim.kind === 'quote') problems.push({ path: piece.path, problem: `${piece.path} quotes "${claim.text.slice(0, 80)}", which is not a testimonial on the site` });
      else if (claim.kind !== 'claim' && claim.kind !== 'feature') problems.push({ path: piece.path, problem: `${piece.path} states "${claim.text}" (${claim.kind}), which is not on the site` });
    }
    for (const label of instructions.violations.get(piece.path) ?? []) problems.push({ path: piece.path, problem: `${piece.path} does not follow the user's instruction: ${label}` });
  }
  if (spec.name === 'email') {
    for (const missing of instructions.check.notHonoured) {
      if (/missing from the email/u.test(missing.reason)) problems.push({ path: 'emailCopy.body', problem: `emailCopy.body does not follow the user's instruction: ${missing.instruction}` });
    }
  }
  return problems;
}


function withoutSentences(text: string, language: KitLanguage, drop: (sentence: string) => boolean): string {
  // Line breaks are kept: sentences are dropped within each line.
  return text
    .split('\n')
    .map((line) => {
      const sentences = splitSentences(line, language);
      return sentences.length === 0 ? line : sentences.filter((s) => !drop(s)).join(' ');
    })
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/** Does the text hold this claim as a whole (the claim "20" is not in "120 €")? */
function containsWhole(text: string, claim: string): boolean {
  const escaped = claim.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** A tweet over the limit loses whole sentences from its end (its hashtags kept while they fit), never words. */
export function fitTweet(text: string, language: KitLanguage): string {
  if (fitsPlatform(text, 'Twitter')) return text;
  const tags = text.match(/(?:\s#[\p{L}\p{N}_]+)+\s*$/u)?.[0] ?? '';
  const body = text.slice(0, text.length - tags.length).trim();
  const sentences = splitSentences(body, language);
  for (const withTags of [tags.trim(), '']) {
    for (let count = sentences.length; count >= 1; count--) {
      const candidate = [sentences.slice(0, count).join(' '), withTags].filter(Boolean).join(' ');
      if (fitsPlatform(candidate, 'Twitter')) return candidate;
    }
  }
  return fitSentences(sentences[0] ?? body, platformRules.Twitter.maxLength, language);
}

const codeToken = /(?<![\p{L}\p{N}-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{4,}(?![\p{L}\p{N}-])/gu;

/** The copy pieces (grounded and checked above), as opposed to advice (tips, strategy, checklists, insights). */
const copyPiecePath = /^(?:social\.\d+\.options|emailCopy\.(?:subject|body|sequences)|adCopy\.(?:headline|description|cta|variations)|websiteCopy|marketingIntel\.keyBenefits)(?:\.|$)/u;

/** Every string in the section with its dotted path ("adCopy.strategy.budgetTips.1"). */
function stringLeaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => stringLeaves(v, path ? `${path}.${key}` : key));
  return [];
}

/** Lists of advice lose the items the checks emptied. */
function withoutEmptyAdvice(part: Partial<GeneratedCopy>): Partial<GeneratedCopy> {
  const keep = (items: string[]) => items.filter((item) => /[\p{L}\p{N}]/u.test(item));
  const copy = structuredClone(part);
  if (copy.emailCopy) copy.emailCopy.tips = keep(copy.emailCopy.tips);
  if (copy.adCopy) {
    for (const key of ['platforms', 'audiences', 'budgetTips', 'keywords'] as const) copy.adCopy.strategy[key] = keep(copy.adCopy.strategy[key]);
    for (const key of ['facebook', 'google', 'linkedin', 'tiktok'] as const) copy.adCopy.checklist[key] = keep(copy.adCopy.checklist[key]);
  }
  if (copy.marketingIntel) copy.marketingIntel.competitorInsights = keep(copy.marketingIntel.competitorInsights);
  return copy;
}

export interface CleanedSection {
  part: Partial<GeneratedCopy>;
  /** User-facing sentences on what was removed or replaced. */
  notices: string[];
}

/**
 * The last word, without the model: links to other sites and codes not on the site removed
 * (always), unsupported claims removed when so configured, emoji stripped when the user said none,
 * pieces fitted to their limits by whole sentences, and a piece left empty taken from the
 * built-in writer (asked for only then).
 */
export function cleanSection(spec: SectionSpec, part: Partial<GeneratedCopy>, context: CheckContext, builtin: () => Partial<GeneratedCopy>): CleanedSection {
  const { language, site } = context;
  const { kit, grounding } = kitChecks(part, context);
  let result = part;
  const removedLinks = new Set<string>();
  const removedCodes = new Set<string>();
  let removedClaims = 0;
  let replaced = 0;
  for (const piece of copyPieces(kit)) {
    if (!piece.path.startsWith(spec.pathPrefix)) continue;
    let text = piece.text;
    const unsupported = grounding.pieces.get(piece.path)?.unsupported ?? [];
    const codes = unsupported.filter((c) => c.kind === 'offer' && codeLike.test(c.text)).map((c) => c.text);
    const links = foreignLinks(text, site);
    const claims = context.unsupportedClaims === 'remove' ? unsupported.filter((c) => c.kind !== 'claim' && c.kind !== 'feature').map((c) => c.text) : [];
    if (codes.length || links.length || claims.length) {
      text = withoutSentences(text, language, (sentence) => {
        const hasLink = links.some((l) => sentence.includes(l));
        const hasCode = codes.some((c) => containsWhole(sentence, c));
        const hasClaim = claims.some((c) => containsWhole(sentence, c));
        if (hasLink) links.filter((l) => sentence.includes(l)).forEach((l) => removedLinks.add(l));
        if (hasCode) codes.filter((c) => containsWhole(sentence, c)).forEach((c) => removedCodes.add(c));
        if (hasClaim && !hasLink && !hasCode) removedClaims++;
        return hasLink || hasCode || hasClaim;
      });
      // A link or code the sentence splitter left inside a kept line still goes.
      for (const link of links) if (text.includes(link)) text = text.split(link).join('').replace(/\s{2,}/gu, ' ').trim();
    }
    if (context.instructions.emoji === false) text = stripEmoji(text).trim();
    const network = networkOfPath(piece.path);
    if (network === 'Twitter') text = fitTweet(text, language);
    else if (network && !fitsPlatform(text, network)) text = fitSentences(text, platformRules[network].maxLength, language);
    const format = adFormatOf(piece.path);
    if (format && !adTextFits(text, format)) text = fitSentences(text, format === 'googleHeadline' ? 30 : 90, language);
    if (!/[\p{L}\p{N}]/u.test(text) || (format && !adTextFits(text, format))) {
      text = readPiece(builtin(), piece.path) ?? text;
      replaced++;
    }
    if (text !== piece.text) result = writePiece(result, piece.path, text);
  }
  // The advice no check above reads (tips, strategy, checklists, insights) and any piece left empty.
  for (const [path, value] of stringLeaves(result)) {
    let text = value;
    const isCopy = copyPiecePath.test(path);
    if (!isCopy) {
      const links = foreignLinks(text, site);
      const codes = [...text.matchAll(codeToken)].map((m) => m[0]).filter((code) => !containsWhole(siteTextOf(site).text, code));
      if (links.length || codes.length) {
        links.forEach((l) => removedLinks.add(l));
        codes.forEach((c) => removedCodes.add(c));
        text = withoutSentences(text, language, (sentence) => links.some((l) => sentence.includes(l)) || codes.some((c) => containsWhole(sentence, c)));
      }
      if (context.instructions.emoji === false) text = stripEmoji(text).trim();
    }
    // Copy the checks emptied, or the model left empty, is the built-in writer's; emptied advice just goes.
    if (isCopy && !/[\p{L}\p{N}]/u.test(text)) {
      const stand = readPiece(builtin(), path);
      if (stand) {
        text = stand;
        replaced++;
      }
    }
    if (text !== value) result = writePiece(result, path, text);
  }
  result = withoutEmptyAdvice(result);

  const notices: string[] = [];
  if (removedCodes.size) notices.push(`A discount code the model wrote is not on your site and was removed from ${spec.label} (${[...removedCodes].join(', ')}).`);
  if (removedLinks.size) notices.push(`A link to another site was removed from ${spec.label} (${[...removedLinks].map(hostOf).join(', ')}).`);
  if (removedClaims) notices.push(`${removedClaims} sentence${removedClaims === 1 ? '' : 's'} with a claim not on your site ${removedClaims === 1 ? 'was' : 'were'} removed from ${spec.label}.`);
  if (replaced) notices.push(`${replaced} piece${replaced === 1 ? '' : 's'} of ${spec.label} ${replaced === 1 ? 'was' : 'were'} written by the built-in writer after the model's version failed its checks.`);
  return { part: result, notices };
}

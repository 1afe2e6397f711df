import { z } from 'zod';
import { GeneratedContent, MarketingIntel } from './generated-content.ts';

/** The four networks the kit writes posts for. */
export const socialPlatforms = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'] as const;
export const SocialPlatform = z.enum(socialPlatforms);
export type SocialPlatform = z.infer<typeof SocialPlatform>;

/** Three distinct posts for one network. */
export const PlatformPosts = z.object({
  platform: SocialPlatform,
  options: z.array(z.string().min(1)).length(3),
});
export type PlatformPosts = z.infer<typeof PlatformPosts>;

/** One reason a post scores what it does, with the points it earned out of `max`. */
export const ScoreFactor = z.object({
  factor: z.string(),
  label: z.string(),
  points: z.number(),
  max: z.number(),
  explanation: z.string(),
});
export type ScoreFactor = z.infer<typeof ScoreFactor>;

/**
 * How much a score can be trusted: 'low' when the site gave little to work with (page not read,
 * few facts) or the kit's posts score almost alike; 'high' when the posts are clearly separated
 * and built on plenty of site facts.
 */
export const ScoreConfidence = z.enum(['low', 'medium', 'high']);
export type ScoreConfidence = z.infer<typeof ScoreConfidence>;

export const PostScore = z.object({
  platform: SocialPlatform,
  /** 1-3, the option within the platform's posts. */
  option: z.number().int().min(1).max(3),
  /** Absolute score from the post's measured text features (hook, specificity, call to action, readability, platform fit, defects). */
  score: z.number().min(0).max(100),
  /** Relative to this kit's other posts ("Strongest post of this kit", "Above this kit's average", ...), never "high viral potential" by default. */
  verdict: z.string(),
  /** What moved the score: points out of max, with a user-facing explanation each. */
  factors: z.array(ScoreFactor),
  /** How far the score can be trusted (see ScoreConfidence). */
  confidence: ScoreConfidence,
  /** 1 = the best of this kit's posts, up to 12 (4 networks x 3 options); each rank used once, ties ordered by network then option. */
  rank: z.number().int().min(1),
});
export type PostScore = z.infer<typeof PostScore>;

/** The viral predictor: every post scored from its own text, never fixed sample numbers. */
export const ViralPredictor = z.object({
  overallScore: z.number().min(0).max(100),
  verdict: z.string(),
  best: z.object({ platform: SocialPlatform, option: z.number().int(), score: z.number() }),
  posts: z.array(PostScore),
  tips: z.array(z.string()),
  /** Confidence of the overall score and ranking. */
  confidence: ScoreConfidence,
  /** One or two sentences saying what moved the overall score (e.g. "Posts that name your prices and features score highest; 3 posts carry a claim not on your site."). */
  explanation: z.string(),
});
export type ViralPredictor = z.infer<typeof ViralPredictor>;

/** How the website analysis reached its conclusions, and whether the site could be read at all. */
export const AnalysisReport = z.object({
  /** False when the site could not be fetched; `note` then says why. */
  fetched: z.boolean(),
  note: z.string().nullable(),
  generator: z.enum(['builtin', 'openai']),
  nameSource: z.string(),
  typeEvidence: z.array(z.string()),
  featureSources: z.array(z.string()),
  callsToAction: z.array(z.string()),
  colorEvidence: z.array(z.string()),
});
export type AnalysisReport = z.infer<typeof AnalysisReport>;

/** The kit's languages (the same list as the site model's KitLanguage). */
export const kitLanguageCodes = ['en', 'de', 'es', 'fr', 'pt'] as const;
export const KitLanguageCode = z.enum(kitLanguageCodes);

/** The language the kit is written in, and why ("the page declares lang=\"de\"", "your prompt asks for German"). */
export const KitLanguageInfo = z.object({
  code: KitLanguageCode,
  /** English name of the language: 'English', 'German', 'Spanish', 'French', 'Portuguese'. */
  name: z.string(),
  evidence: z.string(),
});
export type KitLanguageInfo = z.infer<typeof KitLanguageInfo>;

/** A sentence on the site (or in the owner's brief) that a claim came from. */
export const ClaimSource = z.object({
  text: z.string(),
  /** Where it stands: 'title', 'meta description', 'h1', 'heading', 'paragraph', 'list item', 'testimonial', 'price', 'structured data', 'snippet', 'your brief' (the owner's prompt) or 'your correction' (the owner's correction of what was read). */
  where: z.string(),
});
export type ClaimSource = z.infer<typeof ClaimSource>;

/** `where` of a claim the owner's brief states: a fact from the owner, never counted as from the site. */
export const briefSourceWhere = 'your brief';

/** Does the source stand in the owner's brief? Kits kept before 'your brief' said 'your prompt' (or the site model's 'prompt'). */
export function isBriefSource(source: ClaimSource | null | undefined): boolean {
  return source?.where === briefSourceWhere || source?.where === 'your prompt' || source?.where === 'prompt';
}

export const claimKinds = ['feature', 'price', 'number', 'date', 'place', 'quote', 'offer', 'claim'] as const;
export const ClaimKind = z.enum(claimKinds);
export type ClaimKind = z.infer<typeof ClaimKind>;

/** One factual claim found in a copy piece of the kit. */
export const Claim = z.object({
  /**
   * Dotted JSON path of the piece in this result, e.g. "socialPlatforms.0.options.2",
   * "emailCopy.body", "emailCopy.sequences.welcome.1.body", "adCopy.headline",
   * "adCopy.variations.headlines.0", "websiteCopy.hero", "marketingIntel.keyBenefits.1".
   */
  path: z.string(),
  /** The claim exactly as it appears in the piece: a price, number, date, place, quote, feature name, code or (kind 'claim') a whole sentence. */
  text: z.string(),
  kind: ClaimKind,
  /** The sentence on the site it came from; null means "not on your site" (flag it in the UI). */
  source: ClaimSource.nullable(),
});
export type Claim = z.infer<typeof Claim>;

/** Grounding of the whole kit: every claim with its source, for both writers. */
export const Grounding = z.object({
  claims: z.array(Claim),
  /** How many claims have no source (source null). */
  unsupported: z.number().int().min(0),
  /** How many claims come from the owner's brief (isBriefSource), counted apart from the site's; absent in kits kept before it was. */
  fromBrief: z.number().int().min(0).optional(),
  /** How many claims come from the owner's corrections of what was read ('your correction'), counted apart from the site's; absent in kits kept before there were corrections. */
  fromCorrections: z.number().int().min(0).optional(),
  /** One user-facing sentence, e.g. "41 of 45 facts in this kit come from your site, 2 from your brief; 2 are not on your site (a quote, a discount code)." */
  summary: z.string(),
});
export type Grounding = z.infer<typeof Grounding>;

/** Which of the user's instructions (from the custom prompt and target audience) the kit follows. */
export const InstructionCheck = z.object({
  /** Each in the user's words: "Written in German", "No emoji", "Mentions “the Saturday pottery course” in every post". */
  honoured: z.array(z.string()),
  notHonoured: z.array(
    z.object({
      instruction: z.string(),
      /** Why, specifically: "3 sentences are in English (e.g. “…”)", "The built-in writer can't follow this request; an AI model can (set OPENAI_API_KEY)". */
      reason: z.string(),
    }),
  ),
});
export type InstructionCheck = z.infer<typeof InstructionCheck>;

/** The owner's brief read as a campaign, as the kit shows it: each part in the owner's words, or null. */
export const KitCampaign = z.object({
  what: z.string().nullable(),
  forWhom: z.string().nullable(),
  byWhen: z.string().nullable(),
  price: z.string().nullable(),
  points: z.array(z.string()),
  statements: z.array(z.string()),
  tone: z.string().nullable(),
  /** "Campaign: Friday fish fry for families around Geneva · this month", or null when the brief names none of what, for whom or by when. */
  summary: z.string().nullable(),
});
export type KitCampaign = z.infer<typeof KitCampaign>;

/** The spec's marketing intelligence plus what moved the content rating (points out of max, explained). */
export const KitMarketingIntel = MarketingIntel.extend({
  contentRatingFactors: z.array(ScoreFactor),
});
export type KitMarketingIntel = z.infer<typeof KitMarketingIntel>;

/** The parts of the kit a writer produces; each is written (or re-asked) on its own. */
export const kitSections = ['social', 'email', 'ads', 'website', 'intel'] as const;
export const KitSection = z.enum(kitSections);
export type KitSection = z.infer<typeof KitSection>;

/** What the configured model did for one kit: tokens, time and how it ended. */
export const ModelUsage = z.object({
  /** The model as the server named it in its answer (or as configured). */
  model: z.string(),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  /** Wall time of the model calls for this kit, in milliseconds. */
  latencyMs: z.number().int().min(0),
  /** Chat completion requests made (sections, repairs and re-asks; the SDK's own retries not counted). */
  calls: z.number().int().min(0),
  /** 'model': every section by the model; 'partial': some by the built-in writer; 'builtin': none by the model. */
  outcome: z.enum(['model', 'partial', 'builtin']),
});
export type ModelUsage = z.infer<typeof ModelUsage>;

/** Who wrote the kit, section by section, and what the user should know about it. */
export const KitWriter = z.object({
  /** The configured model, or null when the built-in writer is the configured writer. */
  model: z.string().nullable(),
  sections: z.object({
    social: z.enum(['model', 'builtin']),
    email: z.enum(['model', 'builtin']),
    ads: z.enum(['model', 'builtin']),
    website: z.enum(['model', 'builtin']),
    intel: z.enum(['model', 'builtin']),
  }),
  /** User-facing sentences: why a section is the built-in writer's, what was removed from the model's answer. */
  notices: z.array(z.string()),
  usage: ModelUsage.nullable(),
});
export type KitWriter = z.infer<typeof KitWriter>;

/** What POST /api/marketing/generate answers: the spec's generated content plus the insights behind it. */
export const GenerationResult = GeneratedContent.extend({
  socialPlatforms: z.array(PlatformPosts),
  viralPredictor: ViralPredictor,
  analysisReport: AnalysisReport,
  /** marketingIntel with `contentRatingFactors`; still a valid spec MarketingIntel. */
  marketingIntel: KitMarketingIntel,
  /** The language the kit is written in and why. */
  language: KitLanguageInfo,
  /** Every factual claim in the copy with its source on the site, or flagged "not on your site". */
  grounding: Grounding,
  /** The user's instructions honoured and not honoured. */
  instructions: InstructionCheck,
  /** The owner's brief read as a campaign; absent in kits kept before it was read. */
  campaign: KitCampaign.optional(),
  /**
   * One whole sentence, shown as it is, saying what the kit was built from: "Built from your page at
   * https://…, your 2 snippets and your prompt.", or, for a kit the user chose to write without the
   * page, "Written from your 2 snippets and your prompt alone, because we could not read https://…:
   * the page answered 404 Not Found."
   */
  builtFrom: z.string(),
  /** Which writer wrote each section (the model, or the built-in writer when the model could not), with notices and usage. */
  writer: KitWriter,
});
export type GenerationResult = z.infer<typeof GenerationResult>;

import { z } from 'zod';
import { AdCopy, EmailCopy, MarketingIntel, PlatformPosts, socialPlatforms, WebsiteCopy, type KitWriter } from '@sitespark/contracts';
import { campaignOf, type WriterBrief } from '@sitespark/site-model';

export { PlatformPosts, SocialPlatform, socialPlatforms } from '@sitespark/contracts';

/**
 * The written part of the kit, which either generator produces. Scores, grounding, the
 * instruction check, send metrics, flyers, video and brand colours are computed afterwards from
 * this text and the site model, so both generators are judged the same way.
 */
export const GeneratedCopy = z.object({
  social: z
    .array(PlatformPosts)
    .length(socialPlatforms.length)
    .refine((posts) => socialPlatforms.every((platform) => posts.some((p) => p.platform === platform)), 'One entry per platform'),
  emailCopy: EmailCopy.omit({ metrics: true }),
  adCopy: AdCopy,
  websiteCopy: WebsiteCopy,
  marketingIntel: MarketingIntel.pick({ keyBenefits: true, competitorInsights: true }),
});
export type GeneratedCopy = z.infer<typeof GeneratedCopy>;

export interface GenerationBrief extends WriterBrief {
  snippets: Array<{
    description: string;
    /** A data URL of the image we decoded and re-encoded (downscaled), for generators that look at images; never a URL the user gave. */
    image: string | null;
  }>;
}

/** The brief with its campaign read, for a writer given a brief built without one. */
export function withCampaign<T extends WriterBrief>(brief: T): T {
  return brief.campaign ? brief : { ...brief, campaign: campaignOf(brief) };
}

/** The copy and who wrote each section of it. */
export interface GenerationOutcome {
  copy: GeneratedCopy;
  writer: KitWriter;
}

/** One piece of a kept kit to write again: its texts by path, what to change, and texts it must not repeat. */
export interface PieceRewriteRequest {
  /** What the piece is, for the writer ("a Twitter post", "an email of the welcome sequence"). */
  label: string;
  texts: Array<{ path: string; text: string }>;
  /** In plain words: "Make it clearly shorter (at most 90% of the characters).", or null for simply another version. */
  instruction: string | null;
  /** The kit's other texts of the same kind, which the new version must not repeat. */
  avoid: string[];
}

export interface PieceRewrite {
  texts: Array<{ path: string; text: string }>;
  /** Model tokens (in + out) the rewrite cost. */
  tokens: number;
}

export interface ContentGenerator {
  readonly kind: 'builtin' | 'openai';
  /** Whether `generate` looks at the snippets' images: only then is a small copy of each encoded for the brief. */
  readonly readsImages: boolean;
  generate(brief: GenerationBrief): Promise<GenerationOutcome>;
  /** Writes one piece again (the model path); the built-in writer's versions come from writing with another seed. */
  rewrite?(brief: GenerationBrief, request: PieceRewriteRequest): Promise<PieceRewrite>;
  /** For /readyz: whether the writer can work as configured, and what is wrong when not. */
  health?(): { ok: boolean; detail: string };
}

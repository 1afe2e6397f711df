import { z } from 'zod';
import { GeneratedContent } from './generated-content.ts';

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

export const PostScore = z.object({
  platform: SocialPlatform,
  /** 1-3, the option within the platform's posts. */
  option: z.number().int().min(1).max(3),
  score: z.number().min(0).max(100),
  verdict: z.string(),
  factors: z.array(ScoreFactor),
});
export type PostScore = z.infer<typeof PostScore>;

/** The viral predictor: every post scored from its own text, never fixed sample numbers. */
export const ViralPredictor = z.object({
  overallScore: z.number().min(0).max(100),
  verdict: z.string(),
  best: z.object({ platform: SocialPlatform, option: z.number().int(), score: z.number() }),
  posts: z.array(PostScore),
  tips: z.array(z.string()),
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

/** What POST /api/marketing/generate answers: the spec's generated content plus the insights behind it. */
export const GenerationResult = GeneratedContent.extend({
  socialPlatforms: z.array(PlatformPosts),
  viralPredictor: ViralPredictor,
  analysisReport: AnalysisReport,
});
export type GenerationResult = z.infer<typeof GenerationResult>;

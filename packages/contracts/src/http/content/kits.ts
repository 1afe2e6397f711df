import { z } from 'zod';
import { Timestamp } from '../../common.ts';
import { Claim, GenerationResult, KitLanguageCode, PostScore } from './kit-insights.ts';

/** GET /api/kits/:id and the other routes of one kit. */
export const KitParams = z.object({ id: z.uuid({ error: 'Kit not found' }) });
export type KitParams = z.infer<typeof KitParams>;

/** GET /api/kits: newest first, `cursor` from the previous page's `nextCursor`, `q` searches name and site. */
export const KitListQuery = z.object({
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type KitListQuery = z.infer<typeof KitListQuery>;

export const KitSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The site the kit was made from. */
  url: z.string(),
  siteName: z.string(),
  /** The site type the analysis found ('Restaurant', 'SaaS', ...). */
  type: z.string(),
  language: KitLanguageCode,
  createdAt: Timestamp,
  /** A flyer or snippet image of the kit, or null when it has none. */
  thumbnail: z.string().nullable(),
});
export type KitSummary = z.infer<typeof KitSummary>;

export const KitList = z.object({
  items: z.array(KitSummary),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type KitList = z.infer<typeof KitList>;

/** What the kit was asked for (no image bytes). */
export const KitRequestInfo = z.object({
  url: z.string(),
  customPrompt: z.string(),
  targetAudience: z.string(),
  includeVideo: z.boolean(),
  siteSnips: z.array(z.object({ description: z.string(), imageUrl: z.string() })),
});
export type KitRequestInfo = z.infer<typeof KitRequestInfo>;

/** A video rendered from the kit (its slideshow exported as MP4); it lives in "Your videos", and deleting the kit keeps it. */
export const KitVideo = z.object({
  /** The render's id in "Your videos". */
  id: z.string(),
  /** Plays or downloads the MP4. */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nonnegative(),
  createdAt: Timestamp,
});
export type KitVideo = z.infer<typeof KitVideo>;

/** A kit's metadata, beside its content. */
export const KitInfo = KitSummary.extend({
  updatedAt: Timestamp,
  /** 0 as generated; each edit, regeneration or rename adds one. */
  revision: z.number().int().min(0),
  request: KitRequestInfo,
  /** Whether a share link is active, and since when (the token itself is never stored). */
  share: z.object({ createdAt: Timestamp }).nullable(),
  /** False for kits kept before their site model was stored: their pieces cannot be rewritten. */
  canRegenerate: z.boolean(),
  /** The videos rendered from the kit, newest first: on GET /api/kits/:id (the routes that change a kit leave it out). */
  videos: z.array(KitVideo).optional(),
});
export type KitInfo = z.infer<typeof KitInfo>;

/**
 * A kept kit: the content exactly as the result tabs show it (edits applied), so every `path` below
 * is a dotted path into this object ("websiteCopy.hero", "socialPlatforms.0.options.2"), plus `kit`.
 */
export const Kit = GenerationResult.extend({ kit: KitInfo });
export type Kit = z.infer<typeof Kit>;

/** What POST /api/marketing/generate answers: the kit as generated and the id it is kept under. */
export const GeneratedKit = GenerationResult.extend({ kitId: z.string() });
export type GeneratedKit = z.infer<typeof GeneratedKit>;

/** A dotted path into the kit's content: object keys and array indexes. */
export const KitPath = z
  .string()
  .trim()
  .min(1, 'Say which text to change (a path such as websiteCopy.hero)')
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.(?:[A-Za-z][A-Za-z0-9]*|\d{1,3}))*$/, 'A path is keys and indexes joined by dots, such as socialPlatforms.0.options.1')
  // One text has one path: "00" or "01" would read index 0 or 1 but name another key when written.
  .refine((path) => !/\.0\d/.test(path), 'Write indexes without leading zeros, such as socialPlatforms.0.options.1');

export const KitTextEdit = z.object({
  path: KitPath,
  value: z.string().max(10_000, 'A text can be at most 10,000 characters'),
});
export type KitTextEdit = z.infer<typeof KitTextEdit>;

/** PATCH /api/kits/:id: rename, and/or replace texts (stored together as one revision). */
export const KitUpdate = z
  .object({
    name: z.string().trim().min(1, 'A kit name cannot be empty').max(120, 'A kit name can be at most 120 characters').optional(),
    edits: z.array(KitTextEdit).max(50, 'At most 50 edits at once').optional(),
  })
  .refine((update) => update.name !== undefined || (update.edits?.length ?? 0) > 0, 'Send a new name or at least one edit');
export type KitUpdate = z.infer<typeof KitUpdate>;

/** How to rewrite one piece. */
export const regenerateInstructions = ['shorter', 'longer', 'more casual', 'more formal', 'another angle'] as const;
export const RegenerateInstruction = z.enum(regenerateInstructions, {
  error: `The instruction must be one of: ${regenerateInstructions.join(', ')}`,
});
export type RegenerateInstruction = z.infer<typeof RegenerateInstruction>;

/** POST /api/kits/:id/regenerate: one post, one email, one ad variation or one website block. */
export const KitRegenerateRequest = z.object({
  path: KitPath,
  instruction: RegenerateInstruction.optional(),
});
export type KitRegenerateRequest = z.infer<typeof KitRegenerateRequest>;

export const KitChange = z.object({
  path: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
});
export type KitChange = z.infer<typeof KitChange>;

export const KitRegenerated = z.object({
  /** The rewritten piece's paths (an email rewrites its subject and body) and their new texts. */
  changes: z.array(KitChange),
  /** The claims found in the new text, each with its source on the site or flagged. */
  grounding: z.array(Claim),
  /** The post's new score, when the piece is a post. */
  score: PostScore.nullable(),
  revision: z.number().int().min(1),
  /** The whole kit after the change (scores and grounding recomputed). */
  kit: Kit,
});
export type KitRegenerated = z.infer<typeof KitRegenerated>;

export const kitRevisionKinds = ['edit', 'regenerate', 'rename'] as const;
export const KitRevision = z.object({
  revision: z.number().int().min(1),
  kind: z.enum(kitRevisionKinds),
  createdAt: Timestamp,
  /** The paths changed ("name" for a rename) with their old and new values. */
  changes: z.array(KitChange),
  /** For a regeneration, the instruction given, if any. */
  instruction: RegenerateInstruction.nullable(),
});
export type KitRevision = z.infer<typeof KitRevision>;

export const KitRevisionList = z.object({ items: z.array(KitRevision) });
export type KitRevisionList = z.infer<typeof KitRevisionList>;

/** POST /api/kits/:id/share: the link, shown once (only a hash of the token is kept). */
export const KitShareLink = z.object({ token: z.string(), url: z.string() });
export type KitShareLink = z.infer<typeof KitShareLink>;

export const SharedKitParams = z.object({ token: z.string().min(1).max(100) });
export type SharedKitParams = z.infer<typeof SharedKitParams>;

/** GET /api/shared/:token: the kit read-only, without its owner's request details. */
export const SharedKit = GenerationResult.extend({
  kit: KitInfo.pick({ name: true, url: true, siteName: true, type: true, language: true, createdAt: true, updatedAt: true }),
});
export type SharedKit = z.infer<typeof SharedKit>;

/** The public address of a shared kit's stored image (flyer or snippet), by its place in the kit: GET /api/shared/:token/files/:index. */
export const SharedKitFileParams = z.object({ token: z.string().min(1).max(100), index: z.coerce.number().int().min(0).max(999) });
export type SharedKitFileParams = z.infer<typeof SharedKitFileParams>;

import { z } from 'zod';
import { Timestamp } from '../../common.ts';
import { Claim, type SocialPlatform } from './kit-insights.ts';

/** The networks a posting plan can schedule, as the plan request names them. */
export const planNetworks = ['twitter', 'facebook', 'linkedin', 'instagram'] as const;
export const PlanNetwork = z.enum(planNetworks);
export type PlanNetwork = z.infer<typeof PlanNetwork>;

/** The kit's name for each plan network (the kit's posts and the platform rules use these). */
export const kitPlatformOfNetwork: Record<PlanNetwork, SocialPlatform> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

export const planLimits = {
  minDays: 7,
  maxDays: 31,
  /** Posts per network per day: each network's table of good hours has three hours. */
  maxPerDay: 3,
} as const;

/** A calendar date, YYYY-MM-DD. */
export const PlanDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-01').refine((value) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, 'This date does not exist');

/** An IANA time zone name the server knows ("Europe/Berlin", "America/New_York", "UTC"). */
export const TimeZoneName = z
  .string()
  .min(1, 'Choose a time zone')
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value);
    } catch {
      return false;
    }
  }, 'Unknown time zone: use an IANA name such as Europe/Berlin');

/** POST /api/kits/:id/plan. */
export const PlanRequest = z.object({
  start: PlanDate,
  days: z.number().int().min(planLimits.minDays, `A plan covers ${planLimits.minDays} to ${planLimits.maxDays} days`).max(planLimits.maxDays, `A plan covers ${planLimits.minDays} to ${planLimits.maxDays} days`),
  networks: z
    .array(PlanNetwork)
    .min(1, 'Choose at least one network')
    .max(planNetworks.length)
    .refine((networks) => new Set(networks).size === networks.length, 'Name each network once'),
  perDay: z.number().int().min(1, 'Plan at least one post per day').max(planLimits.maxPerDay, `At most ${planLimits.maxPerDay} posts per network per day`),
  timezone: TimeZoneName,
});
export type PlanRequest = z.infer<typeof PlanRequest>;

export const PlanKitParams = z.object({ id: z.uuid('Kit not found') });
export type PlanKitParams = z.infer<typeof PlanKitParams>;

export const PlanIdParams = z.object({ id: z.uuid('Plan not found') });
export type PlanIdParams = z.infer<typeof PlanIdParams>;

/** Where a planned post's text came from: one of the kit's posts, or a new variation the writer wrote for the plan. */
export const PlanPostOrigin = z.enum(['kit', 'variation', 'edited']);
export type PlanPostOrigin = z.infer<typeof PlanPostOrigin>;

export const PostingPlanPost = z.object({
  id: z.uuid(),
  network: PlanNetwork,
  /** When it goes out, in UTC. */
  at: Timestamp,
  /** The same instant on the plan's wall clock: YYYY-MM-DDTHH:mm in the plan's time zone. */
  local: z.string(),
  text: z.string(),
  origin: PlanPostOrigin,
  /** The kit path of a kit post ("socialPlatforms.0.options.1"), null for a variation. */
  kitPath: z.string().nullable(),
  /** Length as the network counts it (twitter-text for Twitter) and the network's limit. */
  length: z.number().int().min(0),
  limit: z.number().int().positive(),
  /** The facts the post states, each with the sentence on the site it came from (as the kit's grounding); empty for a text the user wrote. */
  claims: z.array(Claim),
});
export type PostingPlanPost = z.infer<typeof PostingPlanPost>;

export const PostingPlan = z.object({
  id: z.uuid(),
  kitId: z.uuid(),
  siteName: z.string(),
  start: PlanDate,
  days: z.number().int(),
  networks: z.array(PlanNetwork),
  perDay: z.number().int(),
  timezone: z.string(),
  /** Ordered by time, then network. */
  posts: z.array(PostingPlanPost),
  /** User-facing sentences: how many variations were written, slots left empty and why. */
  notices: z.array(z.string()),
  /** Whether drafts can be pushed to a Postiz instance (POSTIZ_URL and POSTIZ_API_KEY set). */
  postizConfigured: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type PostingPlan = z.infer<typeof PostingPlan>;

/** One of a kit's plans as GET /api/kits/:id/plans lists it: enough to tell plans apart and open one. */
export const PostingPlanSummary = z.object({
  id: z.uuid(),
  kitId: z.uuid(),
  start: PlanDate,
  days: z.number().int(),
  networks: z.array(PlanNetwork),
  posts: z.number().int().min(0),
  timezone: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type PostingPlanSummary = z.infer<typeof PostingPlanSummary>;

/** GET /api/kits/:id/plans: newest first. */
export const PostingPlanList = z.object({ items: z.array(PostingPlanSummary) });
export type PostingPlanList = z.infer<typeof PostingPlanList>;

/** PATCH /api/plans/:id: move one post to a new instant, change its text, or both. */
export const PlanPostUpdate = z
  .object({
    postId: z.uuid('Post not found'),
    at: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time, e.g. 2026-12-01T09:00:00Z' }).optional(),
    text: z.string().max(70_000).optional(),
  })
  .refine((update) => update.at !== undefined || update.text !== undefined, 'Send a new time (at) or a new text');
export type PlanPostUpdate = z.infer<typeof PlanPostUpdate>;

export const planExportFormats = ['ics', 'csv'] as const;
/**
 * `network` keeps one network's posts: Hootsuite's bulk composer sends every row of a CSV to every
 * profile chosen in its upload dialog, so a plan for several networks is exported once per network.
 */
export const PlanExportQuery = z.object({
  format: z.enum(planExportFormats, 'Choose ics or csv'),
  network: PlanNetwork.optional(),
});
export type PlanExportQuery = z.infer<typeof PlanExportQuery>;

/** POST /api/plans/:id/push: what reached Postiz. */
export const PlanPushResult = z.object({
  /** Drafts created in Postiz. */
  pushed: z.number().int().min(0),
  /** Posts not pushed because Postiz has no channel connected for their network, by network. */
  skipped: z.array(z.object({ network: PlanNetwork, posts: z.number().int().min(1), reason: z.string() })),
  message: z.string(),
});
export type PlanPushResult = z.infer<typeof PlanPushResult>;

import { z } from 'zod';

/** GET /api/content/stats: the dashboard's 'Content Created' count and the kits kept against the limit. */
export const ContentStats = z.object({
  /** Kits generated and still kept. */
  contentCreated: z.number().int().nonnegative(),
  /** Kits kept now (the same count as contentCreated). */
  kitsKept: z.number().int().nonnegative(),
  /** Most kits a subscriber keeps (KITS_KEPT_LIMIT); generating beyond it is refused until kits are deleted. */
  kitsLimit: z.number().int().positive(),
});
export type ContentStats = z.infer<typeof ContentStats>;

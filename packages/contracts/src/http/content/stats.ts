import { z } from 'zod';

/** GET /api/content/stats: the dashboard's 'Content Created' count. */
export const ContentStats = z.object({ contentCreated: z.number().int().nonnegative() });
export type ContentStats = z.infer<typeof ContentStats>;

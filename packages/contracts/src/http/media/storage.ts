import { z } from 'zod';

/**
 * GET /api/storage: what the user's stored files take against STORAGE_LIMIT_BYTES: their own music
 * (uploaded and extracted tracks), their videos (as render measured them after each render or
 * delete) and their content (kit flyers and uploaded screenshots and snippet images, as content
 * measured them). Uploads that would pass the limit are refused with 413.
 */
export const StorageUsage = z.object({
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
  musicBytes: z.number().int().nonnegative(),
  videoBytes: z.number().int().nonnegative(),
  contentBytes: z.number().int().nonnegative(),
});
export type StorageUsage = z.infer<typeof StorageUsage>;

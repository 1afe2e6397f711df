import { z } from 'zod';

/** GET /api/media/*: the stored object's key is the wildcard. */
export const MediaObjectParams = z.object({ '*': z.string().min(1) });
export type MediaObjectParams = z.infer<typeof MediaObjectParams>;

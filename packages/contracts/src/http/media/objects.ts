import { z } from 'zod';

/** GET /api/media/*: the stored object's key is the wildcard. */
export const MediaObjectParams = z.object({ '*': z.string().min(1) });
export type MediaObjectParams = z.infer<typeof MediaObjectParams>;

/** `?download=<file name>` asks for the object as an attachment under that name. */
export const MediaObjectQuery = z.object({ download: z.string().max(200).optional() });
export type MediaObjectQuery = z.infer<typeof MediaObjectQuery>;

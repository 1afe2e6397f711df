import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const mediaStorageUsageSubject = 'media.storage.usage.v1';

/**
 * A user's whole storage (music, videos and content) against their limit, as media counted it
 * whenever one of the parts changed. The newest `measuredAt` wins. Content refuses new uploads
 * (snippets, screenshots) while `usedBytes` is at or over `limitBytes`.
 */
export const MediaStorageUsageV1 = z.object({
  userId: z.string(),
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
  measuredAt: z.iso.datetime(),
});
export type MediaStorageUsageV1 = z.infer<typeof MediaStorageUsageV1>;

export const mediaStorageUsageV1 = defineEvent(mediaStorageUsageSubject, MediaStorageUsageV1);

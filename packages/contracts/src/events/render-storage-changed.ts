import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const renderStorageChangedSubject = 'render.storage.changed.v1';

/**
 * The bytes a user's videos keep (MP4s, thumbnails, screenshots, voiceovers, captions), as render
 * measured them after a render finished or a video was deleted. A total, not a change: the newest
 * `measuredAt` wins, so a late or repeated event never counts twice. Media adds it to the user's
 * storage against STORAGE_LIMIT_BYTES.
 */
export const RenderStorageChangedV1 = z.object({
  userId: z.string(),
  videoBytes: z.number().int().nonnegative(),
  measuredAt: z.iso.datetime(),
});
export type RenderStorageChangedV1 = z.infer<typeof RenderStorageChangedV1>;

export const renderStorageChangedV1 = defineEvent(renderStorageChangedSubject, RenderStorageChangedV1);

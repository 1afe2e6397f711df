import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const contentStorageChangedSubject = 'content.storage.changed.v1';

/**
 * The bytes a user's content objects keep (kit flyers, uploaded screenshots, saved snippet images),
 * as content measured them after a generation, a snippet save, a kit delete or a flyer redraw. A
 * total, not a change: the newest `measuredAt` wins. Media adds it to the user's storage against
 * STORAGE_LIMIT_BYTES.
 */
export const ContentStorageChangedV1 = z.object({
  userId: z.string(),
  contentBytes: z.number().int().nonnegative(),
  measuredAt: z.iso.datetime(),
});
export type ContentStorageChangedV1 = z.infer<typeof ContentStorageChangedV1>;

export const contentStorageChangedV1 = defineEvent(contentStorageChangedSubject, ContentStorageChangedV1);

import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const renderKitVideoRenderedSubject = 'render.kitvideo.rendered.v1';

/**
 * A render started from a kit (its request carried `kitId`) finished with an MP4. Render cannot tell
 * whether the kit is the user's: content links the video only to a kit of the same user, once per job.
 */
export const RenderKitVideoRenderedV1 = z.object({
  jobId: z.string(),
  userId: z.string(),
  kitId: z.string(),
  /** The MP4's object key. */
  videoKey: z.string(),
  /** A frame of the video as JPEG, when the render made one. */
  thumbnailKey: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nonnegative(),
  /** Bytes of the MP4. */
  bytes: z.number().int().nonnegative(),
});
export type RenderKitVideoRenderedV1 = z.infer<typeof RenderKitVideoRenderedV1>;

export const renderKitVideoRenderedV1 = defineEvent(renderKitVideoRenderedSubject, RenderKitVideoRenderedV1);

export const renderVideoDeletedSubject = 'render.video.deleted.v1';

/** The user deleted a finished render (DELETE /api/videos/:id): its objects and row are gone, so are links to it. */
export const RenderVideoDeletedV1 = z.object({
  jobId: z.string(),
  userId: z.string(),
});
export type RenderVideoDeletedV1 = z.infer<typeof RenderVideoDeletedV1>;

export const renderVideoDeletedV1 = defineEvent(renderVideoDeletedSubject, RenderVideoDeletedV1);

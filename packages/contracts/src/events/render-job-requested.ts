import { z } from 'zod';
import { Timestamp } from '../common.ts';
import { defineEvent } from './event-envelope.ts';

export const renderJobRequestedSubject = 'render.job.requested.v1';

/** Where a render job came from: one kind per render route. */
export const RenderJobKind = z.enum([
  'free-video',
  'custom-images',
  'export-video',
  'generate-video-file',
  'convert-to-video',
  'professional-video',
]);
export type RenderJobKind = z.infer<typeof RenderJobKind>;

/** A job on the render work queue (`renderJobQueue`); `input` is the route's validated request. */
export const RenderJobRequestedV1 = z.object({
  jobId: z.string(),
  userId: z.string(),
  kind: RenderJobKind,
  input: z.record(z.string(), z.unknown()),
  requestedAt: Timestamp,
});
export type RenderJobRequestedV1 = z.infer<typeof RenderJobRequestedV1>;

export const renderJobRequestedV1 = defineEvent(renderJobRequestedSubject, RenderJobRequestedV1);

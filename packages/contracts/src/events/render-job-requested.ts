import { z } from 'zod';
import { Timestamp } from '../common.ts';
import { defineEvent } from './event-envelope.ts';
import { renderJobInputSchema, type RenderJobKind } from './render-job.ts';

export const renderJobRequestedSubject = 'render.job.requested.v1';

function requestOf<K extends RenderJobKind>(kind: K) {
  return z.object({ jobId: z.string(), userId: z.string(), kind: z.literal(kind), input: renderJobInputSchema(kind), requestedAt: Timestamp });
}

/** A job on the render work queue (`renderJobQueue`); `input` is what its kind takes (RenderJob). */
export const RenderJobRequestedV1 = z.discriminatedUnion('kind', [
  requestOf('free-video'),
  requestOf('custom-images'),
  requestOf('export-video'),
  requestOf('generate-video-file'),
  requestOf('convert-to-video'),
  requestOf('professional-video'),
]);
export type RenderJobRequestedV1 = z.infer<typeof RenderJobRequestedV1>;

export const renderJobRequestedV1 = defineEvent(renderJobRequestedSubject, RenderJobRequestedV1);

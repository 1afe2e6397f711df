import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';
import { renderJobResultSchema, type RenderJobKind } from './render-job.ts';

export const renderJobFinishedSubject = 'render.job.finished.v1';

function finishedOf<K extends RenderJobKind>(kind: K) {
  return z.object({
    jobId: z.string(),
    userId: z.string(),
    kind: z.literal(kind),
    status: z.enum(['succeeded', 'failed']),
    result: z.nullable(renderJobResultSchema(kind)),
    error: z.string().nullable(),
  });
}

/** `result` (what the job's kind gives) is set when the job succeeded, `error` (a user-facing message) when it failed. */
export const RenderJobFinishedV1 = z.discriminatedUnion('kind', [
  finishedOf('free-video'),
  finishedOf('custom-images'),
  finishedOf('export-video'),
  finishedOf('generate-video-file'),
  finishedOf('convert-to-video'),
  finishedOf('professional-video'),
]);
export type RenderJobFinishedV1 = z.infer<typeof RenderJobFinishedV1>;

export const renderJobFinishedV1 = defineEvent(renderJobFinishedSubject, RenderJobFinishedV1);

import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const renderJobFinishedSubject = 'render.job.finished.v1';

/** `result` is set when the job succeeded, `error` (a user-facing message) when it failed. */
export const RenderJobFinishedV1 = z.object({
  jobId: z.string(),
  userId: z.string(),
  status: z.enum(['succeeded', 'failed']),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type RenderJobFinishedV1 = z.infer<typeof RenderJobFinishedV1>;

export const renderJobFinishedV1 = defineEvent(renderJobFinishedSubject, RenderJobFinishedV1);

import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const renderJobProgressSubject = 'render.job.progress.v1';

/** Best effort: progress may be lost or arrive late; the finished event is what counts. */
export const RenderJobProgressV1 = z.object({
  jobId: z.string(),
  userId: z.string(),
  percent: z.number().min(0).max(100),
  stage: z.string(),
});
export type RenderJobProgressV1 = z.infer<typeof RenderJobProgressV1>;

export const renderJobProgressV1 = defineEvent(renderJobProgressSubject, RenderJobProgressV1);

import { z } from 'zod';
import { RenderJobFinishedV1 } from '../../events/render-job-finished.ts';
import { RenderJobProgressV1 } from '../../events/render-job-progress.ts';

/**
 * Render routes answer only when the video is done. A browser that wants progress picks the job id
 * (a UUID) itself, sends it in this header and opens the job's event stream alongside.
 */
export const renderJobIdHeader = 'x-render-job-id';

/** GET /api/render/jobs/:jobId/events. */
export const RenderJobEventsParams = z.object({ jobId: z.uuid() });
export type RenderJobEventsParams = z.infer<typeof RenderJobEventsParams>;

/** The `data` of each server-sent event on a job's stream; the stream ends after 'finished'. */
export const RenderJobStreamEvent = z.discriminatedUnion('type', [
  RenderJobProgressV1.pick({ percent: true, stage: true }).extend({ type: z.literal('progress') }),
  RenderJobFinishedV1.pick({ status: true, result: true, error: true }).extend({ type: z.literal('finished') }),
]);
export type RenderJobStreamEvent = z.infer<typeof RenderJobStreamEvent>;

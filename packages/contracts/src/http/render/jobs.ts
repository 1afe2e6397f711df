import { z } from 'zod';
import { RenderJobProgressV1 } from '../../events/render-job-progress.ts';

/**
 * Render routes answer only when the video is done. A browser that wants progress picks the job id
 * (a UUID) itself, sends it in this header and opens the job's event stream alongside.
 */
export const renderJobIdHeader = 'x-render-job-id';

/** GET /api/render/jobs/:jobId/events. */
export const RenderJobEventsParams = z.object({ jobId: z.uuid() });
export type RenderJobEventsParams = z.infer<typeof RenderJobEventsParams>;

/**
 * The `data` of each server-sent event on a job's stream; the stream ends after 'finished'. Its
 * `result` is what the browser may see of the job's (an object's address, never its key).
 */
export const RenderJobStreamEvent = z.discriminatedUnion('type', [
  RenderJobProgressV1.pick({ percent: true, stage: true }).extend({ type: z.literal('progress') }),
  z.object({
    type: z.literal('finished'),
    status: z.enum(['succeeded', 'failed']),
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
  }),
]);
export type RenderJobStreamEvent = z.infer<typeof RenderJobStreamEvent>;

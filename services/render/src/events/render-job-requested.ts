import { renderJobQueue, renderJobRequestedV1 } from '@sitespark/contracts';
import type { Subscription } from '@sitespark/service-kit';
import { failAbandonedJob } from '../domain/fail-abandoned-job.ts';
import { runRenderJob, type RunRenderJobDeps } from '../domain/run-render-job.ts';

export interface RenderWorkerOptions {
  retryDelayMs: number;
  /** Silence after which a job taken by a dead worker goes to another one (default 60 s). */
  ackWaitMs?: number;
}

/**
 * The render worker: one job at a time per process (ffmpeg already keeps every core busy), so more
 * replicas mean more throughput. Jobs are redelivered after a failure up to the attempt limit, and
 * after `ackWaitMs` without a heartbeat from their worker (the bus sends them while a handler runs).
 *
 * A worker that dies (crash, OOM kill) never reports its attempt, so the queue delivers each job once
 * more than it has attempts: that last delivery only reports a job whose every attempt lost its worker
 * as failed, instead of leaving it "running" forever.
 */
export function consumeRenderJobs(deps: RunRenderJobDeps, options: RenderWorkerOptions): Promise<Subscription> {
  const { maxAttempts } = deps.settings;
  return deps.bus.consume(renderJobQueue, {
    concurrency: 1,
    maxDeliver: maxAttempts + 1,
    retryDelayMs: options.retryDelayMs,
    ackWaitMs: options.ackWaitMs ?? 60_000,
    handler: async (message) => {
      const request = renderJobRequestedV1.payload.parse(message.data);
      if (message.deliveryCount > maxAttempts && (await failAbandonedJob(deps, { jobId: request.jobId }))) return;
      await runRenderJob(deps, { jobId: request.jobId, deliveryCount: message.deliveryCount });
    },
    onDeadLetter: async (message, error) => {
      const parsed = renderJobRequestedV1.payload.safeParse(message.data);
      deps.logger.error({ err: error, messageId: message.id }, 'render job given up by the queue');
      if (parsed.success) await failAbandonedJob(deps, { jobId: parsed.data.jobId });
    },
  });
}

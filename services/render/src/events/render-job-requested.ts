import { renderJobQueue, renderJobRequestedV1 } from '@sitespark/contracts';
import type { Subscription } from '@sitespark/service-kit';
import { failureMessages } from '../domain/job-errors.ts';
import { markFailed, runRenderJob, type RunRenderJobDeps } from '../domain/run-render-job.ts';
import { RenderJobRecord } from '../persistence/entities.ts';

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
      if (message.deliveryCount > maxAttempts && (await failAbandonedJob(deps, request.jobId))) return;
      await runRenderJob(deps, { jobId: request.jobId, deliveryCount: message.deliveryCount });
    },
    onDeadLetter: async (message, error) => {
      const parsed = renderJobRequestedV1.payload.safeParse(message.data);
      deps.logger.error({ err: error, messageId: message.id }, 'render job given up by the queue');
      if (parsed.success) await failAbandonedJob(deps, parsed.data.jobId);
    },
  });
}

/** Reports an unfinished job failed; false when it already finished (a redelivery then only announces it again). */
async function failAbandonedJob(deps: RunRenderJobDeps, jobId: string): Promise<boolean> {
  const job = await deps.dataSource.getRepository(RenderJobRecord).findOneBy({ id: jobId });
  if (!job || job.status === 'succeeded' || job.status === 'failed') return false;
  const failed = await markFailed(deps, job, failureMessages[job.kind], 500);
  if (failed) deps.logger.error({ jobId, kind: job.kind, attempts: job.attempts }, 'render job used up its attempts without finishing; reported it failed');
  return failed;
}

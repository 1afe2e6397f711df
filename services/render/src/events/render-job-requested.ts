import { renderJobQueue, renderJobRequestedV1 } from '@sitespark/contracts';
import type { Subscription } from '@sitespark/service-kit';
import { failureMessages } from '../domain/job-errors.ts';
import { markFailed, runRenderJob, type RunRenderJobDeps } from '../domain/run-render-job.ts';
import { RenderJobRecord } from '../persistence/entities.ts';

export interface RenderWorkerOptions {
  retryDelayMs: number;
}

/**
 * The render worker: one job at a time per process (ffmpeg already keeps every core busy), so more
 * replicas mean more throughput. Jobs are redelivered after a failure up to the attempt limit.
 */
export function consumeRenderJobs(deps: RunRenderJobDeps, options: RenderWorkerOptions): Promise<Subscription> {
  return deps.bus.consume(renderJobQueue, {
    concurrency: 1,
    maxDeliver: deps.settings.maxAttempts,
    retryDelayMs: options.retryDelayMs,
    ackWaitMs: 60_000,
    handler: async (message) => {
      const request = renderJobRequestedV1.payload.parse(message.data);
      await runRenderJob(deps, { jobId: request.jobId, deliveryCount: message.deliveryCount });
    },
    onDeadLetter: async (message, error) => {
      const parsed = renderJobRequestedV1.payload.safeParse(message.data);
      deps.logger.error({ err: error, messageId: message.id }, 'render job given up by the queue');
      if (!parsed.success) return;
      const job = await deps.dataSource.getRepository(RenderJobRecord).findOneBy({ id: parsed.data.jobId });
      if (job && job.status !== 'succeeded' && job.status !== 'failed') await markFailed(deps, job, failureMessages[job.kind], 500);
    },
  });
}

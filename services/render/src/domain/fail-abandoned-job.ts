import { errorStatus } from '@sitespark/service-kit';
import { failureMessages } from './job-errors.ts';
import { markFailed, type RunRenderJobDeps } from './run-render-job.ts';

/**
 * Reports a job failed whose every attempt lost its worker (or that the queue gave up on); false
 * when it already finished, so a redelivery only announces it again.
 */
export async function failAbandonedJob(deps: Pick<RunRenderJobDeps, 'jobs' | 'bus' | 'store' | 'logger'>, input: { jobId: string }): Promise<boolean> {
  const job = await deps.jobs.find(input.jobId);
  if (!job || job.status === 'succeeded' || job.status === 'failed') return false;
  const failed = await markFailed(deps, { job, failure: { message: failureMessages[job.kind], status: errorStatus.INTERNAL } });
  if (failed) deps.logger.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'render job used up its attempts without finishing; reported it failed');
  return failed;
}

import { AppError } from '@sitespark/service-kit';
import type { RenderJobUpdates } from '../events/render-job-updates.ts';
import type { RenderJobRepository, RenderJobState } from '../persistence/render-job-repository.ts';

/**
 * How often an awaited job's row is read in case the event that should wake the wait was missed
 * (a reconnect to the bus, a replica's outage). It also bounds how long a stream opened before its
 * job was submitted takes to notice the job when no progress is heard.
 */
export const safetyPollMs = 1_000;

export const renderTimeoutMessage = 'The video is taking longer than expected to render. Please try again in a few minutes.';

export interface AwaitJobDeps {
  jobs: Pick<RenderJobRepository, 'find'>;
  updates: Pick<RenderJobUpdates, 'watch'>;
  /** Default `safetyPollMs`. */
  pollMs?: number;
}

export interface AwaitJobInput {
  jobId: string;
  /** 'finished' (the default): until it succeeded or failed; 'recorded': until it exists. */
  until?: 'finished' | 'recorded';
  /** No deadline when absent. */
  timeoutMs?: number;
  /** Stops the wait (it rejects with the signal's reason). */
  signal?: AbortSignal;
}

export function isFinished(job: Pick<RenderJobState, 'status'>): boolean {
  return job.status === 'succeeded' || job.status === 'failed';
}

/**
 * Waits for a render job, woken by its events (the finished event, or for 'recorded' any of its
 * events) and reading its row once per `pollMs` as the safety net. A job not finished by the
 * deadline is a TIMEOUT (it keeps rendering); one that never appears is NOT_FOUND.
 */
export async function awaitJob(deps: AwaitJobDeps, input: AwaitJobInput): Promise<RenderJobState> {
  const until = input.until ?? 'finished';
  const deadline = Date.now() + (input.timeoutMs ?? Number.POSITIVE_INFINITY);
  let heard = false;
  let wake: () => void = () => undefined;
  const stopWatching = deps.updates.watch(input.jobId, (update) => {
    if (until === 'finished' && update.type !== 'finished') return;
    heard = true;
    wake();
  });
  try {
    for (;;) {
      input.signal?.throwIfAborted();
      heard = false;
      const job = await deps.jobs.find(input.jobId);
      if (job && (until === 'recorded' || isFinished(job))) return job;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw until === 'finished' ? new AppError('TIMEOUT', renderTimeoutMessage) : new AppError('NOT_FOUND', 'Render job not found.');
      }
      // An event heard while the row was being read may be newer than what was read.
      if (!heard) {
        await pause(Math.min(deps.pollMs ?? safetyPollMs, remaining), input.signal, (resume) => (wake = resume));
      }
    }
  } finally {
    stopWatching();
  }
}

/** Resolves after `ms`, on abort, or when the function handed to `onWake` is called. */
function pause(ms: number, signal: AbortSignal | undefined, onWake: (resume: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', resume);
      resolve();
    };
    const timer = setTimeout(resume, ms);
    signal?.addEventListener('abort', resume, { once: true });
    onWake(resume);
  });
}

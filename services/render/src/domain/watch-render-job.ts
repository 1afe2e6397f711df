import type { RenderJobProgressV1, RenderJobStreamEvent } from '@sitespark/contracts';
import { AppError, mediaUrl } from '@sitespark/service-kit';
import type { RenderJobState } from '../persistence/render-job-repository.ts';
import { awaitJob, isFinished, type AwaitJobDeps } from './await-job.ts';

export interface WatchRenderJobDeps extends AwaitJobDeps {
  /** How long a stream opened before its job was submitted waits for the job (default 10 s). */
  jobAppearTimeoutMs?: number;
}

/**
 * A job's events for its owner: its state now, then each progress step, then its result (the
 * 'finished' event ends them). The browser may open the stream before its POST created the job, so
 * a missing job is awaited briefly; someone else's job looks exactly like one that does not exist.
 * Ends early when `signal` aborts (the browser went away).
 */
export async function watchRenderJob(deps: WatchRenderJobDeps, input: { jobId: string; userId: string; signal: AbortSignal }): Promise<AsyncIterable<RenderJobStreamEvent>> {
  const progress = updateQueue<RenderJobProgressV1>();
  const stopWatching = deps.updates.watch(input.jobId, (update) => {
    if (update.type === 'progress' && update.userId === input.userId) progress.push(update);
  });
  let job: RenderJobState;
  try {
    job = await awaitJob(deps, { jobId: input.jobId, until: 'recorded', timeoutMs: deps.jobAppearTimeoutMs ?? 10_000 });
    if (job.userId !== input.userId) throw new AppError('NOT_FOUND', 'Render job not found.');
  } catch (error) {
    stopWatching();
    throw error;
  }
  return streamOf(deps, job, progress, input.signal, stopWatching);
}

async function* streamOf(
  deps: WatchRenderJobDeps,
  recorded: RenderJobState,
  progress: UpdateQueue<RenderJobProgressV1>,
  signal: AbortSignal,
  stopWatching: () => void,
): AsyncGenerator<RenderJobStreamEvent> {
  try {
    if (isFinished(recorded)) {
      yield finishedEvent(recorded);
      return;
    }
    const finished = awaitJob(deps, { jobId: recorded.id, signal }).then(
      (job) => ({ job }),
      (error: unknown) => {
        if (signal.aborted) return { job: null };
        throw error;
      },
    );
    // Raced below; should the stream be left before it settles, its failure is nobody's.
    finished.catch(() => undefined);
    let last = { percent: recorded.percent, stage: recorded.stage };
    yield { type: 'progress', ...last };
    for (;;) {
      const next = await Promise.race([progress.next(), finished]);
      if ('job' in next) {
        if (next.job) yield finishedEvent(next.job);
        return;
      }
      // Progress is best effort and may arrive late: the bar never moves back.
      if (next.percent < last.percent || (next.percent === last.percent && next.stage === last.stage)) continue;
      last = { percent: next.percent, stage: next.stage };
      yield { type: 'progress', ...last };
    }
  } finally {
    stopWatching();
  }
}

function finishedEvent(job: RenderJobState): RenderJobStreamEvent {
  const succeeded = job.status === 'succeeded';
  return { type: 'finished', status: succeeded ? 'succeeded' : 'failed', result: succeeded ? publicResult(job) : null, error: succeeded ? null : job.error };
}

/** What the browser may see of a job's result: the MP4 file route keeps only an object key. */
function publicResult(job: RenderJobState): Record<string, unknown> | null {
  if (job.kind === 'generate-video-file' && job.result) return { videoUrl: mediaUrl(job.result.videoKey, job.result.fileName), duration: job.result.duration };
  return job.result;
}

interface UpdateQueue<T> {
  push(item: T): void;
  /** The oldest item not taken yet, as soon as there is one. */
  next(): Promise<T>;
}

function updateQueue<T>(): UpdateQueue<T> {
  const items: T[] = [];
  let waiting: ((item: T) => void) | null = null;
  return {
    push(item) {
      if (!waiting) {
        items.push(item);
        return;
      }
      const deliver = waiting;
      waiting = null;
      deliver(item);
    },
    next() {
      const item = items.shift();
      if (item !== undefined) return Promise.resolve(item);
      return new Promise((resolve) => (waiting = resolve));
    },
  };
}

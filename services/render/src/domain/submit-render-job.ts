import type { DataSource, QueryDeepPartialEntity } from 'typeorm';
import { renderJobQueue, renderJobRequestedV1, type RenderJobKind } from '@sitespark/contracts';
import { AppError, enqueueOutboxJob, type Logger } from '@sitespark/service-kit';
import type { RenderJobUpdates } from '../events/render-job-updates.ts';
import { RenderJobRecord } from '../persistence/entities.ts';

export interface SubmitRenderJobDeps {
  dataSource: DataSource;
  updates: RenderJobUpdates;
  /** Puts committed jobs on the queue now rather than at the relay's next poll. */
  flushOutbox: () => Promise<unknown>;
  logger: Logger;
  waitTimeoutMs: number;
  /** Called once the job is recorded: from then on the worker owns its input files. */
  onQueued?: () => void;
}

export interface RenderJobRequest {
  jobId: string;
  userId: string;
  kind: RenderJobKind;
  input: Record<string, unknown>;
}

/** TypeORM's partial-entity type cannot follow a jsonb record column, so the row is spelled out. */
function newJobRow(request: RenderJobRequest): QueryDeepPartialEntity<RenderJobRecord> {
  const input = request.input as QueryDeepPartialEntity<RenderJobRecord>['input'];
  return { id: request.jobId, userId: request.userId, kind: request.kind, input, status: 'queued', percent: 0, stage: 'Queued' };
}

/** The row is also read now and then, in case the finished event was missed (a reconnect, say). */
const pollIntervalMs = 2_000;

/**
 * Records the job, puts it on the render queue and waits until a worker finished it, so the route
 * can answer with the video. The returned job has succeeded or failed; a job still running at the
 * deadline becomes a 504 while it keeps rendering.
 */
export async function submitRenderJob(deps: SubmitRenderJobDeps, request: RenderJobRequest): Promise<RenderJobRecord> {
  const { dataSource, updates, logger } = deps;
  const jobs = dataSource.getRepository(RenderJobRecord);
  let finishedHeard = false;
  let wake: () => void = () => undefined;
  const stopWatching = updates.watch(request.jobId, (update) => {
    if (update.type !== 'finished') return;
    finishedHeard = true;
    wake();
  });
  try {
    const payload = renderJobRequestedV1.payload.parse({
      jobId: request.jobId,
      userId: request.userId,
      kind: request.kind,
      input: request.input,
      requestedAt: new Date().toISOString(),
    });
    // The job and its queue message commit together: while the bus is away the job waits in the
    // outbox and is queued once it is back, instead of being refused or lost.
    const recorded = await dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(RenderJobRecord)
        .values(newJobRow(request))
        .orIgnore()
        .returning(['id'])
        .execute();
      if (inserted.raw.length === 0) return false;
      await enqueueOutboxJob(manager, renderJobQueue, payload);
      return true;
    });
    if (!recorded) throw new AppError('CONFLICT', 'This render job id is already in use.');
    deps.onQueued?.();
    deps.flushOutbox().catch((error: unknown) => logger.warn({ err: error, jobId: request.jobId }, 'render job recorded; it is queued once the bus answers'));
    logger.info({ jobId: request.jobId, kind: request.kind, userId: request.userId }, 'render job queued');

    const deadline = Date.now() + deps.waitTimeoutMs;
    for (;;) {
      const job = await jobs.findOneByOrFail({ id: request.jobId });
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new AppError('TIMEOUT', 'The video is taking longer than expected to render. Please try again in a few minutes.');
      }
      if (finishedHeard) {
        finishedHeard = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(pollIntervalMs, remaining));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    stopWatching();
  }
}

import type { DataSource, QueryDeepPartialEntity } from 'typeorm';
import { renderJobQueue, renderJobRequestedV1, type RenderJobKind } from '@sitespark/contracts';
import { AppError, type Bus, type Logger } from '@sitespark/service-kit';
import type { RenderJobUpdates } from '../events/render-job-updates.ts';
import { RenderJobRecord } from '../persistence/entities.ts';

export interface SubmitRenderJobDeps {
  dataSource: DataSource;
  bus: Bus;
  updates: RenderJobUpdates;
  logger: Logger;
  waitTimeoutMs: number;
  /** Called once the job is on the queue: from then on the worker owns its input files. */
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
  const { dataSource, bus, updates, logger } = deps;
  const jobs = dataSource.getRepository(RenderJobRecord);
  let finishedHeard = false;
  let wake: () => void = () => undefined;
  const stopWatching = updates.watch(request.jobId, (update) => {
    if (update.type !== 'finished') return;
    finishedHeard = true;
    wake();
  });
  try {
    const inserted = await dataSource
      .createQueryBuilder()
      .insert()
      .into(RenderJobRecord)
      .values(newJobRow(request))
      .orIgnore()
      .returning(['id'])
      .execute();
    if (inserted.raw.length === 0) throw new AppError('CONFLICT', 'This render job id is already in use.');

    const payload = renderJobRequestedV1.payload.parse({
      jobId: request.jobId,
      userId: request.userId,
      kind: request.kind,
      input: request.input,
      requestedAt: new Date().toISOString(),
    });
    try {
      await bus.enqueue(renderJobQueue, payload, { msgId: request.jobId });
    } catch (error) {
      logger.error({ err: error, jobId: request.jobId }, 'render job could not be queued');
      await jobs.update({ id: request.jobId, status: 'queued' }, {
        status: 'failed',
        error: 'The video could not be queued. Please try again.',
        errorStatus: 503,
        finishedAt: new Date(),
      });
      throw new AppError('UNAVAILABLE', 'The video could not be queued. Please try again.');
    }
    deps.onQueued?.();
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

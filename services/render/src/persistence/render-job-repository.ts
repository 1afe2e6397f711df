import { In, LessThan, type DataSource, type QueryDeepPartialEntity } from 'typeorm';
import { renderJobQueue, type RenderJob, type RenderJobRequestedV1, type RenderJobResult } from '@sitespark/contracts';
import { enqueueOutboxJob } from '@sitespark/service-kit';
import { LatestScreenshotsRecord, RenderJobRecord } from './entities.ts';

/** A render job as the use cases see it: its progress and outcome, and its kind's input and result. */
export type RenderJobState = Omit<RenderJobRecord, 'kind' | 'input' | 'result'> & RenderJob;

export interface JobFailure {
  /** User-facing. */
  message: string;
  /** The HTTP status a route answers the failed job with. */
  status: number;
}

/**
 * The render jobs. Every change after the claim is fenced by the attempt that made it: a worker
 * whose attempt was overtaken by a newer one (or whose job was reported failed) changes nothing.
 */
export interface RenderJobRepository {
  /** Records the job (with the kit it was started from) and its message on the render queue in one transaction; false when the id is taken. */
  addQueued(request: RenderJobRequestedV1, options?: { kitId?: string | null }): Promise<boolean>;
  find(id: string): Promise<RenderJobState | null>;
  /** Marks an unfinished job running for `attempt`; false when the same or a newer attempt has it. */
  claim(id: string, attempt: number): Promise<boolean>;
  recordProgress(id: string, attempt: number, progress: { percent: number; stage: string }): Promise<void>;
  /** The result, and the job's screenshots as its user's latest, in one transaction; false when `attempt` lost the job. */
  recordSucceeded(job: { id: string; userId: string }, attempt: number, outcome: { result: RenderJobResult; screenshotKeys?: readonly string[] }): Promise<boolean>;
  /** Puts the job back to wait for its next attempt; false when `attempt` lost the job. */
  requeue(id: string, attempt: number, stage: string): Promise<boolean>;
  /** Reports an unfinished job failed; with `attempt`, only while that attempt has it. False when nothing changed. */
  recordFailed(id: string, failure: JobFailure, attempt?: number): Promise<boolean>;
}

/** The columns of an unfinished job that attempt `attempt` still owns. */
const heldBy = (id: string, attempt: number) => ({ id, status: 'running' as const, attempts: attempt });

export function createRenderJobRepository(dataSource: DataSource): RenderJobRepository {
  const jobs = dataSource.getRepository(RenderJobRecord);
  return {
    async addQueued(request, options) {
      return dataSource.transaction(async (manager) => {
        const inserted = await manager
          .createQueryBuilder()
          .insert()
          .into(RenderJobRecord)
          .values(jsonbRow({ id: request.jobId, userId: request.userId, kind: request.kind, input: request.input, status: 'queued', percent: 0, stage: 'Queued', kitId: options?.kitId ?? null }))
          .orIgnore()
          .returning(['id'])
          .execute();
        if (inserted.raw.length === 0) return false;
        await enqueueOutboxJob(manager, renderJobQueue, request);
        return true;
      });
    },
    // Written only through addQueued and recordSucceeded, after the input and the result were checked against their kind.
    find: (id) => jobs.findOneBy({ id }) as Promise<RenderJobState | null>,
    async claim(id, attempt) {
      const claimed = await jobs.update(
        { id, status: In(['queued', 'running']), attempts: LessThan(attempt) },
        { status: 'running', attempts: attempt, startedAt: new Date(), stage: 'Starting', error: null, errorStatus: null },
      );
      return claimed.affected !== 0;
    },
    async recordProgress(id, attempt, { percent, stage }) {
      await jobs.update(heldBy(id, attempt), { percent, stage });
    },
    recordSucceeded(job, attempt, { result, screenshotKeys = [] }) {
      return dataSource.transaction(async (manager) => {
        const updated = await manager
          .getRepository(RenderJobRecord)
          .update(heldBy(job.id, attempt), jsonbRow({ status: 'succeeded', percent: 100, stage: 'Done', result, finishedAt: new Date() }));
        if (updated.affected === 0) return false;
        if (screenshotKeys.length > 0) {
          await manager.getRepository(LatestScreenshotsRecord).upsert({ userId: job.userId, keys: [...screenshotKeys] }, ['userId']);
        }
        return true;
      });
    },
    async requeue(id, attempt, stage) {
      const requeued = await jobs.update(heldBy(id, attempt), { status: 'queued', stage });
      return requeued.affected !== 0;
    },
    async recordFailed(id, failure, attempt) {
      const unfinished = attempt === undefined ? { id, status: In(['queued', 'running']) } : heldBy(id, attempt);
      const updated = await jobs.update(unfinished, { status: 'failed', stage: 'Failed', error: failure.message, errorStatus: failure.status, finishedAt: new Date() });
      return updated.affected !== 0;
    },
  };
}

/** TypeORM's partial-entity type cannot follow a jsonb column of an object type, so those rows are spelled out. */
function jsonbRow(row: Partial<Omit<RenderJobRecord, 'input' | 'result'>> & { input?: object; result?: object }): QueryDeepPartialEntity<RenderJobRecord> {
  return row as QueryDeepPartialEntity<RenderJobRecord>;
}

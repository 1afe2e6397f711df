import type { RenderJobRequestedV1 } from '@sitespark/contracts';
import type { RenderJobListener, RenderJobUpdate, RenderJobUpdates } from '../../src/events/render-job-updates.ts';
import type { LatestScreenshotsRepository } from '../../src/persistence/latest-screenshots-repository.ts';
import type { RenderJobRepository, RenderJobState } from '../../src/persistence/render-job-repository.ts';

export interface InMemoryRenderJobs extends RenderJobRepository, LatestScreenshotsRepository {
  rows: Map<string, RenderJobState>;
  /** What addQueued put in the outbox for the render queue, in order. */
  outbox: RenderJobRequestedV1[];
  /** Calls of `find`, to tell a wait woken by an event from one that polled. */
  finds: number;
  /** Changes a job as a worker would (the test's stand-in for one). */
  update(id: string, change: Partial<RenderJobState>): void;
}

/** The render job and latest-screenshot repositories over maps, fenced by attempt like the real ones. */
export function inMemoryRenderJobs(): InMemoryRenderJobs {
  const rows = new Map<string, RenderJobState>();
  const latest = new Map<string, string[]>();
  const outbox: RenderJobRequestedV1[] = [];
  const heldBy = (id: string, attempt: number) => {
    const row = rows.get(id);
    return row && row.status === 'running' && row.attempts === attempt ? row : null;
  };
  const change = (id: string, values: Partial<RenderJobState>) => {
    rows.set(id, { ...rows.get(id)!, ...values, updatedAt: new Date() } as RenderJobState);
  };
  const repository: InMemoryRenderJobs = {
    rows,
    outbox,
    finds: 0,
    update: change,
    async addQueued(request, options) {
      if (rows.has(request.jobId)) return false;
      const now = new Date();
      rows.set(request.jobId, {
        id: request.jobId,
        userId: request.userId,
        kind: request.kind,
        input: request.input,
        result: null,
        status: 'queued',
        percent: 0,
        stage: 'Queued',
        attempts: 0,
        error: null,
        errorStatus: null,
        kitId: options?.kitId ?? null,
        createdAt: now,
        updatedAt: now,
        startedAt: null,
        finishedAt: null,
      } as RenderJobState);
      outbox.push(request);
      return true;
    },
    async find(id) {
      repository.finds += 1;
      return rows.get(id) ?? null;
    },
    async claim(id, attempt) {
      const row = rows.get(id);
      if (!row || (row.status !== 'queued' && row.status !== 'running') || row.attempts >= attempt) return false;
      change(id, { status: 'running', attempts: attempt, startedAt: new Date(), stage: 'Starting', error: null, errorStatus: null });
      return true;
    },
    async recordProgress(id, attempt, progress) {
      if (heldBy(id, attempt)) change(id, progress);
    },
    async recordSucceeded(job, attempt, { result, screenshotKeys = [] }) {
      if (!heldBy(job.id, attempt)) return false;
      change(job.id, { status: 'succeeded', percent: 100, stage: 'Done', result, finishedAt: new Date() } as Partial<RenderJobState>);
      if (screenshotKeys.length > 0) latest.set(job.userId, [...screenshotKeys]);
      return true;
    },
    async requeue(id, attempt, stage) {
      if (!heldBy(id, attempt)) return false;
      change(id, { status: 'queued', stage });
      return true;
    },
    async recordFailed(id, failure, attempt) {
      const row = rows.get(id);
      const unfinished = attempt === undefined ? row && (row.status === 'queued' || row.status === 'running') : heldBy(id, attempt);
      if (!unfinished) return false;
      change(id, { status: 'failed', stage: 'Failed', error: failure.message, errorStatus: failure.status, finishedAt: new Date() });
      return true;
    },
    async keyAt(userId, index) {
      return latest.get(userId)?.[index] ?? null;
    },
  };
  return repository;
}

export interface InMemoryUpdates extends RenderJobUpdates {
  /** Delivers an update to the job's watchers, as the bus subscription does. */
  emit(update: RenderJobUpdate): void;
}

export function inMemoryUpdates(): InMemoryUpdates {
  const listeners = new Map<string, Set<RenderJobListener>>();
  return {
    watch(jobId, listener) {
      const set = listeners.get(jobId) ?? new Set();
      listeners.set(jobId, set.add(listener));
      return () => set.delete(listener);
    },
    emit(update) {
      for (const listener of listeners.get(update.jobId) ?? []) listener(update);
    },
    async close() {
      listeners.clear();
    },
  };
}

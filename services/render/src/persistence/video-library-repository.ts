import type { DataSource, EntityManager } from 'typeorm';
import { renderKitVideoRenderedV1, renderStorageChangedV1, renderVideoDeletedV1, type RenderKitVideoRenderedV1 } from '@sitespark/contracts';
import { enqueueOutbox, enqueueOutboxAlone, quoteIdent, schemaOf } from '@sitespark/service-kit';
import type { RenderJobState } from './render-job-repository.ts';
import type { RenderJobStatus } from './entities.ts';

/** A render job with the bytes it keeps, once they were measured (null before). */
export type LibraryJob = RenderJobState & { videoBytes: number | null; storedBytes: number | null };

export type DeleteOutcome = 'deleted' | 'unfinished' | 'missing';

/** The user's render jobs as a library: listed, measured and deleted (the worker's side is RenderJobRepository). */
export interface VideoLibraryRepository {
  /**
   * The user's jobs, newest first, after the job `after` (a previous page's last id). Null when
   * `after` is not one of the user's jobs (deleted since, or never theirs).
   */
  listByUser(userId: string, page: { limit: number; after?: string; statuses?: readonly RenderJobStatus[]; kitId?: string }): Promise<LibraryJob[] | null>;
  findOwned(userId: string, id: string): Promise<LibraryJob | null>;
  recordSizes(id: string, sizes: { videoBytes: number; storedBytes: number }): Promise<void>;
  /** Finished jobs of the user whose kept bytes were never measured. */
  listUnmeasured(userId: string): Promise<LibraryJob[]>;
  /** Bytes the user's measured jobs keep. */
  storedBytesOf(userId: string): Promise<number>;
  /** Those of `keys` that another job of the user names in its input or result. */
  keysUsedByOtherJobs(userId: string, exceptJobId: string, keys: readonly string[]): Promise<Set<string>>;
  /**
   * Removes a finished job's row, and the user's latest screenshots when they are among `keys`
   * (they would name deleted objects), in one transaction with the user's new video bytes on the
   * outbox (render.storage.changed.v1) and the deletion (render.video.deleted.v1, so content drops
   * the job's kit link). An unfinished job is left alone.
   */
  deleteFinished(userId: string, id: string, keys: readonly string[]): Promise<DeleteOutcome>;
  /** Puts the user's measured video bytes on the outbox (render.storage.changed.v1), for media's storage count. */
  announceStorage(userId: string): Promise<void>;
  /** Puts a finished render started from a kit on the outbox (render.kitvideo.rendered.v1), for content to link. */
  announceKitVideo(video: RenderKitVideoRenderedV1): Promise<void>;
}

interface JobRow {
  id: string;
  user_id: string;
  kind: string;
  status: RenderJobStatus;
  percent: number;
  stage: string;
  attempts: number;
  input: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
  error_status: number | null;
  kit_id: string | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  video_bytes: string | number | null;
  stored_bytes: string | number | null;
}

const columns = `id, user_id, kind, status, percent, stage, attempts, input, result, error, error_status, kit_id,
  created_at, updated_at, started_at, finished_at, video_bytes, stored_bytes`;

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function toLibraryJob(row: JobRow): LibraryJob {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    status: row.status,
    percent: Number(row.percent),
    stage: row.stage,
    attempts: row.attempts,
    input: row.input,
    result: row.result,
    error: row.error,
    errorStatus: row.error_status,
    kitId: row.kit_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    startedAt: row.started_at ? new Date(row.started_at) : null,
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    videoBytes: numberOrNull(row.video_bytes),
    storedBytes: numberOrNull(row.stored_bytes),
    // The row was written only after its input and result were checked against its kind.
  } as LibraryJob;
}

export function createVideoLibraryRepository(dataSource: DataSource): VideoLibraryRepository {
  const schema = () => quoteIdent(schemaOf(dataSource));
  const jobsTable = () => `${schema()}.render_jobs`;
  return {
    async listByUser(userId, { limit, after, statuses, kitId }) {
      const parameters: unknown[] = [userId, limit];
      const conditions = ['user_id = $1'];
      if (kitId) {
        parameters.push(kitId);
        conditions.push(`kit_id = $${parameters.length}`);
      }
      if (statuses && statuses.length > 0) {
        parameters.push([...statuses]);
        conditions.push(`status = ANY($${parameters.length}::text[])`);
      }
      if (after) {
        const cursor: Array<{ id: string }> = await dataSource.query(`SELECT id FROM ${jobsTable()} WHERE id = $1 AND user_id = $2`, [after, userId]);
        if (cursor.length === 0) return null;
        parameters.push(after);
        const index = parameters.length;
        conditions.push(`(created_at, id) < (SELECT created_at, id FROM ${jobsTable()} WHERE id = $${index})`);
      }
      const rows: JobRow[] = await dataSource.query(
        `SELECT ${columns} FROM ${jobsTable()} WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $2`,
        parameters,
      );
      return rows.map(toLibraryJob);
    },
    async findOwned(userId, id) {
      const rows: JobRow[] = await dataSource.query(`SELECT ${columns} FROM ${jobsTable()} WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows[0] ? toLibraryJob(rows[0]) : null;
    },
    async recordSizes(id, { videoBytes, storedBytes }) {
      await dataSource.query(`UPDATE ${jobsTable()} SET video_bytes = $2, stored_bytes = $3 WHERE id = $1`, [id, videoBytes, storedBytes]);
    },
    async listUnmeasured(userId) {
      const rows: JobRow[] = await dataSource.query(
        `SELECT ${columns} FROM ${jobsTable()} WHERE user_id = $1 AND status = 'succeeded' AND stored_bytes IS NULL`,
        [userId],
      );
      return rows.map(toLibraryJob);
    },
    async storedBytesOf(userId) {
      const rows: Array<{ total: string | number | null }> = await dataSource.query(
        `SELECT COALESCE(SUM(stored_bytes), 0) AS total FROM ${jobsTable()} WHERE user_id = $1`,
        [userId],
      );
      return Number(rows[0]?.total ?? 0);
    },
    async keysUsedByOtherJobs(userId, exceptJobId, keys) {
      if (keys.length === 0) return new Set();
      const rows: Array<{ key: string }> = await dataSource.query(
        `SELECT candidate.key FROM unnest($3::text[]) AS candidate(key)
         WHERE EXISTS (
           SELECT 1 FROM ${jobsTable()} job
           WHERE job.user_id = $1 AND job.id <> $2
             AND strpos(job.input::text || COALESCE(job.result::text, ''), candidate.key) > 0)`,
        [userId, exceptJobId, [...keys]],
      );
      return new Set(rows.map((row) => row.key));
    },
    deleteFinished(userId, id, keys) {
      return dataSource.transaction(async (manager) => {
        const deleted: Array<{ id: string }> = await manager.query(
          `DELETE FROM ${jobsTable()} WHERE id = $1 AND user_id = $2 AND status IN ('succeeded', 'failed') RETURNING id`,
          [id, userId],
        );
        if (deleted.length === 0) {
          const exists: unknown[] = await manager.query(`SELECT 1 FROM ${jobsTable()} WHERE id = $1 AND user_id = $2`, [id, userId]);
          return exists.length > 0 ? 'unfinished' : 'missing';
        }
        if (keys.length > 0) {
          await manager.query(
            `DELETE FROM ${schema()}.latest_screenshots WHERE user_id = $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(keys) AS key WHERE key = ANY($2::text[]))`,
            [userId, [...keys]],
          );
        }
        await enqueueStorageChanged(manager, jobsTable(), userId);
        await enqueueOutbox(manager, renderVideoDeletedV1.subject, renderVideoDeletedV1.payload.parse({ jobId: id, userId }));
        return 'deleted';
      });
    },
    announceStorage(userId) {
      return dataSource.transaction((manager) => enqueueStorageChanged(manager, jobsTable(), userId));
    },
    async announceKitVideo(video) {
      await enqueueOutboxAlone(dataSource, renderKitVideoRenderedV1.subject, renderKitVideoRenderedV1.payload.parse(video));
    },
  };
}

async function enqueueStorageChanged(manager: EntityManager, jobsTable: string, userId: string): Promise<void> {
  const rows: Array<{ total: string | number | null }> = await manager.query(`SELECT COALESCE(SUM(stored_bytes), 0) AS total FROM ${jobsTable} WHERE user_id = $1`, [userId]);
  const payload = renderStorageChangedV1.payload.parse({ userId, videoBytes: Number(rows[0]?.total ?? 0), measuredAt: new Date().toISOString() });
  await enqueueOutbox(manager, renderStorageChangedV1.subject, payload);
}

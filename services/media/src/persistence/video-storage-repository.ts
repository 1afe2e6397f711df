import type { DataSource } from 'typeorm';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';

/** The bytes each user's videos keep, as render last told (render.storage.changed.v1). */
export interface VideoStorageRepository {
  /** Keeps the figure unless a newer one is already kept; true when it was kept. */
  record(change: { userId: string; videoBytes: number; measuredAt: Date }): Promise<boolean>;
  bytesOf(userId: string): Promise<number>;
}

export function createVideoStorageRepository(dataSource: DataSource): VideoStorageRepository {
  const table = () => `${quoteIdent(schemaOf(dataSource))}.video_storage`;
  return {
    async record({ userId, videoBytes, measuredAt }) {
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table()} AS kept (user_id, video_bytes, measured_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET video_bytes = EXCLUDED.video_bytes, measured_at = EXCLUDED.measured_at
         WHERE kept.measured_at <= EXCLUDED.measured_at
         RETURNING user_id`,
        [userId, videoBytes, measuredAt],
      );
      return rows.length > 0;
    },
    async bytesOf(userId) {
      const rows: Array<{ video_bytes: string | number }> = await dataSource.query(`SELECT video_bytes FROM ${table()} WHERE user_id = $1`, [userId]);
      return Number(rows[0]?.video_bytes ?? 0);
    },
  };
}

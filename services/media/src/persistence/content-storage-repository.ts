import type { DataSource } from 'typeorm';
import { mediaStorageUsageV1, type StorageUsage } from '@sitespark/contracts';
import { enqueueOutboxAlone, quoteIdent, schemaOf } from '@sitespark/service-kit';

/** The bytes each user's content keeps, as content last told (content.storage.changed.v1), and the usage media announces. */
export interface ContentStorageRepository {
  /** Keeps the figure unless a newer one is already kept; true when it was kept. */
  record(change: { userId: string; contentBytes: number; measuredAt: Date }): Promise<boolean>;
  bytesOf(userId: string): Promise<number>;
  /** Puts the user's whole storage on the outbox (media.storage.usage.v1), for content's upload limit. */
  announceUsage(userId: string, usage: Pick<StorageUsage, 'usedBytes' | 'limitBytes'>): Promise<void>;
}

export function createContentStorageRepository(dataSource: DataSource): ContentStorageRepository {
  const table = () => `${quoteIdent(schemaOf(dataSource))}.content_storage`;
  return {
    async record({ userId, contentBytes, measuredAt }) {
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table()} AS kept (user_id, content_bytes, measured_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET content_bytes = EXCLUDED.content_bytes, measured_at = EXCLUDED.measured_at
         WHERE kept.measured_at <= EXCLUDED.measured_at
         RETURNING user_id`,
        [userId, contentBytes, measuredAt],
      );
      return rows.length > 0;
    },
    async bytesOf(userId) {
      const rows: Array<{ content_bytes: string | number }> = await dataSource.query(`SELECT content_bytes FROM ${table()} WHERE user_id = $1`, [userId]);
      return Number(rows[0]?.content_bytes ?? 0);
    },
    async announceUsage(userId, usage) {
      const payload = mediaStorageUsageV1.payload.parse({ userId, usedBytes: usage.usedBytes, limitBytes: usage.limitBytes, measuredAt: new Date().toISOString() });
      await enqueueOutboxAlone(dataSource, mediaStorageUsageV1.subject, payload);
    },
  };
}

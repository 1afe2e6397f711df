import type { DataSource } from 'typeorm';
import { contentStorageChangedV1 } from '@sitespark/contracts';
import { enqueueOutboxAlone, quoteIdent, schemaOf } from '@sitespark/service-kit';

export interface StorageUsageFigure {
  usedBytes: number;
  limitBytes: number;
}

/**
 * A user's content objects as storage: the keys content keeps for them (measured and announced to
 * media as content.storage.changed.v1), and their whole storage as media last announced it
 * (media.storage.usage.v1).
 */
export interface ContentStorageRepository {
  /** Every distinct object key in the user's space that their kits and saved snippets keep. */
  objectKeysOf(userId: string): Promise<string[]>;
  /** Puts the user's measured content bytes on the outbox (content.storage.changed.v1). */
  announce(userId: string, contentBytes: number): Promise<void>;
  /** Keeps media's figure unless a newer one is already kept; true when it was kept. */
  recordUsage(usage: StorageUsageFigure & { userId: string; measuredAt: Date }): Promise<boolean>;
  /** Media's last figure for the user, or null before media announced one. */
  usageOf(userId: string): Promise<StorageUsageFigure | null>;
}

export function createContentStorageRepository(dataSource: DataSource): ContentStorageRepository {
  const table = (name: string) => `${quoteIdent(schemaOf(dataSource))}.${quoteIdent(name)}`;
  return {
    async objectKeysOf(userId) {
      // Keys are `<area>/<ownerId>/<file>`: only the user's own space counts as theirs.
      const rows: Array<{ key: string }> = await dataSource.query(
        `SELECT DISTINCT key FROM (
           SELECT jsonb_array_elements_text(object_keys) AS key FROM ${table('generations')} WHERE user_id = $1
           UNION ALL
           SELECT object_key AS key FROM ${table('saved_snippets')} WHERE user_id = $1
         ) AS kept
         WHERE split_part(key, '/', 2) = $1::text`,
        [userId],
      );
      return rows.map((row) => row.key);
    },
    async announce(userId, contentBytes) {
      const payload = contentStorageChangedV1.payload.parse({ userId, contentBytes, measuredAt: new Date().toISOString() });
      await enqueueOutboxAlone(dataSource, contentStorageChangedV1.subject, payload);
    },
    async recordUsage({ userId, usedBytes, limitBytes, measuredAt }) {
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table('storage_usage')} AS kept (user_id, used_bytes, limit_bytes, measured_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET used_bytes = EXCLUDED.used_bytes, limit_bytes = EXCLUDED.limit_bytes, measured_at = EXCLUDED.measured_at
         WHERE kept.measured_at <= EXCLUDED.measured_at
         RETURNING user_id`,
        [userId, usedBytes, limitBytes, measuredAt],
      );
      return rows.length > 0;
    },
    async usageOf(userId) {
      const rows: Array<{ used_bytes: string | number; limit_bytes: string | number }> = await dataSource.query(
        `SELECT used_bytes, limit_bytes FROM ${table('storage_usage')} WHERE user_id = $1`,
        [userId],
      );
      const row = rows[0];
      return row ? { usedBytes: Number(row.used_bytes), limitBytes: Number(row.limit_bytes) } : null;
    },
  };
}

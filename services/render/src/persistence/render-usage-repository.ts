import type { DataSource } from 'typeorm';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';

/** Renders each user started per day (UTC), counted apart from the jobs so a deleted video still counts. */
export interface RenderUsageRepository {
  rendersOn(userId: string, day: string): Promise<number>;
  /** Counts one more render on `day` unless `limit` were reached; false (and nothing counted) at the limit. */
  reserve(userId: string, day: string, limit: number): Promise<boolean>;
  /** Gives back a reservation whose job was never recorded. */
  release(userId: string, day: string): Promise<void>;
}

export function createRenderUsageRepository(dataSource: DataSource): RenderUsageRepository {
  const table = () => `${quoteIdent(schemaOf(dataSource))}.render_daily_usage`;
  return {
    async rendersOn(userId, day) {
      const rows: Array<{ renders: number }> = await dataSource.query(`SELECT renders FROM ${table()} WHERE user_id = $1 AND day = $2`, [userId, day]);
      return rows[0]?.renders ?? 0;
    },
    async reserve(userId, day, limit) {
      // One statement, so two requests at the limit cannot both pass: the row is locked by the upsert.
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table()} AS usage (user_id, day, renders) SELECT $1, $2, 1 WHERE $3 > 0
         ON CONFLICT (user_id, day) DO UPDATE SET renders = usage.renders + 1 WHERE usage.renders < $3
         RETURNING renders`,
        [userId, day, limit],
      );
      return rows.length > 0;
    },
    async release(userId, day) {
      await dataSource.query(`UPDATE ${table()} SET renders = renders - 1 WHERE user_id = $1 AND day = $2 AND renders > 0`, [userId, day]);
    },
  };
}

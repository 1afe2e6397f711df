import type { DataSource } from 'typeorm';
import type { SiteCorrectionFact } from '@sitespark/contracts';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';

/**
 * Render's copy of each user's corrections of each site: content owns them and announces the whole
 * list after every change (content.site.corrections.changed.v1); the newest list is kept.
 */
export interface SiteCorrectionCopyRepository {
  /** Keeps the list unless a newer one is kept already; true when it was kept. */
  record(list: { userId: string; site: string; corrections: SiteCorrectionFact[]; changedAt: Date }): Promise<boolean>;
  /** The user's corrections of the site, in the order they are applied; none when the user made none. */
  listBySite(userId: string, site: string): Promise<SiteCorrectionFact[]>;
}

export function createSiteCorrectionCopyRepository(dataSource: DataSource): SiteCorrectionCopyRepository {
  const table = `${quoteIdent(schemaOf(dataSource))}.${quoteIdent('site_corrections')}`;
  return {
    async record({ userId, site, corrections, changedAt }) {
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table} AS kept (user_id, site, corrections, changed_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, site) DO UPDATE SET corrections = EXCLUDED.corrections, changed_at = EXCLUDED.changed_at
         WHERE kept.changed_at <= EXCLUDED.changed_at
         RETURNING user_id`,
        [userId, site, JSON.stringify(corrections), changedAt],
      );
      return rows.length > 0;
    },
    async listBySite(userId, site) {
      const rows: Array<{ corrections: SiteCorrectionFact[] }> = await dataSource.query(`SELECT corrections FROM ${table} WHERE user_id = $1 AND site = $2`, [userId, site]);
      return rows[0]?.corrections ?? [];
    },
  };
}

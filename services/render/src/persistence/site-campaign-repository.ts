import type { DataSource } from 'typeorm';
import type { SiteCampaign } from '@sitespark/contracts';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';

/**
 * Render's copy of the campaign of each user's latest kit of each site: content owns the kits and
 * announces the campaign each time one is generated or deleted (content.site.campaign.changed.v1);
 * the newest is kept, a null one when the user keeps no kit of the site any more.
 */
export interface SiteCampaignCopyRepository {
  /** Keeps the campaign unless a newer one is kept already; true when it was kept. */
  record(latest: { userId: string; site: string; kitId: string | null; campaign: SiteCampaign | null; changedAt: Date }): Promise<boolean>;
  /** The campaign of the user's latest kit of the site; null when the user keeps none. */
  findBySite(userId: string, site: string): Promise<SiteCampaign | null>;
}

export function createSiteCampaignCopyRepository(dataSource: DataSource): SiteCampaignCopyRepository {
  const table = `${quoteIdent(schemaOf(dataSource))}.${quoteIdent('site_campaigns')}`;
  return {
    async record({ userId, site, kitId, campaign, changedAt }) {
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table} AS kept (user_id, site, kit_id, campaign, changed_at) VALUES ($1, $2, $3, $4::jsonb, $5)
         ON CONFLICT (user_id, site) DO UPDATE SET kit_id = EXCLUDED.kit_id, campaign = EXCLUDED.campaign, changed_at = EXCLUDED.changed_at
         WHERE kept.changed_at <= EXCLUDED.changed_at
         RETURNING user_id`,
        [userId, site, kitId, campaign === null ? null : JSON.stringify(campaign), changedAt],
      );
      return rows.length > 0;
    },
    async findBySite(userId, site) {
      const rows: Array<{ campaign: SiteCampaign | null }> = await dataSource.query(`SELECT campaign FROM ${table} WHERE user_id = $1 AND site = $2`, [userId, site]);
      return rows[0]?.campaign ?? null;
    },
  };
}

import type { DataSource, EntityManager } from 'typeorm';
import { contentSiteCorrectionsChangedV1 } from '@sitespark/contracts';
import { enqueueOutbox, quoteIdent, schemaOf } from '@sitespark/service-kit';
import { SiteCorrectionRecord } from './site-correction-entity.ts';

export type NewSiteCorrection = Omit<SiteCorrectionRecord, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The owners' corrections of what was read from their sites, per user and site. Every save and
 * removal puts the user's whole list for the site on the outbox in the same transaction
 * (content.site.corrections.changed.v1), so render's copy follows it.
 */
export interface SiteCorrectionRepository {
  /** The user's corrections of the site, oldest first (the order they are applied in). */
  listBySite(userId: string, site: string): Promise<SiteCorrectionRecord[]>;
  /**
   * Keeps the correction, replacing the user's earlier one of the same site and key, and first
   * deleting `replaces` (the user's, of the same site) when given; null when the site already holds
   * `perSiteLimit` corrections and this one replaces none.
   */
  save(correction: NewSiteCorrection, options: { replaces: string | null; perSiteLimit: number }): Promise<SiteCorrectionRecord | null>;
  findOwned(userId: string, id: string): Promise<SiteCorrectionRecord | null>;
  /** False when it does not exist or is someone else's. */
  remove(userId: string, id: string): Promise<boolean>;
}

function toRecord(row: Record<string, unknown>): SiteCorrectionRecord {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    site: String(row.site),
    key: String(row.key),
    field: row.field as SiteCorrectionRecord['field'],
    action: row.action as SiteCorrectionRecord['action'],
    target: row.target === null ? null : String(row.target),
    value: (row.value ?? null) as SiteCorrectionRecord['value'],
    createdAt: new Date(row.created_at as string | Date),
    updatedAt: new Date(row.updated_at as string | Date),
  };
}

export function createSiteCorrectionRepository(dataSource: DataSource): SiteCorrectionRepository {
  const corrections = dataSource.getRepository(SiteCorrectionRecord);
  const table = `${quoteIdent(schemaOf(dataSource))}.${quoteIdent('site_corrections')}`;

  async function upsert(manager: EntityManager, correction: NewSiteCorrection, perSiteLimit: number): Promise<SiteCorrectionRecord | null> {
    const { userId, site, key, field, action, target, value } = correction;
    // One statement: a correction that replaces one of the same key is always kept; a new one only below the limit.
    const rows: Array<Record<string, unknown>> = await manager.query(
      `INSERT INTO ${table} (user_id, site, key, field, action, target, value)
       SELECT $1, $2, $3, $4, $5, $6, $7::jsonb
        WHERE EXISTS (SELECT 1 FROM ${table} WHERE user_id = $1 AND site = $2 AND key = $3)
           OR (SELECT count(*) FROM ${table} WHERE user_id = $1 AND site = $2) < $8
       ON CONFLICT (user_id, site, key) DO UPDATE
         SET field = EXCLUDED.field, action = EXCLUDED.action, target = EXCLUDED.target, value = EXCLUDED.value, updated_at = now()
       RETURNING *`,
      [userId, site, key, field, action, target, value === null ? null : JSON.stringify(value), perSiteLimit],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Changes of one user's corrections of one site run one after another, so each announced list is
   * the whole list after its change and a later change carries a later `changedAt`.
   */
  async function lockSite(manager: EntityManager, userId: string, site: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`site_corrections:${userId}:${site}`]);
  }

  /** The user's list of the site as it stands in this transaction, on the outbox. */
  async function announce(manager: EntityManager, userId: string, site: string): Promise<void> {
    const kept = await manager.getRepository(SiteCorrectionRecord).find({ where: { userId, site }, order: { createdAt: 'ASC', id: 'ASC' } });
    const [clock] = (await manager.query('SELECT clock_timestamp() AS now')) as Array<{ now: Date | string }>;
    const payload = contentSiteCorrectionsChangedV1.payload.parse({
      userId,
      site,
      corrections: kept.map(({ field, action, target, value }) => ({ field, action, target, value })),
      changedAt: new Date(clock!.now).toISOString(),
    });
    await enqueueOutbox(manager, contentSiteCorrectionsChangedV1.subject, payload);
  }

  return {
    listBySite: (userId, site) => corrections.find({ where: { userId, site }, order: { createdAt: 'ASC', id: 'ASC' } }),

    save(correction, { replaces, perSiteLimit }) {
      return dataSource.transaction(async (manager) => {
        await lockSite(manager, correction.userId, correction.site);
        if (replaces) await manager.getRepository(SiteCorrectionRecord).delete({ id: replaces, userId: correction.userId, site: correction.site });
        const saved = await upsert(manager, correction, perSiteLimit);
        if (saved) await announce(manager, correction.userId, correction.site);
        return saved;
      });
    },

    findOwned: (userId, id) => corrections.findOneBy({ id, userId }),

    remove(userId, id) {
      return dataSource.transaction(async (manager) => {
        const found = await manager.getRepository(SiteCorrectionRecord).findOneBy({ id, userId });
        if (!found) return false;
        await lockSite(manager, userId, found.site);
        const result = await manager.getRepository(SiteCorrectionRecord).delete({ id, userId });
        if ((result.affected ?? 0) === 0) return false;
        await announce(manager, userId, found.site);
        return true;
      });
    },
  };
}

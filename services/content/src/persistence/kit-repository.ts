import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { contentSiteCampaignChangedV1 } from '@sitespark/contracts';
import { AppError, enqueueOutbox, quoteIdent, schemaOf } from '@sitespark/service-kit';
import type { KitCampaignAnnouncement } from './generation-repository.ts';
import { GenerationRecord, KitRevisionRecord, KitShareRecord } from './entities.ts';

/** A kept kit as stored: metadata, the content with edits applied, and what rewriting it needs. */
export interface StoredKit {
  id: string;
  userId: string;
  name: string;
  url: string;
  siteName: string;
  siteType: string;
  language: string;
  thumbnailUrl: string | null;
  generator: string;
  /** What was asked for, without image bytes (prompt, audience, video flag, snippet descriptions and image URLs). */
  request: Record<string, unknown>;
  /** The kit as the result tabs show it, edits applied. */
  content: Record<string, unknown>;
  /** The site model it was written from; null for kits kept before it was stored. */
  siteModel: Record<string, unknown> | null;
  revision: number;
  objectKeys: string[];
  createdAt: Date;
  updatedAt: Date;
  /** The active share link's creation time, or null when the kit is not shared. */
  sharedAt: Date | null;
}

/** A kept kit as the campaign of its site is read from it. */
export interface KitForCampaign {
  id: string;
  url: string;
  language: string;
  request: Record<string, unknown>;
  siteModel: Record<string, unknown> | null;
}

/**
 * The deleted kit's site and the campaign of the latest of the user's other kits of that site
 * (newest first in `remaining`), or null for a kit whose site has no key.
 */
export type SiteCampaignAfterRemoval = (removed: KitForCampaign, remaining: readonly KitForCampaign[]) => { site: string; latest: (KitCampaignAnnouncement & { kitId: string }) | null } | null;

export interface KitListRow {
  id: string;
  name: string;
  url: string;
  siteName: string;
  siteType: string;
  language: string;
  thumbnailUrl: string | null;
  createdAt: Date;
  /** created_at exactly as stored (microseconds), for the cursor. */
  createdAtExact: string;
}

export interface KitListPosition {
  createdAtExact: string;
  id: string;
}

export interface KitChangeRecord {
  path: string;
  oldValue: string;
  newValue: string;
}

export interface KitRevisionInput {
  kind: KitRevisionRecord['kind'];
  changes: KitChangeRecord[];
  instruction: string | null;
  /** Model tokens the change cost (a regeneration by the model); 0 when absent. */
  modelTokens?: number;
}

export interface KitUpdateFields {
  name?: string;
  content?: Record<string, unknown>;
  thumbnailUrl?: string | null;
  /** The stored objects the kit shows (replaced when its flyers are redrawn). */
  objectKeys?: string[];
}

/** The kits users keep (rows of `generations`), their revisions and share links. */
export interface KitRepository {
  /** The user's kit, or null when it does not exist or is someone else's. */
  findOwned(userId: string, kitId: string): Promise<StoredKit | null>;
  /** Newest first, after `position` when given, at most `limit`; `search` matches name, site name and address. */
  list(userId: string, options: { search: string | null; after: KitListPosition | null; limit: number }): Promise<KitListRow[]>;
  countByUser(userId: string): Promise<number>;
  /**
   * Applies the fields and records the revision, only if the kit is still at `expectedRevision`
   * (a concurrent change answers CONFLICT); resolves to the new revision number.
   */
  update(userId: string, kitId: string, expectedRevision: number, fields: KitUpdateFields, revision: KitRevisionInput): Promise<number>;
  listRevisions(userId: string, kitId: string): Promise<KitRevisionRecord[]>;
  /**
   * Deletes the kit with its revisions and shares; resolves to false when there was none of the user's.
   * With `siteCampaign`, the campaign of the user's latest kit left of the deleted kit's site (none
   * when it was the last) goes on the outbox in the same transaction (content.site.campaign.changed.v1).
   */
  remove(userId: string, kitId: string, options?: { siteCampaign?: SiteCampaignAfterRemoval }): Promise<boolean>;
  /** Which of `keys` another of the user's kits or saved snippets still uses (never deleted with this kit). */
  keysUsedElsewhere(userId: string, kitId: string, keys: readonly string[]): Promise<Set<string>>;
  /** Adds a share link for `tokenHash` (links made earlier keep working until revoked). */
  share(userId: string, kitId: string, tokenHash: string): Promise<void>;
  /** Revokes every active share link of the kit; resolves to false when there was none. */
  revokeShare(userId: string, kitId: string): Promise<boolean>;
  /** The kit an active share link points at, or null. */
  findShared(tokenHash: string): Promise<StoredKit | null>;
}

function toStoredKit(row: GenerationRecord, sharedAt: Date | null): StoredKit {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    url: row.url,
    siteName: row.siteName,
    siteType: row.siteType,
    language: row.language,
    thumbnailUrl: row.thumbnailUrl,
    generator: row.generator,
    request: row.request,
    content: row.content ?? row.result,
    siteModel: row.siteModel,
    revision: row.revision,
    objectKeys: row.objectKeys,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sharedAt,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createKitRepository(dataSource: DataSource): KitRepository {
  const generations = dataSource.getRepository(GenerationRecord);
  const revisions = dataSource.getRepository(KitRevisionRecord);
  const shares = dataSource.getRepository(KitShareRecord);
  const table = (name: string) => `${quoteIdent(schemaOf(dataSource))}.${quoteIdent(name)}`;

  async function activeShare(kitId: string, manager: EntityManager = dataSource.manager): Promise<KitShareRecord | null> {
    return manager.getRepository(KitShareRecord).findOne({ where: { kitId, revokedAt: IsNull() }, order: { createdAt: 'DESC' } });
  }

  return {
    async findOwned(userId, kitId) {
      const row = await generations.findOneBy({ id: kitId, userId });
      if (!row) return null;
      return toStoredKit(row, (await activeShare(kitId))?.createdAt ?? null);
    },

    async list(userId, { search, after, limit }) {
      const values: unknown[] = [userId];
      const where = ['user_id = $1'];
      if (after) {
        values.push(after.createdAtExact, after.id);
        where.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
      }
      if (search) {
        values.push(`%${escapeLike(search)}%`);
        where.push(`(name ILIKE $${values.length} OR site_name ILIKE $${values.length} OR url ILIKE $${values.length})`);
      }
      values.push(limit);
      const rows: Array<Record<string, unknown>> = await dataSource
        .query(
        `SELECT id, name, url, site_name, site_type, language, thumbnail_url, created_at, created_at::text AS created_at_exact
           FROM ${table('generations')}
          WHERE ${where.join(' AND ')}
          ORDER BY created_at DESC, id DESC
          LIMIT $${values.length}`,
          values,
        )
        .catch((error: unknown) => {
          // A cursor's time the decoder let through that PostgreSQL cannot read (2026-02-30 ...).
          if (after && String((error as { driverError?: { code?: string } }).driverError?.code ?? '').startsWith('22')) {
            throw new AppError('VALIDATION', 'The page cursor is not valid: start again from the first page');
          }
          throw error;
        });
      return rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        url: String(row.url),
        siteName: String(row.site_name),
        siteType: String(row.site_type),
        language: String(row.language),
        thumbnailUrl: row.thumbnail_url === null ? null : String(row.thumbnail_url),
        createdAt: new Date(row.created_at as string | Date),
        createdAtExact: String(row.created_at_exact),
      }));
    },

    countByUser: (userId) => generations.countBy({ userId }),

    async update(userId, kitId, expectedRevision, fields, revision) {
      return dataSource.transaction(async (manager) => {
        const next = expectedRevision + 1;
        const result = await manager
          .createQueryBuilder()
          .update(GenerationRecord)
          .set({
            ...(fields.name !== undefined ? { name: fields.name } : {}),
            // A JSON document, not a partial entity: TypeORM's deep-partial type cannot say so.
            ...(fields.content !== undefined ? { content: fields.content as never } : {}),
            ...(fields.thumbnailUrl !== undefined ? { thumbnailUrl: fields.thumbnailUrl } : {}),
            ...(fields.objectKeys !== undefined ? { objectKeys: fields.objectKeys as never } : {}),
            revision: next,
            updatedAt: () => 'now()',
          })
          .where('id = :kitId AND user_id = :userId AND revision = :expectedRevision', { kitId, userId, expectedRevision })
          .execute();
        if (!result.affected) {
          const exists = await manager.getRepository(GenerationRecord).existsBy({ id: kitId, userId });
          if (!exists) throw new AppError('NOT_FOUND', 'Kit not found');
          throw new AppError('CONFLICT', 'This kit was changed meanwhile (in another tab?). Reload it and try again.');
        }
        await manager.getRepository(KitRevisionRecord).insert({ kitId, userId, number: next, ...revision, modelTokens: revision.modelTokens ?? 0 });
        return next;
      });
    },

    listRevisions: (userId, kitId) => revisions.find({ where: { kitId, userId }, order: { number: 'DESC' } }),

    async remove(userId, kitId, options = {}) {
      const { siteCampaign } = options;
      if (!siteCampaign) {
        const result = await generations.delete({ id: kitId, userId });
        return (result.affected ?? 0) > 0;
      }
      return dataSource.transaction(async (manager) => {
        // The lock kits are kept under: the announcement after a removal is ordered with those of new kits.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sitespark:kits-kept:${userId}`]);
        const kits = manager.getRepository(GenerationRecord);
        const removed = await kits.findOne({ where: { id: kitId, userId }, select: { id: true, url: true, language: true, request: true, siteModel: true } });
        if (!removed) return false;
        const result = await kits.delete({ id: kitId, userId });
        if ((result.affected ?? 0) === 0) return false;
        const remaining = await kits.find({ where: { userId }, select: { id: true, url: true, language: true, request: true, siteModel: true }, order: { createdAt: 'DESC', id: 'DESC' } });
        const after = siteCampaign(removed, remaining);
        if (after) {
          const [clock] = (await manager.query('SELECT clock_timestamp() AS now')) as Array<{ now: Date | string }>;
          const { latest } = after;
          const payload = contentSiteCampaignChangedV1.payload.parse({
            userId,
            site: after.site,
            kitId: latest?.kitId ?? null,
            brief: latest?.brief ?? null,
            campaign: latest?.campaign ?? null,
            changedAt: new Date(clock!.now).toISOString(),
          });
          await enqueueOutbox(manager, contentSiteCampaignChangedV1.subject, payload);
        }
        return true;
      });
    },

    async keysUsedElsewhere(userId, kitId, keys) {
      if (keys.length === 0) return new Set();
      const rows: Array<{ key: string }> = await dataSource.query(
        `SELECT k.key FROM unnest($3::text[]) AS k(key)
          WHERE EXISTS (SELECT 1 FROM ${table('saved_snippets')} s WHERE s.user_id = $1 AND s.object_key = k.key)
             OR EXISTS (SELECT 1 FROM ${table('generations')} g WHERE g.user_id = $1 AND g.id <> $2 AND (g.object_keys ? k.key OR strpos(g.request::text, k.key) > 0))`,
        [userId, kitId, keys],
      );
      return new Set(rows.map((row) => row.key));
    },

    async share(userId, kitId, tokenHash) {
      await dataSource.transaction(async (manager) => {
        const owned = await manager.getRepository(GenerationRecord).existsBy({ id: kitId, userId });
        if (!owned) throw new AppError('NOT_FOUND', 'Kit not found');
        await manager.getRepository(KitShareRecord).insert({ kitId, userId, tokenHash, revokedAt: null });
      });
    },

    async revokeShare(userId, kitId) {
      const result = await shares
        .createQueryBuilder()
        .update(KitShareRecord)
        .set({ revokedAt: () => 'now()' })
        .where('kit_id = :kitId AND user_id = :userId AND revoked_at IS NULL', { kitId, userId })
        .execute();
      return (result.affected ?? 0) > 0;
    },

    async findShared(tokenHash) {
      const link = await shares.findOneBy({ tokenHash, revokedAt: IsNull() });
      if (!link) return null;
      const row = await generations.findOneBy({ id: link.kitId });
      return row ? toStoredKit(row, link.createdAt) : null;
    },
  };
}

import type { DataSource, QueryDeepPartialEntity } from 'typeorm';
import { contentSiteCampaignChangedV1, type SiteCampaign } from '@sitespark/contracts';
import { enqueueOutbox } from '@sitespark/service-kit';
import { GenerationRecord, KitRevisionRecord } from './entities.ts';

export type NewGeneration = Omit<GenerationRecord, 'id' | 'createdAt' | 'updatedAt' | 'content' | 'revision'>;

/** A kept kit's campaign, announced for its site (the owner's corrections' site key). */
export interface KitCampaignAnnouncement {
  site: string;
  brief: { customPrompt: string; targetAudience: string };
  campaign: SiteCampaign;
}

/** The kits users generated: kept with their request, and counted for the dashboard and the model budget. */
export interface GenerationRepository {
  /**
   * Keeps the kit unless its user already keeps `kitsLimit` kits: resolves to its id, or to the
   * number kept when at the limit (nothing stored). Atomic: parallel keeps of one user cannot pass it.
   * With `campaign`, the kit's campaign for its site goes on the outbox in the same transaction
   * (content.site.campaign.changed.v1), so render's studios say what the user's latest kit promotes.
   */
  addWithinLimit(generation: NewGeneration, kitsLimit: number, campaign?: KitCampaignAnnouncement): Promise<{ kitId: string } | { kitsKept: number }>;
  countByUser(userId: string): Promise<number>;
  /** Model tokens (in + out) the user's kits and the model's rewrites of their pieces cost since the given time. */
  modelTokensSince(userId: string, since: Date): Promise<number>;
}

export function createGenerationRepository(dataSource: DataSource): GenerationRepository {
  const generations = dataSource.getRepository(GenerationRecord);
  const revisions = dataSource.getRepository(KitRevisionRecord);
  return {
    addWithinLimit: (generation, kitsLimit, campaign) =>
      dataSource.transaction(async (manager) => {
        // One user's keeps queue on this lock until commit, and the count is read after it is taken
        // (a new snapshot per statement), so it sees every kit kept before: 20 parallel keeps at a limit of 3 keep 3.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sitespark:kits-kept:${generation.userId}`]);
        const kept = manager.getRepository(GenerationRecord);
        const kitsKept = await kept.countBy({ userId: generation.userId });
        if (kitsKept >= kitsLimit) return { kitsKept };
        const inserted = await kept.insert({ ...generation, content: null, revision: 0 } as QueryDeepPartialEntity<GenerationRecord>);
        const kitId = (inserted.identifiers[0] as { id: string }).id;
        if (campaign) {
          // Under the user's lock, so a later kit of the site always carries a later changedAt.
          const [clock] = (await manager.query('SELECT clock_timestamp() AS now')) as Array<{ now: Date | string }>;
          const payload = contentSiteCampaignChangedV1.payload.parse({ userId: generation.userId, site: campaign.site, kitId, brief: campaign.brief, campaign: campaign.campaign, changedAt: new Date(clock!.now).toISOString() });
          await enqueueOutbox(manager, contentSiteCampaignChangedV1.subject, payload);
        }
        return { kitId };
      }),
    countByUser: (userId) => generations.countBy({ userId }),
    async modelTokensSince(userId, since) {
      const [kits, rewrites] = await Promise.all([
        generations
          .createQueryBuilder('generation')
          .select('COALESCE(SUM(generation.modelTokens), 0)', 'spent')
          .where('generation.userId = :userId', { userId })
          .andWhere('generation.createdAt >= :since', { since })
          .getRawOne<{ spent: string | number }>(),
        // Pieces the model wrote again count on the day they were written.
        revisions
          .createQueryBuilder('revision')
          .select('COALESCE(SUM(revision.modelTokens), 0)', 'spent')
          .where('revision.userId = :userId', { userId })
          .andWhere('revision.modelTokens > 0')
          .andWhere('revision.createdAt >= :since', { since })
          .getRawOne<{ spent: string | number }>(),
      ]);
      return Number(kits?.spent ?? 0) + Number(rewrites?.spent ?? 0);
    },
  };
}

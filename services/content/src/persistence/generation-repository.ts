import type { DataSource, QueryDeepPartialEntity } from 'typeorm';
import { GenerationRecord, KitRevisionRecord } from './entities.ts';

export type NewGeneration = Omit<GenerationRecord, 'id' | 'createdAt' | 'updatedAt' | 'content' | 'revision'>;

/** The kits users generated: kept with their request, and counted for the dashboard and the model budget. */
export interface GenerationRepository {
  /** Keeps the kit; resolves to its id. */
  add(generation: NewGeneration): Promise<string>;
  countByUser(userId: string): Promise<number>;
  /** Model tokens (in + out) the user's kits and the model's rewrites of their pieces cost since the given time. */
  modelTokensSince(userId: string, since: Date): Promise<number>;
}

export function createGenerationRepository(dataSource: DataSource): GenerationRepository {
  const generations = dataSource.getRepository(GenerationRecord);
  const revisions = dataSource.getRepository(KitRevisionRecord);
  return {
    async add(generation) {
      // A single INSERT: `save` would wrap it in a transaction (three round trips holding the embedded database's one session).
      const inserted = await generations.insert({ ...generation, content: null, revision: 0 } as QueryDeepPartialEntity<GenerationRecord>);
      return (inserted.identifiers[0] as { id: string }).id;
    },
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

import type { DataSource } from 'typeorm';
import { GenerationRecord } from './entities.ts';

export type NewGeneration = Omit<GenerationRecord, 'id' | 'createdAt'>;

/** The kits users generated: kept with their request, and counted for the dashboard and the model budget. */
export interface GenerationRepository {
  add(generation: NewGeneration): Promise<void>;
  countByUser(userId: string): Promise<number>;
  /** Model tokens (in + out) the user's kits cost since the given time. */
  modelTokensSince(userId: string, since: Date): Promise<number>;
}

export function createGenerationRepository(dataSource: DataSource): GenerationRepository {
  const generations = dataSource.getRepository(GenerationRecord);
  return {
    async add(generation) {
      await generations.save(generations.create(generation));
    },
    countByUser: (userId) => generations.countBy({ userId }),
    async modelTokensSince(userId, since) {
      const row = await generations
        .createQueryBuilder('generation')
        .select('COALESCE(SUM(generation.modelTokens), 0)', 'spent')
        .where('generation.userId = :userId', { userId })
        .andWhere('generation.createdAt >= :since', { since })
        .getRawOne<{ spent: string | number }>();
      return Number(row?.spent ?? 0);
    },
  };
}

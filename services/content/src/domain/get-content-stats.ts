import type { DataSource } from 'typeorm';
import type { ContentStats } from '@sitespark/contracts';
import { GenerationRecord } from '../persistence/entities.ts';

export async function getContentStats(userId: string, dataSource: DataSource): Promise<ContentStats> {
  return { contentCreated: await dataSource.getRepository(GenerationRecord).countBy({ userId }) };
}

import type { DataSource } from 'typeorm';
import { LatestScreenshotsRecord } from './entities.ts';

/** Each user's latest screenshots, in slide order (written with a job's result, see RenderJobRepository.recordSucceeded). */
export interface LatestScreenshotsRepository {
  /** The key of the user's screenshot at `index` (from 0), or null when there is none. */
  keyAt(userId: string, index: number): Promise<string | null>;
}

export function createLatestScreenshotsRepository(dataSource: DataSource): LatestScreenshotsRepository {
  const latest = dataSource.getRepository(LatestScreenshotsRecord);
  return {
    async keyAt(userId, index) {
      const row = await latest.findOneBy({ userId });
      return row?.keys[index] ?? null;
    },
  };
}

import type { ContentStats } from '@sitespark/contracts';
import type { GenerationRepository } from '../persistence/generation-repository.ts';

export interface GetContentStatsDeps {
  generations: Pick<GenerationRepository, 'countByUser'>;
  /** KITS_KEPT_LIMIT. */
  kitsLimit: number;
}

/** The dashboard's Content Created (the kits the user keeps) and, for the usage card, the kits kept against the limit. */
export async function getContentStats(deps: GetContentStatsDeps, input: { userId: string }): Promise<ContentStats> {
  const kept = await deps.generations.countByUser(input.userId);
  return { contentCreated: kept, kitsKept: kept, kitsLimit: deps.kitsLimit };
}

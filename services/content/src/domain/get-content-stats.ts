import type { ContentStats } from '@sitespark/contracts';
import type { GenerationRepository } from '../persistence/generation-repository.ts';

export interface GetContentStatsDeps {
  generations: Pick<GenerationRepository, 'countByUser'>;
}

export async function getContentStats(deps: GetContentStatsDeps, input: { userId: string }): Promise<ContentStats> {
  return { contentCreated: await deps.generations.countByUser(input.userId) };
}

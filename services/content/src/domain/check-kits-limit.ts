import { AppError } from '@sitespark/service-kit';
import type { GenerationRepository } from '../persistence/generation-repository.ts';

/**
 * Kits kept per subscriber (KITS_KEPT_LIMIT): at the limit a new kit is refused before any work is
 * done, saying how to make room; nothing is stored or charged.
 */
export async function checkKitsLimit(deps: { generations: Pick<GenerationRepository, 'countByUser'> }, input: { userId: string; kitsLimit: number }): Promise<void> {
  const kept = await deps.generations.countByUser(input.userId);
  if (kept >= input.kitsLimit) throw kitsLimitReached(kept, input.kitsLimit);
}

/** The refusal at the kits-kept limit, from the early check or from the keep itself (which parallel requests cannot pass). */
export function kitsLimitReached(kept: number, kitsLimit: number): AppError {
  return new AppError(
    'CONFLICT',
    `You have ${kept.toLocaleString('en-US')} kits kept, the most an account can keep (${kitsLimit.toLocaleString('en-US')}). Delete kits you no longer need in Your kits to make a new one.`,
    { details: { limit: 'kitsKept', kitsKept: kept, kitsLimit } },
  );
}

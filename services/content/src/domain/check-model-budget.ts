import { AppError } from '@sitespark/service-kit';
import type { GenerationRepository } from '../persistence/generation-repository.ts';

/** Seconds until the next midnight UTC, when the daily budget starts again. */
function secondsUntilMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * The per-user daily model budget (OPENAI_DAILY_TOKENS_PER_USER): a user who has spent it today
 * (UTC) gets a 429 saying when it resets, with Retry-After. Nothing is stored or charged.
 */
export async function checkModelBudget(
  deps: { generations: Pick<GenerationRepository, 'modelTokensSince'> },
  input: { userId: string; dailyTokens: number; now?: Date },
): Promise<void> {
  const { dailyTokens, now = new Date() } = input;
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const spent = await deps.generations.modelTokensSince(input.userId, startOfDay);
  if (spent < dailyTokens) return;
  const wait = secondsUntilMidnightUtc(now);
  const hours = Math.floor(wait / 3600);
  const minutes = Math.ceil((wait % 3600) / 60);
  throw new AppError(
    'RATE_LIMITED',
    `You have used today's AI writing allowance (${dailyTokens.toLocaleString('en-US')} tokens). It resets at midnight UTC, in ${hours > 0 ? `${hours} h ` : ''}${minutes} min.`,
    { details: { retryAfterSeconds: wait } },
  );
}

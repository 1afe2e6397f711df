import type { DataSource } from 'typeorm';
import { AppError } from '@sitespark/service-kit';
import { GenerationRecord } from '../persistence/entities.ts';

/** Seconds until the next midnight UTC, when the daily budget starts again. */
function secondsUntilMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * The per-user daily model budget (OPENAI_DAILY_TOKENS_PER_USER): a user who has spent it today
 * (UTC) gets a 429 saying when it resets, with Retry-After. Nothing is stored or charged.
 */
export async function checkModelBudget(dataSource: DataSource, userId: string, dailyTokens: number, now = new Date()): Promise<void> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const row = await dataSource
    .getRepository(GenerationRecord)
    .createQueryBuilder('generation')
    .select('COALESCE(SUM(generation.modelTokens), 0)', 'spent')
    .where('generation.userId = :userId', { userId })
    .andWhere('generation.createdAt >= :startOfDay', { startOfDay })
    .getRawOne<{ spent: string | number }>();
  const spent = Number(row?.spent ?? 0);
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

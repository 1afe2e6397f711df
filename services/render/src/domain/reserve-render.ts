import { AppError } from '@sitespark/service-kit';
import type { RenderUsageRepository } from '../persistence/render-usage-repository.ts';

export interface RenderQuotaDeps {
  usage: Pick<RenderUsageRepository, 'reserve' | 'release'>;
  /** RENDERS_PER_DAY_LIMIT. */
  rendersPerDay: number;
  now?: () => Date;
}

/** The UTC calendar day of a moment, as PostgreSQL's `date` reads it. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The next midnight, UTC: when a new day's renders start. */
export function nextUtcMidnight(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate() + 1));
}

export function dailyRenderLimitMessage(limit: number): string {
  const renders = limit === 1 ? '1 video' : `${limit} videos`;
  return `Daily render limit reached: you can render ${renders} a day and have used them all today. You can render again after midnight UTC.`;
}

export interface RenderReservation {
  /** Gives the render back when its job was never recorded. */
  release(): Promise<void>;
}

/** Counts one render against the user's daily limit, or refuses with 429 (and counts nothing) at the limit. */
export async function reserveRender(deps: RenderQuotaDeps, input: { userId: string }): Promise<RenderReservation> {
  const day = utcDay((deps.now ?? (() => new Date()))());
  if (!(await deps.usage.reserve(input.userId, day, deps.rendersPerDay))) {
    throw new AppError('RATE_LIMITED', dailyRenderLimitMessage(deps.rendersPerDay));
  }
  return { release: () => deps.usage.release(input.userId, day) };
}

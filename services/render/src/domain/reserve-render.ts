import { AppError, type RateLimiter } from '@sitespark/service-kit';
import type { RenderUsageRepository } from '../persistence/render-usage-repository.ts';

export interface RenderQuotaDeps {
  usage: Pick<RenderUsageRepository, 'reserve' | 'release'>;
  /** RENDERS_PER_DAY_LIMIT. */
  rendersPerDay: number;
  /** RENDERS_PER_USER_PER_MINUTE, on the PostgreSQL limiter store every replica shares: a burst is refused before the day's count is touched. */
  perMinute?: RateLimiter;
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

/** Counts one render against the user's per-minute and daily limits, or refuses with 429 (and counts nothing against the day) at either. */
export async function reserveRender(deps: RenderQuotaDeps, input: { userId: string }): Promise<RenderReservation> {
  const wait = deps.perMinute ? await deps.perMinute.hit(input.userId) : 0;
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', `Too many videos started in a minute. Please wait ${wait} seconds and try again.`, { details: { retryAfterSeconds: wait } });
  }
  const day = utcDay((deps.now ?? (() => new Date()))());
  if (!(await deps.usage.reserve(input.userId, day, deps.rendersPerDay))) {
    throw new AppError('RATE_LIMITED', dailyRenderLimitMessage(deps.rendersPerDay));
  }
  return { release: () => deps.usage.release(input.userId, day) };
}

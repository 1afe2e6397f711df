import { createHash } from 'node:crypto';
import { Cron } from 'croner';

/**
 * When a recurring job runs: every `interval` milliseconds, or on a cron pattern (5 fields, or 6
 * with seconds first) read in `timezone` (default UTC).
 */
export type JobSchedule = { interval: number } | { cron: string; timezone?: string };

/** Job names: letters, digits and `. _ : -`, starting with a letter or digit (e.g. `billing.period-sweep`, `post.publish:42`). */
const jobNamePattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export function assertJobName(name: string): string {
  if (!jobNamePattern.test(name)) {
    throw new Error(`Invalid scheduled job name "${name}": use up to 200 letters, digits and . _ : -, starting with a letter or digit.`);
  }
  return name;
}

/** The first 8 bytes of SHA-256, as an unsigned and a signed 64-bit integer: the same in every process and release. */
function hash64(text: string): { unsigned: bigint; signed: bigint } {
  const unsigned = createHash('sha256').update(text).digest().readBigUInt64BE(0);
  return { unsigned, signed: BigInt.asIntN(64, unsigned) };
}

/**
 * The advisory lock key of a job (a signed bigint, as PostgreSQL takes it), from the schema and the
 * job name, so that two services sharing a database never block each other's jobs.
 */
export function jobLockKey(schema: string, name: string): string {
  return hash64(`sitespark:scheduler:${schema}:${name}`).signed.toString();
}

/** Computes the scheduled times of a job's ticks; every replica computes the same ones. */
export interface TickClock {
  /** The first tick strictly after `afterMs`, or null when there is none. */
  nextTick(afterMs: number): Date | null;
}

/**
 * Interval ticks fall on `k * interval + offset` since the epoch, not on the start time, so all
 * replicas agree on them. The offset comes from the job name, which spreads jobs with the same
 * interval apart instead of waking them all on the same boundary.
 */
export function intervalClock(name: string, interval: number): TickClock {
  if (!Number.isSafeInteger(interval) || interval <= 0) {
    throw new Error(`Scheduled job "${name}": interval must be a positive whole number of milliseconds, got ${interval}.`);
  }
  const offset = Number(hash64(name).unsigned % BigInt(interval));
  return {
    nextTick(afterMs) {
      const k = Math.floor((afterMs - offset) / interval) + 1;
      return new Date(k * interval + offset);
    },
  };
}

/** Cron ticks, computed by croner (used only as a pattern evaluator: it starts no timer here). */
export function cronClock(name: string, pattern: string, timezone = 'UTC'): TickClock {
  let cron: Cron;
  let first: Date | null;
  try {
    cron = new Cron(pattern, { timezone, mode: '5-or-6-parts' });
    // A bad timezone only shows when a time is computed.
    first = cron.nextRun();
  } catch (error) {
    throw new Error(`Scheduled job "${name}": invalid cron pattern "${pattern}" (timezone ${timezone}): ${(error as Error).message}`, { cause: error });
  }
  if (first === null) throw new Error(`Scheduled job "${name}": cron pattern "${pattern}" never fires.`);
  return { nextTick: (afterMs) => cron.nextRun(new Date(afterMs)) };
}

export function clockFor(name: string, schedule: JobSchedule): TickClock {
  if ('interval' in schedule) return intervalClock(name, schedule.interval);
  if ('cron' in schedule && typeof schedule.cron === 'string') return cronClock(name, schedule.cron, schedule.timezone);
  throw new Error(`Scheduled job "${name}": give either { interval } or { cron }.`);
}

import type { DataSource } from 'typeorm';
import type { Logger } from '../logger.ts';
import type { JobStore } from './job-store.ts';
import { createPostgresJobStore } from './postgres-job-store.ts';
import { assertJobName, clockFor, type JobSchedule, type TickClock } from './schedule.ts';

export interface JobContext {
  /** The job's name. */
  name: string;
  /** The scheduled time of this tick (the same on every replica), not the time the run started. */
  tick: Date;
  /** Aborted when the scheduler closes: a long run should stop early and return. */
  signal: AbortSignal;
}

export type JobHandler = (context: JobContext) => void | Promise<void>;

export interface Scheduler {
  /**
   * A recurring job: each tick of `schedule` runs `handler` once across all replicas. Ticks that
   * pass while a run is still going are skipped (no overlap, no catch-up); a failing run is logged
   * with the job's name and the next tick runs as usual.
   */
  every(name: string, schedule: JobSchedule, handler: JobHandler): void;
  /**
   * A one-off at `date` (at once when the date has passed), run once across all replicas and
   * restarts: once it ran, registering it again (same name, same or an earlier date) does
   * nothing. The handler is code, so a restart forgets it: a service that must not lose a one-off
   * registers it again when it starts. A failing one-off is logged and not run again; one that
   * could not be claimed (database unreachable) is tried again every few seconds.
   */
  at(name: string, date: Date, handler: JobHandler): void;
  /** Checks the scheduler's table exists, then arms every job (those registered later arm at once). */
  start(): Promise<void>;
  /** Clears every timer, aborts the handlers' signal and waits for running handlers to return. */
  close(): Promise<void>;
}

export interface CreateSchedulerOptions {
  /** The service's data source, initialized, with `schedulerMigrations` among its migrations. */
  dataSource: DataSource;
  logger: Logger;
}

/** A scheduler whose jobs run once per tick across every replica of the service sharing `dataSource`. */
export function createScheduler(options: CreateSchedulerOptions): Scheduler {
  return createSchedulerWithStore({ store: createPostgresJobStore(options.dataSource), logger: options.logger });
}

/** Longest single timer; a later tick is reached through several (timers cap at ~24.8 days, and clocks jump). */
const maxTimerMs = 60_000;
/** A one-off whose tick could not be claimed (database unreachable) tries again after this long. */
const oneOffRetryMs = 5_000;

interface Job {
  name: string;
  handler: JobHandler;
  /** Undefined for a one-off. */
  clock: TickClock | undefined;
  /** The one-off's date. */
  date: Date | undefined;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  lastTickMs: number | undefined;
  done: boolean;
  /** Claims are failing (database unreachable): logged once until they work again. */
  failing: boolean;
}

type RunOutcome = 'ran' | 'skipped' | 'unclaimed';

/** The scheduler on any JobStore (unit tests pass one in memory). */
export function createSchedulerWithStore(options: { store: JobStore; logger: Logger }): Scheduler {
  const { store, logger } = options;
  const jobs = new Map<string, Job>();
  const aborter = new AbortController();
  let state: 'new' | 'starting' | 'started' | 'closed' = 'new';
  let starting: Promise<void> | undefined;

  function register(name: string, clock: TickClock | undefined, date: Date | undefined, handler: JobHandler): void {
    if (state === 'closed') throw new Error(`Cannot schedule "${name}": the scheduler is closed.`);
    if (jobs.has(name)) throw new Error(`A job named "${name}" is already scheduled.`);
    if (typeof handler !== 'function') throw new Error(`Scheduled job "${name}": the handler must be a function.`);
    const job: Job = { name, handler, clock, date, timer: undefined, running: undefined, lastTickMs: undefined, done: false, failing: false };
    jobs.set(name, job);
    if (state === 'started') arm(job);
  }

  /** Waits for the job's next tick: the one-off's date, or the first tick after both now and the last one. */
  function arm(job: Job, delayMs?: number): void {
    if (state !== 'started' || job.done) return;
    const now = Date.now();
    const tick = job.clock ? job.clock.nextTick(Math.max(now, job.lastTickMs ?? now)) : job.date;
    if (!tick) {
      job.done = true;
      logger.info({ job: job.name }, 'scheduled job has no further tick');
      return;
    }
    waitFor(job, tick, delayMs);
  }

  function waitFor(job: Job, tick: Date, delayMs?: number): void {
    const delay = Math.min(delayMs ?? Math.max(0, tick.getTime() - Date.now()), maxTimerMs);
    job.timer = setTimeout(() => {
      job.timer = undefined;
      if (state !== 'started') return;
      // Timers may fire a little early, and a long wait is cut in pieces.
      if (Date.now() < tick.getTime()) return waitFor(job, tick);
      fire(job, tick);
    }, delay);
  }

  function fire(job: Job, tick: Date): void {
    job.lastTickMs = tick.getTime();
    job.running = runTick(job, tick)
      .catch((error: unknown): RunOutcome => {
        logger.error({ err: error, job: job.name, tick }, 'scheduled job tick failed unexpectedly');
        return 'unclaimed';
      })
      .then((outcome) => {
        job.running = undefined;
        if (!job.clock && outcome !== 'unclaimed') job.done = true;
        // The next tick is armed once this run is over: a job never overlaps itself in a process,
        // and the other replicas find it locked, so ticks passing meanwhile are skipped everywhere.
        arm(job, !job.clock && outcome === 'unclaimed' ? oneOffRetryMs : undefined);
      });
  }

  async function runTick(job: Job, tick: Date): Promise<RunOutcome> {
    const { name } = job;
    let claim;
    try {
      claim = await store.claim(name, tick);
    } catch (error) {
      if (!job.failing) logger.warn({ err: error, job: name, tick }, 'could not claim a scheduled job tick; trying again later');
      job.failing = true;
      return 'unclaimed';
    }
    if (job.failing) logger.info({ job: name }, 'scheduled job ticks can be claimed again');
    job.failing = false;
    if (!claim) {
      logger.debug({ job: name, tick }, 'scheduled job tick skipped: already run, or running on another replica');
      return 'skipped';
    }

    const startedAt = performance.now();
    let failure: string | null = null;
    try {
      await job.handler({ name, tick, signal: aborter.signal });
      logger.debug({ job: name, tick, durationMs: Math.round(performance.now() - startedAt) }, 'scheduled job ran');
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, job: name, tick }, 'scheduled job failed');
    }
    await claim.finish(failure).catch((error: unknown) => logger.warn({ err: error, job: name, tick }, 'could not record the end of a scheduled job run'));
    return 'ran';
  }

  return {
    every(name, schedule, handler) {
      register(assertJobName(name), clockFor(name, schedule), undefined, handler);
    },

    at(name, date, handler) {
      assertJobName(name);
      if (!(date instanceof Date) || !Number.isFinite(date.getTime())) throw new Error(`Scheduled job "${name}": invalid date.`);
      register(name, undefined, new Date(date.getTime()), handler);
    },

    start() {
      if (state === 'closed') return Promise.reject(new Error('The scheduler is closed.'));
      starting ??= (async () => {
        state = 'starting';
        try {
          await store.assertReady();
        } catch (error) {
          // Another start() may try again.
          if (state === 'starting') state = 'new';
          starting = undefined;
          throw error;
        }
        // close() may have been called meanwhile.
        if (state !== 'starting') return;
        state = 'started';
        for (const job of jobs.values()) arm(job);
      })();
      return starting;
    },

    async close() {
      state = 'closed';
      for (const job of jobs.values()) {
        clearTimeout(job.timer);
        job.timer = undefined;
      }
      aborter.abort(new Error('The scheduler is closing.'));
      await Promise.allSettled([starting, ...[...jobs.values()].map((job) => job.running)]);
    },
  };
}

import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobClaim, JobStore } from '../src/scheduler/job-store.ts';
import { cronClock, intervalClock, jobLockKey } from '../src/scheduler/schedule.ts';
import { createSchedulerWithStore, type JobContext, type Scheduler } from '../src/scheduler/scheduler.ts';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  err?: { message: string };
}

function captureLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/** The PostgreSQL store's rules in memory: one run of a job at a time, each tick claimed once. */
function memoryStore() {
  const lastTick = new Map<string, number>();
  const running = new Set<string>();
  const finished: Array<{ name: string; tick: number; error: string | null }> = [];
  const state = { failClaims: false, ready: true };
  const store: JobStore = {
    async assertReady() {
      if (!state.ready) throw new Error('table missing');
    },
    async claim(name, tick) {
      if (state.failClaims) throw new Error('database unreachable');
      if (running.has(name)) return null;
      const last = lastTick.get(name);
      if (last !== undefined && last >= tick.getTime()) return null;
      lastTick.set(name, tick.getTime());
      running.add(name);
      const claim: JobClaim = {
        async finish(error) {
          running.delete(name);
          finished.push({ name, tick: tick.getTime(), error });
        },
      };
      return claim;
    },
  };
  return { store, finished, state };
}

const schedulers: Scheduler[] = [];

function schedulerOn(store: JobStore, logger = captureLogger().logger): Scheduler {
  const scheduler = createSchedulerWithStore({ store, logger });
  schedulers.push(scheduler);
  return scheduler;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
});
afterEach(async () => {
  // close() waits for running handlers, which may be waiting on fake timers.
  const closing = Promise.all(schedulers.splice(0).map((scheduler) => scheduler.close()));
  await vi.advanceTimersByTimeAsync(60_000);
  await closing;
  vi.useRealTimers();
});

describe('scheduler registration', () => {
  it('refuses bad names, duplicate names, bad schedules and bad dates', () => {
    const scheduler = schedulerOn(memoryStore().store);
    const noop = () => {};
    expect(() => scheduler.every('', { interval: 1_000 }, noop)).toThrow(/Invalid scheduled job name/);
    expect(() => scheduler.every('has space', { interval: 1_000 }, noop)).toThrow(/Invalid scheduled job name/);
    expect(() => scheduler.every('x'.repeat(201), { interval: 1_000 }, noop)).toThrow(/Invalid scheduled job name/);
    expect(() => scheduler.every('zero', { interval: 0 }, noop)).toThrow(/positive whole number/);
    expect(() => scheduler.every('fraction', { interval: 1.5 }, noop)).toThrow(/positive whole number/);
    expect(() => scheduler.every('bad-cron', { cron: 'every day' }, noop)).toThrow(/invalid cron pattern/);
    expect(() => scheduler.every('bad-zone', { cron: '0 3 * * *', timezone: 'Mars/Base' }, noop)).toThrow(/invalid cron pattern/);
    expect(() => scheduler.every('neither', {} as never, noop)).toThrow(/either \{ interval \} or \{ cron \}/);
    expect(() => scheduler.at('bad-date', new Date('nope'), noop)).toThrow(/invalid date/);

    scheduler.every('billing.period-sweep', { interval: 1_000 }, noop);
    scheduler.every('cleanup', { cron: '0 3 * * *' }, noop);
    scheduler.at('post.publish:42', new Date(), noop);
    expect(() => scheduler.every('billing.period-sweep', { interval: 2_000 }, noop)).toThrow(/already scheduled/);
    expect(() => scheduler.at('cleanup', new Date(), noop)).toThrow(/already scheduled/);
  });

  it('refuses new jobs and start() once closed', async () => {
    const scheduler = schedulerOn(memoryStore().store);
    await scheduler.close();
    expect(() => scheduler.every('late', { interval: 1_000 }, () => {})).toThrow(/closed/);
    await expect(scheduler.start()).rejects.toThrow(/closed/);
    await scheduler.close();
  });

  it('start() fails when the store is not ready, and may be called again', async () => {
    const memory = memoryStore();
    memory.state.ready = false;
    const scheduler = schedulerOn(memory.store);
    await expect(scheduler.start()).rejects.toThrow('table missing');
    memory.state.ready = true;
    await scheduler.start();
    await scheduler.start();
  });
});

describe('tick clocks', () => {
  it('puts interval ticks on fixed boundaries every replica computes alike', () => {
    const a = intervalClock('sweep', 1_000);
    const b = intervalClock('sweep', 1_000);
    const start = Date.parse('2030-01-01T00:00:00.123Z');
    const first = a.nextTick(start)!.getTime();
    expect(first).toBeGreaterThan(start);
    expect(first - start).toBeLessThanOrEqual(1_000);
    // Whenever a replica asks, from anywhere within the same interval, it gets the same tick.
    expect(b.nextTick(first - 999)!.getTime()).toBe(first);
    expect(b.nextTick(first - 1)!.getTime()).toBe(first);
    // A tick is never "after" itself, and ticks are exactly one interval apart.
    expect(a.nextTick(first)!.getTime()).toBe(first + 1_000);
    expect(a.nextTick(first + 1)!.getTime()).toBe(first + 1_000);
  });

  it('computes cron ticks with croner, in UTC unless told otherwise', () => {
    const at = Date.parse('2030-01-01T10:00:02.500Z');
    expect(cronClock('every-5s', '*/5 * * * * *').nextTick(at)?.toISOString()).toBe('2030-01-01T10:00:05.000Z');
    expect(cronClock('nightly', '0 3 * * *').nextTick(at)?.toISOString()).toBe('2030-01-02T03:00:00.000Z');
    expect(cronClock('nightly-berlin', '0 3 * * *', 'Europe/Berlin').nextTick(at)?.toISOString()).toBe('2030-01-02T02:00:00.000Z');
  });

  it('derives lock keys from schema and name with a stable hash', () => {
    expect(jobLockKey('billing', 'billing.period-sweep')).toBe(jobLockKey('billing', 'billing.period-sweep'));
    expect(jobLockKey('billing', 'billing.period-sweep')).not.toBe(jobLockKey('content', 'billing.period-sweep'));
    expect(jobLockKey('billing', 'a')).not.toBe(jobLockKey('billing', 'b'));
    // A fixed value: the key must not change between releases, or old and new replicas would not exclude each other.
    expect(jobLockKey('billing', 'billing.period-sweep')).toBe('-5422174471684414530');
    expect(BigInt(jobLockKey('s', 'n'))).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(BigInt(jobLockKey('s', 'n'))).toBeLessThan(2n ** 63n);
  });
});

describe('scheduler runs', () => {
  it('runs each tick once across two schedulers sharing a store', async () => {
    const memory = memoryStore();
    const runs: Array<{ replica: string; tick: number }> = [];
    for (const replica of ['a', 'b']) {
      const scheduler = schedulerOn(memory.store);
      scheduler.every('sweep', { interval: 1_000 }, ({ tick }) => void runs.push({ replica, tick: tick.getTime() }));
      await scheduler.start();
    }
    const from = Date.now();
    await vi.advanceTimersByTimeAsync(5_500);

    // Every tick of the window, each run by exactly one of the two.
    const expected: number[] = [];
    const clock = intervalClock('sweep', 1_000);
    for (let tick = clock.nextTick(from)!.getTime(); tick <= Date.now(); tick += 1_000) expected.push(tick);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(runs.map((run) => run.tick)).toEqual(expected);
    expect(memory.finished.map((run) => run.error)).toEqual(expected.map(() => null));
  });

  it('logs a failing handler with the job name and runs the next tick', async () => {
    const { logger, lines } = captureLogger();
    const scheduler = schedulerOn(memoryStore().store, logger);
    const ticks: number[] = [];
    scheduler.every('flaky', { interval: 1_000 }, ({ tick }) => {
      ticks.push(tick.getTime());
      if (ticks.length === 1) throw new Error('boom');
    });
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(3_000);

    expect(ticks.length).toBeGreaterThanOrEqual(2);
    const failure = lines.find((line) => line.msg === 'scheduled job failed');
    expect(failure).toMatchObject({ level: 50, job: 'flaky', err: { message: 'boom' } });
  });

  it('never overlaps a job with itself: ticks passing during a long run are skipped', async () => {
    const scheduler = schedulerOn(memoryStore().store);
    let active = 0;
    let maxActive = 0;
    const ticks: number[] = [];
    scheduler.every('slow', { interval: 1_000 }, async ({ tick }) => {
      ticks.push(tick.getTime());
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      active -= 1;
    });
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(maxActive).toBe(1);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.slice(1).every((tick, index) => tick - ticks[index]! === 3_000)).toBe(true);
  });

  it('close() waits for a running handler, aborts its signal and leaves no timer', async () => {
    const scheduler = createSchedulerWithStore({ store: memoryStore().store, logger: captureLogger().logger });
    let context: JobContext | undefined;
    let finished = false;
    scheduler.every('long', { interval: 1_000 }, async (ctx) => {
      context = ctx;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      finished = true;
    });
    scheduler.every('other', { cron: '0 3 * * *' }, () => {});
    scheduler.at('later', new Date(Date.now() + 86_400_000), () => {});
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(context?.signal.aborted).toBe(false);

    let closed = false;
    const closing = scheduler.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(context?.signal.aborted).toBe(true);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await closing;
    expect(finished).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs nothing and arms nothing before start()', async () => {
    const scheduler = schedulerOn(memoryStore().store);
    const handler = vi.fn();
    scheduler.every('idle', { interval: 1_000 }, handler);
    scheduler.at('idle-once', new Date(Date.now() - 1_000), handler);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(handler).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('arms a job registered after start()', async () => {
    const scheduler = schedulerOn(memoryStore().store);
    await scheduler.start();
    const handler = vi.fn();
    scheduler.every('late', { interval: 1_000 }, handler);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('one-off jobs', () => {
  it('runs at its date, once across schedulers, and not again when registered again later', async () => {
    const memory = memoryStore();
    const date = new Date(Date.now() + 3_000);
    const runs: string[] = [];
    for (const replica of ['a', 'b']) {
      const scheduler = schedulerOn(memory.store);
      scheduler.at('post.publish:42', date, ({ tick }) => {
        expect(tick.getTime()).toBe(date.getTime());
        runs.push(replica);
      });
      await scheduler.start();
    }
    await vi.advanceTimersByTimeAsync(2_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);

    // A restarted replica registering it again: the record says it ran.
    const restarted = schedulerOn(memory.store);
    restarted.at('post.publish:42', date, () => void runs.push('restarted'));
    await restarted.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs at once when its date passed while nothing ran it', async () => {
    const scheduler = schedulerOn(memoryStore().store);
    const handler = vi.fn();
    scheduler.at('missed', new Date(Date.now() - 60_000), handler);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not retried after its handler failed, but is retried when it could not be claimed', async () => {
    const memory = memoryStore();
    const { logger, lines } = captureLogger();
    const scheduler = schedulerOn(memory.store, logger);
    const failing = vi.fn(() => {
      throw new Error('nope');
    });
    scheduler.at('fails', new Date(), failing);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(memory.finished).toEqual([{ name: 'fails', tick: expect.any(Number), error: 'nope' }]);

    memory.state.failClaims = true;
    const waiting = vi.fn();
    scheduler.at('waits-for-database', new Date(), waiting);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(waiting).not.toHaveBeenCalled();
    memory.state.failClaims = false;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(lines.filter((line) => line.msg.startsWith('could not claim'))).toHaveLength(1);
    expect(lines.some((line) => line.msg === 'scheduled job ticks can be claimed again')).toBe(true);
  });
});

describe('claim failures', () => {
  it('logs once while claims fail and runs again once they work', async () => {
    const memory = memoryStore();
    const { logger, lines } = captureLogger();
    const scheduler = schedulerOn(memory.store, logger);
    const handler = vi.fn();
    scheduler.every('sweep', { interval: 1_000 }, handler);
    memory.state.failClaims = true;
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(handler).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.msg.startsWith('could not claim'))).toMatchObject([{ level: 40, job: 'sweep' }]);

    memory.state.failClaims = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

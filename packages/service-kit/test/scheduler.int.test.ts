import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, initializeDatabase, quoteIdent } from '../src/db/data-source.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createPostgresJobStore } from '../src/scheduler/postgres-job-store.ts';
import { createScheduler, schedulerMigrations } from '../src/scheduler/index.ts';
import { createTestInfra, type TestInfra } from '../src/testing/index.ts';

interface LogLine {
  msg: string;
  level: number;
  job?: string;
  replica?: number;
  err?: { message: string };
}

/** Opens data sources on one database (migrated, scheduler table included) and closes them all. */
function dataSourcesOn(url: () => string) {
  const opened: DataSource[] = [];
  return {
    async open(schema: string, migrations = schedulerMigrations): Promise<DataSource> {
      const dataSource = createDataSource({ url: url(), schema, entities: [], migrations, poolSize: 3 });
      opened.push(dataSource);
      await initializeDatabase(dataSource);
      return dataSource;
    },
    async closeAll(): Promise<void> {
      await Promise.allSettled(opened.splice(0).map((dataSource) => dataSource.destroy()));
    },
  };
}
type Open = (schema: string) => Promise<DataSource>;

/**
 * Two replicas (two schedulers, each on a data source of its own) run one job every 300 ms on the
 * same schema; the third run fails. Returns what ran, in order, and what was logged.
 */
async function runTwoReplicas(open: Open, schema: string, minRuns: number) {
  const logs: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
  const dataSources = [await open(schema), await open(schema)];
  const runs: Array<{ replica: number; tick: number }> = [];
  const schedulers = dataSources.map((dataSource, replica) => {
    const scheduler = createScheduler({ dataSource, logger: logger.child({ replica }) });
    scheduler.every('counter', { interval: 300 }, ({ tick }) => {
      runs.push({ replica, tick: tick.getTime() });
      if (runs.length === 3) throw new Error('boom on the third run');
    });
    return scheduler;
  });
  await Promise.all(schedulers.map((scheduler) => scheduler.start()));
  await expect.poll(() => runs.length, { timeout: 45_000, interval: 50 }).toBeGreaterThanOrEqual(minRuns);
  await Promise.all(schedulers.map((scheduler) => scheduler.close()));

  const record: Array<{ last_tick: Date; runs: string; last_error: string | null; finished_at: Date | null }> = await dataSources[0]!.query(
    `SELECT last_tick, runs, last_error, finished_at FROM ${quoteIdent(schema)}.scheduler_jobs WHERE name = 'counter'`,
  );
  return { runs, logs, record, dataSources };
}

function expectOncePerTick(result: Awaited<ReturnType<typeof runTwoReplicas>>, minRuns: number) {
  const { runs, logs, record } = result;
  const ticks = runs.map((run) => run.tick);
  expect(ticks.length).toBeGreaterThanOrEqual(minRuns);
  // Each tick ran once across both replicas, in tick order, on the job's 300 ms grid.
  expect(new Set(ticks).size).toBe(ticks.length);
  expect(ticks.slice(1).every((tick, index) => tick > ticks[index]!)).toBe(true);
  expect(ticks.every((tick) => (tick - ticks[0]!) % 300 === 0)).toBe(true);

  // The failing run was logged with the job's name, and the schedule went on.
  const failures = logs.filter((line) => line.msg === 'scheduled job failed');
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatchObject({ level: 50, job: 'counter', err: { message: 'boom on the third run' } });
  expect(runs.length).toBeGreaterThan(3);

  // The record agrees: as many runs as handler calls, the last tick, the last run finished cleanly.
  expect(record).toHaveLength(1);
  expect(Number(record[0]!.runs)).toBe(runs.length);
  expect(new Date(record[0]!.last_tick).getTime()).toBe(ticks.at(-1));
  expect(record[0]!.last_error).toBeNull();
  expect(record[0]!.finished_at).not.toBeNull();
}

/** A tick claimed and finished by one replica (its lock released at once) is still not run by another. */
async function expectClaimRules(open: Open, schema: string, sharedSession: boolean) {
  const [a, b] = [await open(schema), await open(schema)];
  const storeA = createPostgresJobStore(a);
  const storeB = createPostgresJobStore(b);
  const tick = new Date('2030-01-01T00:00:00.300Z');
  const next = new Date('2030-01-01T00:00:00.600Z');

  const claim = await storeA.claim('rules', tick);
  expect(claim).not.toBeNull();
  // While A runs the job, B may not start the next tick (on a real server: the advisory lock).
  if (!sharedSession) expect(await storeB.claim('rules', next)).toBeNull();
  await claim!.finish(null);

  expect(await storeB.claim('rules', tick)).toBeNull();
  expect(await storeA.claim('rules', tick)).toBeNull();
  expect(await storeB.claim('rules', new Date(tick.getTime() - 300))).toBeNull();
  const claimB = await storeB.claim('rules', next);
  expect(claimB).not.toBeNull();
  await claimB!.finish('failed');
  const rows: Array<{ runs: string; last_error: string | null }> = await a.query(
    `SELECT runs, last_error FROM ${quoteIdent(schema)}.scheduler_jobs WHERE name = 'rules'`,
  );
  expect(rows).toEqual([{ runs: '2', last_error: 'failed' }]);
  // Nothing is left locked: A claims the tick after.
  const claimA = await storeA.claim('rules', new Date(next.getTime() + 300));
  expect(claimA).not.toBeNull();
  await claimA!.finish(null);
}

describe('scheduler on PostgreSQL', () => {
  let infra: TestInfra;
  const dataSources = dataSourcesOn(() => infra.databaseUrl);

  beforeAll(async () => {
    infra = await createTestInfra('scheduler');
  });
  afterAll(async () => {
    await dataSources.closeAll();
    await infra?.cleanup();
  });

  it('runs each tick exactly once across two replicas, logs a failing run and goes on', async () => {
    const result = await runTwoReplicas(dataSources.open, `${infra.schemaPrefix}sched`, 8);
    expectOncePerTick(result, 8);
  });

  it('skips a tick another replica already ran, even with its lock released', async () => {
    await expectClaimRules(dataSources.open, `${infra.schemaPrefix}rules`, infra.kind === 'embedded');
  });

  it('says what to do when the scheduler table is missing', async () => {
    const schema = `${infra.schemaPrefix}nomigration`;
    const dataSource = await dataSources.open(schema, []);
    const scheduler = createScheduler({ dataSource, logger: pino({ level: 'silent' }) });
    await expect(scheduler.start()).rejects.toThrow(/scheduler_jobs does not exist: run the kit's migrations/);
    await scheduler.close();
  });

  it('leaves nothing running after close(): a process using it exits by itself', async () => {
    const schema = `${infra.schemaPrefix}exit`;
    const src = (path: string) => JSON.stringify(fileURLToPath(new URL(`../src/${path}`, import.meta.url)));
    // Timers are not unref'd: one left behind would keep this child alive until the kill below.
    const script = `
      import { createDataSource, initializeDatabase } from ${src('db/data-source.ts')};
      import { createLogger } from ${src('logger.ts')};
      import { createScheduler, schedulerMigrations } from ${src('scheduler/index.ts')};
      const logger = createLogger('scheduler-exit', { level: 'silent' });
      const dataSources = [0, 1].map(() => createDataSource({ url: process.env.SCHEDULER_URL, schema: process.env.SCHEDULER_SCHEMA, entities: [], migrations: schedulerMigrations, poolSize: 2 }));
      for (const dataSource of dataSources) await initializeDatabase(dataSource);
      let runs = 0;
      let enough;
      const done = new Promise((resolve) => (enough = resolve));
      const schedulers = dataSources.map((dataSource) => {
        const scheduler = createScheduler({ dataSource, logger });
        scheduler.every('exit-counter', { interval: 200 }, () => { runs += 1; if (runs === 3) enough(); });
        scheduler.every('exit-nightly', { cron: '0 3 * * *' }, () => {});
        scheduler.at('exit-later', new Date(Date.now() + 3_600_000), () => {});
        return scheduler;
      });
      await Promise.all(schedulers.map((scheduler) => scheduler.start()));
      await done;
      await Promise.all(schedulers.map((scheduler) => scheduler.close()));
      for (const dataSource of dataSources) await dataSource.destroy();
      console.log(JSON.stringify({ runs }));
    `;
    const outcome = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: fileURLToPath(new URL('..', import.meta.url)), env: { ...process.env, SCHEDULER_URL: infra.databaseUrl, SCHEDULER_SCHEMA: schema }, timeout: 40_000 },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, signal: error?.signal ?? null, stdout, stderr }),
      );
    });
    expect(outcome, outcome.stderr).toMatchObject({ code: 0, signal: null });
    expect(JSON.parse(outcome.stdout.trim().split('\n').at(-1)!)).toEqual({ runs: 3 });
  });
});

describe('scheduler on the embedded database (PGlite)', () => {
  let embedded: EmbeddedPostgres;
  const dataSources = dataSourcesOn(() => embedded.url);

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
  });
  afterAll(async () => {
    await dataSources.closeAll();
    await embedded?.stop();
  });

  it('runs each tick exactly once across two replicas, logs a failing run and goes on', async () => {
    const result = await runTwoReplicas(dataSources.open, 'sched', 6);
    expectOncePerTick(result, 6);
  });

  it('skips a tick another replica already ran, even though every connection shares one session', async () => {
    await expectClaimRules(dataSources.open, 'rules', true);
  });
});

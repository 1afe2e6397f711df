import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataSource, initializeDatabase, isDatabaseReady } from '../src/db/data-source.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { CreateOutbox1700000000000, OutboxMessage, enqueueOutbox } from '../src/db/outbox.ts';

const dirs: string[] = [];
const running: EmbeddedPostgres[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitespark-pglite-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  const pg = await startEmbeddedPostgres({ dataDir });
  running.push(pg);
  return pg;
}

function outboxDataSource(url: string) {
  return createDataSource({ url, schema: 'svc', entities: [OutboxMessage], migrations: [CreateOutbox1700000000000], poolSize: 5 });
}

afterAll(async () => {
  await Promise.allSettled(running.map((pg) => pg.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('startEmbeddedPostgres', () => {
  it('keeps parameterised queries of concurrent connections apart (extended protocol batches are not interleaved)', async () => {
    const pg = await start(undefined);
    const pools = [outboxDataSource(pg.url), createDataSource({ url: pg.url, schema: 'svc_b', entities: [OutboxMessage], migrations: [CreateOutbox1700000000000], poolSize: 5 })];
    for (const pool of pools) await initializeDatabase(pool);
    try {
      const transactions = Array.from({ length: 20 }, (_, index) =>
        pools[0]!.transaction(async (manager) => {
          await manager.query('SELECT $1::int AS n', [index]);
          await enqueueOutbox(manager, 'test.subject', { index });
        }),
      );
      const [answers] = await Promise.all([
        Promise.all(
          Array.from({ length: 200 }, (_, index) =>
            pools[index % 2]!.query('SELECT $1::int AS n, repeat($2::text, $3::int) AS s', [index, 'x', index % 50]),
          ),
        ),
        Promise.all(transactions),
      ]);
      answers.forEach((rows: Array<{ n: number; s: string }>, index) => {
        expect(rows[0]).toEqual({ n: index, s: 'x'.repeat(index % 50) });
      });
    } finally {
      for (const pool of pools) await pool.destroy();
    }
  });

  it('serves concurrent transactions through a pool and keeps the data across a restart', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    expect(first.url).toBe(`postgres://postgres@127.0.0.1:${first.port}/postgres`);
    expect(readFileSync(join(dataDir, '.lock'), 'utf8').trim()).toBe(String(process.pid));

    const dataSource = outboxDataSource(first.url);
    expect(await initializeDatabase(dataSource)).toEqual(['CreateOutbox1700000000000']);

    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        dataSource.transaction((manager) => enqueueOutbox(manager, `widget.created.v1`, { n }, { 'x-n': String(n) })),
      ),
    );
    expect(new Set(ids).size).toBe(20);
    await dataSource.destroy();
    await first.stop();
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    const second = await start(dataDir);
    const reopened = outboxDataSource(second.url);
    expect(await initializeDatabase(reopened)).toEqual([]);
    const rows = await reopened.getRepository(OutboxMessage).find();
    expect(rows).toHaveLength(20);
    // Each row carries the values of the insert that returned its id: no cross-talk between pooled connections.
    for (const [n, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id);
      expect(row?.payload).toEqual({ n });
      expect(row?.headers).toEqual({ 'x-n': String(n) });
      expect(row?.publishedAt).toBeNull();
      expect(row?.attempts).toBe(0);
    }
    await reopened.destroy();
    await second.stop();
  });

  it('refuses a data directory another live process holds, with a readable message', async () => {
    const dataDir = tempDir();
    const holder = await start(dataDir);
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
      `The embedded PostgreSQL data directory ${dataDir} is already in use by this process`,
    );
    // The refused start must not have removed the holder's lock.
    expect(readFileSync(join(dataDir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    await holder.stop();
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']);
    expect(dead.pid).toBeGreaterThan(0);
    writeFileSync(join(dataDir, '.lock'), `${dead.pid}\n`);

    const pg = await start(dataDir);
    expect(readFileSync(join(dataDir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    await pg.stop();
  });

  it('runs in memory without a data directory and reports not ready once stopped', async () => {
    const pg = await start(undefined);
    const dataSource = outboxDataSource(pg.url);
    await initializeDatabase(dataSource);
    expect(await isDatabaseReady(dataSource)).toBe(true);

    await pg.stop();
    expect(await isDatabaseReady(dataSource, 1_000)).toBe(false);
    await dataSource.destroy();
  });
});

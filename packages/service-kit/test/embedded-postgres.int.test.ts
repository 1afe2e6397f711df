import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataSource, initializeDatabase, isDatabaseReady } from '../src/db/data-source.ts';
import { embeddedPostgresPasswordFile, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { AddOutboxClaims1700000000200, CreateOutbox1700000000000, OutboxMessage, enqueueOutbox } from '../src/db/outbox.ts';

/** The little of `pg` used here (the repository has no @types/pg). */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: Record<string, unknown>) => PgClient };

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
  return createDataSource({ url, schema: 'svc', entities: [OutboxMessage], migrations: [CreateOutbox1700000000000, AddOutboxClaims1700000000200], poolSize: 5 });
}

/** Connects with the ordinary driver; resolves to the refusal's SQLSTATE (or message), or 'connected'. */
async function tryConnect(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 'connected';
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

function withPassword(url: string, password: string | undefined): string {
  const parsed = new URL(url);
  parsed.password = password ?? '';
  return parsed.toString();
}

/** A raw client that sends a startup message, then a query instead of a password: all the server sends back. */
async function queryWithoutPassword(port: number, sql: string): Promise<Buffer> {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const startup = Buffer.alloc(8 + params.length);
  startup.writeInt32BE(startup.length, 0);
  startup.writeInt32BE(196_608, 4);
  params.copy(startup, 8);
  const text = Buffer.from(`${sql}\0`);
  const query = Buffer.alloc(5 + text.length);
  query.write('Q', 0);
  query.writeInt32BE(4 + text.length, 1);
  text.copy(query, 5);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.concat([startup, query])));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    setTimeout(() => socket.destroy(new Error('the server kept the unauthenticated connection open')), 5_000).unref();
  });
}

afterAll(async () => {
  await Promise.allSettled(running.map((pg) => pg.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('startEmbeddedPostgres', () => {
  it('keeps parameterised queries of concurrent connections apart (extended protocol batches are not interleaved)', async () => {
    const pg = await start(undefined);
    const pools = [outboxDataSource(pg.url), createDataSource({ url: pg.url, schema: 'svc_b', entities: [OutboxMessage], migrations: [CreateOutbox1700000000000, AddOutboxClaims1700000000200], poolSize: 5 })];
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
    const password = readFileSync(join(dataDir, '.password'), 'utf8').trim();
    expect(first.url).toBe(`postgres://postgres:${password}@127.0.0.1:${first.port}/postgres`);
    expect(readFileSync(join(dataDir, '.lock'), 'utf8').trim()).toBe(String(process.pid));

    const dataSource = outboxDataSource(first.url);
    expect(await initializeDatabase(dataSource)).toEqual(['CreateOutbox1700000000000', 'AddOutboxClaims1700000000200']);

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

  it('starts each in-memory database empty, although all but the first of a process copy the first one\'s fresh cluster', async () => {
    const first = await start(undefined);
    const firstSource = outboxDataSource(first.url);
    expect(await initializeDatabase(firstSource)).toEqual(['CreateOutbox1700000000000', 'AddOutboxClaims1700000000200']);
    await firstSource.transaction((manager) => enqueueOutbox(manager, 'kept.only.here.v1', {}, {}));
    const second = await start(undefined);
    const secondSource = outboxDataSource(second.url);
    expect(await initializeDatabase(secondSource)).toEqual(['CreateOutbox1700000000000', 'AddOutboxClaims1700000000200']);
    expect(await secondSource.getRepository(OutboxMessage).count()).toBe(0);
    expect(await firstSource.getRepository(OutboxMessage).count()).toBe(1);
    await Promise.all([firstSource.destroy(), secondSource.destroy()]);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('requires the password stored in the data directory on every connection, and keeps it across a restart', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    const passwordFile = embeddedPostgresPasswordFile(dataDir);
    expect(passwordFile).toBe(join(dataDir, '.password'));
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(first.url).password).toBe(password);

    expect(await tryConnect(first.url)).toBe('connected');
    expect(await tryConnect(withPassword(first.url, 'wrong-password'))).toBe('28P01');
    expect(await tryConnect(withPassword(first.url, `${password}x`))).toBe('28P01');
    expect(await tryConnect(withPassword(first.url, undefined))).not.toBe('connected');

    // A client that skips the password exchange is refused before anything it sent reaches PGlite.
    const answer = await queryWithoutPassword(first.port, 'CREATE TABLE public.intruder (id int)');
    expect(answer.subarray(0, 1).toString()).toBe('R');
    expect(answer.readInt32BE(5)).toBe(5); // AuthenticationMD5Password
    expect(answer.subarray(13, 14).toString()).toBe('E');
    expect(answer.toString('latin1')).toContain('password authentication failed for user "postgres"');
    expect(answer.toString('latin1')).not.toContain('CREATE TABLE');
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    expect((await admin.query(`SELECT to_regclass('public.intruder') AS t`)).rows).toEqual([{ t: null }]);
    await admin.end();
    await first.stop();

    // Someone loosened the file's mode: the restart reads the same password and tightens it again.
    chmodSync(passwordFile, 0o644);
    const second = await start(dataDir);
    expect(new URL(second.url).password).toBe(password);
    expect(readFileSync(passwordFile, 'utf8').trim()).toBe(password);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(await tryConnect(second.url)).toBe('connected');
    expect(await tryConnect(withPassword(second.url, 'wrong-password'))).toBe('28P01');
    await second.stop();
  });

  it('refuses to start on a password file that holds no usable password, and releases the lock', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, '.password'), 'short\n', { mode: 0o600 });
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
      `The embedded PostgreSQL password file ${join(dataDir, '.password')} does not hold a usable password`,
    );
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
  });

  it('asks for a password in memory too (a random one per start)', async () => {
    const pg1 = await start(undefined);
    const pg2 = await start(undefined);
    expect(new URL(pg1.url).password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(pg1.url).password).not.toBe(new URL(pg2.url).password);
    expect(await tryConnect(pg1.url)).toBe('connected');
    expect(await tryConnect(withPassword(pg1.url, undefined))).not.toBe('connected');
    expect(await tryConnect(withPassword(pg1.url, new URL(pg2.url).password))).toBe('28P01');
    await pg1.stop();
    await pg2.stop();
  });
});

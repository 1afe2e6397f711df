import { afterAll, describe, expect, it, vi } from 'vitest';
import { DataSource } from 'typeorm';
import type { BusMessage } from '../src/bus/bus.ts';
import { quoteIdent } from '../src/db/data-source.ts';
import { createTestInfra, sharedTestInfraEnv, type TestInfra } from '../src/testing/index.ts';

const created: TestInfra[] = [];

async function infraFor(suite: string): Promise<TestInfra> {
  const infra = await createTestInfra(suite);
  created.push(infra);
  return infra;
}

async function withDatabase<T>(url: string, run: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({ type: 'postgres', url, poolSize: 1, logging: false });
  await dataSource.initialize();
  try {
    return await run(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function schemaNames(dataSource: DataSource, names: string[]): Promise<string[]> {
  const rows: Array<{ nspname: string }> = await dataSource.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1) ORDER BY nspname', [names]);
  return rows.map((row) => row.nspname);
}

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterAll(async () => {
  await Promise.allSettled(created.map((infra) => infra.cleanup()));
});

describe('createTestInfra', () => {
  it('uses what the tier settled on (TEST_INFRA: urls, containers or embedded), and says so', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const infra = await infraFor('infra-source');
    const lines = info.mock.calls.map((call) => String(call[0]));
    info.mockRestore();

    const mode = process.env[sharedTestInfraEnv.mode];
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const natsUrl = process.env.NATS_URL || undefined;
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(line).toMatch(/^\[test-infra\] infra-source: /);
    if (mode === 'urls') {
      expect(infra.kind).toBe('external');
      expect(infra.databaseUrl).toBe(databaseUrl);
      expect(line).toContain('PostgreSQL from DATABASE_URL');
      if (natsUrl) {
        expect(infra.natsUrl).toBe(natsUrl);
        expect(line).toContain('NATS from NATS_URL');
      }
    } else if (mode === 'containers') {
      expect(infra.kind).toBe('testcontainers');
      // Published on loopback only, and the same containers for every file of the tier.
      expect(infra.databaseUrl).toMatch(/^postgres:\/\/[^@]+@127\.0\.0\.1:\d+\/test$/);
      expect(infra.databaseUrl).toBe(process.env[sharedTestInfraEnv.databaseUrl]);
      expect(line).toContain('PostgreSQL container (');
      if (!process.env.NATS_URL || process.env.TEST_INFRA === 'containers') expect(infra.natsUrl).toMatch(/^nats:\/\/127\.0\.0\.1:\d+$/);
    } else {
      expect(mode).toBe('embedded');
      expect(infra.kind).toBe('embedded');
      expect(line).toContain('embedded PGlite');
      if (process.env.TEST_INFRA === 'embedded') expect(infra.natsUrl).toBeUndefined();
    }
    if (infra.natsUrl === undefined) expect(line).toContain('in-memory bus');

    await withDatabase(infra.databaseUrl, async (dataSource) => {
      expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    });
  });

  it('gives every call its own schema and bus prefixes', async () => {
    const [a, b] = await Promise.all([infraFor('infra-a'), infraFor('infra-b')]);
    for (const infra of [a, b]) {
      expect(infra.schemaPrefix).toMatch(/^t_[a-z0-9]+_$/);
      expect(infra.busPrefix).toMatch(/^t_[a-z0-9]+$/);
    }
    expect(a.schemaPrefix).not.toBe(b.schemaPrefix);
    expect(a.busPrefix).not.toBe(b.busPrefix);
  });

  it('hands out buses that reach each other within a suite and not across suites', async () => {
    const [a, b] = await Promise.all([infraFor('infra-bus-a'), infraFor('infra-bus-b')]);
    const publisher = await a.makeBus();
    const subscriberBus = await a.makeBus();
    const otherSuiteBus = await b.makeBus();
    const received: BusMessage[] = [];
    const leaked: BusMessage[] = [];
    const subscription = await subscriberBus.subscribe({ subject: 'infra.ping.v1', durable: 'infra-ping', handler: async (m) => void received.push(m) });
    const otherSubscription = await otherSuiteBus.subscribe({ subject: 'infra.ping.v1', durable: 'infra-ping', handler: async (m) => void leaked.push(m) });

    await publisher.publish('infra.ping.v1', { hello: 'world' }, { msgId: 'ping-1' });
    await waitFor(() => received.length === 1);
    expect(received[0]).toMatchObject({ id: 'ping-1', data: { hello: 'world' } });

    // Closing one "process's" bus leaves the others of the suite working.
    await subscription.drain();
    await subscriberBus.close();
    expect(await subscriberBus.isReady()).toBe(false);
    expect(await publisher.isReady()).toBe(true);
    expect(await publisher.publish('infra.ping.v1', { again: true }, { msgId: 'ping-2' })).toEqual({ duplicate: false });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaked).toEqual([]);
    await otherSubscription.drain();
  });

  it('cleanup drops the suite schemas, keeps everything else, and may be called twice', async () => {
    const infra = await infraFor('infra-cleanup');
    const own = [`${infra.schemaPrefix}one`, `${infra.schemaPrefix}two`];
    // Would match a LIKE pattern built from the prefix, since "_" is a LIKE wildcard.
    const decoy = `${infra.schemaPrefix.replaceAll('_', 'x')}decoy`;
    await withDatabase(infra.databaseUrl, async (dataSource) => {
      for (const schema of [...own, decoy]) await dataSource.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
      await dataSource.query(`CREATE TABLE ${quoteIdent(own[0] as string)}.things (id int)`);
    });

    if (infra.kind === 'embedded') {
      await withDatabase(infra.databaseUrl, async (dataSource) => {
        // The embedded database lives only as long as the suite: cleanup stops it.
        await infra.cleanup();
        await expect(dataSource.query('SELECT 1')).rejects.toThrow();
      });
    } else {
      await infra.cleanup();
      await withDatabase(infra.databaseUrl, async (dataSource) => {
        expect(await schemaNames(dataSource, [...own, decoy])).toEqual([decoy]);
        await dataSource.query(`DROP SCHEMA ${quoteIdent(decoy)}`);
      });
    }
    await expect(infra.cleanup()).resolves.toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource, initializeDatabase } from '@sitespark/service-kit';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { createAttemptLimiter } from '../src/adapters/attempt-limiter.ts';
import { authEntities, authMigrations } from '../src/persistence/index.ts';

let infra: TestInfra;
const replicas: DataSource[] = [];

beforeAll(async () => {
  infra = await createTestInfra('auth-attempt-limiter');
  for (let replica = 0; replica < 2; replica++) {
    const dataSource = createDataSource({ url: infra.databaseUrl, schema: `${infra.schemaPrefix}auth`, entities: authEntities, migrations: authMigrations });
    await initializeDatabase(dataSource);
    replicas.push(dataSource);
  }
});
afterAll(async () => {
  for (const dataSource of replicas) await dataSource.destroy();
  await infra?.cleanup();
});

describe('the attempt limiter', () => {
  it('shares its counts between replicas, and keeps counting concurrent attempts', async () => {
    const window = { maxAttempts: 6, windowMs: 15 * 60_000 };
    const [first, second] = replicas.map((dataSource) => createAttemptLimiter(dataSource, window));
    const waits = await Promise.all([first!, second!, first!, second!, first!, second!].map((limiter) => limiter.hit('ip:203.0.113.5')));
    expect(waits).toEqual([0, 0, 0, 0, 0, 0]);

    const wait = await second!.hit('ip:203.0.113.5');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await first!.hit('ip:203.0.113.6')).toBe(0);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubscriptionStatus } from '@sitespark/contracts';
import type { z } from 'zod';
import { loadConfig } from '../config.ts';
import { createBusMetrics, instrumentBus } from '../bus/instrument-bus.ts';
import { createDataSource, initializeDatabase } from '../db/data-source.ts';
import type { ServiceApp } from '../http/create-service.ts';
import { signIdentity } from '../identity.ts';
import { createLogger } from '../logger.ts';
import { createFsObjectStore } from '../object-store/fs-object-store.ts';
import type { ServiceConfig, ServiceDefinition, ServiceDeps } from '../runtime.ts';
import type { TestInfra } from './test-infra.ts';

export const testInternalSecret = 'test-internal-secret-0123456789abcdef';

export interface TestService<C extends ServiceConfig> extends Omit<ServiceDeps<C>, 'readiness'> {
  app: ServiceApp;
  /** Signed identity headers, as the gateway would forward them. */
  as(userId: string, subscriptionStatus?: SubscriptionStatus): Record<string, string>;
  /** Where the filesystem store keeps its objects, to check that nothing was left behind. */
  objectsDir: string;
  close(): Promise<void>;
}

/**
 * Builds a service exactly as production does (real migrations on a schema of its own, the suite's
 * bus, a filesystem store in a temp dir) for `app.inject()` tests.
 */
export async function buildTestService<S extends z.ZodType<ServiceConfig>>(
  definition: ServiceDefinition<S>,
  infra: TestInfra,
  env: Record<string, string> = {},
): Promise<TestService<z.infer<S>>> {
  const config = loadConfig(definition.name, definition.configSchema, {
    INTERNAL_SECRET: testInternalSecret,
    DATABASE_URL: infra.databaseUrl,
    DATABASE_SCHEMA: `${infra.schemaPrefix}${definition.name}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Content's kit compute threads at normal priority: a test run is many products on one machine,
    // and at the product's nice 19 one file's kits starve behind the other files' ffmpeg and Chromium.
    CONTENT_COMPUTE_NICE: '0',
    ...env,
  }) as z.infer<S>;
  const logger = createLogger(definition.name, { level: config.LOG_LEVEL });
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: definition.entities,
    migrations: definition.migrations,
  });
  await initializeDatabase(dataSource);
  const bus = await infra.makeBus();
  const objectsDir = await mkdtemp(path.join(tmpdir(), `sitespark-${definition.name}-`));
  const store = createFsObjectStore({ rootDir: objectsDir });
  const busMetrics = createBusMetrics();
  const built = await definition.build({ config, logger, dataSource, bus: instrumentBus(bus, busMetrics), store, readiness: [] });
  busMetrics.registerOn(built.app.metrics);
  await built.app.ready();
  return {
    app: built.app,
    config,
    logger,
    dataSource,
    bus,
    store,
    objectsDir,
    as: (userId, subscriptionStatus = 'active') => signIdentity({ userId, subscriptionStatus }, testInternalSecret),
    close: async () => {
      await built.app.close();
      for (const part of built.background ?? []) await part.close();
      await dataSource.destroy();
      await rm(objectsDir, { recursive: true, force: true });
    },
  };
}

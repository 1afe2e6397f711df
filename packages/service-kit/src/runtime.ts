import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Bus } from './bus/bus.ts';
import { createBus, createBusMetrics, instrumentBus } from './bus/index.ts';
import { loadConfig, metricsPortOf, type BaseServiceConfig } from './config.ts';
import { createDataSource, initializeDatabase, isDatabaseReady, type CreateDataSourceOptions } from './db/data-source.ts';
import type { ReadinessCheck, ServiceApp } from './http/create-service.ts';
import { startMetricsServer, type Registry } from './http/metrics.ts';
import { runService } from './http/run-service.ts';
import { createLogger, type Logger } from './logger.ts';
import type { ObjectStore } from './object-store/object-store.ts';
import { createObjectStore } from './object-store/index.ts';
import path from 'node:path';

export interface ServiceConfig extends BaseServiceConfig {
  PORT: number;
  DATABASE_SCHEMA: string;
}

/** What a service's `buildService` receives: its config and every adapter, already connected. */
export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> {
  config: C;
  logger: Logger;
  dataSource: DataSource;
  bus: Bus;
  store: ObjectStore;
  readiness: ReadinessCheck[];
}

export interface BuiltService {
  app: ServiceApp;
  /** Started after the app is listening (bus consumers, outbox relay); stopped on shutdown. */
  background?: Array<{ name: string; close: () => Promise<void> }>;
}

/** One service, described once: the standalone process and each container start it the same way. */
export interface ServiceDefinition<S extends z.ZodType<ServiceConfig> = z.ZodType<ServiceConfig>> {
  name: string;
  configSchema: S;
  entities: CreateDataSourceOptions['entities'];
  migrations: CreateDataSourceOptions['migrations'];
  build: (deps: ServiceDeps<z.infer<S>>) => Promise<BuiltService>;
}

export interface SharedInfrastructure {
  bus?: Bus;
  store?: ObjectStore;
  logger?: Logger;
}

export interface RunningService {
  name: string;
  url: string;
  /** The service's Prometheus registry, for a process that serves several apps' metrics together. */
  metrics: Registry;
  /** Where its metrics are scraped (METRICS_PORT); undefined when the caller serves them (`serveMetrics: false`). */
  metricsUrl: string | undefined;
  stop: () => Promise<void>;
}

/**
 * Connects a service to its database (own schema, migrations run first), the bus and the object
 * store, builds it and listens, with its metrics on METRICS_HOST:METRICS_PORT unless `serveMetrics`
 * is false (the standalone process serves every app's metrics on one port). Shared infrastructure
 * (the standalone process's one bus and one store) is used when given and then not closed here.
 */
export async function startService<S extends z.ZodType<ServiceConfig>>(
  definition: ServiceDefinition<S>,
  options: { env?: NodeJS.ProcessEnv; shared?: SharedInfrastructure; installSignalHandlers?: boolean; serveMetrics?: boolean } = {},
): Promise<RunningService> {
  const config = loadConfig(definition.name, definition.configSchema, options.env ?? process.env) as z.infer<S>;
  const metricsPort = options.serveMetrics === false ? undefined : metricsPortOf(definition.name, config);
  const logger = options.shared?.logger?.child({ service: definition.name }) ?? createLogger(definition.name, { level: config.LOG_LEVEL });
  const closers: Array<{ name: string; close: () => Promise<void> }> = [];

  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: definition.entities,
    migrations: definition.migrations,
    logger,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await initializeDatabase(dataSource);
  closers.push({ name: 'database', close: () => dataSource.destroy() });

  const bus = options.shared?.bus ?? (await createBus({ natsUrl: config.NATS_URL, logger }));
  if (!options.shared?.bus) closers.unshift({ name: 'bus', close: () => bus.close() });

  const store =
    options.shared?.store ??
    createObjectStore(
      config.S3_ENDPOINT
        ? {
            s3: {
              endPoint: config.S3_ENDPOINT,
              port: config.S3_PORT,
              useSSL: config.S3_USE_SSL,
              accessKey: config.S3_ACCESS_KEY ?? '',
              secretKey: config.S3_SECRET_KEY ?? '',
              bucket: config.S3_BUCKET,
              region: config.S3_REGION,
            },
          }
        : { rootDir: path.resolve(config.DATA_DIR, 'objects') },
    );

  const readiness: ReadinessCheck[] = [
    { name: 'database', check: () => isDatabaseReady(dataSource) },
    { name: 'bus', check: () => bus.isReady() },
    { name: 'objects', check: () => store.isReady() },
  ];
  // Redeliveries and dead letters of this service's handlers show in its own registry.
  const busMetrics = createBusMetrics();
  const built = await definition.build({ config, logger, dataSource, bus: instrumentBus(bus, busMetrics), store, readiness });
  busMetrics.registerOn(built.app.metrics);
  // Consumers and relays stop before the pools they use close.
  closers.unshift(...(built.background ?? []));

  // Served until everything else has closed, so a scrape during shutdown still answers.
  const metricsServer =
    metricsPort === undefined ? undefined : await startMetricsServer({ registries: [built.app.metrics], port: metricsPort, host: config.METRICS_HOST, logger });
  if (metricsServer) closers.push({ name: 'metrics', close: metricsServer.close });

  let stop: () => Promise<void>;
  try {
    stop = await runService(built.app, {
      port: config.PORT,
      host: config.HOST,
      closers,
      installSignalHandlers: options.installSignalHandlers ?? true,
    });
  } catch (error) {
    await metricsServer?.close();
    throw error;
  }
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(
    { port, metrics: metricsServer?.url, schema: config.DATABASE_SCHEMA, bus: bus.kind, objects: store.kind },
    `${definition.name} ready`,
  );
  return { name: definition.name, url: `http://127.0.0.1:${port}`, metrics: built.app.metrics, metricsUrl: metricsServer?.url, stop };
}

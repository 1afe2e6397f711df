import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { services } from '@sitespark/contracts';
import { buildGateway, gatewayConfig } from '@sitespark/gateway';
import {
  createBus,
  createLogger,
  createObjectStore,
  loadConfig,
  metricsPortOf,
  runService,
  startMetricsServer,
  startEmbeddedPostgres,
  startService,
  type Logger,
  type RunningService,
} from '@sitespark/service-kit';
import { standaloneConfig } from './config.ts';
import { reportMediaTools } from './report-media-tools.ts';
import { serviceDefinitions } from './services.ts';
import { ensureWebBuilt, repoRoot, webDistDir } from './web-build.ts';

export interface Standalone {
  url: string;
  /** Where Prometheus scrapes every app of the process, e.g. http://127.0.0.1:9464/metrics. */
  metricsUrl: string;
  stop: () => Promise<void>;
}

/**
 * Everything SiteSpark needs in one process: embedded PostgreSQL (PGlite over the wire protocol)
 * unless DATABASE_URL is set, the in-memory bus unless NATS_URL is set, the filesystem object
 * store unless S3_ENDPOINT is set, every service and the gateway, and their metrics on one
 * port of their own (METRICS_PORT).
 */
export async function startStandalone(environment: NodeJS.ProcessEnv = process.env, logger: Logger = createLogger('standalone')): Promise<Standalone> {
  const config = loadConfig('standalone', standaloneConfig, environment);
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const stops: Array<{ name: string; stop: () => Promise<void> }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        logger.error({ err: error, part: name }, 'error while stopping');
      }
    }
  };

  try {
    reportMediaTools(environment, logger);
    if (!config.SKIP_WEB_BUILD) await ensureWebBuilt(logger);

    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pglite'), port: config.PGLITE_PORT });
      stops.push({ name: 'embedded postgres', stop: () => embedded.stop() });
      databaseUrl = embedded.url;
      logger.info({ dataDir: path.join(dataDir, 'pglite') }, 'embedded PostgreSQL (PGlite) started');
    }

    const bus = await createBus({ natsUrl: config.NATS_URL, logger });
    stops.push({ name: 'bus', stop: () => bus.close() });
    const store = config.S3_ENDPOINT ? undefined : createObjectStore({ rootDir: path.join(dataDir, 'objects') });

    const internalSecret = config.INTERNAL_SECRET ?? randomBytes(32).toString('base64url');
    const serviceEnv = (port: number): NodeJS.ProcessEnv => ({
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      INTERNAL_SECRET: internalSecret,
      DATA_DIR: dataDir,
      LOG_LEVEL: config.LOG_LEVEL,
    });

    // In the contracts' order, on the ports after the gateway's; each service is independent.
    const running: RunningService[] = [];
    for (const [index, { name }] of services.entries()) {
      const definition = serviceDefinitions[name];
      const service = await startService(definition, {
        env: serviceEnv(config.PORT + index + 1),
        shared: { bus, ...(store ? { store } : {}), logger },
        installSignalHandlers: false,
        serveMetrics: false,
      });
      stops.push({ name: definition.name, stop: service.stop });
      running.push(service);
    }

    const urlOf = (name: string) => running.find((service) => service.name === name)?.url ?? '';
    const gatewaySettings = loadConfig('gateway', gatewayConfig, {
      ...environment,
      PORT: String(config.PORT),
      HOST: config.HOST,
      INTERNAL_SECRET: internalSecret,
      LOG_LEVEL: config.LOG_LEVEL,
      WEB_DIST_DIR: webDistDir,
      ...Object.fromEntries(services.map((service) => [service.urlEnv, urlOf(service.name)])),
    });
    const gateway = await buildGateway({ config: gatewaySettings, logger: logger.child({ service: 'gateway' }) });
    const stopGateway = await runService(gateway, { port: gatewaySettings.PORT, host: gatewaySettings.HOST, installSignalHandlers: false });
    stops.push({ name: 'gateway', stop: stopGateway });

    // One metrics port for the whole process (every sample carries its app's `service` label),
    // on 127.0.0.1 unless METRICS_HOST says otherwise: never on the public port.
    const metrics = await startMetricsServer({
      registries: [gateway.metrics, ...running.map((service) => service.metrics)],
      port: metricsPortOf('standalone', config),
      host: config.METRICS_HOST,
      logger,
    });
    stops.push({ name: 'metrics', stop: metrics.close });
    logger.info({ metrics: metrics.url }, 'metrics served');

    return { url: `http://localhost:${config.PORT}`, metricsUrl: metrics.url, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

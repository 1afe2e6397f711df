import { createLogger, loadConfig, metricsPortOf, runService, startMetricsServer } from '@sitespark/service-kit';
import { buildGateway } from './app.ts';
import { gatewayConfig } from './config.ts';

const config = loadConfig('gateway', gatewayConfig);
const logger = createLogger('gateway', { level: config.LOG_LEVEL });
const app = await buildGateway({ config, logger });
// Metrics on a port of their own (METRICS_PORT, default 9464), never on the public one.
const metrics = await startMetricsServer({ registries: [app.metrics], port: metricsPortOf('gateway', config), host: config.METRICS_HOST, logger });
await runService(app, { port: config.PORT, host: config.HOST, closers: [{ name: 'metrics', close: metrics.close }] });
logger.info({ port: config.PORT, metrics: metrics.url }, 'gateway ready');

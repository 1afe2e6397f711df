import { createLogger, loadConfig, runService } from '@sitespark/service-kit';
import { buildGateway } from './app.ts';
import { gatewayConfig } from './config.ts';

const config = loadConfig('gateway', gatewayConfig);
const logger = createLogger('gateway', { level: config.LOG_LEVEL });
const app = await buildGateway({ config, logger });
await runService(app, { port: config.PORT, host: config.HOST });

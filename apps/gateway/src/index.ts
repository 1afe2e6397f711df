export { buildGateway, type BuildGatewayOptions } from './app.ts';
export { gatewayConfig, type GatewayConfig } from './config.ts';
export { healthPath } from './health.ts';

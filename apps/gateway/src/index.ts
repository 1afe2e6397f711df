export { buildGateway, type BuildGatewayOptions } from './app.ts';
export { gatewayConfig, upstreamsOf, type GatewayConfig } from './config.ts';
export { healthPath } from './health.ts';

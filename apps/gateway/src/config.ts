import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { services, type ServiceName, type ServiceUrlEnv } from '@sitespark/contracts';
import { env, metricsSettings } from '@sitespark/service-kit';

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const upstreamUrl = (port: number) => env.url().default(`http://127.0.0.1:${port}`);

/** AUTH_URL, BILLING_URL, ...: where each service of the contracts listens, by default its port on 127.0.0.1. */
const upstreamUrls = Object.fromEntries(services.map((service) => [service.urlEnv, upstreamUrl(service.port)])) as Record<
  ServiceUrlEnv,
  ReturnType<typeof upstreamUrl>
>;

export const gatewayConfig = z.object({
  PORT: env.port(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Prometheus metrics: METRICS_PORT (default PORT + 6464, so 9464) on METRICS_HOST (127.0.0.1). */
  ...metricsSettings,
  LOG_LEVEL: env.logLevel(),
  INTERNAL_SECRET: env.secret(),
  ...upstreamUrls,
  /** The built SPA; a relative path is taken from the working directory. */
  WEB_DIST_DIR: z.string().default(defaultWebDistDir).transform((value) => resolve(value)),
  /** Longest a resolved session is reused; kept short so sign-outs and subscription changes show quickly. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  /** Requests per minute per client address on /api. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** Set when a reverse proxy terminates TLS in front of the gateway, so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: env.boolean(false),
  PUBLIC_ORIGIN: z
    .url({ message: 'must be the site origin such as https://sitespark.example' })
    .default('http://localhost:3000')
    .transform((value) => new URL(value).origin),
});
export type GatewayConfig = z.infer<typeof gatewayConfig>;

/** Where the gateway sends each service's routes, by service name. */
export function upstreamsOf(config: GatewayConfig): Record<ServiceName, string> {
  return Object.fromEntries(services.map((service) => [service.name, config[service.urlEnv]])) as Record<ServiceName, string>;
}

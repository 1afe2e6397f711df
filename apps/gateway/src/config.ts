import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { env, metricsSettings } from '@sitespark/service-kit';

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const gatewayConfig = z.object({
  PORT: env.port(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Prometheus metrics: METRICS_PORT (default PORT + 6464, so 9464) on METRICS_HOST (127.0.0.1). */
  ...metricsSettings,
  LOG_LEVEL: env.logLevel(),
  INTERNAL_SECRET: env.secret(),
  AUTH_URL: env.url().default('http://127.0.0.1:3001'),
  BILLING_URL: env.url().default('http://127.0.0.1:3002'),
  CONTENT_URL: env.url().default('http://127.0.0.1:3003'),
  MEDIA_URL: env.url().default('http://127.0.0.1:3004'),
  RENDER_URL: env.url().default('http://127.0.0.1:3005'),
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

import { z } from 'zod';
import { env, metricsSettings } from '@sitespark/service-kit';

/** Settings of the one-process mode; everything else is passed through to the services and gateway. */
export const standaloneConfig = z.object({
  PORT: env.port(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Every app's Prometheus metrics on one port: METRICS_PORT (default PORT + 6464, so 9464) on METRICS_HOST (127.0.0.1). */
  ...metricsSettings,
  PGLITE_PORT: env.port(54329),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: env.logLevel(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' }).optional(),
  NATS_URL: z.string().regex(/^nats:\/\//, { message: 'must be a nats:// URL' }).optional(),
  S3_ENDPOINT: z.string().optional(),
  INTERNAL_SECRET: env.secret().optional(),
  SKIP_WEB_BUILD: env.boolean(false),
});
export type StandaloneConfig = z.infer<typeof standaloneConfig>;

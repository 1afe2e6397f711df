import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

export const contentConfig = baseServiceConfig.extend({
  PORT: env.port(3003),
  DATABASE_SCHEMA: z.string().default('content'),
  FETCH_ALLOW_PRIVATE_HOSTS: env.allowedPrivateHosts(),
  /** When set, generation goes through an OpenAI-compatible API instead of the built-in generator. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: env.url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Per attempt; a failed or timed-out attempt is retried once. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
});
export type ContentConfig = z.infer<typeof contentConfig>;

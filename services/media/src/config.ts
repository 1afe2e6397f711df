import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

export const mediaConfig = baseServiceConfig.extend({
  PORT: env.port(3004),
  DATABASE_SCHEMA: z.string().default('media'),
});
export type MediaConfig = z.infer<typeof mediaConfig>;

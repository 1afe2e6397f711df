import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

export const renderConfig = baseServiceConfig.extend({
  PORT: env.port(3005),
  DATABASE_SCHEMA: z.string().default('render'),
});
export type RenderConfig = z.infer<typeof renderConfig>;

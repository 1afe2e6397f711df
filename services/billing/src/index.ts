import type { ServiceDefinition } from '@sitespark/service-kit';
import { billingConfig } from './config.ts';
import { billingEntities, billingMigrations } from './persistence/index.ts';
import { buildService } from './service.ts';

export const billingService: ServiceDefinition<typeof billingConfig> = {
  name: 'billing',
  configSchema: billingConfig,
  entities: billingEntities,
  migrations: billingMigrations,
  build: buildService,
};

import type { ServiceDefinition } from '@sitespark/service-kit';
import { authConfig } from './config.ts';
import { authEntities, authMigrations } from './persistence/index.ts';
import { buildService } from './service.ts';

export const authService: ServiceDefinition<typeof authConfig> = {
  name: 'auth',
  configSchema: authConfig,
  entities: authEntities,
  migrations: authMigrations,
  build: buildService,
};

import type { ServiceDefinition } from '@sitespark/service-kit';
import { renderConfig } from './config.ts';
import { renderEntities, renderMigrations } from './persistence/index.ts';
import { buildService } from './service.ts';

export const renderService: ServiceDefinition<typeof renderConfig> = {
  name: 'render',
  configSchema: renderConfig,
  entities: renderEntities,
  migrations: renderMigrations,
  build: buildService,
};

import type { ServiceDefinition } from '@sitespark/service-kit';
import { contentConfig } from './config.ts';
import { contentEntities, contentMigrations } from './persistence/index.ts';
import { buildService } from './service.ts';

export const contentService: ServiceDefinition<typeof contentConfig> = {
  name: 'content',
  configSchema: contentConfig,
  entities: contentEntities,
  migrations: contentMigrations,
  build: buildService,
};

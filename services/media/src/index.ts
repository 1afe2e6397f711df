import type { ServiceDefinition } from '@sitespark/service-kit';
import { mediaConfig } from './config.ts';
import { mediaEntities, mediaMigrations } from './persistence/index.ts';
import { buildService } from './service.ts';

export const mediaService: ServiceDefinition<typeof mediaConfig> = {
  name: 'media',
  configSchema: mediaConfig,
  entities: mediaEntities,
  migrations: mediaMigrations,
  build: buildService,
};

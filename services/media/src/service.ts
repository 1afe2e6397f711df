import { createService, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import type { MediaConfig } from './config.ts';

export async function buildService(deps: ServiceDeps<MediaConfig>): Promise<BuiltService> {
  const app = await createService({
    name: 'media',
    logger: deps.logger,
    internalSecret: deps.config.INTERNAL_SECRET,
    readiness: deps.readiness,
  });
  return { app };
}

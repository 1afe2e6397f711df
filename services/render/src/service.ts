import { createService, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import type { RenderConfig } from './config.ts';

export async function buildService(deps: ServiceDeps<RenderConfig>): Promise<BuiltService> {
  const app = await createService({
    name: 'render',
    logger: deps.logger,
    internalSecret: deps.config.INTERNAL_SECRET,
    readiness: deps.readiness,
  });
  return { app };
}

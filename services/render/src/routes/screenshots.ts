import type { DataSource } from 'typeorm';
import { renderRoutes } from '@sitespark/contracts';
import { AppError, bindRoute, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import { LatestScreenshotsRecord } from '../persistence/entities.ts';

/** GET /api/screenshots/:index: the caller's own latest screenshots, counted from 0. */
export function registerScreenshotRoute(app: ServiceApp, deps: { dataSource: DataSource; store: ObjectStore }): void {
  bindRoute(app, renderRoutes.getScreenshot, async ({ params, identity, reply }) => {
    const latest = await deps.dataSource.getRepository(LatestScreenshotsRecord).findOneBy({ userId: identity.userId });
    const key = latest?.keys[params.index];
    const info = key ? await deps.store.stat(key) : null;
    if (!key || !info) throw new AppError('NOT_FOUND', 'Screenshot not found.');
    return reply
      .header('content-type', info.contentType)
      .header('content-length', String(info.size))
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(await deps.store.stream(key));
  });
}

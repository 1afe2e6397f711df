import { renderRoutes } from '@sitespark/contracts';
import { bindRoute, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import { getScreenshot } from '../domain/get-screenshot.ts';
import type { LatestScreenshotsRepository } from '../persistence/latest-screenshots-repository.ts';

/** GET /api/screenshots/:index: the caller's own latest screenshots, counted from 0. */
export function registerScreenshotRoute(app: ServiceApp, deps: { screenshots: LatestScreenshotsRepository; store: ObjectStore }): void {
  bindRoute(app, renderRoutes.getScreenshot, async ({ params, identity, reply }) => {
    const screenshot = await getScreenshot(deps, { userId: identity.userId, index: params.index });
    return reply
      .header('content-type', screenshot.contentType)
      .header('content-length', String(screenshot.size))
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(screenshot.body);
  });
}

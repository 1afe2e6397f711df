import { renderRoutes } from '@sitespark/contracts';
import { bindRoute, type Logger, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import { deleteVideo } from '../domain/delete-video.ts';
import { getVideo } from '../domain/get-video.ts';
import { getVideoUsage } from '../domain/get-video-usage.ts';
import { listVideos } from '../domain/list-videos.ts';
import type { RenderUsageRepository } from '../persistence/render-usage-repository.ts';
import type { VideoLibraryRepository } from '../persistence/video-library-repository.ts';

export interface VideoLibraryRouteDeps {
  library: VideoLibraryRepository;
  usage: RenderUsageRepository;
  store: ObjectStore;
  rendersPerDay: number;
  /** Sends what a delete or a measurement put on the outbox now rather than at the relay's next poll. */
  flushOutbox: () => Promise<unknown>;
  logger: Logger;
}

/** "Your videos": every render the user started (studios and exports), its files, and the daily limit. */
export function registerVideoLibraryRoutes(app: ServiceApp, deps: VideoLibraryRouteDeps): void {
  const flush = () => void deps.flushOutbox().catch((error: unknown) => deps.logger.warn({ err: error }, 'video storage recorded; media hears of it once the bus answers'));
  bindRoute(app, renderRoutes.listVideos, ({ identity, query }) => listVideos(deps, { userId: identity.userId, query }));
  bindRoute(app, renderRoutes.getVideoUsage, async ({ identity }) => {
    const usage = await getVideoUsage(deps, { userId: identity.userId });
    flush();
    return usage;
  });
  bindRoute(app, renderRoutes.getVideo, ({ identity, params }) => getVideo(deps, { userId: identity.userId, id: params.id }));
  bindRoute(app, renderRoutes.deleteVideo, async ({ identity, params }) => {
    const deleted = await deleteVideo(deps, { userId: identity.userId, id: params.id });
    flush();
    return deleted;
  });
}

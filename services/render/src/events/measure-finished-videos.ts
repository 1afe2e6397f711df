import { parseEventData, renderJobFinishedV1 } from '@sitespark/contracts';
import type { Bus, Logger, ObjectStore, Subscription } from '@sitespark/service-kit';
import { measureVideo } from '../domain/measure-video.ts';
import type { VideoLibraryRepository } from '../persistence/video-library-repository.ts';

export interface MeasureFinishedVideosDeps {
  bus: Bus;
  library: Pick<VideoLibraryRepository, 'findOwned' | 'recordSizes' | 'announceStorage'>;
  store: Pick<ObjectStore, 'stat'>;
  logger: Logger;
  flushOutbox: () => Promise<unknown>;
}

/**
 * Measures each succeeded render once it is over and tells media the user's new video bytes, so a
 * user's storage counts their videos without their opening "Your videos". A redelivered event
 * measures nothing twice (the sizes are kept on the job) and announces the same total again.
 */
export function measureFinishedVideos(deps: MeasureFinishedVideosDeps): Promise<Subscription> {
  return deps.bus.subscribe({
    subject: renderJobFinishedV1.subject,
    durable: 'render-video-storage',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(renderJobFinishedV1, message.data);
      if (event.status !== 'succeeded') return;
      const job = await deps.library.findOwned(event.userId, event.jobId);
      // Deleted since: its delete announced the storage already.
      if (!job) return;
      await measureVideo(deps, job);
      await deps.library.announceStorage(event.userId);
      deps.flushOutbox().catch((error: unknown) => deps.logger.warn({ err: error, userId: event.userId }, 'video storage recorded; media hears of it once the bus answers'));
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'a finished render could not be measured'),
  });
}

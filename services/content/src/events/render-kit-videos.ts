import { parseEventData, renderKitVideoRenderedV1, renderVideoDeletedV1 } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import { linkKitVideo, type LinkKitVideoDeps } from '../domain/link-kit-video.ts';
import type { KitVideoRepository } from '../persistence/kit-video-repository.ts';

export interface KitVideoEventDeps extends LinkKitVideoDeps {
  bus: Bus;
  kitVideos: Pick<KitVideoRepository, 'link' | 'unlink'>;
  logger: Logger;
}

/**
 * Keeps each kit's list of the videos rendered from it: a video render announced with its kit is
 * linked (once, only to the user's own kit), a deleted video is unlinked. Both are idempotent, so
 * redelivery changes nothing.
 */
export async function subscribeToKitVideos(deps: KitVideoEventDeps): Promise<Subscription> {
  const rendered = await deps.bus.subscribe({
    subject: renderKitVideoRenderedV1.subject,
    durable: 'content-kit-videos-rendered',
    maxDeliver: 10,
    handler: async (message) => {
      const video = parseEventData(renderKitVideoRenderedV1, message.data);
      const linked = await linkKitVideo(deps, video);
      deps.logger.info({ userId: video.userId, kitId: video.kitId, jobId: video.jobId, linked }, linked ? 'video linked to its kit' : 'video not linked to a kit');
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'a video rendered from a kit could not be linked'),
  });
  const deleted = await deps.bus.subscribe({
    subject: renderVideoDeletedV1.subject,
    durable: 'content-kit-videos-deleted',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(renderVideoDeletedV1, message.data);
      if (await deps.kitVideos.unlink(event.userId, event.jobId)) deps.logger.info({ userId: event.userId, jobId: event.jobId }, 'deleted video unlinked from its kit');
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'a deleted video could not be unlinked from its kit'),
  });
  return {
    async drain() {
      await Promise.all([rendered.drain(), deleted.drain()]);
    },
  };
}

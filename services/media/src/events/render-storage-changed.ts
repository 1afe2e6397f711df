import { parseEventData, renderStorageChangedV1 } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import type { VideoStorageRepository } from '../persistence/video-storage-repository.ts';

/** Keeps each user's video bytes as render measures them, so their storage counts music and videos. */
export function subscribeToVideoStorage(
  bus: Bus,
  storage: VideoStorageRepository,
  logger: Logger,
  /** Runs after a newer figure was kept (media announces the user's new total). */
  onRecorded?: (userId: string) => Promise<void>,
): Promise<Subscription> {
  return bus.subscribe({
    subject: renderStorageChangedV1.subject,
    durable: 'media-video-storage',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(renderStorageChangedV1, message.data);
      const kept = await storage.record({ userId: event.userId, videoBytes: event.videoBytes, measuredAt: new Date(event.measuredAt) });
      logger.debug({ userId: event.userId, videoBytes: event.videoBytes, kept }, 'video storage recorded');
      if (kept) await onRecorded?.(event.userId);
    },
    onDeadLetter: (message, error) => logger.error({ err: error, messageId: message.id }, 'video storage event could not be recorded'),
  });
}

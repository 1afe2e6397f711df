import { contentStorageChangedV1, parseEventData } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import { announceStorageUsage, type AnnounceStorageUsageDeps } from '../domain/announce-storage-usage.ts';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';

/** Keeps each user's content bytes as content measures them, so their storage counts flyers and images, and announces the new total. */
export function subscribeToContentStorage(
  deps: AnnounceStorageUsageDeps & { bus: Bus; storage: Pick<ContentStorageRepository, 'record'>; logger: Logger; flushOutbox: () => void },
): Promise<Subscription> {
  return deps.bus.subscribe({
    subject: contentStorageChangedV1.subject,
    durable: 'media-content-storage',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(contentStorageChangedV1, message.data);
      const kept = await deps.storage.record({ userId: event.userId, contentBytes: event.contentBytes, measuredAt: new Date(event.measuredAt) });
      deps.logger.debug({ userId: event.userId, contentBytes: event.contentBytes, kept }, 'content storage recorded');
      if (!kept) return;
      await announceStorageUsage(deps, { userId: event.userId });
      deps.flushOutbox();
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'content storage event could not be recorded'),
  });
}

import { mediaStorageUsageV1, parseEventData } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';

/** Keeps each user's whole storage as media counts it, so uploads are refused at the limit. */
export function subscribeToStorageUsage(deps: { bus: Bus; storage: Pick<ContentStorageRepository, 'recordUsage'>; logger: Logger }): Promise<Subscription> {
  return deps.bus.subscribe({
    subject: mediaStorageUsageV1.subject,
    durable: 'content-storage-usage',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(mediaStorageUsageV1, message.data);
      const kept = await deps.storage.recordUsage({ userId: event.userId, usedBytes: event.usedBytes, limitBytes: event.limitBytes, measuredAt: new Date(event.measuredAt) });
      deps.logger.debug({ userId: event.userId, usedBytes: event.usedBytes, limitBytes: event.limitBytes, kept }, 'storage usage recorded');
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'storage usage event could not be recorded'),
  });
}

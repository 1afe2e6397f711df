import { billingSubscriptionChangedV1, parseEventData } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import { applySubscriptionChange } from '../domain/apply-subscription-change.ts';
import type { AccountRepository } from '../persistence/account-repository.ts';

export function subscribeToSubscriptionChanges(bus: Bus, accounts: AccountRepository, logger: Logger): Promise<Subscription> {
  return bus.subscribe({
    subject: billingSubscriptionChangedV1.subject,
    durable: 'auth-subscription-projection',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(billingSubscriptionChangedV1, message.data);
      const applied = await applySubscriptionChange({ accounts }, { event });
      logger.info({ userId: event.userId, status: event.status, version: event.version, applied }, 'subscription status projected');
    },
    onDeadLetter: (message, error) => logger.error({ err: error, messageId: message.id }, 'subscription event could not be applied'),
  });
}

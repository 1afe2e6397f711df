import type { Logger } from '@sitespark/service-kit';
import type { PaymentProvider } from '../adapters/payment-provider.ts';
import type { SubscriptionRepository, SubscriptionTransaction } from '../persistence/subscription-repository.ts';

/** What billing's use cases work with; built once in buildService. */
export interface BillingContext {
  subscriptions: SubscriptionRepository;
  provider: PaymentProvider;
  logger: Logger;
  /** The clock; tests replace it to reach a period's end. */
  now: () => Date;
  /** Relays committed outbox rows now rather than at the relay's next poll. */
  flushOutbox: () => Promise<unknown>;
}

/** Runs a state change in one transaction, then publishes the events it recorded. */
export async function runInTransaction<T>(
  context: Pick<BillingContext, 'subscriptions' | 'logger' | 'flushOutbox'>,
  work: (tx: SubscriptionTransaction) => Promise<T>,
): Promise<T> {
  const result = await context.subscriptions.transaction(work);
  // The change is committed; if publishing fails now, the relay's next poll publishes it.
  await context.flushOutbox().catch((error: unknown) => context.logger.warn({ err: error }, 'outbox flush after commit failed'));
  return result;
}

import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '@sitespark/service-kit';
import type { PaymentProvider } from '../adapters/payment-provider.ts';

/** What billing's use cases work with; built once in buildService. */
export interface BillingContext {
  dataSource: DataSource;
  provider: PaymentProvider;
  logger: Logger;
  /** The clock; tests replace it to reach a period's end. */
  now: () => Date;
  /** Relays committed outbox rows now rather than at the relay's next poll. */
  flushOutbox: () => Promise<unknown>;
}

/** Runs a state change in one transaction, then publishes the events it enqueued. */
export async function runInTransaction<T>(context: BillingContext, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const result = await context.dataSource.transaction(work);
  // The change is committed; if publishing fails now, the relay's next poll publishes it.
  await context.flushOutbox().catch((error: unknown) => context.logger.warn({ err: error }, 'outbox flush after commit failed'));
  return result;
}

import type { DataSource } from 'typeorm';
import type { BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { UserRecord } from '../persistence/entities.ts';

/**
 * Keeps the user's subscriptionStatus projection current. Idempotent and order-tolerant: an event
 * whose version is not newer than the one already applied changes nothing.
 */
export async function applySubscriptionChange(dataSource: DataSource, event: BillingSubscriptionChangedV1): Promise<boolean> {
  const result = await dataSource
    .createQueryBuilder()
    .update(UserRecord)
    .set({ subscriptionStatus: event.status, subscriptionVersion: event.version })
    .where('id = :id AND subscription_version < :version', { id: event.userId, version: event.version })
    .execute();
  return (result.affected ?? 0) > 0;
}

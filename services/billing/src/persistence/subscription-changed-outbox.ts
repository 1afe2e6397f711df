import type { EntityManager } from 'typeorm';
import { billingSubscriptionChangedV1, parseEventData, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { enqueueOutbox } from '@sitespark/service-kit';
import { pickEffectiveSubscription } from '../domain/effective-subscription.ts';
import { SubscriptionRecord } from './entities.ts';
import { tableName } from './table-name.ts';

/**
 * Records `billing.subscription.changed.v1` with the user's status in the outbox, inside the
 * transaction of the use case making the change; the outbox relay publishes it. The account's
 * counter is incremented first: its row lock orders concurrent changes of one user, so versions
 * follow commit order and the status read after it is current.
 */
export async function enqueueSubscriptionChanged(manager: EntityManager, userId: string, now: Date): Promise<BillingSubscriptionChangedV1> {
  const rows: Array<{ status_version: string }> = await manager.query(
    `INSERT INTO ${tableName(manager, 'billing_accounts')} AS account (user_id, status_version) VALUES ($1, 1)
       ON CONFLICT (user_id) DO UPDATE SET status_version = account.status_version + 1, updated_at = now()
       RETURNING status_version`,
    [userId],
  );
  const version = Number(rows[0]?.status_version);
  const subscriptions = await manager.find(SubscriptionRecord, { where: { userId } });
  const effective = pickEffectiveSubscription(subscriptions);
  if (!effective) throw new Error(`No subscription of user ${userId} to publish`);
  const event = parseEventData(billingSubscriptionChangedV1, {
    userId,
    subscriptionId: effective.id,
    plan: effective.plan,
    status: effective.status,
    currentPeriodEnd: effective.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: effective.cancelAtPeriodEnd,
    version,
    occurredAt: now.toISOString(),
  });
  await enqueueOutbox(manager, billingSubscriptionChangedV1.subject, event);
  return event;
}

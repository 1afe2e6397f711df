import { billingSubscriptionChangedV1, parseEventData, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import type { SubscriptionRecord } from '../persistence/entities.ts';
import { pickEffectiveSubscription } from './effective-subscription.ts';

/** `billing.subscription.changed.v1` for the user's status as its subscriptions now decide it. */
export function subscriptionChangedEvent(input: { userId: string; subscriptions: SubscriptionRecord[]; version: number; now: Date }): BillingSubscriptionChangedV1 {
  const effective = pickEffectiveSubscription(input.subscriptions);
  if (!effective) throw new Error(`No subscription of user ${input.userId} to publish`);
  return parseEventData(billingSubscriptionChangedV1, {
    userId: input.userId,
    subscriptionId: effective.id,
    plan: effective.plan,
    status: effective.status,
    currentPeriodEnd: effective.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: effective.cancelAtPeriodEnd,
    version: input.version,
    occurredAt: input.now.toISOString(),
  });
}

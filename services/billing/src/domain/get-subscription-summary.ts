import type { BillingSubscription } from '@sitespark/contracts';
import type { SubscriptionRepository } from '../persistence/subscription-repository.ts';
import { pickEffectiveSubscription } from './effective-subscription.ts';

/** The plan, status and renewal (or end) date the pricing screen shows. */
export async function getSubscriptionSummary(
  deps: { subscriptions: Pick<SubscriptionRepository, 'listByUser'> },
  input: { userId: string },
): Promise<BillingSubscription> {
  const effective = pickEffectiveSubscription(await deps.subscriptions.listByUser(input.userId));
  if (!effective) return { plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return {
    plan: effective.plan,
    status: effective.status,
    currentPeriodEnd: effective.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: effective.cancelAtPeriodEnd,
  };
}

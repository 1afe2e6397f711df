import type { BillingSubscription } from '@sitespark/contracts';
import { SubscriptionRecord } from '../persistence/entities.ts';
import type { BillingContext } from './billing-context.ts';
import { pickEffectiveSubscription } from './effective-subscription.ts';

/** The plan, status and renewal (or end) date the pricing screen shows. */
export async function getSubscriptionSummary(context: BillingContext, userId: string): Promise<BillingSubscription> {
  const subscriptions = await context.dataSource.getRepository(SubscriptionRecord).find({ where: { userId } });
  const effective = pickEffectiveSubscription(subscriptions);
  if (!effective) return { plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return {
    plan: effective.plan,
    status: effective.status,
    currentPeriodEnd: effective.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: effective.cancelAtPeriodEnd,
  };
}

import type { BillingSubscription } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { applySubscriptionUpdate } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';
import { getSubscriptionSummary } from './get-subscription-summary.ts';

/** Cancels at the end of the paid period; the user keeps access until then and may resume before it. */
export async function cancelSubscription(context: BillingContext, input: { userId: string }): Promise<BillingSubscription> {
  const paid = await context.subscriptions.listPaid(input.userId);
  if (paid.length === 0) throw new AppError('NOT_FOUND', 'You have no active subscription to cancel.');
  for (const subscription of paid) {
    if (subscription.cancelAtPeriodEnd) continue;
    const reported =
      subscription.provider === context.provider.kind
        ? await context.provider.cancelSubscription(subscription.providerSubscriptionId, { atPeriodEnd: true })
        : null;
    await runInTransaction(context, (tx) =>
      applySubscriptionUpdate(tx, {
        subscriptionId: subscription.id,
        changes: { ...reported, cancelAtPeriodEnd: true },
        now: context.now(),
      }),
    );
  }
  return getSubscriptionSummary(context, input);
}

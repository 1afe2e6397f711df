import type { BillingSubscription } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { applySubscriptionUpdate } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';
import { getSubscriptionSummary } from './get-subscription-summary.ts';

/** Undoes a cancellation at period end, while the period still runs. */
export async function resumeSubscription(context: BillingContext, input: { userId: string }): Promise<BillingSubscription> {
  const paid = await context.subscriptions.listPaid(input.userId);
  if (paid.length === 0) throw new AppError('NOT_FOUND', 'You have no subscription to resume. Please subscribe again.');
  for (const subscription of paid) {
    if (!subscription.cancelAtPeriodEnd) continue;
    const reported =
      subscription.provider === context.provider.kind ? await context.provider.resumeSubscription(subscription.providerSubscriptionId) : null;
    await runInTransaction(context, (tx) =>
      applySubscriptionUpdate(tx, {
        subscriptionId: subscription.id,
        changes: { ...reported, cancelAtPeriodEnd: false },
        now: context.now(),
      }),
    );
  }
  return getSubscriptionSummary(context, input);
}

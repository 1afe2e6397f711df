import type { LocalConfirmRequest, LocalConfirmResponse } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { judgeTestCard } from '../adapters/local-test-cards.ts';
import { applySubscriptionUpdate } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';
import { addBillingPeriod } from './billing-period.ts';

const expiredSession = () => new AppError('NOT_FOUND', 'This payment session has expired. Please reload the page and try again.');

/**
 * The local provider's payment confirmation, with Stripe's test-card outcomes. A declined card
 * answers 402 `{ code, message }` and changes nothing; a paid one activates the subscription for
 * one period through the same path a Stripe webhook takes. Confirming a paid session again charges nothing.
 */
export async function confirmLocalPayment(context: BillingContext, input: LocalConfirmRequest & { userId: string }): Promise<LocalConfirmResponse> {
  // With Stripe configured this route must not become a way to subscribe without paying.
  if (context.provider.kind !== 'local') throw new AppError('NOT_FOUND', 'Payments are confirmed with Stripe; the local payment provider is not in use.');
  const subscription = await context.subscriptions.findLocalByClientSecret(input.userId, input.clientSecret);
  if (!subscription || subscription.status === 'canceled') throw expiredSession();
  if (subscription.status === 'active') return { status: 'succeeded' };

  const now = context.now();
  const decline = judgeTestCard(input.card, now);
  if (decline) throw new AppError('PAYMENT_FAILED', decline.message, { details: { code: decline.code } });

  const { subscription: updated } = await runInTransaction(context, (tx) =>
    applySubscriptionUpdate(tx, {
      subscriptionId: subscription.id,
      changes: (current) =>
        current.status === 'incomplete' || current.status === 'past_due'
          ? { status: 'active', currentPeriodEnd: addBillingPeriod(now, current.plan), cancelAtPeriodEnd: false }
          : null,
      now,
    }),
  );
  if (updated.status !== 'active') throw expiredSession();
  return { status: 'succeeded' };
}

import { applySubscriptionUpdate } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';
import { addBillingPeriod } from './billing-period.ts';

/** Subscriptions looked at per pass; the next pass takes the rest. */
const batchSize = 500;

/**
 * What Stripe does at a period's end, for the local provider: a subscription set to cancel ends,
 * any other renews (for as many periods as were missed while the service was down).
 * Returns how many subscriptions changed.
 */
export async function sweepLocalPeriods(context: BillingContext): Promise<number> {
  const now = context.now();
  const due = await context.subscriptions.listDueLocalPeriods(now, batchSize);
  let changed = 0;
  for (const { id } of due) {
    const { event } = await runInTransaction(context, (tx) =>
      applySubscriptionUpdate(tx, {
        subscriptionId: id,
        changes: (current) => {
          const periodEnd = current.currentPeriodEnd;
          if (current.provider !== 'local' || current.status !== 'active' || !periodEnd || periodEnd > now) return null;
          if (current.cancelAtPeriodEnd) return { status: 'canceled' };
          let next = periodEnd;
          while (next <= now) next = addBillingPeriod(next, current.plan);
          return { currentPeriodEnd: next };
        },
        now,
      }),
    );
    if (event) changed += 1;
  }
  return changed;
}

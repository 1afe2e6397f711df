import type { BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { SubscriptionRecord, SubscriptionRowStatus } from '../persistence/entities.ts';
import type { SubscriptionTransaction } from '../persistence/subscription-repository.ts';

export interface SubscriptionChanges {
  status?: SubscriptionRowStatus;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

export interface ApplySubscriptionUpdateInput {
  subscriptionId: string;
  /** The changes, or a function deciding them from the locked current row (null: nothing to do). */
  changes: SubscriptionChanges | ((current: SubscriptionRecord) => SubscriptionChanges | null);
  /** The provider event's creation time when the change comes from one; older events than the last applied are ignored. */
  providerEventAt?: Date;
  now: Date;
}

export interface AppliedSubscriptionUpdate {
  subscription: SubscriptionRecord;
  /** The event recorded in the outbox for publishing; null when nothing changed. */
  event: BillingSubscriptionChangedV1 | null;
}

/**
 * The one path every subscription status change takes (local payment, Stripe webhook, cancel,
 * resume, period sweeper). Run it inside a transaction (`runInTransaction`): the row change, the
 * account's version and the outbox event commit together or not at all.
 *
 * Stripe's lifecycle is enforced whatever order events arrive in: a subscription never returns to
 * 'incomplete' once it left it, and 'canceled' is final.
 */
export async function applySubscriptionUpdate(tx: SubscriptionTransaction, input: ApplySubscriptionUpdateInput): Promise<AppliedSubscriptionUpdate> {
  const current = await tx.lockSubscription(input.subscriptionId);
  if (!current) throw new AppError('NOT_FOUND', 'Subscription not found.');

  const lastEventAt = current.lastProviderEventAt;
  if (input.providerEventAt && lastEventAt && input.providerEventAt.getTime() < lastEventAt.getTime()) {
    return { subscription: current, event: null };
  }
  const unchanged = async (): Promise<AppliedSubscriptionUpdate> => {
    const newerEvent = input.providerEventAt && (!lastEventAt || input.providerEventAt.getTime() > lastEventAt.getTime());
    const subscription = newerEvent ? await tx.update(current.id, { lastProviderEventAt: input.providerEventAt }) : current;
    return { subscription, event: null };
  };

  const changes = typeof input.changes === 'function' ? input.changes(current) : input.changes;
  if (!changes || current.status === 'canceled') return unchanged();

  const status = changes.status === 'incomplete' && current.status !== 'incomplete' ? current.status : (changes.status ?? current.status);
  const currentPeriodEnd = changes.currentPeriodEnd === undefined ? current.currentPeriodEnd : changes.currentPeriodEnd;
  const cancelAtPeriodEnd = changes.cancelAtPeriodEnd ?? current.cancelAtPeriodEnd;
  const changed =
    status !== current.status ||
    cancelAtPeriodEnd !== current.cancelAtPeriodEnd ||
    (currentPeriodEnd?.getTime() ?? null) !== (current.currentPeriodEnd?.getTime() ?? null);
  if (!changed) return unchanged();

  const subscription = await tx.update(current.id, {
    status,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    ...(input.providerEventAt ? { lastProviderEventAt: input.providerEventAt } : {}),
  });
  const event = await tx.recordSubscriptionChanged(subscription.userId, input.now);
  return { subscription, event };
}

import type { Plan, SubscriptionResponse } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { SubscriptionRecord } from '../persistence/entities.ts';
import { applySubscriptionUpdate } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';

/** Rounds of read, create and insert before concurrent plan changes of one user are given up on. */
const maxRounds = 5;

/** The user's Stripe customer, created once and kept with the billing account (the local provider derives it). */
async function ensureCustomerId(context: BillingContext, userId: string): Promise<string> {
  if (context.provider.kind === 'local') return context.provider.ensureCustomer(userId);
  const existing = await context.subscriptions.findCustomerId(userId);
  if (existing) return existing;
  // Two requests racing here got the same customer (same Idempotency-Key); the first one stored wins anyway.
  return context.subscriptions.storeCustomerId(userId, await context.provider.ensureCustomer(userId));
}

/** Cancels a first payment that will not be made (the user chose the other plan), at the provider first. */
async function abandonIncomplete(context: BillingContext, subscription: SubscriptionRecord): Promise<void> {
  if (subscription.provider === context.provider.kind) await context.provider.cancelIncomplete(subscription.providerSubscriptionId);
  await runInTransaction(context, (tx) =>
    applySubscriptionUpdate(tx, {
      subscriptionId: subscription.id,
      changes: (current) => (current.status === 'incomplete' ? { status: 'canceled' } : null),
      now: context.now(),
    }),
  );
}

/**
 * Opens (or reopens) the first payment of a subscription to `plan` and returns its client secret.
 * The user's open incomplete subscription is reused for the same plan and replaced for another.
 * Concurrent calls create one subscription: provider calls carry an Idempotency-Key derived from
 * the user, the plan and how many subscriptions the user had, and the partial unique index on
 * incomplete subscriptions lets one insert win; the others read the winner.
 */
export async function getOrCreateSubscription(context: BillingContext, input: { userId: string; plan: Plan }): Promise<SubscriptionResponse> {
  const { userId, plan } = input;
  for (let round = 0; round < maxRounds; round++) {
    const subscriptions = await context.subscriptions.listByUser(userId);
    if (subscriptions.some((subscription) => subscription.status === 'active')) {
      throw new AppError('CONFLICT', 'You already have an active subscription.');
    }
    const open = subscriptions.find((subscription) => subscription.status === 'incomplete');
    if (open) {
      if (open.plan === plan && open.provider === context.provider.kind && open.clientSecret) return { clientSecret: open.clientSecret };
      await abandonIncomplete(context, open);
      continue;
    }

    const customerId = await ensureCustomerId(context, userId);
    const created = await context.provider.createSubscription({
      customerId,
      plan,
      idempotencyKey: `sitespark-subscription-${userId}-${plan}-${subscriptions.length}`,
    });
    const inserted = await runInTransaction(context, async (tx) => {
      const added = await tx.addUnlessConflicting({
        userId,
        plan,
        status: created.status,
        provider: context.provider.kind,
        providerCustomerId: customerId,
        providerSubscriptionId: created.providerSubscriptionId,
        clientSecret: created.clientSecret,
        currentPeriodEnd: created.currentPeriodEnd,
      });
      if (added) await tx.recordSubscriptionChanged(userId, context.now());
      return added;
    });
    if (inserted) return { clientSecret: created.clientSecret };

    // Another request's insert won. With the same key it stored this very subscription and the next
    // round returns it; otherwise ours would be an unpaid duplicate at the provider.
    const stored = await context.subscriptions.findByProviderSubscriptionId(created.providerSubscriptionId);
    if (!stored) {
      await context.provider
        .cancelIncomplete(created.providerSubscriptionId)
        .catch((error: unknown) => context.logger.warn({ err: error, providerSubscriptionId: created.providerSubscriptionId }, 'could not cancel a duplicate subscription'));
    }
  }
  throw new AppError('CONFLICT', 'Your subscription is being changed in another window. Please try again.');
}

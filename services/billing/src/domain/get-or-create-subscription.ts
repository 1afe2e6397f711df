import type { Plan, SubscriptionResponse } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { SubscriptionRecord } from '../persistence/entities.ts';
import { enqueueSubscriptionChanged } from '../persistence/subscription-changed-outbox.ts';
import { tableName } from '../persistence/table-name.ts';
import { applySubscriptionUpdate } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';

/** Rounds of read, create and insert before concurrent plan changes of one user are given up on. */
const maxRounds = 5;

/** The user's Stripe customer, created once and kept in billing_accounts (the local provider derives it). */
async function ensureCustomerId(context: BillingContext, userId: string): Promise<string> {
  if (context.provider.kind === 'local') return context.provider.ensureCustomer(userId);
  const manager = context.dataSource.manager;
  const stored: Array<{ provider_customer_id: string | null }> = await manager.query(
    `SELECT provider_customer_id FROM ${tableName(manager, 'billing_accounts')} WHERE user_id = $1`,
    [userId],
  );
  const existing = stored[0]?.provider_customer_id;
  if (existing) return existing;
  const created = await context.provider.ensureCustomer(userId);
  // Two requests racing here got the same customer (same Idempotency-Key); the first one stored wins anyway.
  const rows: Array<{ provider_customer_id: string }> = await manager.query(
    `INSERT INTO ${tableName(manager, 'billing_accounts')} AS account (user_id, provider_customer_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET provider_customer_id = COALESCE(account.provider_customer_id, EXCLUDED.provider_customer_id), updated_at = now()
       RETURNING provider_customer_id`,
    [userId, created],
  );
  return rows[0]?.provider_customer_id ?? created;
}

/** Cancels a first payment that will not be made (the user chose the other plan), at the provider first. */
async function abandonIncomplete(context: BillingContext, subscription: SubscriptionRecord): Promise<void> {
  if (subscription.provider === context.provider.kind) await context.provider.cancelIncomplete(subscription.providerSubscriptionId);
  await runInTransaction(context, (manager) =>
    applySubscriptionUpdate(manager, {
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
export async function getOrCreateSubscription(context: BillingContext, userId: string, plan: Plan): Promise<SubscriptionResponse> {
  const repository = context.dataSource.getRepository(SubscriptionRecord);
  for (let round = 0; round < maxRounds; round++) {
    const subscriptions = await repository.find({ where: { userId } });
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
    const inserted = await runInTransaction(context, async (manager) => {
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO ${tableName(manager, 'subscriptions')}
           (user_id, plan, status, provider, provider_customer_id, provider_subscription_id, client_secret, current_period_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [userId, plan, created.status, context.provider.kind, customerId, created.providerSubscriptionId, created.clientSecret, created.currentPeriodEnd],
      );
      if (rows.length === 0) return false;
      await enqueueSubscriptionChanged(manager, userId, context.now());
      return true;
    });
    if (inserted) return { clientSecret: created.clientSecret };

    // Another request's insert won. With the same key it stored this very subscription and the next
    // round returns it; otherwise ours would be an unpaid duplicate at the provider.
    const stored = await repository.findOneBy({ providerSubscriptionId: created.providerSubscriptionId });
    if (!stored) {
      await context.provider
        .cancelIncomplete(created.providerSubscriptionId)
        .catch((error: unknown) => context.logger.warn({ err: error, providerSubscriptionId: created.providerSubscriptionId }, 'could not cancel a duplicate subscription'));
    }
  }
  throw new AppError('CONFLICT', 'Your subscription is being changed in another window. Please try again.');
}

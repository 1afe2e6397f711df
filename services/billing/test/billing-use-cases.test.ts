import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError, createLogger } from '@sitespark/service-kit';
import { createLocalPaymentProvider } from '../src/adapters/local-payment-provider.ts';
import { applySubscriptionUpdate } from '../src/domain/apply-subscription-update.ts';
import type { BillingContext } from '../src/domain/billing-context.ts';
import { cancelSubscription } from '../src/domain/cancel-subscription.ts';
import { confirmLocalPayment } from '../src/domain/confirm-local-payment.ts';
import { getOrCreateSubscription } from '../src/domain/get-or-create-subscription.ts';
import { handleStripeWebhook } from '../src/domain/handle-stripe-webhook.ts';
import { resumeSubscription } from '../src/domain/resume-subscription.ts';
import { sweepLocalPeriods } from '../src/domain/sweep-local-periods.ts';
import type { NewSubscription } from '../src/persistence/subscription-repository.ts';
import { inMemorySubscriptions } from './support/in-memory-subscriptions.ts';

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '94107' };

/** Billing's use cases over an in-memory repository, the local provider and a clock the test sets. */
function billing(start = new Date('2026-01-15T12:00:00Z')) {
  const subscriptions = inMemorySubscriptions();
  const clock = { now: start };
  const flushes: Date[] = [];
  const context: BillingContext = {
    subscriptions,
    provider: createLocalPaymentProvider({ secret: 'unit-test-secret' }),
    logger: createLogger('billing-test', { level: 'silent' }),
    now: () => clock.now,
    flushOutbox: async () => flushes.push(clock.now),
  };
  return { context, subscriptions, clock, flushes };
}

/** Opens a monthly subscription and pays it with 4242..., as the local payment page does. */
async function subscribe(context: BillingContext, userId: string): Promise<void> {
  const { clientSecret } = await getOrCreateSubscription(context, { userId, plan: 'monthly' });
  await confirmLocalPayment(context, { userId, clientSecret, card });
}

const stripeSubscription = (overrides: Partial<NewSubscription> = {}): NewSubscription => ({
  userId: randomUUID(),
  plan: 'monthly',
  status: 'incomplete',
  provider: 'stripe',
  providerCustomerId: 'cus_1',
  providerSubscriptionId: `sub_${randomUUID()}`,
  clientSecret: 'pi_1_secret_1',
  currentPeriodEnd: null,
  ...overrides,
});

const at = (iso: string) => new Date(iso);

describe('cancel and resume', () => {
  it('cancels at the period end keeping access, resumes before it, and publishes each change once', async () => {
    const { context, subscriptions, flushes } = billing();
    const userId = randomUUID();
    await subscribe(context, userId);

    expect(await cancelSubscription(context, { userId })).toEqual({
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: '2026-02-15T12:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
    await cancelSubscription(context, { userId });
    expect(await resumeSubscription(context, { userId })).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    expect(subscriptions.outbox.map(({ status, cancelAtPeriodEnd, version }) => ({ status, cancelAtPeriodEnd, version }))).toEqual([
      { status: 'incomplete', cancelAtPeriodEnd: false, version: 1 },
      { status: 'active', cancelAtPeriodEnd: false, version: 2 },
      { status: 'active', cancelAtPeriodEnd: true, version: 3 },
      { status: 'active', cancelAtPeriodEnd: false, version: 4 },
    ]);
    expect(flushes).toHaveLength(4);
  });

  it('answers 404 when there is no paid subscription to cancel or resume', async () => {
    const { context } = billing();
    const userId = randomUUID();
    await getOrCreateSubscription(context, { userId, plan: 'monthly' });
    await expect(cancelSubscription(context, { userId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'You have no active subscription to cancel.' });
    await expect(resumeSubscription(context, { userId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('local period sweep', () => {
  it('renews past every missed period, ends a subscription set to cancel, and leaves running periods alone', async () => {
    const { context, subscriptions, clock } = billing(at('2026-01-15T12:00:00Z'));
    const [renewing, ending, running] = [randomUUID(), randomUUID(), randomUUID()];
    await subscribe(context, renewing);
    await subscribe(context, ending);
    await cancelSubscription(context, { userId: ending });
    clock.now = at('2026-04-01T00:00:00Z');
    await subscribe(context, running);

    clock.now = at('2026-04-20T00:00:00Z');
    expect(await sweepLocalPeriods(context)).toBe(2);
    const [renewed] = await subscriptions.listByUser(renewing);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodEnd: at('2026-05-15T12:00:00Z') });
    expect((await subscriptions.listByUser(ending))[0]).toMatchObject({ status: 'canceled' });
    expect((await subscriptions.listByUser(running))[0]).toMatchObject({ status: 'active', currentPeriodEnd: at('2026-05-01T00:00:00Z') });
    expect(subscriptions.outbox.filter((event) => event.userId === renewing).map((event) => event.currentPeriodEnd)).toEqual([
      null,
      '2026-02-15T12:00:00.000Z',
      '2026-05-15T12:00:00.000Z',
    ]);

    expect(await sweepLocalPeriods(context)).toBe(0);
  });
});

describe('applySubscriptionUpdate lifecycle rules', () => {
  const apply = (repository: ReturnType<typeof inMemorySubscriptions>, input: Parameters<typeof applySubscriptionUpdate>[1]) =>
    repository.transaction((tx) => applySubscriptionUpdate(tx, input));
  const now = at('2026-01-20T00:00:00Z');

  it('never returns a subscription to incomplete once it left it', async () => {
    const subscriptions = inMemorySubscriptions();
    const { id } = subscriptions.seed(stripeSubscription({ status: 'active' }));
    const { subscription, event } = await apply(subscriptions, { subscriptionId: id, changes: { status: 'incomplete' }, now });
    expect(subscription.status).toBe('active');
    expect(event).toBeNull();

    const { subscription: pastDue } = await apply(subscriptions, { subscriptionId: id, changes: { status: 'past_due' }, now });
    expect(pastDue.status).toBe('past_due');
    expect((await apply(subscriptions, { subscriptionId: id, changes: { status: 'incomplete', cancelAtPeriodEnd: true }, now })).subscription).toMatchObject({
      status: 'past_due',
      cancelAtPeriodEnd: true,
    });
  });

  it('keeps canceled final, still noting the newer provider event', async () => {
    const subscriptions = inMemorySubscriptions();
    const { id } = subscriptions.seed(stripeSubscription({ status: 'canceled' }));
    const providerEventAt = at('2026-01-19T00:00:00Z');
    const { subscription, event } = await apply(subscriptions, { subscriptionId: id, changes: { status: 'active' }, providerEventAt, now });
    expect(event).toBeNull();
    expect(subscription).toMatchObject({ status: 'canceled', lastProviderEventAt: providerEventAt });
    expect(subscriptions.outbox).toEqual([]);
  });

  it('ignores a provider event older than the last one applied', async () => {
    const subscriptions = inMemorySubscriptions();
    const { id, userId } = subscriptions.seed(stripeSubscription());
    const newer = at('2026-01-19T10:00:00Z');
    const applied = await apply(subscriptions, { subscriptionId: id, changes: { status: 'active', cancelAtPeriodEnd: true }, providerEventAt: newer, now });
    expect(applied.event).toMatchObject({ userId, status: 'active', cancelAtPeriodEnd: true, version: 1 });

    const late = await apply(subscriptions, { subscriptionId: id, changes: { status: 'active', cancelAtPeriodEnd: false }, providerEventAt: at('2026-01-19T09:59:59Z'), now });
    expect(late.event).toBeNull();
    expect(late.subscription).toMatchObject({ cancelAtPeriodEnd: true, lastProviderEventAt: newer });
    expect(subscriptions.outbox).toHaveLength(1);
  });

  it('answers 404 for a subscription that does not exist', async () => {
    const error = await apply(inMemorySubscriptions(), { subscriptionId: randomUUID(), changes: { status: 'active' }, now }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NOT_FOUND');
  });
});

describe('Stripe webhook', () => {
  const cancellationOf = (providerSubscriptionId: string, id = `evt_${randomUUID()}`) =>
    ({
      id,
      type: 'customer.subscription.updated',
      created: Math.floor(Date.parse('2026-01-19T00:00:00Z') / 1000),
      data: { object: { id: providerSubscriptionId, status: 'active', cancel_at_period_end: true, items: { data: [] } } },
    }) as unknown as Stripe.Event;

  it('processes each event id once: a redelivery changes and publishes nothing', async () => {
    const { context, subscriptions } = billing();
    const { providerSubscriptionId } = subscriptions.seed(stripeSubscription({ status: 'active' }));
    const event = cancellationOf(providerSubscriptionId);

    expect(await handleStripeWebhook(context, { event })).toBe('applied');
    expect(await handleStripeWebhook(context, { event })).toBe('duplicate');
    expect(await handleStripeWebhook(context, { event: cancellationOf(providerSubscriptionId) })).toBe('unchanged');
    expect(subscriptions.outbox.map((published) => published.cancelAtPeriodEnd)).toEqual([true]);
  });

  it('processes a redelivery again when the first delivery failed before committing', async () => {
    const { context, subscriptions } = billing();
    const { providerSubscriptionId } = subscriptions.seed(stripeSubscription({ status: 'active' }));
    const event = cancellationOf(providerSubscriptionId);
    const crashing: BillingContext = {
      ...context,
      subscriptions: {
        ...subscriptions,
        transaction: (work) => subscriptions.transaction((tx) => work({ ...tx, recordSubscriptionChanged: () => Promise.reject(new Error('connection lost')) })),
      },
    };

    await expect(handleStripeWebhook(crashing, { event })).rejects.toThrow('connection lost');
    expect((await subscriptions.findByProviderSubscriptionId(providerSubscriptionId))?.cancelAtPeriodEnd).toBe(false);
    expect(await handleStripeWebhook(context, { event })).toBe('applied');
    expect(subscriptions.outbox).toHaveLength(1);
  });

  it('acknowledges events billing does not use and events about unknown subscriptions', async () => {
    const { context } = billing();
    expect(await handleStripeWebhook(context, { event: { id: 'evt_other', type: 'customer.created', data: { object: {} } } as unknown as Stripe.Event })).toBe('ignored');
    expect(await handleStripeWebhook(context, { event: cancellationOf('sub_unknown') })).toBe('ignored');
  });
});

import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSubscriptionChangedV1 } from '@sitespark/contracts';
import { OutboxMessage } from '@sitespark/service-kit';
import { SubscriptionRecord } from '../src/persistence/entities.ts';
import { startStripeBilling, stripeEventJson, type StripeBilling } from './support/stripe-billing.ts';

const webhookSecret = 'whsec_test_0123456789abcdef';

let suite: StripeBilling;

beforeAll(async () => {
  suite = await startStripeBilling('billing-stripe', webhookSecret);
});
afterAll(() => suite?.close());

async function clientSecretFor(userId: string, plan: 'monthly' | 'yearly' = 'monthly'): Promise<string> {
  const response = await suite.billing.app.inject({
    method: 'POST',
    url: '/api/get-or-create-subscription',
    headers: suite.billing.as(userId, 'none'),
    payload: { plan },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { clientSecret: string }).clientSecret;
}

async function summary(userId: string) {
  const response = await suite.billing.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: suite.billing.as(userId, 'none') });
  return response.json() as { plan: string | null; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
}

async function stripeSubscriptionOf(userId: string) {
  const row = await suite.billing.dataSource.getRepository(SubscriptionRecord).findOneByOrFail({ userId, status: 'incomplete' });
  return structuredClone(suite.stripe.subscriptions.get(row.providerSubscriptionId)!);
}

let eventCounter = 0;
function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  eventCounter += 1;
  return stripeEventJson({ id: `evt_test_${eventCounter}_${randomUUID().slice(0, 8)}`, type, object, created });
}

async function outboxCountFor(userId: string): Promise<number> {
  const rows = await suite.billing.dataSource.getRepository(OutboxMessage).findBy({ subject: billingSubscriptionChangedV1.subject });
  return rows.filter((row) => (row.payload as { userId: string }).userId === userId).length;
}

/** A user whose Stripe subscription was paid (invoice.paid delivered). */
async function paidUser(): Promise<{ userId: string; subscription: Record<string, unknown> }> {
  const userId = randomUUID();
  await clientSecretFor(userId);
  const subscription = await stripeSubscriptionOf(userId);
  const invoice = { id: `in_${randomUUID().slice(0, 8)}`, object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } } };
  expect((await suite.deliver(stripeEvent('invoice.paid', invoice))).statusCode).toBe(200);
  expect((await summary(userId)).status).toBe('active');
  return { userId, subscription: { ...subscription, status: 'active' } };
}

describe('Stripe provider', () => {
  it('tells the browser Stripe is active and gives its publishable key', async () => {
    const response = await suite.billing.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake_publishable' });
  });

  it("returns the client secret of the subscription's first invoice, reusing it for the same plan", async () => {
    const userId = randomUUID();
    const clientSecret = await clientSecretFor(userId);
    const subscription = await stripeSubscriptionOf(userId);
    expect(clientSecret).toMatch(/^pi_fake\d+_secret_/);
    expect(subscription).toMatchObject({ status: 'incomplete', payment_settings: { save_default_payment_method: 'on_subscription' } });

    const creations = suite.stripe.requests.filter((request) => request.path === '/v1/subscriptions' && request.params.customer === subscription.customer);
    expect(creations).toHaveLength(1);
    expect(creations[0]!.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: [{ price: suite.stripe.prices.monthly }],
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(creations[0]!.idempotencyKey).toContain(userId);
    const customerCreations = suite.stripe.requests.filter(
      (request) => request.path === '/v1/customers' && (request.params.metadata as { userId?: string } | undefined)?.userId === userId,
    );
    expect(customerCreations).toHaveLength(1);

    expect(await clientSecretFor(userId)).toBe(clientSecret);
    expect(suite.stripe.requests.filter((request) => request.path === '/v1/subscriptions' && request.params.customer === subscription.customer)).toHaveLength(1);
    expect((await summary(userId)).status).toBe('incomplete');
  });

  it('cancels the old subscription at Stripe when the plan changes, keeping the customer', async () => {
    const userId = randomUUID();
    const monthlySecret = await clientSecretFor(userId, 'monthly');
    const monthly = await stripeSubscriptionOf(userId);
    const yearlySecret = await clientSecretFor(userId, 'yearly');
    expect(yearlySecret).not.toBe(monthlySecret);
    expect(suite.stripe.subscriptions.get(monthly.id)!.status).toBe('canceled');
    const yearly = await stripeSubscriptionOf(userId);
    expect(yearly.customer).toBe(monthly.customer);
    expect((yearly.items as { data: Array<{ price: { id: string } }> }).data[0]!.price.id).toBe(suite.stripe.prices.yearly);
  });

  it('creates one Stripe subscription for concurrent calls', async () => {
    const userId = randomUUID();
    const secrets = await Promise.all(Array.from({ length: 5 }, () => clientSecretFor(userId)));
    expect(new Set(secrets).size).toBe(1);
    expect(await suite.billing.dataSource.getRepository(SubscriptionRecord).countBy({ userId })).toBe(1);
  });

  it('refuses local card confirmation while Stripe is the provider', async () => {
    const userId = randomUUID();
    const clientSecret = await clientSecretFor(userId);
    const response = await suite.billing.app.inject({
      method: 'POST',
      url: '/api/billing/local/confirm',
      headers: suite.billing.as(userId, 'incomplete'),
      payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '94107' } },
    });
    expect(response.statusCode).toBe(404);
    expect((await summary(userId)).status).toBe('incomplete');
  });
});

describe('Stripe webhook', () => {
  it('activates the user on a signed invoice.paid and publishes the change', async () => {
    const { userId } = await paidUser();
    await expect.poll(() => suite.events.forUser(userId).map((event) => event.status), { timeout: 10_000 }).toEqual(['incomplete', 'active']);
  });

  it('rejects a tampered payload, a wrong secret and a missing signature with 400, changing nothing', async () => {
    const userId = randomUUID();
    await clientSecretFor(userId);
    const subscription = await stripeSubscriptionOf(userId);
    const outboxBefore = await outboxCountFor(userId);

    const genuine = stripeEvent('customer.subscription.updated', { ...subscription, status: 'incomplete' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: genuine, secret: webhookSecret });
    const tampered = genuine.replace('"status":"incomplete"', '"status":"active"');
    expect(tampered).not.toBe(genuine);
    const tamperedResponse = await suite.deliver(tampered, signature);
    expect(tamperedResponse.statusCode).toBe(400);
    expect(tamperedResponse.json().message).toMatch(/signature/i);

    const forged = stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' });
    const wrongSecret = await suite.deliver(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_someone_else' }));
    expect(wrongSecret.statusCode).toBe(400);

    const unsigned = await suite.billing.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: forged });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toMatch(/Stripe-Signature/);

    const stale = await suite.deliver(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    expect(stale.statusCode).toBe(400);

    expect((await summary(userId)).status).toBe('incomplete');
    expect(await outboxCountFor(userId)).toBe(outboxBefore);
  });

  it('changes state once when the same event is delivered twice', async () => {
    const { userId, subscription } = await paidUser();
    const outboxBefore = await outboxCountFor(userId);
    const payload = stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });

    expect((await suite.deliver(payload)).statusCode).toBe(200);
    expect((await summary(userId)).cancelAtPeriodEnd).toBe(true);
    // Undo it by another route, so a second application of the event would show.
    expect((await suite.billing.app.inject({ method: 'POST', url: '/api/billing/resume', headers: suite.billing.as(userId) })).statusCode).toBe(200);
    expect((await summary(userId)).cancelAtPeriodEnd).toBe(false);
    const outboxAfterResume = await outboxCountFor(userId);
    expect(outboxAfterResume).toBe(outboxBefore + 2);

    const again = await suite.deliver(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect((await summary(userId)).cancelAtPeriodEnd).toBe(false);
    expect(await outboxCountFor(userId)).toBe(outboxAfterResume);
    await expect.poll(() => suite.events.forUser(userId).length, { timeout: 10_000 }).toBe(4);
    expect(suite.events.forUser(userId).filter((event) => event.cancelAtPeriodEnd)).toHaveLength(1);
  });

  it('ignores an older event delivered after a newer one', async () => {
    const { userId, subscription } = await paidUser();
    const now = Math.floor(Date.now() / 1000);
    const newer = stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: true }, now + 20);
    const older = stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: false }, now + 10);
    expect((await suite.deliver(newer)).statusCode).toBe(200);
    const outboxBefore = await outboxCountFor(userId);

    expect((await suite.deliver(older)).statusCode).toBe(200);
    expect(await summary(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await outboxCountFor(userId)).toBe(outboxBefore);

    // A first-payment event arriving late cannot take an active subscription back to incomplete.
    const lateCreated = stripeEvent('customer.subscription.created', { ...subscription, status: 'incomplete' }, now + 30);
    expect((await suite.deliver(lateCreated)).statusCode).toBe(200);
    expect((await summary(userId)).status).toBe('active');
  });

  it('ends the subscription on customer.subscription.deleted and marks a failed renewal past due', async () => {
    const first = await paidUser();
    const invoice = { id: 'in_failed', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: first.subscription.id } } };
    expect((await suite.deliver(stripeEvent('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect((await summary(first.userId)).status).toBe('past_due');

    const second = await paidUser();
    expect((await suite.deliver(stripeEvent('customer.subscription.deleted', { ...second.subscription, status: 'canceled' }))).statusCode).toBe(200);
    expect((await summary(second.userId)).status).toBe('canceled');
  });

  it('acknowledges event types billing does not use', async () => {
    const response = await suite.deliver(stripeEvent('customer.created', { id: 'cus_other', object: 'customer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});

describe('cancel and resume at Stripe', () => {
  it('sets and clears cancel_at_period_end on the Stripe subscription', async () => {
    const { userId, subscription } = await paidUser();
    const canceled = await suite.billing.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: suite.billing.as(userId) });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(suite.stripe.subscriptions.get(subscription.id as string)!.cancel_at_period_end).toBe(true);

    const resumed = await suite.billing.app.inject({ method: 'POST', url: '/api/billing/resume', headers: suite.billing.as(userId) });
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(suite.stripe.subscriptions.get(subscription.id as string)!.cancel_at_period_end).toBe(false);
  });
});

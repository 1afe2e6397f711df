import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { BillingConfig } from '../src/config.ts';
import { SubscriptionRecord } from '../src/persistence/entities.ts';
import { recordSubscriptionEvents, startBilling, type EventLog } from './support/billing-harness.ts';

let infra: TestInfra;
let billing: TestService<BillingConfig>;
let events: EventLog;
/** The service's clock; the sweeper tests move it forward. */
let clock = new Date();

beforeAll(async () => {
  infra = await createTestInfra('billing-local');
  events = await recordSubscriptionEvents(infra);
  billing = await startBilling(infra, { BILLING_SWEEP_INTERVAL_MS: '50' }, { now: () => clock });
});
afterAll(async () => {
  await billing?.close();
  await events?.close();
  await infra?.cleanup();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', postalCode: '94107' };

function subscribe(userId: string, plan: 'monthly' | 'yearly') {
  return billing.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: billing.as(userId, 'none'), payload: { plan } });
}

async function clientSecretFor(userId: string, plan: 'monthly' | 'yearly' = 'monthly'): Promise<string> {
  const response = await subscribe(userId, plan);
  expect(response.statusCode).toBe(200);
  return (response.json() as { clientSecret: string }).clientSecret;
}

function confirm(userId: string, clientSecret: string, card: Partial<typeof goodCard> = {}) {
  return billing.app.inject({
    method: 'POST',
    url: '/api/billing/local/confirm',
    headers: billing.as(userId, 'incomplete'),
    payload: { clientSecret, card: { ...goodCard, ...card } },
  });
}

async function summary(userId: string) {
  const response = await billing.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: billing.as(userId, 'none') });
  expect(response.statusCode).toBe(200);
  return response.json() as { plan: string | null; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
}

function subscriptionsOf(userId: string) {
  return billing.dataSource.getRepository(SubscriptionRecord).find({ where: { userId }, order: { createdAt: 'ASC' } });
}

async function activeUser(): Promise<string> {
  const userId = randomUUID();
  const response = await confirm(userId, await clientSecretFor(userId));
  expect(response.statusCode).toBe(200);
  return userId;
}

describe('payment configuration', () => {
  it('tells the browser the local provider is active, without a publishable key', async () => {
    const response = await billing.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'local', publishableKey: null });
  });

  it('refuses to start a subscription without a signed-in user', async () => {
    const response = await billing.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', payload: { plan: 'monthly' } });
    expect(response.statusCode).toBe(401);
    expect(await billing.dataSource.getRepository(SubscriptionRecord).count()).toBe(0);
  });

  it('rejects an unknown plan', async () => {
    const response = await billing.app.inject({
      method: 'POST',
      url: '/api/get-or-create-subscription',
      headers: billing.as(randomUUID(), 'none'),
      payload: { plan: 'weekly' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('get-or-create-subscription', () => {
  it('returns the same client secret for the same plan and a new one after a plan switch, canceling the old one', async () => {
    const userId = randomUUID();
    const first = await clientSecretFor(userId, 'monthly');
    expect(await clientSecretFor(userId, 'monthly')).toBe(first);
    expect(await subscriptionsOf(userId)).toHaveLength(1);

    const yearly = await clientSecretFor(userId, 'yearly');
    expect(yearly).not.toBe(first);
    const rows = await subscriptionsOf(userId);
    expect(rows.map((row) => [row.plan, row.status])).toEqual([
      ['monthly', 'canceled'],
      ['yearly', 'incomplete'],
    ]);
    expect(await summary(userId)).toMatchObject({ plan: 'yearly', status: 'incomplete' });

    const backToMonthly = await clientSecretFor(userId, 'monthly');
    expect([first, yearly]).not.toContain(backToMonthly);
    const abandoned = await confirm(userId, first);
    expect(abandoned.statusCode).toBe(404);
    expect(abandoned.json().message).toBe('This payment session has expired. Please reload the page and try again.');
  });

  it('creates exactly one subscription for 10 concurrent calls', async () => {
    const userId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => subscribe(userId, 'monthly')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const secrets = new Set(responses.map((response) => (response.json() as { clientSecret: string }).clientSecret));
    expect(secrets.size).toBe(1);
    expect(await subscriptionsOf(userId)).toHaveLength(1);
  });

  it('answers 409 once the user has an active subscription', async () => {
    const userId = await activeUser();
    const again = await subscribe(userId, 'yearly');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an active subscription.');
    expect(await subscriptionsOf(userId)).toHaveLength(1);
  });
});

describe('local payment confirmation', () => {
  const thisYear = new Date().getUTCFullYear();
  const failures: Array<[string, Partial<typeof goodCard>, string, string]> = [
    ['a declined card', { number: '4000 0000 0000 0002' }, 'card_declined', 'Your card was declined.'],
    ['insufficient funds', { number: '4000000000009995' }, 'insufficient_funds', 'Your card has insufficient funds.'],
    ['an empty postal code', { postalCode: '  ' }, 'incomplete_zip', 'Your postal code is incomplete.'],
    ['a partial postal code', { postalCode: '941' }, 'invalid_zip', 'Your postal code is invalid.'],
    ['a non-US postal code', { postalCode: 'SW1A 1AA' }, 'invalid_zip', 'Your postal code is invalid.'],
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'incorrect_number', 'Your card number is incorrect.'],
    ['a short number', { number: '4242 4242' }, 'incomplete_number', 'Your card number is incomplete.'],
    ['an expired card', { expMonth: 1, expYear: thisYear - 1 }, 'expired_card', 'Your card has expired.'],
    ['an invalid expiry month', { expMonth: 13 }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    ['a two-digit security code', { cvc: '12' }, 'incorrect_cvc', "Your card's security code is incorrect."],
    ['an empty security code', { cvc: '' }, 'incomplete_cvc', "Your card's security code is incomplete."],
    ['the issuer rejecting the security code', { number: '4000000000000127' }, 'incorrect_cvc', "Your card's security code is incorrect."],
  ];

  it.each(failures)('answers 402 for %s and leaves the subscription incomplete', async (_name, card, code, message) => {
    const userId = randomUUID();
    const clientSecret = await clientSecretFor(userId);
    const response = await confirm(userId, clientSecret, card);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code, message });
    expect((await summary(userId)).status).toBe('incomplete');
  });

  it('activates the subscription on 4242 4242 4242 4242 and publishes the change with a growing version', async () => {
    const userId = randomUUID();
    const clientSecret = await clientSecretFor(userId, 'yearly');
    await expect.poll(() => events.forUser(userId).length, { timeout: 10_000 }).toBe(1);

    const response = await confirm(userId, clientSecret);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'succeeded' });

    const state = await summary(userId);
    expect(state).toMatchObject({ plan: 'yearly', status: 'active', cancelAtPeriodEnd: false });
    const periodEnd = new Date(state.currentPeriodEnd!);
    expect(periodEnd.getUTCFullYear()).toBe(clock.getUTCFullYear() + 1);

    await expect.poll(() => events.forUser(userId).map((event) => event.status), { timeout: 10_000 }).toEqual(['incomplete', 'active']);
    const [opened, activated] = events.forUser(userId);
    expect(activated!.version).toBeGreaterThan(opened!.version);
    expect(activated).toMatchObject({ plan: 'yearly', status: 'active', currentPeriodEnd: periodEnd.toISOString(), cancelAtPeriodEnd: false });

    // Confirming the same payment again (a double click) charges nothing and changes nothing.
    expect((await confirm(userId, clientSecret)).statusCode).toBe(200);
    expect(await subscriptionsOf(userId)).toHaveLength(1);
    expect(new Date((await summary(userId)).currentPeriodEnd!)).toEqual(periodEnd);
  });

  it('never makes a user active before the payment is confirmed', async () => {
    const userId = randomUUID();
    const clientSecret = await clientSecretFor(userId);
    await clientSecretFor(userId, 'yearly');
    const yearlySecret = await clientSecretFor(userId, 'yearly');
    expect(yearlySecret).not.toBe(clientSecret);
    for (const number of ['4000000000000002', '4000000000009995', '4111111111111111']) {
      expect((await confirm(userId, yearlySecret, { number })).statusCode).toBe(402);
    }
    expect((await summary(userId)).status).toBe('incomplete');
    await expect.poll(() => events.forUser(userId).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(events.forUser(userId).every((event) => event.status !== 'active')).toBe(true);
  });

  it("does not accept another user's payment session", async () => {
    const owner = randomUUID();
    const clientSecret = await clientSecretFor(owner);
    const stranger = randomUUID();
    const response = await confirm(stranger, clientSecret);
    expect(response.statusCode).toBe(404);
    expect((await summary(owner)).status).toBe('incomplete');
    expect((await summary(stranger)).status).toBe('none');
  });
});

describe('cancel and resume', () => {
  it('cancels at period end (still active), then resumes', async () => {
    const userId = await activeUser();
    const before = await summary(userId);

    const canceled = await billing.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: billing.as(userId) });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({ ...before, cancelAtPeriodEnd: true, status: 'active' });
    await expect
      .poll(() => events.forUser(userId).at(-1), { timeout: 10_000 })
      .toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    const resumed = await billing.app.inject({ method: 'POST', url: '/api/billing/resume', headers: billing.as(userId) });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ ...before, cancelAtPeriodEnd: false });
    await expect
      .poll(() => events.forUser(userId).at(-1), { timeout: 10_000 })
      .toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const versions = events.forUser(userId).map((event) => event.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('answers 404 when there is nothing to cancel', async () => {
    const userId = randomUUID();
    await clientSecretFor(userId);
    const response = await billing.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: billing.as(userId, 'incomplete') });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('You have no active subscription to cancel.');
  });

  it('shows no subscription for a user who never subscribed', async () => {
    expect(await summary(randomUUID())).toEqual({ plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false });
  });
});

// Last in the file: moving the clock lets the sweeper act on every subscription of the suite.
describe('local period sweeper', () => {
  it('ends a canceled subscription at its period end and renews the others', async () => {
    const renewing = await activeUser();
    const ending = await activeUser();
    expect((await billing.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: billing.as(ending) })).statusCode).toBe(200);
    const renewingEnd = new Date((await summary(renewing)).currentPeriodEnd!);
    const endingEnd = new Date((await summary(ending)).currentPeriodEnd!);

    clock = new Date(Math.max(renewingEnd.getTime(), endingEnd.getTime()) + 60_000);

    await expect.poll(async () => (await summary(ending)).status, { timeout: 10_000 }).toBe('canceled');
    await expect.poll(async () => (await summary(renewing)).currentPeriodEnd, { timeout: 10_000 }).not.toBe(renewingEnd.toISOString());
    const renewed = await summary(renewing);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(clock.getTime());
    await expect.poll(() => events.forUser(ending).at(-1)?.status, { timeout: 10_000 }).toBe('canceled');

    // The period ended: subscribing again starts a new payment.
    const again = await subscribe(ending, 'monthly');
    expect(again.statusCode).toBe(200);
  });
});

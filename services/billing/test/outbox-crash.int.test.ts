import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authService } from '@sitespark/auth';
import { billingSubscriptionChangedV1, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { OutboxMessage, signClientAddress, type Bus, type Subscription } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, payWithLocalProvider, testInternalSecret, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { DataSource } from 'typeorm';
import type { BillingConfig } from '../src/config.ts';
import { crashMessage, interceptPublishes, startBillingOnBus, type PublishAttempt, type PublishFault } from './support/faulty-bus.ts';

let infra: TestInfra;
let auth: Awaited<ReturnType<typeof startAuth>>;
let counterBus: Bus;
let counter: Subscription;
/** How often each msgId of `billing.subscription.changed.v1` reached a durable subscriber, as auth's. */
const deliveries = new Map<string, number>();

const startAuth = (testInfra: TestInfra) => buildTestService(authService, testInfra);

beforeAll(async () => {
  infra = await createTestInfra('billing-outbox-crash');
  auth = await startAuth(infra);
  counterBus = await infra.makeBus();
  counter = await counterBus.subscribe({
    subject: billingSubscriptionChangedV1.subject,
    durable: 'outbox-crash-delivery-counter',
    handler: async (message) => {
      deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
    },
  });
});
afterAll(async () => {
  await counter?.drain();
  await auth?.close();
  await infra?.cleanup();
});

async function registeredUser(): Promise<string> {
  const response = await auth.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: signClientAddress(`198.51.100.${Math.floor(Math.random() * 200) + 1}`, testInternalSecret),
    payload: { firstName: 'Grace', lastName: 'Hopper', email: `grace-${randomUUID()}@example.com`, password: 'secret-pass' },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

async function projectionOf(userId: string): Promise<{ subscriptionStatus: string; subscriptionVersion: number }> {
  const user = await auth.dataSource.getRepository<{ id: string; subscriptionStatus: string; subscriptionVersion: number }>('UserRecord').findOneByOrFail({ id: userId });
  return { subscriptionStatus: user.subscriptionStatus, subscriptionVersion: Number(user.subscriptionVersion) };
}

/** Subscribes with the local provider and pays with 4242..., as the browser does. */
async function activate(billing: TestService<BillingConfig>, userId: string): Promise<void> {
  expect(await payWithLocalProvider(billing, userId)).toEqual({ status: 'succeeded' });
}

async function outboxRowsOf(dataSource: DataSource, userId: string): Promise<OutboxMessage[]> {
  const rows = await dataSource.getRepository(OutboxMessage).find({ where: { subject: billingSubscriptionChangedV1.subject }, order: { seq: 'ASC' } });
  return rows.filter((row) => (row.payload as BillingSubscriptionChangedV1).userId === userId);
}

/**
 * Waits until the counting subscriber has taken everything the stream holds now: a marker
 * published after it arrives last, since a durable consumer delivers in stream order.
 */
async function allDelivered(): Promise<void> {
  const marker = randomUUID();
  const event: BillingSubscriptionChangedV1 = {
    userId: randomUUID(),
    subscriptionId: marker,
    plan: 'monthly',
    status: 'canceled',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    version: 1,
    occurredAt: new Date().toISOString(),
  };
  await counterBus.publish(billingSubscriptionChangedV1.subject, event, { msgId: marker });
  await expect.poll(() => deliveries.get(marker), { timeout: 10_000 }).toBe(1);
}

function activationOf(userId: string): PublishFault['strikes'] {
  return (subject, data) =>
    subject === billingSubscriptionChangedV1.subject &&
    (data as BillingSubscriptionChangedV1).userId === userId &&
    (data as BillingSubscriptionChangedV1).status === 'active';
}

describe('outbox relay crash', () => {
  it('delivers an activation committed before the process died unpublished, once, after a restart', async () => {
    const userId = await registeredUser();
    const crashedAttempts: PublishAttempt[] = [];
    const crashed = await startBillingOnBus(infra, (bus) =>
      interceptPublishes(bus, crashedAttempts, { moment: 'before-publish', strikes: activationOf(userId) }),
    );
    let activationId = '';
    try {
      await activate(crashed, userId);
      const [opened, activation] = await outboxRowsOf(crashed.dataSource, userId);
      expect((opened!.payload as BillingSubscriptionChangedV1).status).toBe('incomplete');
      expect((activation!.payload as BillingSubscriptionChangedV1).status).toBe('active');
      activationId = activation!.id;
      expect(activation).toMatchObject({ publishedAt: null, lastError: crashMessage });
      expect(activation!.attempts).toBeGreaterThanOrEqual(1);
      expect(crashedAttempts.filter((attempt) => attempt.msgId === activationId).every((attempt) => attempt.duplicate === undefined)).toBe(true);
    } finally {
      await crashed.close();
    }

    await allDelivered();
    expect(deliveries.has(activationId)).toBe(false);
    expect(await projectionOf(userId)).toEqual({ subscriptionStatus: 'incomplete', subscriptionVersion: 1 });

    const restartedAttempts: PublishAttempt[] = [];
    const restarted = await startBillingOnBus(infra, (bus) => interceptPublishes(bus, restartedAttempts));
    try {
      await expect.poll(() => projectionOf(userId), { timeout: 10_000 }).toEqual({ subscriptionStatus: 'active', subscriptionVersion: 2 });
      await expect
        .poll(async () => (await outboxRowsOf(restarted.dataSource, userId)).every((row) => row.publishedAt !== null), { timeout: 10_000 })
        .toBe(true);
      await allDelivered();
      expect(deliveries.get(activationId)).toBe(1);
      expect(restartedAttempts.filter((attempt) => attempt.msgId === activationId)).toEqual([
        { subject: billingSubscriptionChangedV1.subject, msgId: activationId, duplicate: false },
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('drops the second publish when the process died after publishing but before marking the row', async () => {
    const userId = await registeredUser();
    const crashedAttempts: PublishAttempt[] = [];
    const crashed = await startBillingOnBus(infra, (bus) =>
      interceptPublishes(bus, crashedAttempts, { moment: 'after-publish', strikes: activationOf(userId) }),
    );
    let activationId = '';
    try {
      await activate(crashed, userId);
      const activation = (await outboxRowsOf(crashed.dataSource, userId))[1];
      activationId = activation!.id;
      expect(activation).toMatchObject({ publishedAt: null, lastError: crashMessage });
      expect(crashedAttempts.find((attempt) => attempt.msgId === activationId)).toMatchObject({ duplicate: false });
    } finally {
      await crashed.close();
    }

    await allDelivered();
    expect(deliveries.get(activationId)).toBe(1);
    await expect.poll(() => projectionOf(userId), { timeout: 10_000 }).toEqual({ subscriptionStatus: 'active', subscriptionVersion: 2 });

    const restartedAttempts: PublishAttempt[] = [];
    const restarted = await startBillingOnBus(infra, (bus) => interceptPublishes(bus, restartedAttempts));
    try {
      await expect
        .poll(async () => (await outboxRowsOf(restarted.dataSource, userId)).every((row) => row.publishedAt !== null), { timeout: 10_000 })
        .toBe(true);
      expect(restartedAttempts.filter((attempt) => attempt.msgId === activationId)).toEqual([
        { subject: billingSubscriptionChangedV1.subject, msgId: activationId, duplicate: true },
      ]);
      await allDelivered();
      expect(deliveries.get(activationId)).toBe(1);
      expect(await projectionOf(userId)).toEqual({ subscriptionStatus: 'active', subscriptionVersion: 2 });
    } finally {
      await restarted.close();
    }
  });
});

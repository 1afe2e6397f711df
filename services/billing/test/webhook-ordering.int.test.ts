import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSubscriptionChangedV1, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { OutboxMessage } from '@sitespark/service-kit';
import { SubscriptionRecord } from '../src/persistence/entities.ts';
import { startStripeBilling, stripeEventJson, type StripeBilling } from './support/stripe-billing.ts';

const webhookSecret = 'whsec_test_ordering_0123456789';

let suite: StripeBilling;

beforeAll(async () => {
  suite = await startStripeBilling('billing-webhook-ordering', webhookSecret);
});
afterAll(() => suite?.close());

interface LifecycleEvent {
  id: string;
  /** Stripe's `created`: the logical time, seconds apart along the lifecycle. */
  created: number;
  payload: string;
  /** The subscription's state once this event is the newest one applied. */
  expected: { status: string; cancelAtPeriodEnd: boolean };
}

/** A subscription's life at Stripe, in the order Stripe creates the events (index = age rank). */
function lifecycle(subscription: Record<string, unknown>, start: number): LifecycleEvent[] {
  const invoice = {
    id: `in_${randomUUID().slice(0, 8)}`,
    object: 'invoice',
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
  };
  const steps: Array<[string, Record<string, unknown>, LifecycleEvent['expected']]> = [
    ['customer.subscription.created', { ...subscription, status: 'incomplete' }, { status: 'incomplete', cancelAtPeriodEnd: false }],
    ['invoice.paid', invoice, { status: 'active', cancelAtPeriodEnd: false }],
    ['customer.subscription.updated', { ...subscription, status: 'active' }, { status: 'active', cancelAtPeriodEnd: false }],
    ['customer.subscription.updated', { ...subscription, status: 'active', cancel_at_period_end: true }, { status: 'active', cancelAtPeriodEnd: true }],
    ['customer.subscription.deleted', { ...subscription, status: 'canceled', cancel_at_period_end: true }, { status: 'canceled', cancelAtPeriodEnd: true }],
  ];
  return steps.map(([type, object, expected], index) => {
    const id = `evt_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    const created = start + index * 60;
    return { id, created, payload: stripeEventJson({ id, type, object, created }), expected };
  });
}

async function newStripeSubscription(): Promise<{ userId: string; subscription: Record<string, unknown> }> {
  const userId = randomUUID();
  const response = await suite.billing.app.inject({
    method: 'POST',
    url: '/api/get-or-create-subscription',
    headers: suite.billing.as(userId, 'none'),
    payload: { plan: 'monthly' },
  });
  expect(response.statusCode).toBe(200);
  const row = await suite.billing.dataSource.getRepository(SubscriptionRecord).findOneByOrFail({ userId });
  return { userId, subscription: structuredClone(suite.stripe.subscriptions.get(row.providerSubscriptionId)!) };
}

async function lastOutboxEventOf(userId: string): Promise<BillingSubscriptionChangedV1> {
  const rows = await suite.billing.dataSource.getRepository(OutboxMessage).find({ where: { subject: billingSubscriptionChangedV1.subject }, order: { seq: 'ASC' } });
  const mine = rows.map((row) => row.payload as BillingSubscriptionChangedV1).filter((event) => event.userId === userId);
  const versions = mine.map((event) => event.version);
  expect(versions).toEqual([...versions].sort((a, b) => a - b));
  return mine[mine.length - 1]!;
}

const lifecycleIndexes = [0, 1, 2, 3, 4];

/** Which events Stripe delivers and in what order, which of them again, and whether at once. */
const deliveryPlan = fc.record({
  order: fc.oneof(
    { weight: 3, arbitrary: fc.shuffledSubarray(lifecycleIndexes, { minLength: 5, maxLength: 5 }) },
    { weight: 2, arbitrary: fc.shuffledSubarray(lifecycleIndexes, { minLength: 1 }) },
  ),
  redeliveries: fc.array(fc.record({ which: fc.nat(), at: fc.nat() }), { maxLength: 3 }),
  concurrent: fc.boolean(),
});

function deliverySequence(plan: { order: number[]; redeliveries: Array<{ which: number; at: number }> }): number[] {
  const sequence = [...plan.order];
  for (const { which, at } of plan.redeliveries) {
    sequence.splice(at % (sequence.length + 1), 0, plan.order[which % plan.order.length]!);
  }
  return sequence;
}

describe('Stripe webhook ordering', () => {
  it('ends in the state of the newest event whatever the order, duplication and delay of deliveries', async () => {
    const sequences = new Set<string>();
    let runs = 0;
    let lateOlderDeliveries = 0;
    let redelivered = 0;
    let concurrentRuns = 0;

    await fc.assert(
      fc.asyncProperty(deliveryPlan, async (plan) => {
        runs += 1;
        const sequence = deliverySequence(plan);
        sequences.add(sequence.join(','));
        if (sequence.some((index, position) => sequence.slice(0, position).some((earlier) => earlier > index))) lateOlderDeliveries += 1;
        if (sequence.length > plan.order.length) redelivered += 1;
        if (plan.concurrent) concurrentRuns += 1;

        const { userId, subscription } = await newStripeSubscription();
        const lifecycleEvents = lifecycle(subscription, Math.floor(Date.now() / 1000) - 3600);
        const send = (index: number) => suite.deliver(lifecycleEvents[index]!.payload);
        const responses = plan.concurrent ? await Promise.all(sequence.map(send)) : await sequence.reduce(
          async (previous, index) => [...(await previous), await send(index)],
          Promise.resolve([] as Awaited<ReturnType<typeof send>>[]),
        );
        for (const response of responses) {
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ received: true });
        }

        const expected = lifecycleEvents[Math.max(...sequence)]!.expected;
        const row = await suite.billing.dataSource.getRepository(SubscriptionRecord).findOneByOrFail({ userId });
        expect({ status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd }).toEqual(expected);

        const lastPublished = await lastOutboxEventOf(userId);
        expect({ status: lastPublished.status, cancelAtPeriodEnd: lastPublished.cancelAtPeriodEnd }).toEqual(expected);
        await expect.poll(() => suite.events.forUser(userId).at(-1)?.version, { timeout: 10_000 }).toBe(lastPublished.version);
        expect(suite.events.forUser(userId).at(-1)).toEqual(lastPublished);
      }),
      { numRuns: 25, seed: 20_240_601, endOnFailure: true },
    );

    console.info(
      `[webhook-ordering] ${runs} runs, ${sequences.size} distinct delivery sequences, ${lateOlderDeliveries} with an older event after a newer one, ` +
        `${redelivered} with redeliveries, ${concurrentRuns} delivered concurrently`,
    );
    expect(runs).toBe(25);
    expect(lateOlderDeliveries).toBeGreaterThan(0);
    expect(redelivered).toBeGreaterThan(0);
    expect(concurrentRuns).toBeGreaterThan(0);
  });
});

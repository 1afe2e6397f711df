import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { BillingConfig } from '../../src/config.ts';
import { recordSubscriptionEvents, startBilling, type EventLog } from './billing-harness.ts';
import { startFakeStripe, stripeEnv, type FakeStripe } from './fake-stripe.ts';

/** Billing talking to a fake Stripe, with every subscription event it publishes recorded. */
export interface StripeBilling {
  infra: TestInfra;
  stripe: FakeStripe;
  events: EventLog;
  billing: TestService<BillingConfig>;
  /** Posts a webhook as Stripe does; signed now with the suite's secret unless `signature` is given (`created` stays the event's own time). */
  deliver(payload: string, signature?: string): Promise<LightMyRequestResponse>;
  /** Stops all of it, the service first; safe after a start that failed half-way. */
  close(): Promise<void>;
}

/** Starts billing on its own database and bus (`infraName`) against a fake Stripe signing webhooks with `webhookSecret`. */
export async function startStripeBilling(infraName: string, webhookSecret: string): Promise<StripeBilling> {
  const started: Partial<Pick<StripeBilling, 'infra' | 'stripe' | 'events' | 'billing'>> = {};
  const close = async () => {
    await started.billing?.close();
    await started.events?.close();
    await started.stripe?.close();
    await started.infra?.cleanup();
  };
  try {
    const infra = (started.infra = await createTestInfra(infraName));
    const stripe = (started.stripe = await startFakeStripe());
    const events = (started.events = await recordSubscriptionEvents(infra));
    const billing = (started.billing = await startBilling(infra, stripeEnv(stripe, webhookSecret)));
    const deliver = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) =>
      billing.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    return { infra, stripe, events, billing, deliver, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A Stripe event's JSON as Stripe sends it to the webhook. */
export function stripeEventJson({ id, type, object, created }: { id: string; type: string; object: Record<string, unknown>; created: number }): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

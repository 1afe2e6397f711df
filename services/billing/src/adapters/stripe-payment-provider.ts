import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { Plan } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { SubscriptionRowStatus } from '../persistence/entities.ts';
import type { PaymentProvider, ProviderSubscriptionState } from './payment-provider.ts';

export interface StripePaymentProviderOptions {
  secretKey: string;
  /** e.g. https://api.stripe.com, or a fake Stripe's http://127.0.0.1:port in tests. */
  apiBase: string;
  prices: Record<Plan, string>;
}

export function createStripeClient(secretKey: string, apiBase: string): Stripe {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Retries are ours to decide (see withConflictRetry); the SDK would also retry 5xx on non-idempotent calls.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** Stripe's subscription statuses folded into ours: only 'active' admits the user. */
export function toSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionRowStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // past_due, unpaid, paused: a payment is owed before the user is admitted again.
      return 'past_due';
  }
}

/** The paid period's end; since API version 2025-03-31 it lives on the subscription items. */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter((end) => typeof end === 'number') ?? [];
  return ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null;
}

function stateOf(subscription: Stripe.Subscription): ProviderSubscriptionState {
  return {
    status: toSubscriptionStatus(subscription.status),
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function upstreamFailed(error: unknown): AppError {
  return new AppError('UPSTREAM_FAILED', 'The payment provider could not be reached. Please try again.', { cause: error });
}

/**
 * Stripe answers 409 while another request with the same Idempotency-Key is still in flight (two
 * tabs subscribing at once); waiting briefly then yields that request's result.
 */
async function withConflictRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const conflict = error instanceof Stripe.errors.StripeError && error.statusCode === 409;
      if (!conflict || attempt >= 3) throw upstreamFailed(error);
      await sleep(250 * (attempt + 1));
    }
  }
}

export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options.secretKey, options.apiBase);

  return {
    kind: 'stripe',
    async ensureCustomer(userId) {
      const customer = await withConflictRetry(() =>
        stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `sitespark-customer-${userId}` }),
      );
      return customer.id;
    },

    async createSubscription({ customerId, plan, idempotencyKey }) {
      const subscription = await withConflictRetry(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: options.prices[plan] }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand: ['latest_invoice.confirmation_secret'],
            metadata: { plan },
          },
          { idempotencyKey },
        ),
      );
      const invoice = subscription.latest_invoice;
      const clientSecret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) {
        throw new AppError('UPSTREAM_FAILED', 'The payment provider did not open a payment. Please try again.', {
          cause: new Error(`Stripe subscription ${subscription.id} came back without latest_invoice.confirmation_secret`),
        });
      }
      return {
        providerSubscriptionId: subscription.id,
        clientSecret,
        status: toSubscriptionStatus(subscription.status),
        currentPeriodEnd: periodEndOf(subscription),
      };
    },

    async cancelSubscription(providerSubscriptionId, { atPeriodEnd }) {
      try {
        const subscription = atPeriodEnd
          ? await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true })
          : await stripe.subscriptions.cancel(providerSubscriptionId);
        return stateOf(subscription);
      } catch (error) {
        throw upstreamFailed(error);
      }
    },

    async resumeSubscription(providerSubscriptionId) {
      try {
        return stateOf(await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: false }));
      } catch (error) {
        throw upstreamFailed(error);
      }
    },

    async cancelIncomplete(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        // Already gone (canceled, or expired after 23 hours unpaid): exactly the state we wanted.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw upstreamFailed(error);
      }
    },
  };
}

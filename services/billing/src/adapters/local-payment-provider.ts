import { createHmac } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The offline provider. It keeps no state of its own: ids are derived from the request (keyed with
 * a server secret so a client secret cannot be guessed), which makes creation idempotent exactly as
 * Stripe's Idempotency-Key does. Payment happens through `POST /api/billing/local/confirm`, judged
 * by `local-test-cards.ts`; periods are renewed by the period sweeper.
 */
export function createLocalPaymentProvider(options: { secret: string }): PaymentProvider {
  const derive = (purpose: string, value: string, length = 24) =>
    createHmac('sha256', options.secret).update(`${purpose}\n${value}`).digest('hex').slice(0, length);

  return {
    kind: 'local',
    async ensureCustomer(userId) {
      return `cus_local_${derive('customer', userId)}`;
    },
    async createSubscription({ idempotencyKey }) {
      const id = derive('subscription', idempotencyKey);
      return {
        providerSubscriptionId: `sub_local_${id}`,
        clientSecret: `pi_local_${id}_secret_${derive('client-secret', idempotencyKey, 32)}`,
        status: 'incomplete',
        currentPeriodEnd: null,
      };
    },
    async cancelSubscription() {
      return null;
    },
    async resumeSubscription() {
      return null;
    },
    async cancelIncomplete() {},
  };
}

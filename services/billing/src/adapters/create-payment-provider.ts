import type { BillingConfig } from '../config.ts';
import { createLocalPaymentProvider } from './local-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set (the config schema then requires its other settings), else the local provider. */
export function createPaymentProvider(config: BillingConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      apiBase: config.STRIPE_API_BASE,
      prices: { monthly: config.STRIPE_PRICE_MONTHLY ?? '', yearly: config.STRIPE_PRICE_YEARLY ?? '' },
    });
  }
  return createLocalPaymentProvider({ secret: config.INTERNAL_SECRET });
}

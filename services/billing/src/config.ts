import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

const stripeSettings = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const;

export const billingConfig = baseServiceConfig
  .extend({
    PORT: env.port(3002),
    DATABASE_SCHEMA: z.string().default('billing'),
    /** Setting it switches payments from the offline local provider to Stripe. */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Stripe Price ids of the $5/month and $50/year plans. */
    STRIPE_PRICE_MONTHLY: z.string().optional(),
    STRIPE_PRICE_YEARLY: z.string().optional(),
    /** Where the Stripe API is reached; only changed to point at a fake Stripe in tests. */
    STRIPE_API_BASE: env.url().default('https://api.stripe.com'),
    /** How often local-provider subscriptions past their period end are renewed or ended. */
    BILLING_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  })
  .superRefine((config, context) => {
    if (!config.STRIPE_SECRET_KEY) return;
    for (const name of stripeSettings) {
      if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
  });
export type BillingConfig = z.infer<typeof billingConfig>;

import { z } from 'zod';

/** GET /api/billing/config: which payment form the browser shows. */
export const BillingConfig = z.object({
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof BillingConfig>;

/**
 * POST /api/billing/local/confirm: the offline provider's stand-in for Stripe's confirmPayment.
 * Card fields are only shaped here, not judged: an empty postal code or a declined test number must
 * come back as the provider's error code (an ErrorBody with `code`), exactly as Stripe would answer.
 */
export const LocalCard = z.object({
  number: z.string().max(32),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
  postalCode: z.string().max(16),
});
export type LocalCard = z.infer<typeof LocalCard>;

export const LocalConfirmRequest = z.object({
  clientSecret: z.string().min(1),
  card: LocalCard,
});
export type LocalConfirmRequest = z.infer<typeof LocalConfirmRequest>;

export const LocalConfirmResponse = z.object({ status: z.literal('succeeded') });
export type LocalConfirmResponse = z.infer<typeof LocalConfirmResponse>;

/** Payment provider error codes the payment page words itself (spec section 8). */
export const paymentErrorMessages = {
  invalid_zip: 'Please enter a valid ZIP code.',
  card_declined: 'Your card was declined. Please try a different payment method.',
  incomplete_zip: 'Please complete your ZIP code.',
} as const;
export type PaymentErrorCode = keyof typeof paymentErrorMessages;

/** Shown when a payment fails without a provider message. */
export const paymentFallbackMessage = 'There was an issue processing your payment. Please try again.';

/** POST /api/billing/webhook answers this once the event is stored. */
export const WebhookAck = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof WebhookAck>;

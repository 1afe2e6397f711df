import { z } from 'zod';
import { SubscriptionStatus, Timestamp } from '../../common.ts';
import { planIds } from '../../constants.ts';

export const Plan = z.enum(planIds);
export type Plan = z.infer<typeof Plan>;

/** POST /api/get-or-create-subscription; sent again on each plan change. */
export const SubscriptionRequest = z.object({ plan: Plan });
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

/** Opens the card payment form for the subscription's first payment. */
export const SubscriptionResponse = z.object({ clientSecret: z.string().min(1) });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** GET /api/billing/subscription, and the answer to cancel/resume. `plan` is null before any subscription. */
export const BillingSubscription = z.object({
  plan: Plan.nullable(),
  status: SubscriptionStatus,
  currentPeriodEnd: Timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

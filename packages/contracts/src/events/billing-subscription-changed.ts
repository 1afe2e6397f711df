import { z } from 'zod';
import { SubscriptionStatus, Timestamp } from '../common.ts';
import { Plan } from '../http/billing/subscription.ts';
import { defineEvent } from './event-envelope.ts';

export const billingSubscriptionChangedSubject = 'billing.subscription.changed.v1';

/**
 * Billing's subscription state after a change. `version` grows with every change of one
 * subscription; a consumer ignores an event whose version is not above the last one it applied, so
 * redelivered or reordered events cannot roll the projection back.
 */
export const BillingSubscriptionChangedV1 = z.object({
  userId: z.string(),
  subscriptionId: z.string(),
  plan: Plan,
  status: SubscriptionStatus,
  currentPeriodEnd: Timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  version: z.number().int().nonnegative(),
  occurredAt: Timestamp,
});
export type BillingSubscriptionChangedV1 = z.infer<typeof BillingSubscriptionChangedV1>;

export const billingSubscriptionChangedV1 = defineEvent(billingSubscriptionChangedSubject, BillingSubscriptionChangedV1);

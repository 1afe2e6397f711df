import type { Plan } from '@sitespark/contracts';
import type { PaymentProviderKind, SubscriptionRowStatus } from '../persistence/entities.ts';

export interface CreateProviderSubscriptionInput {
  customerId: string;
  plan: Plan;
  /** The same key always yields the same subscription, so a retried or concurrent call creates no second one. */
  idempotencyKey: string;
}

export interface CreatedProviderSubscription {
  providerSubscriptionId: string;
  /** Handed to the browser's payment form to confirm the first payment. */
  clientSecret: string;
  status: SubscriptionRowStatus;
  currentPeriodEnd: Date | null;
}

/** A subscription's state as the provider reports it after a change we asked for. */
export interface ProviderSubscriptionState {
  status: SubscriptionRowStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * The payment provider behind one interface: Stripe, or the offline local provider used for
 * development, demos and tests. Provider failures surface as `AppError('UPSTREAM_FAILED')`.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The provider's customer for this user (created once; the caller stores it). */
  ensureCustomer(userId: string): Promise<string>;
  createSubscription(input: CreateProviderSubscriptionInput): Promise<CreatedProviderSubscription>;
  /** Cancels now, or at the end of the paid period (the user keeps access until then). */
  cancelSubscription(providerSubscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscriptionState | null>;
  /** Undoes a cancellation at period end. */
  resumeSubscription(providerSubscriptionId: string): Promise<ProviderSubscriptionState | null>;
  /** Abandons a subscription whose first payment never happened, so its payment form can no longer be paid. */
  cancelIncomplete(providerSubscriptionId: string): Promise<void>;
}

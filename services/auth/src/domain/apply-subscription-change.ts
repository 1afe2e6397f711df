import type { BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import type { AccountRepository } from '../persistence/account-repository.ts';

/**
 * Keeps the user's subscriptionStatus projection current. Idempotent and order-tolerant: an event
 * whose version is not newer than the one already applied changes nothing.
 */
export async function applySubscriptionChange(deps: { accounts: Pick<AccountRepository, 'projectSubscription'> }, input: { event: BillingSubscriptionChangedV1 }): Promise<boolean> {
  return deps.accounts.projectSubscription(input.event.userId, input.event.status, input.event.version);
}

import type Stripe from 'stripe';
import { periodEndOf, toSubscriptionStatus } from '../adapters/stripe-payment-provider.ts';
import type { SubscriptionRecord } from '../persistence/entities.ts';
import { applySubscriptionUpdate, type SubscriptionChanges } from './apply-subscription-update.ts';
import { runInTransaction, type BillingContext } from './billing-context.ts';

export type WebhookOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored';

interface MappedEvent {
  providerSubscriptionId: string;
  changes: (current: SubscriptionRecord) => SubscriptionChanges | null;
}

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  // API versions before 2025-03-31 had the subscription on the invoice itself.
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  const reference = fromParent ?? legacy;
  if (!reference) return undefined;
  return typeof reference === 'string' ? reference : reference.id;
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | undefined {
  const end = invoice.lines?.data?.[0]?.period?.end;
  return typeof end === 'number' ? new Date(end * 1000) : undefined;
}

/** The subscription an event is about and the status it implies; null for events billing does not use. */
function mapEvent(event: Stripe.Event): MappedEvent | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const periodEnd = periodEndOf(subscription);
      return {
        providerSubscriptionId: subscription.id,
        changes: () => ({
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : toSubscriptionStatus(subscription.status),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        }),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const providerSubscriptionId = subscriptionIdOfInvoice(invoice);
      if (!providerSubscriptionId) return null;
      const periodEnd = invoicePeriodEnd(invoice);
      return { providerSubscriptionId, changes: () => ({ status: 'active', ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}) }) };
    }
    case 'invoice.payment_failed': {
      const providerSubscriptionId = subscriptionIdOfInvoice(event.data.object);
      if (!providerSubscriptionId) return null;
      // A failed first payment leaves the subscription incomplete (the user may try another card); a failed renewal makes it past due.
      return { providerSubscriptionId, changes: (current) => (current.status === 'incomplete' ? null : { status: 'past_due' }) };
    }
    default:
      return null;
  }
}

/**
 * Applies one verified Stripe event. Each event id is processed once (recorded in the same
 * transaction as its effect, so a redelivery after a crash is processed again and a redelivery after
 * a commit is not), events older than the last applied one change nothing, and event types billing
 * does not use are acknowledged and ignored.
 */
export async function handleStripeWebhook(context: BillingContext, input: { event: Stripe.Event }): Promise<WebhookOutcome> {
  const { event } = input;
  return runInTransaction(context, async (tx) => {
    if (!(await tx.markProviderEventProcessed(event.id))) return 'duplicate';
    const mapped = mapEvent(event);
    if (!mapped) return 'ignored';
    const subscription = await tx.findByProviderSubscriptionId(mapped.providerSubscriptionId);
    if (!subscription) {
      context.logger.info({ eventId: event.id, type: event.type, providerSubscriptionId: mapped.providerSubscriptionId }, 'webhook for an unknown subscription ignored');
      return 'ignored';
    }
    const { event: published } = await applySubscriptionUpdate(tx, {
      subscriptionId: subscription.id,
      changes: mapped.changes,
      providerEventAt: new Date(event.created * 1000),
      now: context.now(),
    });
    return published ? 'applied' : 'unchanged';
  });
}

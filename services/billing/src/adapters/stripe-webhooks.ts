import Stripe from 'stripe';
import { AppError } from '@sitespark/service-kit';

/**
 * Checks the Stripe-Signature header over the exact bytes received (any re-serialised JSON would
 * fail) and returns the event. A missing, forged or stale (over 5 minutes) signature is a 400.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | string[] | undefined, secret: string): Stripe.Event {
  if (typeof signature !== 'string' || signature === '') {
    throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header: webhooks must be signed by Stripe.');
  }
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature: the payload was not signed with this endpoint\'s secret.', { cause: error });
  }
}

import { billingRoutes } from '@sitespark/contracts';
import { AppError, bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { verifyStripeEvent } from '../adapters/stripe-webhooks.ts';
import type { BillingContext } from '../domain/billing-context.ts';
import { handleStripeWebhook } from '../domain/handle-stripe-webhook.ts';

/**
 * The Stripe webhook. Its signature covers the exact bytes sent, so in this encapsulated scope
 * every body is kept as the raw Buffer; the rest of the service still parses JSON as usual.
 */
export async function registerWebhookRoute(app: ServiceApp, context: BillingContext, options: { webhookSecret: string | null }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    bindRoute(scope, billingRoutes.receiveWebhook, async ({ request }) => {
      if (context.provider.kind !== 'stripe' || !options.webhookSecret) {
        throw new AppError('NOT_FOUND', 'Stripe webhooks are not enabled: the local payment provider is in use.');
      }
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verifyStripeEvent(rawBody, request.headers['stripe-signature'], options.webhookSecret);
      const outcome = await handleStripeWebhook(context, { event });
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook handled');
      return { received: true as const };
    });
  });
}

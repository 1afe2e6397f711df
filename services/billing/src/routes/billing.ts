import { billingRoutes } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import type { BillingContext } from '../domain/billing-context.ts';
import { cancelSubscription } from '../domain/cancel-subscription.ts';
import { confirmLocalPayment } from '../domain/confirm-local-payment.ts';
import { getOrCreateSubscription } from '../domain/get-or-create-subscription.ts';
import { getSubscriptionSummary } from '../domain/get-subscription-summary.ts';
import { resumeSubscription } from '../domain/resume-subscription.ts';

export function registerBillingRoutes(app: ServiceApp, context: BillingContext, options: { publishableKey: string | null }): void {
  bindRoute(app, billingRoutes.getConfig, async () => ({
    provider: context.provider.kind,
    publishableKey: context.provider.kind === 'stripe' ? options.publishableKey : null,
  }));

  bindRoute(app, billingRoutes.getOrCreateSubscription, async ({ identity, body }) =>
    getOrCreateSubscription(context, identity.userId, body.plan),
  );

  bindRoute(app, billingRoutes.confirmLocalPayment, async ({ identity, body, request }) => {
    const result = await confirmLocalPayment(context, identity.userId, body);
    request.log.info({ userId: identity.userId }, 'local payment confirmed');
    return result;
  });

  bindRoute(app, billingRoutes.getSubscription, async ({ identity }) => getSubscriptionSummary(context, identity.userId));
  bindRoute(app, billingRoutes.cancelSubscription, async ({ identity }) => cancelSubscription(context, identity.userId));
  bindRoute(app, billingRoutes.resumeSubscription, async ({ identity }) => resumeSubscription(context, identity.userId));
}

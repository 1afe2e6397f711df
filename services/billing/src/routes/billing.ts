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
    getOrCreateSubscription(context, { userId: identity.userId, plan: body.plan }),
  );

  bindRoute(app, billingRoutes.confirmLocalPayment, async ({ identity, body, request }) => {
    const result = await confirmLocalPayment(context, { ...body, userId: identity.userId });
    request.log.info({ userId: identity.userId }, 'local payment confirmed');
    return result;
  });

  bindRoute(app, billingRoutes.getSubscription, async ({ identity }) => getSubscriptionSummary(context, { userId: identity.userId }));
  bindRoute(app, billingRoutes.cancelSubscription, async ({ identity }) => cancelSubscription(context, { userId: identity.userId }));
  bindRoute(app, billingRoutes.resumeSubscription, async ({ identity }) => resumeSubscription(context, { userId: identity.userId }));
}

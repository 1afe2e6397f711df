import { createScheduler, createService, startOutboxRelay, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createPaymentProvider } from './adapters/create-payment-provider.ts';
import type { PaymentProvider } from './adapters/payment-provider.ts';
import type { BillingConfig } from './config.ts';
import type { BillingContext } from './domain/billing-context.ts';
import { scheduleLocalPeriodSweep } from './jobs/local-period-sweep.ts';
import { createSubscriptionRepository } from './persistence/subscription-repository.ts';
import { registerBillingRoutes } from './routes/billing.ts';
import { registerWebhookRoute } from './routes/webhook.ts';

export interface BillingOverrides {
  /** The clock (tests move it to a period's end). */
  now?: () => Date;
  provider?: PaymentProvider;
}

export async function buildService(deps: ServiceDeps<BillingConfig>, overrides: BillingOverrides = {}): Promise<BuiltService> {
  const { config, dataSource, bus, logger } = deps;
  const app = await createService({
    name: 'billing',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    readiness: deps.readiness,
  });

  const relay = startOutboxRelay({ dataSource, bus, logger });
  const context: BillingContext = {
    subscriptions: createSubscriptionRepository(dataSource),
    provider: overrides.provider ?? createPaymentProvider(config),
    logger,
    now: overrides.now ?? (() => new Date()),
    flushOutbox: () => relay.flush(),
  };
  logger.info({ provider: context.provider.kind }, 'payment provider selected');

  registerBillingRoutes(app, context, { publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null });
  await registerWebhookRoute(app, context, { webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null });

  const scheduler = createScheduler({ dataSource, logger });
  scheduleLocalPeriodSweep(scheduler, context, config.BILLING_SWEEP_INTERVAL_MS);
  await scheduler.start();
  return {
    app,
    background: [
      // The scheduler's jobs flush the outbox through the relay: they stop first.
      { name: 'scheduler', close: () => scheduler.close() },
      { name: 'outbox relay', close: () => relay.stop() },
    ],
  };
}

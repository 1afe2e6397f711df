import { billingSubscriptionChangedV1, parseEventData, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import type { Subscription } from '@sitespark/service-kit';
import { buildTestService, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { billingService } from '../../src/index.ts';
import type { BillingConfig } from '../../src/config.ts';
import { buildService, type BillingOverrides } from '../../src/service.ts';

/** The billing service as production builds it, with a clock the test controls. */
export function startBilling(infra: TestInfra, env: Record<string, string>, overrides: BillingOverrides = {}): Promise<TestService<BillingConfig>> {
  return buildTestService({ ...billingService, build: (deps) => buildService(deps, overrides) }, infra, env);
}

export interface EventLog {
  events: BillingSubscriptionChangedV1[];
  forUser(userId: string): BillingSubscriptionChangedV1[];
  close(): Promise<void>;
}

/** Listens on the bus, as auth does, for every `billing.subscription.changed.v1` published from now on. */
export async function recordSubscriptionEvents(infra: TestInfra): Promise<EventLog> {
  const bus = await infra.makeBus();
  const events: BillingSubscriptionChangedV1[] = [];
  const subscription: Subscription = await bus.subscribe({
    subject: billingSubscriptionChangedV1.subject,
    handler: async (message) => {
      events.push(parseEventData(billingSubscriptionChangedV1, message.data));
    },
  });
  return {
    events,
    forUser: (userId) => events.filter((event) => event.userId === userId),
    close: async () => {
      await subscription.drain();
      await bus.close();
    },
  };
}

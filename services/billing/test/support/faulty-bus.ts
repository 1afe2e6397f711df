import type { Bus, PublishOptions } from '@sitespark/service-kit';
import { buildTestService, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { billingService } from '../../src/index.ts';
import type { BillingConfig } from '../../src/config.ts';
import { buildService } from '../../src/service.ts';

export interface PublishAttempt {
  subject: string;
  msgId: string | undefined;
  /** What the bus answered; undefined when the fault struck before the publish. */
  duplicate: boolean | undefined;
}

export interface PublishFault {
  /** 'before-publish': the process dies before the message leaves; 'after-publish': after the bus stored it. */
  moment: 'before-publish' | 'after-publish';
  /** Which publishes the fault strikes. */
  strikes(subject: string, data: unknown): boolean;
}

export const crashMessage = 'simulated crash of the billing process';

/**
 * Wraps a bus so every publish is recorded and, with a fault, the chosen publishes fail as if the
 * process died right there: the outbox relay gets an error and never marks the row published.
 */
export function interceptPublishes(bus: Bus, attempts: PublishAttempt[], fault?: PublishFault): Bus {
  return {
    kind: bus.kind,
    async publish(subject: string, data: unknown, options?: PublishOptions) {
      const struck = fault?.strikes(subject, data) ?? false;
      if (struck && fault?.moment === 'before-publish') {
        attempts.push({ subject, msgId: options?.msgId, duplicate: undefined });
        throw new Error(crashMessage);
      }
      const result = await bus.publish(subject, data, options);
      attempts.push({ subject, msgId: options?.msgId, duplicate: result.duplicate });
      if (struck) throw new Error(crashMessage);
      return result;
    },
    subscribe: (options) => bus.subscribe(options),
    enqueue: (queue, data, options) => bus.enqueue(queue, data, options),
    consume: (queue, options) => bus.consume(queue, options),
    queueDepth: (queue) => bus.queueDepth(queue),
    isReady: () => bus.isReady(),
    close: () => bus.close(),
  };
}

/** The billing service as production builds it, its outbox relay publishing through `wrap(bus)`. */
export function startBillingOnBus(infra: TestInfra, wrap: (bus: Bus) => Bus, env: Record<string, string> = {}): Promise<TestService<BillingConfig>> {
  return buildTestService({ ...billingService, build: (deps) => buildService({ ...deps, bus: wrap(deps.bus) }) }, infra, env);
}

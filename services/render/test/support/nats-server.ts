import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createNatsBus, type Bus } from '@sitespark/service-kit';
import type { TestInfra } from '@sitespark/service-kit/testing';

/** Polls until `check` holds, or fails naming what it waited for. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The suite's infra with every bus on `natsUrl` instead (same schema prefix and subject prefix).
 * Its cleanup closes those buses, then runs the suite's own cleanup (schemas).
 */
export function onNatsServer(infra: TestInfra, natsUrl: string): TestInfra {
  const buses: Bus[] = [];
  return {
    ...infra,
    natsUrl,
    async makeBus() {
      const bus = await createNatsBus({ url: natsUrl, prefix: infra.busPrefix });
      buses.push(bus);
      return bus;
    },
    async cleanup() {
      await Promise.allSettled(buses.map((bus) => bus.close()));
      await infra.cleanup();
    },
  };
}

/**
 * What the consumers of a work queue still have to do, as the server's consumer state says:
 * messages not yet delivered, and delivered but not acknowledged.
 */
export async function queueBacklog(natsUrl: string, busPrefix: string, queue: string): Promise<{ pending: number; unacknowledged: number }> {
  const nc = await connect({ servers: natsUrl, name: 'render-test-queue-backlog' });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = await jsm.streams.find(`${busPrefix}.job.${queue}`);
    let pending = 0;
    let unacknowledged = 0;
    for await (const consumer of jsm.consumers.list(stream)) {
      pending += consumer.num_pending;
      unacknowledged += consumer.num_ack_pending;
    }
    return { pending, unacknowledged };
  } finally {
    await nc.close();
  }
}

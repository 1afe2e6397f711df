import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from '../src/bus/bus.ts';
import { createBusMetrics, instrumentBus } from '../src/bus/instrument-bus.ts';
import { createService } from '../src/http/create-service.ts';
import { startMetricsServer } from '../src/http/metrics.ts';
import { createLogger } from '../src/logger.ts';
import { waitFor, type BusUnderTest } from './bus.contract.ts';

const fast = { retryDelayMs: 20, ackWaitMs: 2000 };

/** Unique per test so cases sharing one server (and one prefix) never see each other's traffic. */
function unique(base: string): string {
  return `${base}_${randomUUID().slice(0, 8)}`;
}

/** The value of one sample on the app's metrics port, as Prometheus would scrape it; undefined when absent. */
async function sample(metricsUrl: string, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/**
 * Redelivery and dead-letter counters of `instrumentBus`, seen on a service's metrics port. Both bus
 * implementations run the same cases: the wrapper is one piece of code over either.
 */
export function runBusMetricsContract(name: string, makeBus: () => Promise<BusUnderTest>): void {
  async function withInstrumentedBus(run: (bus: Bus, metricsUrl: string) => Promise<void>): Promise<void> {
    const { bus, cleanup } = await makeBus();
    const app = await createService({ name: 'bus-metrics', logger: createLogger('bus-metrics', { level: 'silent' }) });
    const metrics = createBusMetrics();
    metrics.registerOn(app.metrics);
    const metricsServer = await startMetricsServer({ registries: [app.metrics], port: 0, host: '127.0.0.1' });
    try {
      await run(instrumentBus(bus, metrics), metricsServer.url);
    } finally {
      await metricsServer.close();
      await app.close();
      await cleanup();
    }
  }

  describe(`bus metrics: ${name}`, () => {
    it('counts one redelivery for a job whose handler throws once, and no dead letter', () =>
      withInstrumentedBus(async (bus, metricsUrl) => {
        const queue = unique('metrics.once');
        const deliveries: number[] = [];
        await bus.consume(queue, {
          ...fast,
          handler: async (message) => {
            deliveries.push(message.deliveryCount);
            if (message.deliveryCount === 1) throw new Error('first try fails');
          },
        });
        await bus.enqueue(queue, { n: 1 });
        await waitFor('the second delivery', () => deliveries.length === 2);
        await waitFor('the job to be acknowledged', async () => (await bus.queueDepth(queue)) === 0);
        expect(deliveries).toEqual([1, 2]);
        expect(await sample(metricsUrl, 'bus_redeliveries_total', { queue, consumer: queue, service: 'bus-metrics' })).toBe(1);
        expect(await sample(metricsUrl, 'bus_dead_letters_total', { queue })).toBeUndefined();
      }));

    it('counts a dead letter for a job whose handler always throws, and still calls onDeadLetter', () =>
      withInstrumentedBus(async (bus, metricsUrl) => {
        const queue = unique('metrics.always');
        const deadLettered: Array<BusMessage<unknown>> = [];
        await bus.consume(queue, {
          ...fast,
          maxDeliver: 3,
          handler: async () => {
            throw new Error('always fails');
          },
          onDeadLetter: (message) => void deadLettered.push(message),
        });
        await bus.enqueue(queue, { n: 2 }, { msgId: unique('job') });
        await waitFor('the dead letter', () => deadLettered.length === 1);
        expect(deadLettered[0]?.deliveryCount).toBe(3);
        expect(await sample(metricsUrl, 'bus_dead_letters_total', { queue, consumer: queue })).toBe(1);
        expect(await sample(metricsUrl, 'bus_redeliveries_total', { queue, consumer: queue })).toBe(2);
      }));

    it('labels events by subject and durable, and counts nothing for handlers that succeed', () =>
      withInstrumentedBus(async (bus, metricsUrl) => {
        const subject = unique('metrics.evt');
        const durable = unique('metrics_durable');
        const calm = unique('metrics_calm');
        const seen = { flaky: 0, calm: 0 };
        await bus.subscribe({
          ...fast,
          subject,
          durable,
          handler: async (message) => {
            seen.flaky += 1;
            if (message.deliveryCount === 1) throw new Error('first try fails');
          },
        });
        await bus.subscribe({ ...fast, subject, durable: calm, handler: async () => void (seen.calm += 1) });
        await bus.publish(subject, { n: 3 });
        await waitFor('both deliveries and the calm one', () => seen.flaky === 2 && seen.calm === 1);
        expect(await sample(metricsUrl, 'bus_redeliveries_total', { subject, consumer: durable })).toBe(1);
        expect(await sample(metricsUrl, 'bus_redeliveries_total', { subject, consumer: calm })).toBeUndefined();
      }));
  });
}

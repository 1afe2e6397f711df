import { Counter, type Registry } from 'prom-client';
import type { Bus, BusMessage, ConsumeOptions, SubscribeOptions } from './bus.ts';

type BusLabel = 'queue' | 'subject' | 'consumer';
type Labels = Partial<Record<BusLabel, string>>;

/**
 * How often messages are redelivered and given up. Work queues are labelled `{queue, consumer}`
 * (all consumers of a queue share it, so `consumer` is the queue's name), events `{subject, consumer}`
 * (the durable name, or `ephemeral`).
 */
export interface BusMetrics {
  /** Deliveries with `deliveryCount > 1`: a handler failed (or its worker died) before. */
  readonly redeliveries: Counter<BusLabel>;
  /** Messages given up after `maxDeliver` deliveries (or unparsable ones). */
  readonly deadLetters: Counter<BusLabel>;
  /** Adds both counters to a registry (an app's `app.metrics`); values counted before are kept. */
  registerOn(registry: Registry): void;
}

export function createBusMetrics(): BusMetrics {
  const labelNames = ['queue', 'subject', 'consumer'] as const;
  const redeliveries = new Counter({
    name: 'bus_redeliveries_total',
    help: 'Bus messages delivered again after a failed or abandoned delivery',
    labelNames,
    registers: [],
  });
  const deadLetters = new Counter({
    name: 'bus_dead_letters_total',
    help: 'Bus messages given up after their last delivery failed',
    labelNames,
    registers: [],
  });
  return {
    redeliveries,
    deadLetters,
    registerOn(registry) {
      registry.registerMetric(redeliveries);
      registry.registerMetric(deadLetters);
    },
  };
}

/**
 * The same bus, counting redeliveries and dead letters of every handler started through it. One
 * wrapper serves both implementations: it only looks at `deliveryCount` and `onDeadLetter`, which
 * both pass to handlers the same way. The wrapper shares the bus (closing it closes the bus).
 */
export function instrumentBus(bus: Bus, metrics: BusMetrics): Bus {
  function observed<T, O extends ConsumeOptions<T>>(options: O, labelsOf: (message: BusMessage<T>) => Labels): O {
    const { handler, onDeadLetter } = options;
    return {
      ...options,
      handler: async (message: BusMessage<T>) => {
        if (message.deliveryCount > 1) metrics.redeliveries.inc(labelsOf(message));
        await handler(message);
      },
      onDeadLetter: async (message: BusMessage<T>, error: unknown) => {
        metrics.deadLetters.inc(labelsOf(message));
        await onDeadLetter?.(message, error);
      },
    };
  }

  return {
    kind: bus.kind,
    publish: (subject, data, options) => bus.publish(subject, data, options),
    subscribe<T = unknown>(options: SubscribeOptions<T>) {
      const consumer = options.durable ?? 'ephemeral';
      return bus.subscribe<T>(observed<T, SubscribeOptions<T>>(options, (message) => ({ subject: message.subject, consumer })));
    },
    enqueue: (queue, data, options) => bus.enqueue(queue, data, options),
    consume<T = unknown>(queue: string, options: ConsumeOptions<T>) {
      return bus.consume<T>(queue, observed<T, ConsumeOptions<T>>(options, () => ({ queue, consumer: queue })));
    },
    queueDepth: (queue) => bus.queueDepth(queue),
    isReady: () => bus.isReady(),
    close: () => bus.close(),
  };
}

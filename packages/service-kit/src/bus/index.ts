import type { Bus } from './bus.ts';
import type { BusLogger } from './logger.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createNatsBus } from './nats-bus.ts';

export type { Bus, BusMessage, ConsumeOptions, MessageHandler, PublishOptions, PublishResult, SubscribeOptions, Subscription } from './bus.ts';
export type { BusLogger } from './logger.ts';
export { createMemoryBus, type MemoryBusOptions } from './memory-bus.ts';
export { createNatsBus, type NatsBusOptions } from './nats-bus.ts';
export { createBusMetrics, instrumentBus, type BusMetrics } from './instrument-bus.ts';

export interface CreateBusOptions {
  /** NATS with JetStream when set (e.g. `nats://127.0.0.1:4222`), else the in-process bus. */
  natsUrl?: string | undefined;
  prefix?: string | undefined;
  logger?: BusLogger | undefined;
}

export async function createBus(options: CreateBusOptions = {}): Promise<Bus> {
  const { natsUrl, prefix, logger } = options;
  if (natsUrl) return createNatsBus({ url: natsUrl, ...(prefix ? { prefix } : {}), ...(logger ? { logger } : {}) });
  return createMemoryBus(logger ? { logger } : {});
}

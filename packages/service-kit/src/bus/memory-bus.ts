import { randomUUID } from 'node:crypto';
import type { Bus, BusMessage, ConsumeOptions, PublishOptions, PublishResult, SubscribeOptions, Subscription } from './bus.ts';
import { notifyDeadLetter, resolveConsumeOptions, type ResolvedConsumeOptions } from './consume-options.ts';
import { silentBusLogger, type BusLogger } from './logger.ts';
import { assertBusName, toSubjectList } from './names.ts';

export interface MemoryBusOptions {
  /** How long a msgId is remembered for deduplication (default 2 minutes, like the NATS streams). */
  dedupWindowMs?: number;
  logger?: BusLogger;
}

/** Events older than this are forgotten, matching the NATS events stream's max age. */
const eventRetentionMs = 7 * 24 * 60 * 60 * 1000;

interface StoredMessage {
  readonly seq: number;
  readonly id: string;
  readonly subject: string;
  /** Kept as JSON so every delivery gets its own copy, exactly as over the wire. */
  readonly payload: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly publishedAt: number;
}

interface Entry {
  readonly message: StoredMessage;
  deliveries: number;
  availableAt: number;
  inFlight: boolean;
}

interface Worker {
  readonly options: ResolvedConsumeOptions<unknown>;
  readonly running: Set<Promise<void>>;
  active: boolean;
}

/**
 * One consumer's view of a stream (a durable, an ephemeral subscription or a work queue): its
 * unacked messages and the competing workers that take them. A handler that is still running keeps
 * its message; in-process there is no crashed consumer whose message an ack wait would free.
 */
class ConsumerGroup {
  readonly entries = new Map<number, Entry>();
  private workers: Worker[] = [];
  private nextWorker = 0;
  private pumpQueued = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  private readonly logger: BusLogger;
  private readonly label: string;

  constructor(logger: BusLogger, label: string) {
    this.logger = logger;
    this.label = label;
  }

  add(message: StoredMessage): void {
    this.entries.set(message.seq, { message, deliveries: 0, availableAt: 0, inFlight: false });
    this.schedule();
  }

  attach(worker: Worker): void {
    this.workers.push(worker);
    this.schedule();
  }

  async detach(worker: Worker): Promise<void> {
    worker.active = false;
    this.workers = this.workers.filter((w) => w !== worker);
    while (worker.running.size > 0) await Promise.allSettled(worker.running);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Deliveries always start from a fresh macrotask, never inside the publisher's call stack. */
  private schedule(): void {
    if (this.pumpQueued || this.stopped) return;
    this.pumpQueued = true;
    setImmediate(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    let nextAt = Number.POSITIVE_INFINITY;
    for (const entry of this.entries.values()) {
      if (entry.inFlight) continue;
      if (entry.availableAt > now) {
        nextAt = Math.min(nextAt, entry.availableAt);
        continue;
      }
      const worker = this.pickWorker();
      if (!worker) break;
      this.deliver(entry, worker);
    }
    if (nextAt !== Number.POSITIVE_INFINITY) {
      this.timer = setTimeout(() => this.schedule(), nextAt - now);
    }
  }

  /** Round robin over workers with a free slot, so competing consumers share the load. */
  private pickWorker(): Worker | undefined {
    for (let i = 0; i < this.workers.length; i++) {
      const index = (this.nextWorker + i) % this.workers.length;
      const worker = this.workers[index];
      if (worker && worker.active && worker.running.size < worker.options.concurrency) {
        this.nextWorker = index + 1;
        return worker;
      }
    }
    return undefined;
  }

  private deliver(entry: Entry, worker: Worker): void {
    entry.deliveries += 1;
    entry.inFlight = true;
    const { message: stored } = entry;
    const message: BusMessage = Object.freeze({
      id: stored.id,
      subject: stored.subject,
      data: JSON.parse(stored.payload) as unknown,
      headers: Object.freeze({ ...stored.headers }),
      deliveryCount: entry.deliveries,
    });
    const run = (async () => {
      try {
        await worker.options.handler(message);
        this.entries.delete(stored.seq);
      } catch (error) {
        await this.fail(entry, worker, message, error);
      }
    })();
    worker.running.add(run);
    void run.finally(() => {
      worker.running.delete(run);
      this.schedule();
    });
  }

  private async fail(entry: Entry, worker: Worker, message: BusMessage, error: unknown): Promise<void> {
    const { maxDeliver, retryDelayMs } = worker.options;
    const context = { err: error, consumer: this.label, subject: message.subject, msgId: message.id, deliveryCount: message.deliveryCount };
    if (entry.deliveries >= maxDeliver) {
      this.entries.delete(entry.message.seq);
      this.logger.error(context, 'bus handler failed for the last time; dead-lettering the message');
      await notifyDeadLetter(worker.options, message, error, (callbackError) =>
        this.logger.error({ ...context, err: callbackError }, 'bus onDeadLetter callback failed'),
      );
      return;
    }
    this.logger.warn(context, 'bus handler failed; the message will be redelivered');
    entry.inFlight = false;
    entry.availableAt = Date.now() + retryDelayMs;
  }
}

interface EventConsumer {
  readonly group: ConsumerGroup;
  subjects: Set<string>;
}

export function createMemoryBus(options: MemoryBusOptions = {}): Bus {
  const dedupWindowMs = options.dedupWindowMs ?? 120_000;
  const logger = options.logger ?? silentBusLogger;
  const events: StoredMessage[] = [];
  const durables = new Map<string, EventConsumer>();
  const ephemerals = new Set<EventConsumer>();
  const queues = new Map<string, ConsumerGroup>();
  /** Per stream (events, each queue): msgId -> time it leaves the dedup window, oldest first. */
  const seenIds = new Map<string, Map<string, number>>();
  const subscriptions = new Set<Subscription>();
  let seq = 0;
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closing) throw new Error('bus is closed');
  }

  function isDuplicate(stream: string, msgId: string | undefined): boolean {
    if (msgId === undefined) return false;
    const now = Date.now();
    let ids = seenIds.get(stream);
    if (!ids) {
      ids = new Map();
      seenIds.set(stream, ids);
    }
    for (const [id, expiresAt] of ids) {
      if (expiresAt > now) break;
      ids.delete(id);
    }
    if (ids.has(msgId)) return true;
    ids.set(msgId, now + dedupWindowMs);
    return false;
  }

  function store(subject: string, data: unknown, publishOptions: PublishOptions | undefined): StoredMessage {
    seq += 1;
    return Object.freeze({
      seq,
      id: publishOptions?.msgId ?? randomUUID(),
      subject,
      payload: JSON.stringify(data) ?? 'null',
      headers: Object.freeze({ ...publishOptions?.headers }),
      publishedAt: Date.now(),
    });
  }

  function queueGroup(queue: string): ConsumerGroup {
    let group = queues.get(queue);
    if (!group) {
      group = new ConsumerGroup(logger, `queue ${queue}`);
      queues.set(queue, group);
    }
    return group;
  }

  function track(group: ConsumerGroup, consumeOptions: ConsumeOptions<unknown>, onDrained?: () => void): Subscription {
    const worker: Worker = {
      options: resolveConsumeOptions(consumeOptions),
      running: new Set(),
      active: true,
    };
    group.attach(worker);
    let draining: Promise<void> | undefined;
    const subscription: Subscription = {
      drain() {
        draining ??= group.detach(worker).then(() => {
          subscriptions.delete(subscription);
          onDrained?.();
        });
        return draining;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    kind: 'memory',

    async publish(subject: string, data: unknown, publishOptions?: PublishOptions): Promise<PublishResult> {
      assertOpen();
      assertBusName('subject', subject);
      if (isDuplicate('events', publishOptions?.msgId)) return { duplicate: true };
      const message = store(subject, data, publishOptions);
      events.push(message);
      const cutoff = Date.now() - eventRetentionMs;
      while (events[0] && events[0].publishedAt < cutoff) events.shift();
      for (const consumer of [...durables.values(), ...ephemerals]) {
        if (consumer.subjects.has(subject)) consumer.group.add(message);
      }
      return { duplicate: false };
    },

    async subscribe<T = unknown>(subscribeOptions: SubscribeOptions<T>): Promise<Subscription> {
      assertOpen();
      const subjects = new Set(toSubjectList(subscribeOptions.subject));
      const { durable } = subscribeOptions;
      if (durable === undefined) {
        const consumer: EventConsumer = { group: new ConsumerGroup(logger, 'ephemeral subscription'), subjects };
        ephemerals.add(consumer);
        return track(consumer.group, subscribeOptions as ConsumeOptions<unknown>, () => {
          ephemerals.delete(consumer);
          consumer.group.stop();
        });
      }
      let consumer = durables.get(durable);
      if (consumer) {
        consumer.subjects = subjects;
      } else {
        consumer = { group: new ConsumerGroup(logger, `durable ${durable}`), subjects };
        durables.set(durable, consumer);
        for (const message of events) if (subjects.has(message.subject)) consumer.group.add(message);
      }
      return track(consumer.group, subscribeOptions as ConsumeOptions<unknown>);
    },

    async enqueue(queue: string, data: unknown, publishOptions?: PublishOptions): Promise<PublishResult> {
      assertOpen();
      assertBusName('queue', queue);
      if (isDuplicate(`queue:${queue}`, publishOptions?.msgId)) return { duplicate: true };
      queueGroup(queue).add(store(queue, data, publishOptions));
      return { duplicate: false };
    },

    async consume<T = unknown>(queue: string, consumeOptions: ConsumeOptions<T>): Promise<Subscription> {
      assertOpen();
      assertBusName('queue', queue);
      return track(queueGroup(queue), consumeOptions as ConsumeOptions<unknown>);
    },

    async queueDepth(queue: string): Promise<number> {
      return queues.get(queue)?.entries.size ?? 0;
    },

    async isReady(): Promise<boolean> {
      return closing === undefined;
    },

    close(): Promise<void> {
      closing ??= (async () => {
        await Promise.allSettled([...subscriptions].map((s) => s.drain()));
        for (const consumer of [...durables.values(), ...ephemerals]) consumer.group.stop();
        for (const group of queues.values()) group.stop();
      })();
      return closing;
    },
  };
}

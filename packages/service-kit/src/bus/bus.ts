/**
 * The message bus every service talks through. Two implementations pass one contract suite:
 * NATS JetStream (`nats-bus.ts`) and in-memory (`memory-bus.ts`).
 *
 * Events (`publish` / `subscribe`): every durable subscription receives every event once it is
 * published (fan-out between durables); a handler that resolves acks, a handler that throws is
 * redelivered (up to `maxDeliver`, then `onDeadLetter`). A subscription without `durable` is
 * ephemeral and only sees events published after it started (used for progress streams).
 *
 * Work queues (`enqueue` / `consume`): each job goes to exactly one of the competing consumers of
 * that queue; same ack/redelivery rules.
 *
 * `msgId` deduplicates: a second publish/enqueue with the same id inside the dedup window is dropped
 * and reported as `duplicate: true`.
 */
export interface BusMessage<T = unknown> {
  /** msgId given at publish time, else a generated one. */
  readonly id: string;
  readonly subject: string;
  readonly data: T;
  readonly headers: Readonly<Record<string, string>>;
  /** 1 on first delivery, 2 on the first redelivery, ... */
  readonly deliveryCount: number;
}

export interface PublishOptions {
  msgId?: string;
  headers?: Record<string, string>;
}

export interface PublishResult {
  duplicate: boolean;
}

export type MessageHandler<T = unknown> = (message: BusMessage<T>) => Promise<void>;

export interface ConsumeOptions<T = unknown> {
  handler: MessageHandler<T>;
  /** Messages handled at once by this consumer instance (default 1). */
  concurrency?: number;
  /** Deliveries before a message is given up (default 5). */
  maxDeliver?: number;
  /** How long an unacked message waits before redelivery (default 30 000 ms). */
  ackWaitMs?: number;
  /** Delay before a failed message is redelivered (default 1000 ms). */
  retryDelayMs?: number;
  /** Called once when a message exhausted maxDeliver; it is then dropped. */
  onDeadLetter?: (message: BusMessage<T>, error: unknown) => Promise<void> | void;
}

export interface SubscribeOptions<T = unknown> extends ConsumeOptions<T> {
  /** Subject or subjects (exact names, e.g. `billing.subscription.changed.v1`). */
  subject: string | string[];
  /** Durable name; omit for an ephemeral subscription that sees only new events. */
  durable?: string;
}

export interface Subscription {
  /** Stop taking new messages and wait for in-flight handlers to finish. */
  drain(): Promise<void>;
}

export interface Bus {
  readonly kind: 'nats' | 'memory';
  publish(subject: string, data: unknown, options?: PublishOptions): Promise<PublishResult>;
  subscribe<T = unknown>(options: SubscribeOptions<T>): Promise<Subscription>;
  enqueue(queue: string, data: unknown, options?: PublishOptions): Promise<PublishResult>;
  consume<T = unknown>(queue: string, options: ConsumeOptions<T>): Promise<Subscription>;
  /** Jobs waiting in a work queue (for metrics and tests). */
  queueDepth(queue: string): Promise<number>;
  /** True while connected and able to publish. */
  isReady(): Promise<boolean>;
  /** Drain every subscription, then close the connection. */
  close(): Promise<void>;
}

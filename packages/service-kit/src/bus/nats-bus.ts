import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type Consumer,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import { connect, headers as natsHeaders, nanos, nuid } from '@nats-io/transport-node';
import { LRUCache } from 'lru-cache';
import type { Bus, BusMessage, ConsumeOptions, PublishOptions, PublishResult, SubscribeOptions, Subscription } from './bus.ts';
import { notifyDeadLetter, resolveConsumeOptions, type ResolvedConsumeOptions } from './consume-options.ts';
import { silentBusLogger, type BusLogger } from './logger.ts';
import { assertBusName, toNatsName, toSubjectList } from './names.ts';

export interface NatsBusOptions {
  url: string;
  /** Namespaces subjects and stream names (e.g. `t_ab12` in tests); empty for none. */
  prefix?: string;
  /** Connection name shown by the server's monitoring. */
  name?: string;
  logger?: BusLogger;
}

const duplicateWindowMs = 2 * 60 * 1000;
const eventMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** How long one pull request waits on the server before consume() renews it; drain cancels it early. */
const pullExpiresMs = 5000;
const streamNotFound = 10059;
const consumerNotFound = 10014;

type Resolved = ResolvedConsumeOptions<unknown>;

/** Maps a NATS subject back to a bus subject, or undefined when this subscription does not want it. */
type SubjectMapper = (natsSubject: string) => string | undefined;

type StreamSpec = Partial<StreamConfig> & { name: string };

export async function createNatsBus(options: NatsBusOptions): Promise<Bus> {
  const prefix = options.prefix ?? '';
  if (prefix !== '') assertBusName('prefix', prefix);
  const logger = options.logger ?? silentBusLogger;
  const subjectBase = prefix === '' ? '' : `${prefix}.`;
  const streamBase = prefix === '' ? '' : `${toNatsName(prefix).toUpperCase()}_`;
  const eventsStream = `${streamBase}EVENTS`;
  const eventSubject = (subject: string) => `${subjectBase}evt.${subject}`;
  const eventSubjectStart = `${subjectBase}evt.`;
  const queueStream = (queue: string) => `${streamBase}Q_${toNatsName(queue)}`;
  const jobSubject = (queue: string) => `${subjectBase}job.${queue}`;

  const nc = await connect({
    servers: options.url,
    name: options.name ?? 'sitespark-bus',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  let connected = true;
  const statusWatch = (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting' || status.type === 'staleConnection') {
        if (connected) logger.warn({ status: status.type }, 'bus lost its NATS connection; reconnecting');
        connected = false;
      } else if (status.type === 'reconnect') {
        connected = true;
        logger.info({ server: status.server }, 'bus reconnected to NATS');
      } else if (status.type === 'error') {
        logger.warn({ err: status.error }, 'bus NATS connection error');
      }
    }
  })();

  let jsm: JetStreamManager;
  try {
    jsm = await jetstreamManager(nc);
  } catch (error) {
    await nc.close();
    throw error;
  }
  const js: JetStreamClient = jetstream(nc);
  const multiFilter = serverAtLeast(nc.info?.version, 2, 10);
  const ensuredStreams = new Map<string, Promise<void>>();
  const subscriptions = new Set<Subscription>();
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closing) throw new Error('bus is closed');
  }

  async function putStream(config: StreamSpec): Promise<void> {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      if (!(error instanceof JetStreamApiError)) throw error;
      // Exists with another configuration (older version of this code, or another prefix owner).
      const { name, retention: _retention, storage: _storage, ...update } = config;
      await jsm.streams.update(name, update);
    }
  }

  function ensureStream(config: StreamSpec): Promise<void> {
    let ensured = ensuredStreams.get(config.name);
    if (!ensured) {
      ensured = putStream(config);
      ensuredStreams.set(config.name, ensured);
      ensured.catch(() => ensuredStreams.delete(config.name));
    }
    return ensured;
  }

  const eventsStreamConfig = (): StreamSpec => ({
    name: eventsStream,
    subjects: [`${subjectBase}evt.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(duplicateWindowMs),
    max_age: nanos(eventMaxAgeMs),
  });

  const queueStreamConfig = (queue: string): StreamSpec => ({
    name: queueStream(queue),
    subjects: [jobSubject(queue)],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    duplicate_window: nanos(duplicateWindowMs),
  });

  async function ensureConsumer(stream: string, config: Partial<ConsumerConfig> & { durable_name: string }): Promise<void> {
    try {
      await jsm.consumers.add(stream, config);
    } catch (error) {
      if (!(error instanceof JetStreamApiError)) throw error;
      // The durable exists with other settings: adopt the new ones where the server allows it.
      await jsm.consumers.info(stream, config.durable_name);
      const { ack_wait, max_deliver, filter_subject, filter_subjects } = config;
      try {
        await jsm.consumers.update(stream, config.durable_name, {
          ack_wait,
          max_deliver,
          ...(filter_subjects ? { filter_subjects } : { filter_subject }),
        });
      } catch (updateError) {
        logger.warn({ err: updateError, stream, consumer: config.durable_name }, 'bus kept an existing consumer whose settings differ');
      }
    }
  }

  async function publishTo(natsSubject: string, data: unknown, publishOptions: PublishOptions | undefined): Promise<PublishResult> {
    const h = natsHeaders();
    for (const [key, value] of Object.entries(publishOptions?.headers ?? {})) h.set(key, value);
    const ack = await js.publish(natsSubject, JSON.stringify(data) ?? 'null', {
      msgID: publishOptions?.msgId ?? nuid.next(),
      headers: h,
    });
    return { duplicate: ack.duplicate };
  }

  async function publishToStream(stream: StreamSpec, natsSubject: string, data: unknown, publishOptions: PublishOptions | undefined): Promise<PublishResult> {
    await ensureStream(stream);
    try {
      return await publishTo(natsSubject, data, publishOptions);
    } catch (error) {
      // The client reports "no stream took the subject" as JetStreamNotEnabled: the stream was deleted.
      if (!(error instanceof Error && error.name === 'JetStreamNotEnabled')) throw error;
      ensuredStreams.delete(stream.name);
      await ensureStream(stream);
      return publishTo(natsSubject, data, publishOptions);
    }
  }

  function register(subscription: Subscription & { done: Promise<void> }): Subscription {
    subscriptions.add(subscription);
    void subscription.done.then(() => subscriptions.delete(subscription));
    return subscription;
  }

  /**
   * Runs the handler over one durable consumer, `concurrency` messages at a time. Each slot asks for
   * one message only while it is free: a consume() left open would re-request whenever its pull went
   * quiet, also while a long handler runs, and collect jobs that wait behind it (then are redelivered
   * elsewhere once their ack wait ends) while other consumers are free.
   */
  function startDurableConsumer(stream: string, durable: string, consumeOptions: Resolved, mapSubject: SubjectMapper, recover: () => Promise<void>) {
    let draining = false;
    const open = new Set<ConsumerMessages>();
    const pauses = new Set<() => void>();
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const stop = () => {
          clearTimeout(timer);
          pauses.delete(stop);
          resolve();
        };
        const timer = setTimeout(stop, ms);
        pauses.add(stop);
      });

    async function nextMessage(consumer: Consumer): Promise<JsMsg | undefined> {
      const messages = await consumer.consume({ max_messages: 1, expires: pullExpiresMs, abort_on_missing_resource: true });
      open.add(messages);
      // drain() may have run while the consumer was being set up; closing ends the iteration below.
      if (draining) void messages.close();
      try {
        for await (const msg of messages) return msg;
        return undefined;
      } finally {
        open.delete(messages);
        await messages.close();
      }
    }

    async function runSlot(): Promise<void> {
      let consumer: Consumer | undefined;
      let failures = 0;
      while (!draining && !nc.isClosed()) {
        try {
          consumer ??= await js.consumers.get(stream, durable);
          const msg = await nextMessage(consumer);
          if (draining) {
            msg?.nak();
            break;
          }
          if (!msg) throw new Error('the consumer stopped');
          failures = 0;
          await handleDurable(msg, durable, consumeOptions, mapSubject);
        } catch (error) {
          if (draining) break;
          consumer = undefined;
          failures += 1;
          if (failures === 1 || failures % 20 === 0) {
            logger.warn({ err: error, stream, consumer: durable, failures }, 'bus pull failed; retrying');
          }
          await pause(Math.min(250 * 2 ** Math.min(failures - 1, 4), 4000));
          // A deleted stream or consumer (e.g. server storage reset) comes back once we can talk to the server.
          if (!draining && connected && !nc.isClosed()) await recover().catch(() => undefined);
        }
      }
    }

    const done = Promise.all(Array.from({ length: consumeOptions.concurrency }, runSlot)).then(() => undefined);
    let drainPromise: Promise<void> | undefined;
    return {
      done,
      drain(): Promise<void> {
        drainPromise ??= (async () => {
          draining = true;
          for (const stop of pauses) stop();
          await Promise.all([...open].map((messages) => messages.close()));
          await done;
        })();
        return drainPromise;
      },
    };
  }

  /**
   * Messages this process handled, by consumer and message id. An ack is sent without waiting for the
   * server's answer, so a server that dies between the two redelivers the message once it is back:
   * the handler already ran, and the message is only acked again.
   */
  const handled = new LRUCache<string, true>({ max: 10_000 });

  async function handleDurable(msg: JsMsg, durable: string, consumeOptions: Resolved, mapSubject: SubjectMapper): Promise<void> {
    const subject = mapSubject(msg.subject);
    if (subject === undefined) {
      msg.ack();
      return;
    }
    const { message, parseError } = toBusMessage(msg, subject, msg.info.deliveryCount);
    const context = { subject, msgId: message.id, deliveryCount: message.deliveryCount };
    if (parseError !== undefined) {
      logger.error({ ...context, err: parseError }, 'bus message is not JSON; dead-lettering it');
      await notifyDeadLetter(consumeOptions, message, parseError, (err) => logger.error({ ...context, err }, 'bus onDeadLetter callback failed'));
      msg.term('unparsable payload');
      return;
    }
    const handledKey = `${durable}\u0000${message.id}`;
    if (handled.has(handledKey)) {
      logger.info(context, 'bus message was handled here before its ack was lost; acking it again');
      msg.ack();
      return;
    }
    // Long handlers keep their message: ackWaitMs only frees messages of consumers that died.
    const heartbeat = setInterval(() => msg.working(), Math.max(100, Math.floor(consumeOptions.ackWaitMs / 3)));
    try {
      await consumeOptions.handler(message);
      handled.set(handledKey, true);
      msg.ack();
    } catch (error) {
      if (message.deliveryCount >= consumeOptions.maxDeliver) {
        logger.error({ ...context, err: error }, 'bus handler failed for the last time; dead-lettering the message');
        await notifyDeadLetter(consumeOptions, message, error, (err) => logger.error({ ...context, err }, 'bus onDeadLetter callback failed'));
        msg.term('max deliveries reached');
      } else {
        logger.warn({ ...context, err: error }, 'bus handler failed; the message will be redelivered');
        msg.nak(consumeOptions.retryDelayMs);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  function toBusMessage(msg: JsMsg, subject: string, deliveryCount: number): { message: BusMessage; parseError?: unknown } {
    const headers: Record<string, string> = {};
    let id = '';
    if (msg.headers) {
      for (const key of msg.headers.keys()) {
        const lower = key.toLowerCase();
        if (lower === 'nats-msg-id') id = msg.headers.get(key);
        else if (!lower.startsWith('nats-')) headers[key] = msg.headers.get(key);
      }
    }
    const base = { id: id || `${msg.info.stream}:${msg.seq}`, subject, headers: Object.freeze(headers), deliveryCount };
    try {
      return { message: Object.freeze({ ...base, data: msg.json<unknown>() }) };
    } catch (parseError) {
      return { message: Object.freeze({ ...base, data: msg.string() }), parseError };
    }
  }

  function eventSubjectMapper(subjects: string[]): SubjectMapper {
    const wanted = new Set(subjects);
    return (natsSubject) => {
      if (!natsSubject.startsWith(eventSubjectStart)) return undefined;
      const subject = natsSubject.slice(eventSubjectStart.length);
      return wanted.has(subject) ? subject : undefined;
    };
  }

  /** Servers before 2.10 take one filter subject: several subjects then filter on the client. */
  function eventFilter(subjects: string[]): { filter_subject: string } | { filter_subjects: string[] } {
    if (subjects.length === 1) return { filter_subject: eventSubject(subjects[0] as string) };
    if (multiFilter) return { filter_subjects: subjects.map(eventSubject) };
    return { filter_subject: `${subjectBase}evt.>` };
  }

  async function subscribeDurable(durableName: string, subjects: string[], consumeOptions: Resolved): Promise<Subscription> {
    const durable = toNatsName(durableName);
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(consumeOptions.ackWaitMs),
      max_deliver: consumeOptions.maxDeliver,
      ...eventFilter(subjects),
    };
    await ensureStream(eventsStreamConfig());
    await ensureConsumer(eventsStream, config);
    const recover = async () => {
      await putStream(eventsStreamConfig());
      await ensureConsumer(eventsStream, config);
    };
    return register(startDurableConsumer(eventsStream, durable, consumeOptions, eventSubjectMapper(subjects), recover));
  }

  /**
   * An ordered consumer starting right after the stream's last message: it sees exactly what is
   * published after subscribe resolves and recreates itself after reconnects. It cannot ack, so a
   * failing handler is retried here, in process.
   */
  async function subscribeEphemeral(subjects: string[], consumeOptions: Resolved): Promise<Subscription> {
    await ensureStream(eventsStreamConfig());
    const info = await jsm.streams.info(eventsStream);
    const filter = eventFilter(subjects);
    const consumer = await js.consumers.get(eventsStream, {
      filter_subjects: 'filter_subjects' in filter ? filter.filter_subjects : filter.filter_subject,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: info.state.last_seq + 1,
    });
    const messages = await consumer.consume({ max_messages: Math.max(consumeOptions.concurrency, 10) });
    const mapSubject = eventSubjectMapper(subjects);
    const running = new Set<Promise<void>>();
    const pendingRetries = new Set<() => void>();
    let draining = false;
    let slotFreed: (() => void) | undefined;

    const retryPause = (ms: number) =>
      new Promise<void>((resolve) => {
        const stop = () => {
          clearTimeout(timer);
          pendingRetries.delete(stop);
          resolve();
        };
        const timer = setTimeout(stop, ms);
        pendingRetries.add(stop);
      });

    async function handleEphemeral(msg: JsMsg, subject: string): Promise<void> {
      for (let attempt = 1; ; attempt += 1) {
        const { message, parseError } = toBusMessage(msg, subject, attempt);
        const context = { subject, msgId: message.id, deliveryCount: attempt };
        try {
          if (parseError !== undefined) throw parseError;
          await consumeOptions.handler(message);
          return;
        } catch (error) {
          if (attempt >= consumeOptions.maxDeliver || parseError !== undefined) {
            logger.error({ ...context, err: error }, 'bus handler failed for the last time; dead-lettering the message');
            await notifyDeadLetter(consumeOptions, message, error, (err) => logger.error({ ...context, err }, 'bus onDeadLetter callback failed'));
            return;
          }
          if (draining) {
            logger.warn({ ...context, err: error }, 'bus handler failed while draining an ephemeral subscription; message dropped');
            return;
          }
          logger.warn({ ...context, err: error }, 'bus handler failed; retrying');
          await retryPause(consumeOptions.retryDelayMs);
        }
      }
    }

    const loop = (async () => {
      for await (const msg of messages) {
        if (draining) break;
        const subject = mapSubject(msg.subject);
        if (subject === undefined) continue;
        while (running.size >= consumeOptions.concurrency) await new Promise<void>((resolve) => (slotFreed = resolve));
        if (draining) break;
        const task = handleEphemeral(msg, subject).finally(() => {
          running.delete(task);
          slotFreed?.();
        });
        running.add(task);
      }
    })();

    const done = (async () => {
      await loop.catch((error: unknown) => logger.warn({ err: error }, 'bus ephemeral subscription stopped'));
      while (running.size > 0) await Promise.allSettled(running);
    })();
    let drainPromise: Promise<void> | undefined;
    return register({
      done,
      drain(): Promise<void> {
        drainPromise ??= (async () => {
          draining = true;
          for (const stop of pendingRetries) stop();
          await messages.close();
          await done;
          await consumer.delete().catch(() => undefined);
        })();
        return drainPromise;
      },
    });
  }

  return {
    kind: 'nats',

    async publish(subject: string, data: unknown, publishOptions?: PublishOptions): Promise<PublishResult> {
      assertOpen();
      assertBusName('subject', subject);
      return publishToStream(eventsStreamConfig(), eventSubject(subject), data, publishOptions);
    },

    async subscribe<T = unknown>(subscribeOptions: SubscribeOptions<T>): Promise<Subscription> {
      assertOpen();
      const subjects = toSubjectList(subscribeOptions.subject);
      const consumeOptions = resolveConsumeOptions(subscribeOptions as ConsumeOptions<unknown>);
      if (subscribeOptions.durable === undefined) return subscribeEphemeral(subjects, consumeOptions);
      return subscribeDurable(subscribeOptions.durable, subjects, consumeOptions);
    },

    async enqueue(queue: string, data: unknown, publishOptions?: PublishOptions): Promise<PublishResult> {
      assertOpen();
      assertBusName('queue', queue);
      return publishToStream(queueStreamConfig(queue), jobSubject(queue), data, publishOptions);
    },

    async consume<T = unknown>(queue: string, consumeOptionsIn: ConsumeOptions<T>): Promise<Subscription> {
      assertOpen();
      assertBusName('queue', queue);
      const consumeOptions = resolveConsumeOptions(consumeOptionsIn as ConsumeOptions<unknown>);
      const stream = queueStream(queue);
      // Every consumer of the queue binds to this one durable, so each job goes to exactly one of them.
      const config = {
        durable_name: toNatsName(queue),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(consumeOptions.ackWaitMs),
        max_deliver: consumeOptions.maxDeliver,
        filter_subject: jobSubject(queue),
      };
      await ensureStream(queueStreamConfig(queue));
      await ensureConsumer(stream, config);
      const recover = async () => {
        await putStream(queueStreamConfig(queue));
        await ensureConsumer(stream, config);
      };
      const subject = jobSubject(queue);
      return register(startDurableConsumer(stream, config.durable_name, consumeOptions, (s) => (s === subject ? queue : undefined), recover));
    },

    async queueDepth(queue: string): Promise<number> {
      assertBusName('queue', queue);
      try {
        // The workers' consumer knows what is left to do (waiting + being worked on). The stream's
        // message count can keep an acknowledged job after a server crash, which would read as a
        // job waiting forever.
        const consumer = await jsm.consumers.info(queueStream(queue), toNatsName(queue)).catch((error: unknown) => {
          if (error instanceof JetStreamApiError && error.code === consumerNotFound) return undefined;
          throw error;
        });
        if (consumer) return consumer.num_pending + consumer.num_ack_pending;
        const info = await jsm.streams.info(queueStream(queue));
        return info.state.messages;
      } catch (error) {
        if (error instanceof JetStreamApiError && error.code === streamNotFound) return 0;
        throw error;
      }
    },

    async isReady(): Promise<boolean> {
      return closing === undefined && connected && !nc.isClosed();
    },

    close(): Promise<void> {
      closing ??= (async () => {
        await Promise.allSettled([...subscriptions].map((s) => s.drain()));
        if (!nc.isClosed()) {
          await nc.drain().catch(async (error: unknown) => {
            logger.warn({ err: error }, 'bus NATS drain failed; closing');
            await nc.close();
          });
        }
        await statusWatch.catch(() => undefined);
      })();
      return closing;
    },
  };
}

function serverAtLeast(version: string | undefined, major: number, minor: number): boolean {
  const [maj = 0, min = 0] = (version ?? '0.0.0').split('.').map((part) => Number.parseInt(part, 10));
  return maj > major || (maj === major && min >= minor);
}

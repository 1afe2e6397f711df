import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntitySchema, type DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { Bus, BusMessage, PublishOptions } from '../src/bus/bus.ts';
import { createDataSource, initializeDatabase, quoteIdent, quotedSchema } from '../src/db/data-source.ts';
import { AddOutboxClaims1700000000200, CreateOutbox1700000000000, OutboxMessage, enqueueOutbox, enqueueOutboxAlone, enqueueOutboxJob, startOutboxRelay, type OutboxRelay, type StartOutboxRelayOptions } from '../src/db/outbox.ts';
import { createLogger } from '../src/logger.ts';
import { createTestInfra, type TestInfra } from '../src/testing/index.ts';

interface Widget {
  id: string;
  name: string;
}

const Widget = new EntitySchema<Widget>({
  name: 'Widget',
  tableName: 'widgets',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text' },
  },
});

class CreateWidgets1700000000001 implements MigrationInterface {
  name = 'CreateWidgets1700000000001';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE ${quotedSchema(queryRunner)}.widgets (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.widgets`);
  }
}

const logger = createLogger('outbox-test', { level: 'silent' });
let infra: TestInfra;
let bus: Bus;
let dataSource: DataSource;
const relays: OutboxRelay[] = [];
const extraDataSources: DataSource[] = [];
let subjectCounter = 0;

function openDataSource(): DataSource {
  return createDataSource({
    url: infra.databaseUrl,
    schema: `${infra.schemaPrefix}outbox`,
    entities: [OutboxMessage, Widget],
    migrations: [CreateOutbox1700000000000, AddOutboxClaims1700000000200, CreateWidgets1700000000001],
    poolSize: 3,
  });
}

function relay(options: Partial<Pick<StartOutboxRelayOptions, 'bus' | 'dataSource' | 'beforePublish' | 'claimMs'>> = {}): OutboxRelay {
  // A long poll interval leaves publishing to explicit flushes, so each test controls when it happens.
  const started = startOutboxRelay({ ...options, dataSource: options.dataSource ?? dataSource, bus: options.bus ?? bus, logger, pollIntervalMs: 60_000 });
  relays.push(started);
  return started;
}

/** A fresh subject per test, so rows left by one test never reach another test's subscriber. */
function nextSubject(): string {
  subjectCounter += 1;
  return `widget.created${subjectCounter}.v1`;
}

async function collect(subject: string, durable: string): Promise<{ messages: BusMessage[]; stop(): Promise<void> }> {
  const messages: BusMessage[] = [];
  const subscription = await bus.subscribe({ subject, durable, handler: async (message) => void messages.push(message) });
  return { messages, stop: () => subscription.drain() };
}

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function unpublished(): Promise<OutboxMessage[]> {
  const rows = await dataSource.getRepository(OutboxMessage).find({ order: { seq: 'ASC' } });
  return rows.filter((row) => row.publishedAt === null);
}

/** Wraps a bus: counts publishes per msgId and fails the first `failures` of them. */
function instrumented(inner: Bus, failures = 0) {
  const published = new Map<string, number>();
  let remainingFailures = failures;
  const wrapper: Bus = {
    kind: inner.kind,
    async publish(subject: string, data: unknown, options?: PublishOptions) {
      if (remainingFailures > 0) {
        remainingFailures -= 1;
        throw new Error('bus unavailable');
      }
      const id = options?.msgId ?? '';
      published.set(id, (published.get(id) ?? 0) + 1);
      return inner.publish(subject, data, options);
    },
    subscribe: (options) => inner.subscribe(options),
    enqueue: (queue, data, options) => inner.enqueue(queue, data, options),
    consume: (queue, options) => inner.consume(queue, options),
    queueDepth: (queue) => inner.queueDepth(queue),
    isReady: () => inner.isReady(),
    close: () => inner.close(),
  };
  return { bus: wrapper, published };
}

beforeAll(async () => {
  infra = await createTestInfra('outbox');
  bus = await infra.makeBus();
  dataSource = openDataSource();
  await initializeDatabase(dataSource);
});

// Rows a previous test left pending would otherwise be the "oldest" a failing bus refuses.
beforeEach(async () => {
  await dataSource.query(`UPDATE ${quoteIdent(infra.schemaPrefix + 'outbox')}.outbox SET published_at = now() WHERE published_at IS NULL`);
});

afterAll(async () => {
  await Promise.allSettled(relays.map((r) => r.stop()));
  await Promise.allSettled([dataSource, ...extraDataSources].filter((ds) => ds?.isInitialized).map((ds) => ds.destroy()));
  await infra?.cleanup();
});

describe('enqueueOutbox', () => {
  it('commits the state change and its event together', async () => {
    const subject = nextSubject();
    const { widgetId, outboxId } = await dataSource.transaction(async (manager) => {
      const widget = await manager.getRepository(Widget).save({ name: 'committed' });
      const id = await enqueueOutbox(manager, subject, { widgetId: widget.id }, { 'x-request-id': 'req-1' });
      return { widgetId: widget.id, outboxId: id };
    });

    expect(await dataSource.getRepository(Widget).findOneBy({ id: widgetId })).toMatchObject({ name: 'committed' });
    const row = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId });
    expect(row).toMatchObject({ subject, payload: { widgetId }, headers: { 'x-request-id': 'req-1' }, publishedAt: null, attempts: 0 });
  });

  it('leaves neither the state nor the event behind when the transaction rolls back', async () => {
    const subject = nextSubject();
    let outboxId = '';
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.getRepository(Widget).save({ name: 'rolled-back' });
        outboxId = await enqueueOutbox(manager, subject, { n: 1 });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');

    expect(outboxId).not.toBe('');
    expect(await dataSource.getRepository(Widget).findOneBy({ name: 'rolled-back' })).toBeNull();
    expect(await dataSource.getRepository(OutboxMessage).findOneBy({ id: outboxId })).toBeNull();
  });

  it('refuses a manager that is not in a transaction', async () => {
    await expect(enqueueOutbox(dataSource.manager, nextSubject(), { lost: true })).rejects.toThrow(/must run inside a transaction/);
    expect(await unpublished()).toEqual([]);
  });

  it('records an event with no state change beside it on its own, and the relay publishes it', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-alone');
    const outboxId = await enqueueOutboxAlone(dataSource, subject, { measured: 42 }, { 'x-request-id': 'req-9' });
    expect(await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId })).toMatchObject({ subject, payload: { measured: 42 }, publishedAt: null });

    expect(await relay().flush()).toBe(1);
    await waitFor(() => received.messages.length === 1);
    expect(received.messages[0]).toMatchObject({ id: outboxId, data: { measured: 42 } });
    expect(received.messages[0]?.headers['x-request-id']).toBe('req-9');
    await received.stop();
  });
});

describe('startOutboxRelay', () => {
  it('publishes with msgId = outbox id and marks the row published', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-publish');
    const outboxId = await dataSource.transaction((manager) => enqueueOutbox(manager, subject, { plan: 'monthly' }, { 'x-request-id': 'req-2' }));

    expect(await relay().flush()).toBeGreaterThanOrEqual(1);
    await waitFor(() => received.messages.length === 1);
    const [message] = received.messages;
    expect(message).toMatchObject({ id: outboxId, subject, data: { plan: 'monthly' } });
    expect(message?.headers['x-request-id']).toBe('req-2');
    const row = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId });
    expect(row.publishedAt).toBeInstanceOf(Date);
    await received.stop();
  });

  it('puts a job recorded with enqueueOutboxJob on its work queue, once', async () => {
    const queue = `widget.jobs${(subjectCounter += 1)}`;
    const jobs: BusMessage[] = [];
    const worker = await bus.consume(queue, { handler: async (message) => void jobs.push(message) });
    const outboxId = await dataSource.transaction((manager) => enqueueOutboxJob(manager, queue, { widget: 'w-1' }));

    expect(await relay().flush()).toBeGreaterThanOrEqual(1);
    await waitFor(() => jobs.length === 1);
    expect(jobs[0]).toMatchObject({ id: outboxId, data: { widget: 'w-1' } });
    expect((await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId })).publishedAt).toBeInstanceOf(Date);
    await worker.drain();
    expect(jobs).toHaveLength(1);
  });

  it('keeps a row the bus refused and publishes it on the next flush', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-retry');
    const failing = instrumented(bus, 1);
    const failingRelay = relay({ bus: failing.bus });
    const outboxId = await dataSource.transaction((manager) => enqueueOutbox(manager, subject, { attempt: 'first' }));

    expect(await failingRelay.flush()).toBe(0);
    const afterFailure = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId });
    expect(afterFailure).toMatchObject({ publishedAt: null, attempts: 1, lastError: 'bus unavailable' });
    expect(received.messages).toHaveLength(0);

    expect(await failingRelay.flush()).toBe(1);
    await waitFor(() => received.messages.length === 1);
    expect(received.messages[0]?.id).toBe(outboxId);
    const afterRetry = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId });
    expect(afterRetry.publishedAt).toBeInstanceOf(Date);
    expect(afterRetry.attempts).toBe(1);
    await received.stop();
  });

  it('marks a row published when the bus reports it as a duplicate', async () => {
    const subject = nextSubject();
    const outboxId = await dataSource.transaction((manager) => enqueueOutbox(manager, subject, { crash: 'after publish' }));
    // As if a relay published the row and died before marking it.
    expect(await bus.publish(subject, { crash: 'after publish' }, { msgId: outboxId })).toEqual({ duplicate: false });

    expect(await relay().flush()).toBe(1);
    const row = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId });
    expect(row.publishedAt).toBeInstanceOf(Date);
  });

  it('lets two relays drain the outbox in parallel without publishing a row twice', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-parallel');
    const ids = await dataSource.transaction(async (manager) => {
      const created: string[] = [];
      for (let n = 0; n < 30; n += 1) created.push(await enqueueOutbox(manager, subject, { n }));
      return created;
    });
    // The second relay has its own pool, as another replica of the service would.
    const otherDataSource = openDataSource();
    extraDataSources.push(otherDataSource);
    await otherDataSource.initialize();
    const first = instrumented(bus);
    const second = instrumented(bus);
    const relayA = relay({ bus: first.bus });
    const relayB = relay({ bus: second.bus, dataSource: otherDataSource });

    const counts = await Promise.all([relayA.flush(), relayB.flush(), relayA.flush(), relayB.flush()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    for (const id of ids) expect((first.published.get(id) ?? 0) + (second.published.get(id) ?? 0)).toBe(1);

    await waitFor(() => received.messages.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.messages.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(received.messages.map((m) => (m.data as { n: number }).n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(await unpublished()).toEqual([]);
    await received.stop();
  });

  it('calls beforePublish with the committed row before the event reaches the bus', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-hook');
    const outboxId = await dataSource.transaction((manager) => enqueueOutbox(manager, subject, { hook: true }, { 'x-request-id': 'req-3' }));
    const seen: Array<{ id: string; subject: string; payload: unknown; deliveredSoFar: number }> = [];
    const hooked = relay({
      beforePublish: async (row) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen.push({ id: row.id, subject: row.subject, payload: row.payload, deliveredSoFar: received.messages.length });
      },
    });

    expect(await hooked.flush()).toBe(1);
    expect(seen).toEqual([{ id: outboxId, subject, payload: { hook: true }, deliveredSoFar: 0 }]);
    await waitFor(() => received.messages.length === 1);
    await received.stop();
  });

  it('holds no transaction while it publishes: the database takes other writes meanwhile', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-no-transaction');
    const outboxId = await enqueueOutboxAlone(dataSource, subject, { n: 1 });
    const during: Array<{ claimed: boolean; wrote: string }> = [];
    const relaying = relay({
      beforePublish: async (row) => {
        // On the embedded database (one shared session) this write would wait for a transaction held across the publish.
        const widget = await dataSource.getRepository(Widget).save({ name: 'written while publishing' });
        const [claim] = await dataSource.query(`SELECT claimed_until > now() AS claimed FROM ${quoteIdent(infra.schemaPrefix + 'outbox')}.outbox WHERE id = $1`, [row.id]);
        during.push({ claimed: (claim as { claimed: boolean }).claimed, wrote: widget.id });
      },
    });

    expect(await relaying.flush()).toBe(1);
    expect(during).toEqual([{ claimed: true, wrote: expect.any(String) }]);
    const row = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId });
    expect(row).toMatchObject({ claimedUntil: null });
    expect(row.publishedAt).toBeInstanceOf(Date);
    await waitFor(() => received.messages.length === 1);
    await received.stop();
  });

  it('lets another relay take over rows whose relay stalled past its claim; the late publish is a duplicate the bus drops', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-takeover');
    const outboxId = await enqueueOutboxAlone(dataSource, subject, { n: 1 });
    let resume = () => {};
    const stalled = new Promise<void>((resolve) => (resume = resolve));
    let claimedByStalled = () => {};
    const claimed = new Promise<void>((resolve) => (claimedByStalled = resolve));
    const stalling = relay({
      claimMs: 400,
      beforePublish: async () => {
        claimedByStalled();
        await stalled;
      },
    });
    const stallingPass = stalling.flush();
    await claimed;

    const other = relay();
    expect(await other.flush()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await other.flush()).toBe(1);
    await waitFor(() => received.messages.length === 1);

    resume();
    expect(await stallingPass).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.messages.map((m) => m.id)).toEqual([outboxId]);
    expect((await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: outboxId })).publishedAt).toBeInstanceOf(Date);
    await received.stop();
  });

  it('publishes pending rows on its own poll', async () => {
    const subject = nextSubject();
    const received = await collect(subject, 'outbox-poll');
    const outboxId = await dataSource.transaction((manager) => enqueueOutbox(manager, subject, { polled: true }));
    const polling = startOutboxRelay({ dataSource, bus, logger, pollIntervalMs: 50 });
    relays.push(polling);

    await waitFor(() => received.messages.length === 1);
    expect(received.messages[0]?.id).toBe(outboxId);
    await received.stop();
  });
});

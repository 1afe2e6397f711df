import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from '../src/bus/bus.ts';

export interface BusUnderTest {
  bus: Bus;
  cleanup(): Promise<void>;
}

/** Polls until `check` returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** For "never happens" assertions: the value must stay the same for the whole window. */
async function expectStable<T>(read: () => T, expected: T, windowMs: number): Promise<void> {
  const deadline = Date.now() + windowMs;
  while (Date.now() < deadline) {
    expect(read()).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(read()).toEqual(expected);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Unique per test so cases sharing one server (and one prefix) never see each other's traffic. */
function unique(base: string): string {
  return `${base}_${randomUUID().slice(0, 8)}`;
}

const fast = { retryDelayMs: 50, ackWaitMs: 2000 };

export function runBusContract(name: string, makeBus: () => Promise<BusUnderTest>): void {
  async function withBus(run: (bus: Bus) => Promise<void>): Promise<void> {
    const { bus, cleanup } = await makeBus();
    try {
      await run(bus);
    } finally {
      await cleanup();
    }
  }

  describe(`bus contract: ${name}`, () => {
    it('is ready while open and not after close', () =>
      withBus(async (bus) => {
        expect(await bus.isReady()).toBe(true);
        await bus.close();
        expect(await bus.isReady()).toBe(false);
        await expect(bus.publish('contract.closed', {})).rejects.toThrow();
      }));

    it('fans every event out to each durable subscription', () =>
      withBus(async (bus) => {
        const subject = unique('contract.fanout');
        const seen: Record<string, unknown[]> = { a: [], b: [] };
        for (const key of ['a', 'b'] as const) {
          await bus.subscribe<{ n: number }>({
            subject,
            durable: unique(`fan_${key}`),
            ...fast,
            handler: async (m) => {
              seen[key]?.push(m.data.n);
            },
          });
        }
        for (const n of [1, 2, 3]) await bus.publish(subject, { n });
        await waitFor('both durables to get 3 events', () => seen.a?.length === 3 && seen.b?.length === 3);
        expect([...(seen.a ?? [])].sort()).toEqual([1, 2, 3]);
        expect([...(seen.b ?? [])].sort()).toEqual([1, 2, 3]);
      }));

    it('delivers events published before a durable subscription was created', () =>
      withBus(async (bus) => {
        const subject = unique('contract.late');
        await bus.publish(subject, { n: 'early' });
        const seen: unknown[] = [];
        await bus.subscribe({ subject, durable: unique('late'), ...fast, handler: async (m) => void seen.push(m.data) });
        await waitFor('the earlier event', () => seen.length === 1);
        expect(seen).toEqual([{ n: 'early' }]);
      }));

    it('acks a handled message so the durable never gets it again', () =>
      withBus(async (bus) => {
        const subject = unique('contract.ack');
        const durable = unique('ack');
        const seen: string[] = [];
        const options = { subject, durable, retryDelayMs: 50, ackWaitMs: 300, handler: async (m: BusMessage) => void seen.push(m.id) };
        const first = await bus.subscribe(options);
        await bus.publish(subject, { n: 1 }, { msgId: 'first' });
        await waitFor('the first event', () => seen.length === 1);
        await first.drain();
        await bus.publish(subject, { n: 2 }, { msgId: 'second' });
        await bus.subscribe(options);
        await waitFor('the second event', () => seen.includes('second'));
        await expectStable(() => [...seen], ['first', 'second'], 700);
      }));

    it('redelivers after a thrown handler with deliveryCount 2, after the retry delay', () =>
      withBus(async (bus) => {
        const subject = unique('contract.retry');
        const deliveries: { count: number; at: number }[] = [];
        await bus.subscribe({
          subject,
          durable: unique('retry'),
          retryDelayMs: 100,
          ackWaitMs: 2000,
          handler: async (m) => {
            deliveries.push({ count: m.deliveryCount, at: Date.now() });
            if (m.deliveryCount === 1) throw new Error('transient');
          },
        });
        await bus.publish(subject, { n: 1 });
        await waitFor('the redelivery', () => deliveries.length === 2);
        expect(deliveries.map((d) => d.count)).toEqual([1, 2]);
        const [first, second] = deliveries;
        expect(second!.at - first!.at).toBeGreaterThanOrEqual(80);
        await expectStable(() => deliveries.length, 2, 300);
      }));

    it('gives up after maxDeliver and calls onDeadLetter once', () =>
      withBus(async (bus) => {
        const subject = unique('contract.dead');
        const counts: number[] = [];
        const dead: { message: BusMessage; error: unknown }[] = [];
        await bus.subscribe({
          subject,
          durable: unique('dead'),
          maxDeliver: 3,
          ...fast,
          handler: async (m) => {
            counts.push(m.deliveryCount);
            throw new Error(`boom ${m.deliveryCount}`);
          },
          onDeadLetter: (message, error) => void dead.push({ message, error }),
        });
        await bus.publish(subject, { n: 1 }, { msgId: unique('dead-msg') });
        await waitFor('the dead letter', () => dead.length === 1);
        await expectStable(() => [counts.length, dead.length], [3, 1], 400);
        expect(counts).toEqual([1, 2, 3]);
        expect(dead[0]!.message.data).toEqual({ n: 1 });
        expect(dead[0]!.message.deliveryCount).toBe(3);
        expect((dead[0]!.error as Error).message).toBe('boom 3');
      }));

    it('hands each job of a work queue to exactly one of the competing consumers', () =>
      withBus(async (bus) => {
        const queue = unique('contract.jobs');
        const handled: { worker: string; n: number }[] = [];
        for (const worker of ['w1', 'w2']) {
          await bus.consume<{ n: number }>(queue, {
            ...fast,
            handler: async (m) => {
              await new Promise((resolve) => setTimeout(resolve, 5));
              handled.push({ worker, n: m.data.n });
            },
          });
        }
        for (let n = 0; n < 20; n++) await bus.enqueue(queue, { n });
        await waitFor('20 handled jobs', () => handled.length >= 20);
        await expectStable(() => handled.length, 20, 300);
        expect(handled.map((h) => h.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
        expect(handled.filter((h) => h.worker === 'w1').length).toBeGreaterThan(0);
        expect(handled.filter((h) => h.worker === 'w2').length).toBeGreaterThan(0);
        await waitFor('an empty queue', async () => (await bus.queueDepth(queue)) === 0);
      }));

    it('keeps a job with its consumer while the handler runs longer than ackWaitMs', () =>
      withBus(async (bus) => {
        const queue = unique('contract.slow');
        const deliveries: { worker: string; count: number }[] = [];
        for (const worker of ['w1', 'w2']) {
          await bus.consume(queue, {
            retryDelayMs: 50,
            ackWaitMs: 300,
            handler: async (m) => {
              deliveries.push({ worker, count: m.deliveryCount });
              await new Promise((resolve) => setTimeout(resolve, 1000));
            },
          });
        }
        await bus.enqueue(queue, { n: 1 });
        await waitFor('the job to finish', async () => deliveries.length === 1 && (await bus.queueDepth(queue)) === 0, 5000);
        expect(deliveries[0]!.count).toBe(1);
        await expectStable(() => deliveries.length, 1, 500);
      }));

    it('runs at most `concurrency` handlers of one consumer at once', () =>
      withBus(async (bus) => {
        const queue = unique('contract.parallel');
        for (let n = 0; n < 9; n++) await bus.enqueue(queue, { n });
        let active = 0;
        let maxActive = 0;
        let done = 0;
        await bus.consume(queue, {
          concurrency: 3,
          ...fast,
          handler: async () => {
            active += 1;
            maxActive = Math.max(maxActive, active);
            await new Promise((resolve) => setTimeout(resolve, 40));
            active -= 1;
            done += 1;
          },
        });
        await waitFor('9 jobs', () => done === 9);
        expect(maxActive).toBe(3);
      }));

    it('drops a second publish or enqueue with the same msgId', () =>
      withBus(async (bus) => {
        const subject = unique('contract.dedup');
        const queue = unique('contract.dedupq');
        const events: unknown[] = [];
        const jobs: unknown[] = [];
        await bus.subscribe({ subject, durable: unique('dedup'), ...fast, handler: async (m) => void events.push(m.data) });
        const msgId = unique('same');
        expect(await bus.publish(subject, { v: 1 }, { msgId })).toEqual({ duplicate: false });
        expect(await bus.publish(subject, { v: 2 }, { msgId })).toEqual({ duplicate: true });
        expect(await bus.enqueue(queue, { v: 1 }, { msgId })).toEqual({ duplicate: false });
        expect(await bus.enqueue(queue, { v: 2 }, { msgId })).toEqual({ duplicate: true });
        expect(await bus.queueDepth(queue)).toBe(1);
        await bus.consume(queue, { ...fast, handler: async (m) => void jobs.push(m.data) });
        await bus.publish(subject, { v: 3 });
        await waitFor('the events', () => events.length === 2 && jobs.length === 1);
        expect(events).toEqual([{ v: 1 }, { v: 3 }]);
        expect(jobs).toEqual([{ v: 1 }]);
      }));

    it('carries msgId and headers to the handler', () =>
      withBus(async (bus) => {
        const subject = unique('contract.headers');
        const queue = unique('contract.headersq');
        const seen: BusMessage[] = [];
        await bus.subscribe({ subject, durable: unique('headers'), ...fast, handler: async (m) => void seen.push(m) });
        await bus.consume(queue, { ...fast, handler: async (m) => void seen.push(m) });
        await bus.publish(subject, { kind: 'event' }, { msgId: 'evt-1', headers: { 'x-request-id': 'req-42', traceparent: '00-abc-def-01' } });
        await bus.enqueue(queue, { kind: 'job' }, { msgId: 'job-1', headers: { 'x-request-id': 'req-43' } });
        await waitFor('both messages', () => seen.length === 2);
        const event = seen.find((m) => m.id === 'evt-1');
        const job = seen.find((m) => m.id === 'job-1');
        expect(event).toMatchObject({ subject, data: { kind: 'event' }, deliveryCount: 1, headers: { 'x-request-id': 'req-42', traceparent: '00-abc-def-01' } });
        expect(Object.keys(event!.headers).sort()).toEqual(['traceparent', 'x-request-id']);
        expect(job).toMatchObject({ data: { kind: 'job' }, headers: { 'x-request-id': 'req-43' } });
      }));

    it('gives a message without msgId a generated id', () =>
      withBus(async (bus) => {
        const subject = unique('contract.ids');
        const ids: string[] = [];
        await bus.subscribe({ subject, durable: unique('ids'), ...fast, handler: async (m) => void ids.push(m.id) });
        await bus.publish(subject, 1);
        await bus.publish(subject, 2);
        await waitFor('two events', () => ids.length === 2);
        expect(ids[0]).toBeTruthy();
        expect(ids[0]).not.toBe(ids[1]);
      }));

    it('shows an ephemeral subscription only events published after it started', () =>
      withBus(async (bus) => {
        const subject = unique('contract.ephemeral');
        await bus.publish(subject, { n: 'old' });
        const seen: unknown[] = [];
        const subscription = await bus.subscribe({ subject, ...fast, handler: async (m) => void seen.push(m.data) });
        await bus.publish(subject, { n: 'new' });
        await waitFor('the new event', () => seen.length >= 1);
        expect(seen).toEqual([{ n: 'new' }]);
        await subscription.drain();
        await bus.publish(subject, { n: 'after drain' });
        await expectStable(() => seen.length, 1, 200);
      }));

    it('retries a failing ephemeral handler up to maxDeliver', () =>
      withBus(async (bus) => {
        const subject = unique('contract.ephemeral_retry');
        const counts: number[] = [];
        const dead: unknown[] = [];
        await bus.subscribe({
          subject,
          maxDeliver: 2,
          ...fast,
          handler: async (m) => {
            counts.push(m.deliveryCount);
            throw new Error('nope');
          },
          onDeadLetter: (m) => void dead.push(m.data),
        });
        await bus.publish(subject, { n: 1 });
        await waitFor('the dead letter', () => dead.length === 1);
        expect(counts).toEqual([1, 2]);
      }));

    it('filters a subscription to its list of subjects', () =>
      withBus(async (bus) => {
        const [a, b, c] = [unique('contract.multi_a'), unique('contract.multi_b'), unique('contract.multi_c')];
        const durableSeen: string[] = [];
        const ephemeralSeen: string[] = [];
        await bus.subscribe({ subject: [a, b], durable: unique('multi'), ...fast, handler: async (m) => void durableSeen.push(m.subject) });
        await bus.subscribe({ subject: [a, b], ...fast, handler: async (m) => void ephemeralSeen.push(m.subject) });
        await bus.publish(c, {});
        await bus.publish(a, {});
        await bus.publish(c, {});
        await bus.publish(b, {});
        await waitFor('a and b', () => durableSeen.length === 2 && ephemeralSeen.length === 2);
        expect(durableSeen.sort()).toEqual([a, b].sort());
        expect(ephemeralSeen.sort()).toEqual([a, b].sort());
      }));

    it('never runs a handler inside the publish call', () =>
      withBus(async (bus) => {
        const subject = unique('contract.async');
        let insidePublish = false;
        const observed: boolean[] = [];
        await bus.subscribe({ subject, ...fast, handler: async () => void observed.push(insidePublish) });
        await bus.subscribe({ subject, durable: unique('async'), ...fast, handler: async () => void observed.push(insidePublish) });
        insidePublish = true;
        const publishing = bus.publish(subject, {});
        insidePublish = false;
        await publishing;
        await waitFor('both handlers', () => observed.length === 2);
        expect(observed).toEqual([false, false]);
      }));

    it('close() waits for an in-flight handler to finish', () =>
      withBus(async (bus) => {
        const queue = unique('contract.inflight');
        const started = deferred();
        let finished = false;
        await bus.consume(queue, {
          ...fast,
          handler: async () => {
            started.resolve();
            await new Promise((resolve) => setTimeout(resolve, 300));
            finished = true;
          },
        });
        await bus.enqueue(queue, { n: 1 });
        await started.promise;
        expect(finished).toBe(false);
        await bus.close();
        expect(finished).toBe(true);
      }));

    it('counts the jobs waiting in a queue', () =>
      withBus(async (bus) => {
        const queue = unique('contract.depth');
        expect(await bus.queueDepth(queue)).toBe(0);
        for (let n = 0; n < 3; n++) await bus.enqueue(queue, { n });
        expect(await bus.queueDepth(queue)).toBe(3);
        let handled = 0;
        await bus.consume(queue, { ...fast, handler: async () => void (handled += 1) });
        await waitFor('the queue to empty', async () => handled === 3 && (await bus.queueDepth(queue)) === 0);
      }));
  });
}

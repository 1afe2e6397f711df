import { describe, expect, it } from 'vitest';
import { createBus, createMemoryBus } from '../src/bus/index.ts';
import { runBusContract, waitFor } from './bus.contract.ts';

runBusContract('memory', async () => {
  const bus = createMemoryBus();
  return { bus, cleanup: () => bus.close() };
});

describe('memory bus', () => {
  it('forgets a msgId once the dedup window has passed', async () => {
    const bus = createMemoryBus({ dedupWindowMs: 50 });
    try {
      expect(await bus.enqueue('mem.dedup', 1, { msgId: 'x' })).toEqual({ duplicate: false });
      expect(await bus.enqueue('mem.dedup', 2, { msgId: 'x' })).toEqual({ duplicate: true });
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await bus.enqueue('mem.dedup', 3, { msgId: 'x' })).toEqual({ duplicate: false });
      expect(await bus.queueDepth('mem.dedup')).toBe(2);
    } finally {
      await bus.close();
    }
  });

  it('keeps msgIds apart per stream: the same id may be used on events and on each queue', async () => {
    const bus = createMemoryBus();
    try {
      expect(await bus.publish('mem.evt', 1, { msgId: 'same' })).toEqual({ duplicate: false });
      expect(await bus.enqueue('mem.q1', 1, { msgId: 'same' })).toEqual({ duplicate: false });
      expect(await bus.enqueue('mem.q2', 1, { msgId: 'same' })).toEqual({ duplicate: false });
    } finally {
      await bus.close();
    }
  });

  it('gives every delivery its own copy of the data, as a JSON round trip', async () => {
    const bus = createMemoryBus();
    try {
      const payload = { at: new Date(0), list: [1] };
      const seen: unknown[] = [];
      await bus.subscribe({ subject: 'mem.copy', durable: 'copy', handler: async (m) => void seen.push(m.data) });
      await bus.publish('mem.copy', payload);
      payload.list.push(2);
      await waitFor('the event', () => seen.length === 1);
      expect(seen[0]).toEqual({ at: '1970-01-01T00:00:00.000Z', list: [1] });
    } finally {
      await bus.close();
    }
  });

  it('keeps a durable position across drain and resubscribe', async () => {
    const bus = createMemoryBus();
    try {
      const seen: number[] = [];
      const handler = async (m: { data: unknown }) => void seen.push(m.data as number);
      const first = await bus.subscribe({ subject: 'mem.resume', durable: 'resume', handler });
      await bus.publish('mem.resume', 1);
      await waitFor('1', () => seen.length === 1);
      await first.drain();
      await bus.publish('mem.resume', 2);
      await bus.publish('mem.resume', 3);
      await bus.subscribe({ subject: 'mem.resume', durable: 'resume', handler });
      await waitFor('2 and 3', () => seen.length === 3);
      expect(seen).toEqual([1, 2, 3]);
    } finally {
      await bus.close();
    }
  });

  it('rejects subjects with wildcards or spaces', async () => {
    const bus = createMemoryBus();
    try {
      await expect(bus.publish('a.*', 1)).rejects.toThrow(/invalid bus subject/);
      await expect(bus.enqueue('a b', 1)).rejects.toThrow(/invalid bus queue/);
    } finally {
      await bus.close();
    }
  });

  it('createBus picks the memory bus without a NATS URL', async () => {
    const bus = await createBus({});
    expect(bus.kind).toBe('memory');
    await bus.close();
  });
});

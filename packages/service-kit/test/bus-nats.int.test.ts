import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { createBus, createNatsBus } from '../src/bus/index.ts';
import { runBusContract } from './bus.contract.ts';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const prefix = `t_${randomBytes(4).toString('hex')}`;

async function deleteStreams(streamPrefix: string): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(streamPrefix)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}

runBusContract('nats', async () => {
  const bus = await createNatsBus({ url: natsUrl, prefix });
  return {
    bus,
    cleanup: async () => {
      await bus.close();
      await deleteStreams(`${prefix.toUpperCase()}_`);
    },
  };
});

describe('nats bus', () => {
  it('keeps each prefix in its own streams and subjects', async () => {
    const other = `${prefix}x`;
    const a = await createNatsBus({ url: natsUrl, prefix });
    const b = await createNatsBus({ url: natsUrl, prefix: other });
    try {
      await a.enqueue('iso.jobs', { from: 'a' });
      await b.enqueue('iso.jobs', { from: 'b' });
      await b.enqueue('iso.jobs', { from: 'b' });
      expect(await a.queueDepth('iso.jobs')).toBe(1);
      expect(await b.queueDepth('iso.jobs')).toBe(2);
      const nc = await connect({ servers: natsUrl });
      try {
        const jsm = await jetstreamManager(nc);
        const info = await jsm.streams.info(`${prefix.toUpperCase()}_Q_iso_jobs`);
        expect(info.config.subjects).toEqual([`${prefix}.job.iso.jobs`]);
        expect(info.config.retention).toBe('workqueue');
        expect(info.config.storage).toBe('file');
        expect(info.config.duplicate_window).toBe(120_000_000_000);
      } finally {
        await nc.close();
      }
    } finally {
      await a.close();
      await b.close();
      await deleteStreams(`${prefix.toUpperCase()}_`);
      await deleteStreams(`${other.toUpperCase()}_`);
    }
  });

  it('recreates a stream that was deleted under a running bus', async () => {
    const bus = await createNatsBus({ url: natsUrl, prefix });
    try {
      await bus.enqueue('gone.jobs', { n: 1 });
      await bus.publish('gone.evt', { n: 1 });
      await deleteStreams(`${prefix.toUpperCase()}_`);
      expect(await bus.queueDepth('gone.jobs')).toBe(0);
      expect(await bus.enqueue('gone.jobs', { n: 2 })).toEqual({ duplicate: false });
      expect(await bus.publish('gone.evt', { n: 2 })).toEqual({ duplicate: false });
      expect(await bus.queueDepth('gone.jobs')).toBe(1);
    } finally {
      await bus.close();
      await deleteStreams(`${prefix.toUpperCase()}_`);
    }
  });

  it('createBus picks NATS when given a URL', async () => {
    const bus = await createBus({ natsUrl, prefix });
    try {
      expect(bus.kind).toBe('nats');
      expect(await bus.isReady()).toBe(true);
    } finally {
      await bus.close();
      await deleteStreams(`${prefix.toUpperCase()}_`);
    }
  });
});

import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { createBus, createNatsBus } from '../src/bus/index.ts';
import { runBusContract } from './bus.contract.ts';
import { deleteStreams, natsBusFixture, natsUrl, randomPrefix } from './support/nats-streams.ts';

const prefix = randomPrefix('t');

runBusContract('nats', () => natsBusFixture(prefix));

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
      await deleteStreams(prefix);
      await deleteStreams(other);
    }
  });

  it('recreates a stream that was deleted under a running bus', async () => {
    const bus = await createNatsBus({ url: natsUrl, prefix });
    try {
      await bus.enqueue('gone.jobs', { n: 1 });
      await bus.publish('gone.evt', { n: 1 });
      await deleteStreams(prefix);
      expect(await bus.queueDepth('gone.jobs')).toBe(0);
      expect(await bus.enqueue('gone.jobs', { n: 2 })).toEqual({ duplicate: false });
      expect(await bus.publish('gone.evt', { n: 2 })).toEqual({ duplicate: false });
      expect(await bus.queueDepth('gone.jobs')).toBe(1);
    } finally {
      await bus.close();
      await deleteStreams(prefix);
    }
  });

  it('createBus picks NATS when given a URL', async () => {
    const bus = await createBus({ natsUrl, prefix });
    try {
      expect(bus.kind).toBe('nats');
      expect(await bus.isReady()).toBe(true);
    } finally {
      await bus.close();
      await deleteStreams(prefix);
    }
  });
});

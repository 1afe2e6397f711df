import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { createBus, createNatsBus } from '../src/bus/index.ts';
import { runBusContract, waitFor } from './bus.contract.ts';
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

  it('consumes again from streams that were deleted under its running consumers', async () => {
    const bus = await createNatsBus({ url: natsUrl, prefix });
    try {
      const jobs: unknown[] = [];
      const events: unknown[] = [];
      await bus.consume('lost.jobs', { retryDelayMs: 50, handler: async (message) => void jobs.push(message.data) });
      await bus.subscribe({ subject: 'lost.evt', durable: 'lost_durable', retryDelayMs: 50, handler: async (message) => void events.push(message.data) });
      await bus.enqueue('lost.jobs', { n: 1 });
      await bus.publish('lost.evt', { n: 1 });
      await waitFor('the first job and event', () => jobs.length === 1 && events.length === 1);
      await deleteStreams(prefix);
      await bus.enqueue('lost.jobs', { n: 2 });
      await bus.publish('lost.evt', { n: 2 });
      await waitFor('the second job and event', () => jobs.length === 2 && events.length === 2, 30_000);
      expect(jobs).toEqual([{ n: 1 }, { n: 2 }]);
      expect(events).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await bus.close();
      await deleteStreams(prefix);
    }
  });

  it('takes no job it cannot start, even after a handler outlasts the pull request that brought its job', { timeout: 30_000 }, async () => {
    const bus = await createNatsBus({ url: natsUrl, prefix });
    const nc = await connect({ servers: natsUrl });
    const releases: Array<() => void> = [];
    try {
      const jsm = await jetstreamManager(nc);
      const started: number[] = [];
      await bus.consume<{ n: number }>('busy.jobs', {
        ackWaitMs: 60_000,
        handler: async (message) => {
          started.push(message.data.n);
          if (message.data.n < 3) await new Promise<void>((resolve) => releases.push(resolve));
        },
      });
      for (let n = 1; n <= 3; n++) await bus.enqueue('busy.jobs', { n });
      await waitFor('the first job', () => started.length === 1);
      // Long enough for the client to miss two idle heartbeats of the pull request the job came with.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      releases[0]!();
      await waitFor('the second job', () => started.length === 2);
      const heldJobs = async () => (await jsm.consumers.info(`${prefix.toUpperCase()}_Q_busy_jobs`, 'busy_jobs')).num_ack_pending;
      await waitFor('the first job acknowledged', async () => (await heldJobs()) === 1);
      for (let check = 0; check < 10; check++) {
        expect(await heldJobs()).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      for (const release of releases) release();
      await bus.close();
      await nc.close();
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

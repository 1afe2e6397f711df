import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNatsBus } from '../src/bus/index.ts';
import { startNatsServer, type NatsServerProcess } from '../src/testing/nats-server.ts';
import { waitFor } from './bus.contract.ts';

/** A private JetStream server this test may stop and start without touching the shared one. */
describe('nats bus across a server restart', () => {
  let server: NatsServerProcess;

  beforeAll(async () => {
    server = await startNatsServer('bus-restart-');
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('reports not ready while the server is down and keeps consuming after it is back', async () => {
    const bus = await createNatsBus({ url: server.url, prefix: 'restart' });
    try {
      const jobs: unknown[] = [];
      const durableEvents: unknown[] = [];
      const ephemeralEvents: unknown[] = [];
      await bus.consume('restart.jobs', { retryDelayMs: 50, handler: async (m) => void jobs.push(m.data) });
      await bus.subscribe({ subject: 'restart.evt', durable: 'restart_durable', retryDelayMs: 50, handler: async (m) => void durableEvents.push(m.data) });
      await bus.subscribe({ subject: 'restart.evt', retryDelayMs: 50, handler: async (m) => void ephemeralEvents.push(m.data) });
      await bus.enqueue('restart.jobs', { n: 1 });
      await bus.publish('restart.evt', { n: 1 });
      await waitFor('the first job and event', () => jobs.length === 1 && durableEvents.length === 1 && ephemeralEvents.length === 1);

      await server.stop();
      await waitFor('the bus to notice', async () => !(await bus.isReady()), 10_000);
      await server.start();
      await waitFor('the bus to reconnect', () => bus.isReady(), 20_000);

      await bus.enqueue('restart.jobs', { n: 2 });
      await bus.publish('restart.evt', { n: 2 });
      await waitFor('the second job', () => jobs.length === 2, 30_000);
      await waitFor('the second event', () => durableEvents.length === 2 && ephemeralEvents.length === 2, 30_000);
      expect(jobs).toEqual([{ n: 1 }, { n: 2 }]);
      expect(durableEvents).toEqual([{ n: 1 }, { n: 2 }]);
      expect(ephemeralEvents).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await bus.close();
    }
  });
});

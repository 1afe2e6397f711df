import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNatsBus } from '../src/bus/index.ts';
import { waitFor } from './bus.contract.ts';

const natsServerBinary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A private JetStream server this test may stop and start without touching the shared one. */
describe('nats bus across a server restart', () => {
  let port: number;
  let storeDir: string;
  let server: ChildProcess | undefined;

  async function startServer(): Promise<void> {
    server = spawn(natsServerBinary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
    await waitFor('nats-server to listen', () => accepts(port), 10_000);
  }

  async function stopServer(): Promise<void> {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    server = undefined;
  }

  beforeAll(async () => {
    port = await freePort();
    storeDir = mkdtempSync(path.join(tmpdir(), 'bus-restart-'));
    await startServer();
  });

  afterAll(async () => {
    await stopServer();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('reports not ready while the server is down and keeps consuming after it is back', async () => {
    const bus = await createNatsBus({ url: `nats://127.0.0.1:${port}`, prefix: 'restart' });
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

      await stopServer();
      await waitFor('the bus to notice', async () => !(await bus.isReady()), 10_000);
      await startServer();
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

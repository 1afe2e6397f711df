import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createNatsBus, type Bus } from '@sitespark/service-kit';
import type { TestInfra } from '@sitespark/service-kit/testing';

const natsServerBinary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** Polls until `check` holds, or fails naming what it waited for. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

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

export interface PrivateNatsServer {
  url: string;
  /** Starts the server (again) on the same port and store directory. */
  start(): Promise<void>;
  /** Stops it with the given signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes its store. */
  dispose(): Promise<void>;
}

/**
 * A JetStream server of the test's own (random port, temp store) that it may kill and restart
 * without touching the shared one.
 */
export async function startPrivateNatsServer(): Promise<PrivateNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'render-nats-'));
  let child: ChildProcess | undefined;
  // A test process that dies must not leave its server behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const handle: PrivateNatsServer = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error('nats-server is already running');
      child = spawn(natsServerBinary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
      await waitUntil('nats-server to listen', () => accepts(port), 10_000);
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
      child = undefined;
    },
    async dispose() {
      await handle.stop('SIGTERM');
      process.off('exit', killOnExit);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
  await handle.start();
  return handle;
}

/**
 * The suite's infra with every bus on `natsUrl` instead (same schema prefix and subject prefix).
 * Its cleanup closes those buses, then runs the suite's own cleanup (schemas).
 */
export function onNatsServer(infra: TestInfra, natsUrl: string): TestInfra {
  const buses: Bus[] = [];
  return {
    ...infra,
    natsUrl,
    async makeBus() {
      const bus = await createNatsBus({ url: natsUrl, prefix: infra.busPrefix });
      buses.push(bus);
      return bus;
    },
    async cleanup() {
      await Promise.allSettled(buses.map((bus) => bus.close()));
      await infra.cleanup();
    },
  };
}

/**
 * What the consumers of a work queue still have to do, as the server's consumer state says:
 * messages not yet delivered, and delivered but not acknowledged.
 */
export async function queueBacklog(natsUrl: string, busPrefix: string, queue: string): Promise<{ pending: number; unacknowledged: number }> {
  const nc = await connect({ servers: natsUrl, name: 'render-test-queue-backlog' });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = await jsm.streams.find(`${busPrefix}.job.${queue}`);
    let pending = 0;
    let unacknowledged = 0;
    for await (const consumer of jsm.consumers.list(stream)) {
      pending += consumer.num_pending;
      unacknowledged += consumer.num_ack_pending;
    }
    return { pending, unacknowledged };
  } finally {
    await nc.close();
  }
}

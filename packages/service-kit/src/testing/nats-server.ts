import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const natsServerBinary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freeLoopbackPort(): Promise<number> {
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

async function waitForListener(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for nats-server to listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface NatsServerProcess {
  /** `nats://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Starts the server (again) on the same port and store directory; refuses while it runs. */
  start(): Promise<void>;
  /** Stops it with the given signal (SIGTERM by default) and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes its store. */
  dispose(): Promise<void>;
}

/**
 * A JetStream server of the test's own (/usr/sbin/nats-server, or NATS_SERVER_BIN, on a random
 * loopback port with a temp store), started and listening: the test may stop, kill and restart it
 * without touching the shared server.
 */
export async function startNatsServer(storePrefix = 'sitespark-nats-'): Promise<NatsServerProcess> {
  const port = await freeLoopbackPort();
  const storeDir = mkdtempSync(path.join(tmpdir(), storePrefix));
  let child: ChildProcess | undefined;
  // A test process that dies must not leave its server behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  const running = (candidate: ChildProcess | undefined): candidate is ChildProcess => !!candidate && candidate.exitCode === null && candidate.signalCode === null;

  const handle: NatsServerProcess = {
    url: `nats://127.0.0.1:${port}`,
    port,
    async start() {
      if (running(child)) throw new Error('nats-server is already running');
      child = spawn(natsServerBinary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
      await waitForListener(port, 10_000);
    },
    async stop(signal = 'SIGTERM') {
      const current = child;
      if (!running(current)) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill(signal);
      await exited;
      child = undefined;
    },
    async dispose() {
      await handle.stop('SIGTERM');
      process.off('exit', killOnExit);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
  try {
    await handle.start();
  } catch (error) {
    await handle.dispose();
    throw error;
  }
  return handle;
}

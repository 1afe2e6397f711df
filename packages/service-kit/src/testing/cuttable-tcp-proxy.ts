import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * How the database looks while cut: `refuse` stops listening (connections are refused at once, as
 * when PostgreSQL is down on a reachable host); `blackhole` accepts connections and never answers
 * (a host that vanished, a firewall dropping packets), the case only timeouts can end.
 */
export type CutMode = 'refuse' | 'blackhole';

export interface CuttableTcpProxy {
  host: string;
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  proxiedUrl(url: string): string;
  /** Destroys every open connection, then refuses or swallows new ones until `restore()`. */
  cut(mode: CutMode): Promise<void>;
  /** Forwards new connections again (on the same port). */
  restore(): Promise<void>;
  /**
   * Leaves every open connection hanging (nothing more is forwarded either way, nothing is closed)
   * while new connections are forwarded as usual: one path through the network died silently.
   */
  freezeOpenConnections(): void;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A TCP proxy (for PostgreSQL in tests) that can cut the line and put it back, without touching the server behind it. */
export async function startCuttableTcpProxy(target: { host: string; port: number }, host = '127.0.0.1'): Promise<CuttableTcpProxy> {
  let mode: 'open' | CutMode = 'open';
  const sockets = new Set<Socket>();
  const pipes = new Set<{ client: Socket; upstream: Socket }>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Destroyed on purpose; the peer's error is what the test is about, not ours.
    socket.on('error', () => undefined);
  };

  const server = createServer((client) => {
    track(client);
    if (mode !== 'open') return; // blackhole: accepted, read by no one, answered never
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    const pipe = { client, upstream };
    pipes.add(pipe);
    client.on('close', () => pipes.delete(pipe));
  });
  await listen(server, 0, host);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const port = address.port;

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      // close() calls back once every connection is gone; destroyAll below makes that immediate.
      server.close(() => resolve());
      destroyAll();
    });

  return {
    host,
    port,
    proxiedUrl(url) {
      const proxied = new URL(url);
      proxied.hostname = host;
      proxied.port = String(port);
      return proxied.href;
    },
    async cut(newMode) {
      if (mode !== 'open') throw new Error(`proxy is already cut (${mode})`);
      mode = newMode;
      if (newMode === 'refuse') await stopListening();
      else destroyAll();
    },
    async restore() {
      if (mode === 'open') return;
      const previous = mode;
      mode = 'open';
      // Connections swallowed while black-holed are ended, as a real network would time them out.
      destroyAll();
      if (previous === 'refuse') await listen(server, port, host);
    },
    freezeOpenConnections() {
      for (const { client, upstream } of pipes) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Read and drop, so nothing reaches the other side and no end or error is ever seen.
        client.on('data', () => undefined);
        upstream.on('data', () => undefined);
      }
      pipes.clear();
    },
    async close() {
      mode = 'refuse';
      if (server.listening) await stopListening();
      else destroyAll();
    },
  };
}

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface HttpListener {
  host: string;
  port: number;
  /** `http://<host>:<port>`, with an IPv6 host in brackets. */
  origin: string;
  /** TCP connections accepted so far (a raw upgrade or CONNECT counts too). */
  connections(): number;
  /** Request paths received, in order. */
  hits: string[];
  /** Ends every open connection and stops listening. */
  close(): Promise<void>;
}

/**
 * An HTTP server on `host`:`port` (0: any free port) that records what reaches it. Upgrade
 * requests are answered by closing the socket.
 */
export async function listenHttp(host: string, port: number, handler: RequestHandler): Promise<HttpListener> {
  let connections = 0;
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (_request, socket: Socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    host,
    port: bound,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    connections: () => connections,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface LoopbackCanary {
  /** The port P both listeners share. */
  port: number;
  v4: HttpListener;
  v6: HttpListener;
  /** Connections on 127.0.0.1:P and [::1]:P together. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A canary for SSRF tests: HTTP listeners on 127.0.0.1 and [::1] at one free port P, answering
 * every request with `body`. Any spelling of a loopback address at port P lands on it, so a guard
 * that lets one through shows up in `connections()`.
 */
export async function startLoopbackCanary(body = '<html><title>Internal admin</title></html>'): Promise<LoopbackCanary> {
  const answer: RequestHandler = (_request, response) => response.end(body);
  const v4 = await listenHttp('127.0.0.1', 0, answer);
  let v6: HttpListener;
  try {
    v6 = await listenHttp('::1', v4.port, answer);
  } catch (error) {
    await v4.close();
    throw error;
  }
  return {
    port: v4.port,
    v4,
    v6,
    connections: () => v4.connections() + v6.connections(),
    close: async () => {
      await Promise.all([v4.close(), v6.close()]);
    },
  };
}

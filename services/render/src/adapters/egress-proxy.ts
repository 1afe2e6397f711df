import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { AddressRefusedError, assertPublicUrl, type CheckedTarget, type Logger } from '@sitespark/service-kit';

/**
 * The only way out for Chromium (`--proxy-server`): every connection the browser makes, for any
 * page, worker or socket, is checked by the SSRF guard and then opened to exactly the address that
 * was checked. Request interception refuses early with a clear reason; this proxy is what makes a
 * second DNS answer (rebinding) or a request interception does not see harmless.
 */
export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's --proxy-server. */
  readonly url: string;
  close(): Promise<void>;
}

export interface EgressProxyOptions {
  allowPrivateHosts: readonly string[];
  logger: Logger;
}

const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const idleTimeoutMs = 60_000;

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const { allowPrivateHosts, logger } = options;
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  async function check(url: string): Promise<CheckedTarget | null> {
    try {
      return await assertPublicUrl(url, { allowPrivateHosts });
    } catch (error) {
      const reason = error instanceof AddressRefusedError ? error.detail : (error as Error).message;
      logger.info({ url, reason }, 'egress proxy refused a browser connection');
      return null;
    }
  }

  async function forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = request.url?.startsWith('http://') ? await check(request.url) : null;
    if (!target) {
      response.writeHead(403, { 'content-type': 'text/plain', connection: 'close' }).end('Refused by SiteSpark');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!hopByHopHeaders.has(name) && value !== undefined) headers[name] = value;
    }
    const upstream = http.request({
      host: target.address,
      family: target.family,
      port: Number(target.url.port || 80),
      method: request.method,
      path: `${target.url.pathname}${target.url.search}`,
      headers: { ...headers, host: target.url.host },
      agent: false,
      timeout: idleTimeoutMs,
    });
    upstream.on('response', (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!hopByHopHeaders.has(name) && value !== undefined) answerHeaders[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timed out')));
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' }).end('Upstream failed');
      else response.destroy();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  }

  async function tunnel(request: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    track(client);
    client.on('error', () => client.destroy());
    const authority = request.url ?? '';
    // CONNECT carries host:port only; the scheme matters to the guard only for its default port.
    const target = /^[^/?#@]+:\d{1,5}$/.test(authority) ? await check(`https://${authority}/`) : null;
    if (!target) {
      client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream: Socket = net.connect({ host: target.address, family: target.family, port: Number(target.url.port || 443) });
    track(upstream);
    upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (!client.destroyed) client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  const server = http.createServer((request, response) => void forward(request, response));
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => void tunnel(request, client, head));
  // Plain-HTTP WebSocket upgrades arrive as CONNECT from Chromium; anything else asking to upgrade is refused.
  server.on('upgrade', (_request: IncomingMessage, client: Duplex) => client.destroy());
  server.on('connection', (socket: Socket) => track(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

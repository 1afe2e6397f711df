import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSessionRoute, type AuthUser, type ServiceName } from '@sitespark/contracts';
import {
  createLogger,
  createService,
  internalSignatureHeader,
  verifyInternalCall,
  type ServiceApp,
} from '@sitespark/service-kit';

export const internalSecret = 'gateway-test-secret-0123456789abcdef-0123456789';

/**
 * Test doubles of the five services: real HTTP servers built with the service kit (so identity is
 * verified exactly as a real service verifies it) that answer a few contract paths by echoing what
 * they received.
 */
export interface FakeUpstream {
  name: ServiceName;
  url: string;
  app: ServiceApp;
  /** Requests that reached this service, by "METHOD path". */
  calls: Map<string, number>;
  close: () => Promise<void>;
}

export interface FakeAuth extends FakeUpstream {
  /** Session resolutions asked for each token. */
  resolutions: Map<string, number>;
  /** While set, the resolve endpoint answers this status instead of resolving. */
  failResolutionWith: number | undefined;
}

/** Tokens the fake auth knows: `active-<n>` and `incomplete-<n>` name users with that status. */
export function userForToken(token: string): AuthUser | null {
  const match = /^(active|incomplete)-([\w-]+)$/.exec(token);
  if (!match) return null;
  const [, status, suffix] = match;
  return {
    id: `user-${status}-${suffix}`,
    email: `${status}-${suffix}@example.test`,
    firstName: 'Test',
    lastName: null,
    profileImageUrl: null,
    subscriptionStatus: status === 'active' ? 'active' : 'incomplete',
  };
}

function echo(request: FastifyRequest) {
  return { service: 'echo', identity: request.identity, headers: request.headers, url: request.url };
}

async function start(name: ServiceName, app: ServiceApp, calls: Map<string, number>) {
  app.addHook('onRequest', async (request) => {
    if (request.url === '/readyz' || request.url === '/healthz') return;
    const key = `${request.method} ${request.url.split('?')[0]}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { name, url: `http://127.0.0.1:${address.port}`, app, calls, close: () => app.close() };
}

async function serviceApp(name: ServiceName): Promise<ServiceApp> {
  return createService({ name, logger: createLogger(`fake-${name}`, { level: 'silent' }), internalSecret });
}

export async function startFakeAuth(): Promise<FakeAuth> {
  const app = await serviceApp('auth');
  const calls = new Map<string, number>();
  const resolutions = new Map<string, number>();
  let fake: FakeAuth | undefined;

  app.post(resolveSessionRoute.path, async (request, reply) => {
    const body = request.body as { token?: unknown };
    if (!verifyInternalCall(JSON.stringify(body), request.headers[internalSignatureHeader], internalSecret)) {
      return reply.status(401).send({ message: 'bad internal signature' });
    }
    const failWith = fake?.failResolutionWith;
    if (failWith !== undefined) return reply.status(failWith).send({ message: 'failing' });
    const token = String(body.token);
    resolutions.set(token, (resolutions.get(token) ?? 0) + 1);
    return { user: userForToken(token) };
  });
  app.get('/api/auth/user', async (request, reply) => {
    if (!request.identity) return reply.status(401).send({ message: 'Unauthorized' });
    return echo(request);
  });
  app.get('/api/admin/stats', async (request) => echo(request));
  app.get('/api/logout', async (_request, reply) => reply.redirect('/', 302));

  const started = await start('auth', app, calls);
  fake = Object.assign(started, { resolutions, failResolutionWith: undefined as number | undefined });
  return fake;
}

export async function startFakeBilling(): Promise<FakeUpstream> {
  const app = await serviceApp('billing');
  app.post('/api/get-or-create-subscription', async (request) => echo(request));
  app.get('/api/billing/config', async (request) => echo(request));
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/api/billing/webhook', async (request) => ({
    sha256: createHash('sha256').update(request.body as Buffer).digest('hex'),
  }));
  return start('billing', app, new Map());
}

export async function startFakeContent(): Promise<FakeUpstream> {
  const app = await serviceApp('content');
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.get('/api/saved-snippets', async (request) => echo(request));
  app.post('/api/saved-snippets', async (request) => {
    const body = request.body as Buffer;
    // `?delayMs=` holds the answer back, to let a client give up first.
    const delayMs = Number((request.query as { delayMs?: string }).delayMs ?? 0);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return {
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
      contentType: request.headers['content-type'],
      identity: request.identity,
    };
  });
  return start('content', app, new Map());
}

export async function startFakeMedia(): Promise<FakeUpstream> {
  const app = await serviceApp('media');
  app.get('/api/music', async (request) => echo(request));
  return start('media', app, new Map());
}

export interface FakeRender extends FakeUpstream {
  /** Resolves the pending SSE stream's wait, letting it write its second event. */
  releaseSecondEvent: () => void;
  /** Whether the second event has been written yet. */
  secondEventWritten: () => boolean;
}

export async function startFakeRender(): Promise<FakeRender> {
  const app = await serviceApp('render');
  let release: () => void = () => undefined;
  let written = false;
  app.get('/api/render/jobs/:jobId/events', (request, reply: FastifyReply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    raw.write(`event: progress\ndata: {"percent":10,"user":"${request.identity?.userId ?? ''}"}\n\n`);
    new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => {
      written = true;
      raw.end('event: finished\ndata: {"percent":100}\n\n');
    });
  });
  const started = await start('render', app, new Map());
  return Object.assign(started, {
    releaseSecondEvent: () => release(),
    secondEventWritten: () => written,
  });
}

/** An address nothing listens on, for "service down" cases. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

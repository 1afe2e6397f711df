import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authService } from '@sitespark/auth';
import { sessionCookieName } from '@sitespark/contracts';
import {
  createFsObjectStore,
  createLogger,
  signIdentity,
  startService,
  type RunningService,
  type ServiceApp,
} from '@sitespark/service-kit';
import { createTestInfra, startCuttableTcpProxy, type CutMode, type CuttableTcpProxy, type TestInfra } from '@sitespark/service-kit/testing';
import { buildGateway, gatewayConfig } from '../src/index.ts';
import { messages } from '../src/request-guards.ts';
import {
  internalSecret,
  startFakeBilling,
  startFakeContent,
  startFakeMedia,
  startFakeRender,
  type FakeUpstream,
} from './support/fake-upstreams.ts';

/**
 * A real auth service whose PostgreSQL goes away for a while (through a proxy that can be cut),
 * reached directly and through the gateway: requests fail fast with a clear 503, readiness drops,
 * and everything comes back without a restart.
 */

const databaseUnavailable = "SiteSpark can't reach its database right now. Please try again in a moment.";
/** Kept short so the black-holed case ends quickly; the product default is 5000. */
const connectTimeoutMs = 2_000;

let infra: TestInfra;
let proxy: CuttableTcpProxy;
let auth: RunningService;
let gateway: ServiceApp;
let fakes: FakeUpstream[] = [];
let objectsDir: string;
let user: { id: string; cookie: string; email: string };
const password = 'outage-pass-123';
const timings: string[] = [];

beforeAll(async () => {
  infra = await createTestInfra('gateway database outage');
  const database = new URL(infra.databaseUrl);
  proxy = await startCuttableTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
  objectsDir = await mkdtemp(join(tmpdir(), 'database-outage-'));
  auth = await startService(authService, {
    env: {
      INTERNAL_SECRET: internalSecret,
      DATABASE_URL: proxy.proxiedUrl(infra.databaseUrl),
      DATABASE_SCHEMA: `${infra.schemaPrefix}auth`,
      DATABASE_CONNECT_TIMEOUT_MS: String(connectTimeoutMs),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: objectsDir,
      AUTH_ATTEMPTS_PER_WINDOW: '1000',
    },
    shared: { bus: await infra.makeBus(), store: createFsObjectStore({ rootDir: objectsDir }) },
    installSignalHandlers: false,
  });
  fakes = await Promise.all([startFakeBilling(), startFakeContent(), startFakeMedia(), startFakeRender()]);
  const [billing, content, media, render] = fakes;
  gateway = await buildGateway({
    config: gatewayConfig.parse({
      INTERNAL_SECRET: internalSecret,
      AUTH_URL: auth.url,
      BILLING_URL: billing!.url,
      CONTENT_URL: content!.url,
      MEDIA_URL: media!.url,
      RENDER_URL: render!.url,
      WEB_DIST_DIR: objectsDir,
      // Every request asks auth, so the outage is seen by the gateway's own session look-up.
      SESSION_CACHE_TTL_MS: '0',
      RATE_LIMIT_MAX: '10000',
    }),
    logger: createLogger('gateway-outage-test', { level: 'silent' }),
  });

  const email = `outage-${Date.now()}@example.com`;
  const registered = await gateway.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password },
  });
  expect(registered.statusCode).toBe(201);
  const token = registered.cookies.find((c) => c.name === sessionCookieName)?.value;
  if (!token) throw new Error('registration set no session cookie');
  user = { id: registered.json<{ id: string }>().id, cookie: `${sessionCookieName}=${token}`, email };
});

afterAll(async () => {
  if (timings.length > 0) console.info(`[database-outage] ${timings.join('; ')}`);
  await gateway?.close();
  await auth?.stop();
  await proxy?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
  await infra?.cleanup();
  if (objectsDir) await rm(objectsDir, { recursive: true, force: true });
});

/** GET /api/auth/user straight to auth, as the gateway forwards it for a signed-in user. */
function getUserDirectly(): Promise<Response> {
  return fetch(new URL('/api/auth/user', auth.url), { headers: signIdentity({ userId: user.id, subscriptionStatus: 'none' }, internalSecret) });
}

async function statusOf(request: Promise<Response>): Promise<number> {
  const response = await request;
  await response.body?.cancel();
  return response.status;
}

describe.each<[CutMode, string]>([
  ['refuse', 'refuses connections'],
  ['blackhole', 'accepts connections and never answers'],
])('while PostgreSQL %s (%s)', (mode) => {
  it('answers 503 with a clear message, reports not ready, stays alive, and recovers by itself', { timeout: 60_000 }, async () => {
    expect(await statusOf(getUserDirectly())).toBe(200);
    await proxy.cut(mode);
    let restored = false;
    try {
      // Readiness first: its own short timeout answers even while connections hang. By then the
      // pool has dropped the connections the cut broke, so the next request needs a new one.
      const ready = await fetch(new URL('/readyz', auth.url));
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not ready', checks: { database: false, bus: true, objects: true } });
      expect(await statusOf(fetch(new URL('/healthz', auth.url)))).toBe(200);

      // Straight to the service: a request that needs the database gets an answer, not a hang or a 500.
      const cutAt = performance.now();
      const direct = await getUserDirectly();
      const failedAfterMs = performance.now() - cutAt;
      expect(direct.status).toBe(503);
      expect(direct.headers.get('retry-after')).toBe('5');
      const body = (await direct.json()) as Record<string, unknown>;
      expect(body.message).toBe(databaseUnavailable);
      // A 5xx carries only the message and an id to quote (the cause is in auth's log under it).
      expect(Object.keys(body).sort()).toEqual(['errorId', 'message']);

      // Through the gateway: the signed-in user is not shown as signed out (a 401 would do that).
      const whoAmI = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
      expect(whoAmI.statusCode).toBe(503);
      expect(whoAmI.json()).toMatchObject({ message: messages.signInUnavailable });

      // A public route that needs the database: auth's own 503 reaches the browser as it is.
      const signIn = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.headers['retry-after']).toBe('5');
      expect(signIn.json()).toMatchObject({ message: databaseUnavailable });

      const health = await gateway.inject({ method: 'GET', url: '/api/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ services: { auth: 'not ready', billing: 'ready' }, notReady: ['auth'] });

      // No restart: the same process, pool and gateway serve again once the database is back.
      await proxy.restore();
      restored = true;
      const restoredAt = performance.now();
      await expect.poll(() => statusOf(getUserDirectly()), { timeout: 20_000, interval: 100 }).toBe(200);
      const recoveredAfterMs = performance.now() - restoredAt;
      timings.push(`${mode}: 503 after ${Math.round(failedAfterMs)} ms, recovered ${Math.round(recoveredAfterMs)} ms after restore`);

      await expect.poll(() => statusOf(fetch(new URL('/readyz', auth.url))), { timeout: 20_000 }).toBe(200);
      const whoAmIAgain = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
      expect(whoAmIAgain.statusCode).toBe(200);
      expect(whoAmIAgain.json()).toMatchObject({ id: user.id, email: user.email });
      const signInAgain = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      expect(signInAgain.statusCode).toBe(200);
      await expect.poll(async () => (await gateway.inject({ method: 'GET', url: '/api/healthz' })).statusCode, { timeout: 20_000 }).toBe(200);
    } finally {
      if (!restored) await proxy.restore();
    }
  });
});

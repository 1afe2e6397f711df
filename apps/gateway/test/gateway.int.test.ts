import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName, uploadLimits } from '@sitespark/contracts';
import { createLogger, signClientAddress, verifyClientAddress, type ServiceApp } from '@sitespark/service-kit';
import { buildGateway, gatewayConfig } from '../src/index.ts';
import { notBuiltMessage } from '../src/web-app.ts';
import {
  internalSecret,
  startFakeAuth,
  startFakeBilling,
  startFakeContent,
  startFakeMedia,
  startFakeRender,
  unusedUrl,
  type FakeAuth,
  type FakeRender,
  type FakeUpstream,
} from './support/fake-upstreams.ts';

const publicOrigin = 'http://localhost:3000';
const cacheTtlMs = 400;

let auth: FakeAuth;
let billing: FakeUpstream;
let content: FakeUpstream;
let media: FakeUpstream;
let render: FakeRender;
let distDir: string;
const gateways: ServiceApp[] = [];

let tokenCounter = 0;
/** A token no other test has used, so cache counts are this test's own. */
function freshToken(status: 'active' | 'incomplete'): string {
  tokenCounter += 1;
  return `${status}-${tokenCounter}-${randomBytes(4).toString('hex')}`;
}

function cookie(token: string): string {
  return `${sessionCookieName}=${token}`;
}

async function gateway(overrides: Record<string, string> = {}, logger = createLogger('gateway-test', { level: 'silent' })): Promise<ServiceApp> {
  const config = gatewayConfig.parse({
    INTERNAL_SECRET: internalSecret,
    AUTH_URL: auth.url,
    BILLING_URL: billing.url,
    CONTENT_URL: content.url,
    MEDIA_URL: media.url,
    RENDER_URL: render.url,
    WEB_DIST_DIR: distDir,
    SESSION_CACHE_TTL_MS: String(cacheTtlMs),
    RATE_LIMIT_MAX: '10000',
    PUBLIC_ORIGIN: publicOrigin,
    ...overrides,
  });
  const app = await buildGateway({ config, logger });
  gateways.push(app);
  return app;
}

interface Echo {
  identity: { userId: string; subscriptionStatus: string } | null;
  headers: Record<string, string | undefined>;
}

beforeAll(async () => {
  [auth, billing, content, media, render] = await Promise.all([
    startFakeAuth(),
    startFakeBilling(),
    startFakeContent(),
    startFakeMedia(),
    startFakeRender(),
  ]);
  distDir = await mkdtemp(join(tmpdir(), 'gateway-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root">SiteSpark SPA</div>');
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  await Promise.all([auth, billing, content, media, render].map((upstream) => upstream?.close()));
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

describe('identity', () => {
  it('drops identity headers a client forges, so an anonymous caller reaches a service as anonymous', async () => {
    const app = await gateway();
    const forged = {
      'x-user-id': 'admin',
      'x-subscription-status': 'active',
      'x-user-timestamp': String(Date.now()),
      'x-user-signature': 'forged',
      'x-internal-signature': 'forged',
    };
    const publicRoute = await app.inject({ method: 'GET', url: '/api/billing/config', headers: forged });
    expect(publicRoute.statusCode).toBe(200);
    const echo = publicRoute.json<Echo>();
    expect(echo.identity).toBeNull();
    for (const name of Object.keys(forged)) expect(echo.headers[name], name).toBeUndefined();

    // Forged identity on a protected route is refused by the gateway itself.
    const protectedRoute = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: forged });
    expect(protectedRoute.statusCode).toBe(401);
  });

  it('lets the service see the real user, not the forged one, when a valid session comes with forged headers', async () => {
    const app = await gateway();
    const token = freshToken('active');
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookie(token), 'x-user-id': 'admin', 'x-subscription-status': 'active', 'x-internal-anything': '1' },
    });
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.identity).toEqual({ userId: `user-${token}`, subscriptionStatus: 'active' });
    expect(echo.headers['x-user-id']).toBe(`user-${token}`);
    expect(echo.headers['x-internal-anything']).toBeUndefined();
  });

  it('signs the identity of an active subscriber so the service accepts it', async () => {
    const app = await gateway();
    const token = freshToken('active');
    const response = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.identity).toEqual({ userId: `user-${token}`, subscriptionStatus: 'active' });
    expect(echo.headers['x-user-signature']).toMatch(/^[\w-]{20,}$/);
  });

  it('gives the session cookie to auth only; other services know the user from the signed identity', async () => {
    const app = await gateway();
    const token = freshToken('active');
    const toAuth = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookie(token) } });
    expect(toAuth.json<Echo>().headers.cookie).toBe(cookie(token));
    const toContent = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    expect(toContent.statusCode).toBe(200);
    expect(toContent.json<Echo>().headers.cookie).toBeUndefined();
  });

  it('replaces forwarding headers with what the gateway saw', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'GET',
      url: '/api/billing/config',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(response.json<Echo>().headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('signs the client address it saw, so auth can key its limits on it, and replaces one the client sent', async () => {
    const app = await gateway();
    const forged = signClientAddress('198.51.100.1', 'not-the-internal-secret-0123456789');
    const response = await app.inject({ method: 'GET', url: '/api/billing/config', remoteAddress: '203.0.113.7', headers: forged });
    const headers = response.json<Echo>().headers;
    expect(headers['x-client-address']).toBe('203.0.113.7');
    expect(verifyClientAddress(headers, internalSecret)).toBe('203.0.113.7');
  });
});

describe('access levels', () => {
  it('answers 401 on a subscriber route without a session and never calls the service', async () => {
    const app = await gateway();
    const before = content.calls.get('GET /api/saved-snippets') ?? 0;
    const response = await app.inject({ method: 'GET', url: '/api/saved-snippets' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized: please sign in' });
    expect(content.calls.get('GET /api/saved-snippets') ?? 0).toBe(before);
  });

  it('answers 403 on a subscriber route for a user without an active subscription and never calls the service', async () => {
    const app = await gateway();
    const before = content.calls.get('GET /api/saved-snippets') ?? 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/saved-snippets',
      headers: { cookie: cookie(freshToken('incomplete')) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'An active subscription is required. Please subscribe to continue.' });
    expect(content.calls.get('GET /api/saved-snippets') ?? 0).toBe(before);
  });

  it('answers 401 on a session route without a session, and lets an incomplete user through', async () => {
    const app = await gateway();
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/stats' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Unauthorized: please sign in' });

    const token = freshToken('incomplete');
    const signedIn = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: cookie(token) } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<Echo>().identity).toEqual({ userId: `user-${token}`, subscriptionStatus: 'incomplete' });
  });

  it('treats an unknown session token as signed out', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: cookie('no-such-token') } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 503 on protected routes when auth is unreachable, and serves public routes anonymously', async () => {
    const app = await gateway({ AUTH_URL: await unusedUrl() });
    const token = freshToken('active');
    const protectedRoute = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    expect(protectedRoute.statusCode).toBe(503);
    expect(protectedRoute.json()).toMatchObject({ message: 'Sign-in service is unavailable. Please try again shortly.' });

    const publicRoute = await app.inject({ method: 'GET', url: '/api/billing/config', headers: { cookie: cookie(token) } });
    expect(publicRoute.statusCode).toBe(200);
    expect(publicRoute.json<Echo>().identity).toBeNull();
  });

  it('answers 503 when auth refuses the internal call (e.g. a mismatched secret)', async () => {
    const app = await gateway();
    auth.failResolutionWith = 401;
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { cookie: cookie(freshToken('active')) },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      auth.failResolutionWith = undefined;
    }
  });
});

describe('session cache', () => {
  it('asks auth once per token within the TTL and again after it', async () => {
    const app = await gateway();
    const token = freshToken('active');
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
      expect(response.statusCode).toBe(200);
    }
    expect(auth.resolutions.get(token)).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, cacheTtlMs + 100));
    const later = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    expect(later.statusCode).toBe(200);
    expect(auth.resolutions.get(token)).toBe(2);
  });

  it('forgets a session once the user signed out, without waiting for the TTL', async () => {
    const app = await gateway({ SESSION_CACHE_TTL_MS: '10000' });
    const token = freshToken('active');
    await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    const logout = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: cookie(token) } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(auth.resolutions.get(token)).toBe(1);
    await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    expect(auth.resolutions.get(token)).toBe(2);
  });

  it('shares one look-up between concurrent requests with the same token', async () => {
    const app = await gateway();
    const token = freshToken('active');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(auth.resolutions.get(token)).toBe(1);
  });

  it('asks auth again before refusing a cached non-active user, so a fresh payment is honoured at once', async () => {
    const app = await gateway();
    const token = freshToken('incomplete');
    await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: cookie(token) } });
    expect(auth.resolutions.get(token)).toBe(1);
    const refused = await app.inject({ method: 'GET', url: '/api/saved-snippets', headers: { cookie: cookie(token) } });
    expect(refused.statusCode).toBe(403);
    expect(auth.resolutions.get(token)).toBe(2);
  });
});

describe('internal endpoints', () => {
  it('never exposes auth’s session resolution endpoint', async () => {
    const app = await gateway();
    const before = auth.calls.get('POST /internal/sessions/resolve') ?? 0;
    const post = await app.inject({
      method: 'POST',
      url: '/internal/sessions/resolve',
      headers: { origin: publicOrigin },
      payload: { token: 'active-1' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
    expect(post.json()).toMatchObject({ message: 'Not found: POST /internal/sessions/resolve' });

    const get = await app.inject({ method: 'GET', url: '/internal/sessions/resolve', headers: { accept: 'text/html' } });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/application\/json/);
    expect(auth.calls.get('POST /internal/sessions/resolve') ?? 0).toBe(before);
  });
});

describe('request ids', () => {
  it('carries the client’s request id to the service and back', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'GET',
      url: '/api/billing/config',
      headers: { 'x-request-id': 'req-test-42' },
    });
    expect(response.headers['x-request-id']).toBe('req-test-42');
    expect(response.json<Echo>().headers['x-request-id']).toBe('req-test-42');
  });

  it('gives a request without an id one, and the service sees the same id', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/api/billing/config' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json<Echo>().headers['x-request-id']).toBe(id);
  });
});

describe('cross-site requests', () => {
  const subscribe = (headers: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/get-or-create-subscription',
    headers: { cookie: cookie(freshToken('incomplete')), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ plan: 'monthly' }),
  });

  it('refuses a POST whose Origin is another site', async () => {
    const app = await gateway();
    const response = await app.inject(subscribe({ origin: 'https://evil.example' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Cross-site request refused' });
  });

  it('refuses a POST whose Referer is another site when no Origin is sent', async () => {
    const app = await gateway();
    const response = await app.inject(subscribe({ referer: 'https://evil.example/page' }));
    expect(response.statusCode).toBe(403);
  });

  it('passes a POST from the public origin, from the request’s own host, and without any origin', async () => {
    const app = await gateway();
    const cases: Array<Record<string, string>> = [{ origin: publicOrigin }, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' }, {}];
    for (const headers of cases) {
      const response = await app.inject(subscribe(headers));
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('exempts the payment webhook, and delivers its body byte for byte', async () => {
    const app = await gateway();
    const payload = '{"id":"evt_1",  "type":"invoice.paid" ,"data":{}}\n';
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { origin: 'https://stripe.example', 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sha256: createHash('sha256').update(payload).digest('hex') });
  });
});

describe('uploads', () => {
  function multipart(file: Buffer): { body: Buffer; contentType: string } {
    const boundary = '----sitespark-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nHero section\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="hero.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  it('delivers a multipart body byte-identical to the service', async () => {
    const app = await gateway();
    const file = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), randomBytes(300 * 1024), Buffer.from('\r\n--\r\n')]);
    const { body, contentType } = multipart(file);
    const response = await app.inject({
      method: 'POST',
      url: '/api/saved-snippets',
      headers: { cookie: cookie(freshToken('active')), 'content-type': contentType, origin: publicOrigin },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
      contentType,
    });
  });

  it('refuses an upload over the route’s limit with 413 before the service sees it', async () => {
    const app = await gateway();
    const before = content.calls.get('POST /api/saved-snippets') ?? 0;
    const { body, contentType } = multipart(Buffer.alloc(uploadLimits.imageBytes + 128 * 1024, 1));
    const response = await app.inject({
      method: 'POST',
      url: '/api/saved-snippets',
      headers: { cookie: cookie(freshToken('active')), 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/too large/);
    expect(content.calls.get('POST /api/saved-snippets') ?? 0).toBe(before);
  });
});

describe('a client that hangs up', () => {
  it('is logged at info, not as a failed request', async () => {
    const logged: Array<{ level: number; text: string }> = [];
    const recorder = createLogger('gateway-test', {
      level: 'info',
      hooks: {
        logMethod(args, _write, level) {
          logged.push({ level, text: args.filter((arg) => typeof arg === 'string').join(' ') });
        },
      },
    });
    const app = await gateway({}, recorder);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = content.calls.get('POST /api/saved-snippets') ?? 0;
    const form = new FormData();
    form.append('description', 'A snippet the client stops waiting for');
    const hangUp = new AbortController();
    const abandoned = fetch(`${address}/api/saved-snippets?delayMs=1000`, {
      method: 'POST',
      headers: { cookie: cookie(freshToken('active')), origin: publicOrigin },
      body: form,
      signal: hangUp.signal,
    });
    // Hang up once the service is working on it, before it answers.
    await expect.poll(() => content.calls.get('POST /api/saved-snippets') ?? 0).toBe(before + 1);
    hangUp.abort();
    await expect(abandoned).rejects.toThrow();
    await expect.poll(() => logged.some((line) => line.text.includes('client closed the connection')), { timeout: 5_000 }).toBe(true);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('streaming', () => {
  it('passes server-sent events through as they are written', async () => {
    const app = await gateway();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/render/jobs/job-1/events`, {
      headers: { cookie: cookie(freshToken('active')) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();

    let received = '';
    const deadline = Date.now() + 5000;
    while (!received.includes('\n\n')) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('first event not delivered before the stream ended')), deadline - Date.now()),
        ),
      ]);
      if (chunk.done) break;
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(received).toContain('event: progress');
    expect(received).toContain('"percent":10');
    expect(render.secondEventWritten()).toBe(false);

    render.releaseSecondEvent();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(received).toContain('event: finished');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once a client exceeds RATE_LIMIT_MAX per minute', async () => {
    const app = await gateway({ RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/billing/config' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);

    const page = await app.inject({ method: 'GET', url: '/video-studio', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends helmet’s headers with a CSP fit for the SPA', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('web app', () => {
  it('serves index.html for app routes, revalidated on every load', async () => {
    const app = await gateway();
    for (const url of ['/', '/some/page', '/video-studio?tab=1']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('SiteSpark SPA');
    }
  });

  it('asks search engines not to index a shared kit page, as its JSON does (issue 29, F10)', async () => {
    const app = await gateway();
    const shared = await app.inject({ method: 'GET', url: `/shared/${'a'.repeat(43)}`, headers: { accept: 'text/html' } });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('SiteSpark SPA');
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    const other = await app.inject({ method: 'GET', url: '/video-studio', headers: { accept: 'text/html' } });
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  it('writes the noindex into the shared page itself, for crawlers that read the HTML and not its headers (issue 29, F10)', async () => {
    const app = await gateway();
    const shared = await app.inject({ method: 'GET', url: `/shared/${'b'.repeat(43)}`, headers: { accept: 'text/html' } });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toMatch(/^text\/html/);
    expect(shared.headers['cache-control']).toBe('no-cache');
    expect(shared.body).toMatch(/^<!doctype html><meta name="robots" content="noindex" \/>/);
    expect(shared.body).toContain('SiteSpark SPA');
    for (const url of ['/', '/video-studio', '/kits']) {
      const other = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(other.body, url).not.toContain('robots');
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const app = await gateway();
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the build\'s precompressed copy of a file to a browser that accepts it, the file itself to any other client (issue 29, item 13)', async () => {
    const app = await gateway();
    const code = `export const kit = ${JSON.stringify('shared kit tabs '.repeat(200))};`;
    await writeFile(join(distDir, 'assets', 'ResultsView-def456.js'), code);
    await writeFile(join(distDir, 'assets', 'ResultsView-def456.js.br'), brotliCompressSync(code));
    await writeFile(join(distDir, 'assets', 'ResultsView-def456.js.gz'), gzipSync(code));
    const url = '/assets/ResultsView-def456.js';

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(code.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(code);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(code);

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await app.inject({ method: 'GET', url, headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(code);
    }
    // A file the build left uncompressed is served as it is, whatever the browser accepts.
    const small = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("app")');
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Not found: GET /api/nope' });
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/saved-snippets', headers: { origin: publicOrigin } });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('does not hand out files outside the build folder', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/assets/..%2F..%2Fpackage.json' });
    expect(response.statusCode).toBe(404);
  });

  it('explains how to build the web app when the build is missing', async () => {
    const app = await gateway({ WEB_DIST_DIR: join(distDir, 'not-built') });
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toBe(notBuiltMessage);
    expect(response.body).toContain('npm run build --workspace @sitespark/web');
  });
});

describe('encoded separators in a proxied path', () => {
  it('answers %2f, %5c and dot segments with a 400 in the product’s error shape, not the proxy library’s text (issue 29, F10)', async () => {
    const app = await gateway();
    for (const url of ['/api/kits/a%2f..%2fb', '/api/kits/..%2F..%2Fx', '/api/kits/%2e%2e%2fx', '/api/kits/a%2fb', '/api/kits/a%5cb/plans', '/api/shared/abc%2F']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: cookie(freshToken('active')) } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      const body = response.json<{ message: string; code: string }>();
      expect(body, url).toEqual({
        message: 'The address is not valid: it holds an encoded slash, backslash or dot segment, which no route accepts.',
        code: 'BAD_REQUEST',
      });
      expect(response.body, url).not.toContain('source/request');
    }
    // Other encoded characters still reach the service.
    const spaced = await app.inject({ method: 'GET', url: '/api/saved-snippets?q=a%2fb', headers: { cookie: cookie(freshToken('active')) } });
    expect(spaced.statusCode).toBe(200);
  });
});

describe('health', () => {
  it('is ready when every service is ready', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      services: { auth: 'ready', billing: 'ready', content: 'ready', media: 'ready', render: 'ready' },
    });
  });

  it('answers 503 naming the service that is down', async () => {
    const app = await gateway({ MEDIA_URL: await unusedUrl() });
    const response = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not ready',
      services: { auth: 'ready', media: 'unreachable' },
      notReady: ['media'],
    });
  });
});

describe('upstream failures', () => {
  it('answers 503 with an error id when a route’s owner is down', async () => {
    const app = await gateway({ MEDIA_URL: await unusedUrl() });
    const response = await app.inject({ method: 'GET', url: '/api/music', headers: { cookie: cookie(freshToken('active')) } });
    expect(response.statusCode).toBe(503);
    const body = response.json<{ message: string; errorId: string }>();
    expect(body.message).toBe('The media service is unavailable. Please try again shortly.');
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

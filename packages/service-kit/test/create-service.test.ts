import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { defineRoute } from '@sitespark/contracts';
import { AppError } from '../src/errors.ts';
import { bindRoute } from '../src/http/bind-route.ts';
import { createService, type ServiceApp } from '../src/http/create-service.ts';
import { signIdentity } from '../src/identity.ts';
import { redactPaths } from '../src/logger.ts';

const secret = 'k'.repeat(40);
let app: ServiceApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: pino({ level: 'info', redact: { paths: redactPaths, censor: '[redacted]' } }, stream), lines };
}

const echo = defineRoute({
  id: 'test.echo',
  method: 'POST',
  path: '/api/test/echo',
  owner: 'content',
  access: 'subscriber',
  kind: 'json',
  inSpec: false,
  summary: 'echo',
  request: { body: z.object({ url: z.url('Please enter a valid URL'), count: z.number().int() }) },
  response: z.object({ userId: z.string(), count: z.number() }),
});

async function build(ready = true) {
  const { logger, lines } = capturingLogger();
  app = await createService({ name: 'test', logger, internalSecret: secret, readiness: [{ name: 'database', check: async () => ready }] });
  bindRoute(app, echo, async ({ body, identity }) => ({ userId: identity.userId, count: body.count }));
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/log-headers', async (request) => {
    request.log.info({ headers: request.headers }, 'headers seen');
    return { ok: true };
  });
  app.get('/teapot', async () => {
    throw new AppError('CONFLICT', 'Already there.', { details: { retryAfterSeconds: 7 } });
  });
  await app.ready();
  return { app, lines };
}

const active = () => signIdentity({ userId: 'u1', subscriptionStatus: 'active' }, secret);

describe('createService', () => {
  it('answers a contract route for a signed subscriber', async () => {
    const { app } = await build();
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', headers: active(), payload: { url: 'https://example.com', count: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 'u1', count: 2 });
  });

  it('enforces the route access level itself: 401 anonymous or forged, 403 without an active subscription', async () => {
    const { app } = await build();
    const payload = { url: 'https://example.com', count: 1 };
    expect((await app.inject({ method: 'POST', url: '/api/test/echo', payload })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'x-user-id': 'u1', 'x-subscription-status': 'active' }, payload })).statusCode).toBe(401);
    const inactive = signIdentity({ userId: 'u1', subscriptionStatus: 'incomplete' }, secret);
    const refused = await app.inject({ method: 'POST', url: '/api/test/echo', headers: inactive, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/active subscription/);
  });

  it('answers invalid input with 400 and the schema message', async () => {
    const { app } = await build();
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', headers: active(), payload: { url: 'not a url', count: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a valid URL', code: 'VALIDATION' });
    const wrongType = await app.inject({ method: 'POST', url: '/api/test/echo', headers: active(), payload: { url: 'https://example.com', count: 'two' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^count: /);
  });

  it('maps AppError codes to their status with the user message and details', async () => {
    const { app } = await build();
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toMatchObject({ message: 'Already there.', code: 'CONFLICT' });
  });

  it('answers a 5xx with only a message and an error id, and logs the cause under that id', async () => {
    const { app, lines } = await build();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errorId', 'message']);
    expect(response.body).not.toContain('hunter2');
    expect(lines.some((line) => line.includes(body.errorId) && line.includes('hunter2'))).toBe(true);
  });

  it('redacts cookies and authorization in request logs', async () => {
    const { app, lines } = await build();
    await app.inject({ method: 'GET', url: '/log-headers', headers: { cookie: 'sitespark_session=secret-token', authorization: 'Bearer secret-token' } });
    const logged = lines.find((line) => line.includes('headers seen'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!).headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(lines.join('\n')).not.toContain('secret-token');
  });

  it('keeps a well-formed request id and echoes it, and replaces a malformed one', async () => {
    const { app } = await build();
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-123' } });
    expect(kept.headers['x-request-id']).toBe('req-123');
    const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports ready only when every readiness check passes', async () => {
    expect((await (await build(true)).app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await app?.close();
    const notReady = await (await build(false)).app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not ready', checks: { database: false } });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const { app } = await build();
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here', code: 'NOT_FOUND' });
  });
});

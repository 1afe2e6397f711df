import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSubscriptionChangedV1, resolveSessionRoute, sessionCookieName } from '@sitespark/contracts';
import { internalSignatureHeader, signClientAddress, signInternalCall } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, testInternalSecret, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { authService } from '../src/index.ts';
import type { AuthConfig } from '../src/config.ts';
import { UserRecord } from '../src/persistence/entities.ts';
import { gatewayOnlyMessage } from '../src/routes/client-address.ts';

let infra: TestInfra;
let auth: TestService<AuthConfig>;

beforeAll(async () => {
  infra = await createTestInfra('auth');
  auth = await buildTestService(authService, infra, { AUTH_ATTEMPTS_PER_WINDOW: '10' });
});
afterAll(async () => {
  await auth?.close();
  await infra?.cleanup();
});

/** The client address as the gateway forwards it: signed with the internal secret. */
function from(address: string): Record<string, string> {
  return signClientAddress(address, testInternalSecret);
}

let ipCounter = 1;
/** Each test signs in from its own address so the per-IP limit only bites where a test wants it to. */
function freshIp() {
  ipCounter += 1;
  return from(`198.51.100.${ipCounter}`);
}

async function register(email: string, password = 'secret-pass', headers = freshIp()) {
  return auth.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { firstName: 'Ada', lastName: 'Lovelace', email, password } });
}

function sessionToken(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === sessionCookieName);
  if (!cookie) throw new Error('no session cookie set');
  return cookie.value;
}

async function resolve(token: string) {
  const body = JSON.stringify({ token });
  const response = await auth.app.inject({
    method: 'POST',
    url: resolveSessionRoute.path,
    headers: { 'content-type': 'application/json', [internalSignatureHeader]: signInternalCall(body, testInternalSecret) },
    payload: body,
  });
  return response.json() as { user: { id: string; subscriptionStatus: string } | null };
}

describe('registration', () => {
  it('creates the account, signs the user in with a HttpOnly SameSite=Lax cookie and stores an argon2id hash', async () => {
    const response = await register('ada@example.com');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', subscriptionStatus: 'none' });
    const cookie = response.cookies.find((c) => c.name === sessionCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Buffer.from(cookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);

    const stored = await auth.dataSource.getRepository(UserRecord).findOneByOrFail({ email: 'ada@example.com' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, time] = /m=(\d+),t=(\d+)/.exec(stored.passwordHash!)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
    expect(stored.passwordHash).not.toContain('secret-pass');
  });

  it('refuses a second account for the same email in any letter case', async () => {
    await register('grace@example.com');
    const again = await register('GRACE@Example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('applies the form rules on the server too', async () => {
    const short = await register('short@example.com', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters.');
    const badEmail = await register('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    const noName = await auth.app.inject({ method: 'POST', url: '/api/auth/register', headers: freshIp(), payload: { email: 'x@example.com', password: 'secret-pass' } });
    expect(noName.statusCode).toBe(400);
    expect(await auth.dataSource.getRepository(UserRecord).countBy({ email: 'x@example.com' })).toBe(0);
  });
});

describe('names as they are kept (issue 29)', () => {
  it('stores a name without NUL, lone surrogates, line breaks or bidirectional overrides, and refuses one of nothing else', async () => {
    const payload = (firstName: string, email: string) => ({ firstName, lastName: 'Love\r\nlace\u0007\uDC00', email, password: 'secret-pass' });
    const kept = await auth.app.inject({ method: 'POST', url: '/api/auth/register', headers: freshIp(), payload: payload('A\u0000da\u202E \uD800', 'controls@example.com') });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ firstName: 'Ada', lastName: 'Love lace' });
    const empty = await auth.app.inject({ method: 'POST', url: '/api/auth/register', headers: freshIp(), payload: payload('\u0000\uD800\u202E', 'nothing@example.com') });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'First name is required.']);
    expect(await auth.dataSource.getRepository(UserRecord).countBy({ email: 'nothing@example.com' })).toBe(0);
  });
});

describe('sign-in and sessions', () => {
  it('gives the same message for a wrong password and an unknown email', async () => {
    await register('linus@example.com');
    const wrong = await auth.app.inject({ method: 'POST', url: '/api/auth/login', headers: freshIp(), payload: { email: 'linus@example.com', password: 'wrong-pass' } });
    const unknown = await auth.app.inject({ method: 'POST', url: '/api/auth/login', headers: freshIp(), payload: { email: 'nobody@example.com', password: 'wrong-pass' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('issues a new token on every sign-in, ignoring a token the browser already had (no fixation)', async () => {
    await register('margaret@example.com');
    const planted = 'attacker-chosen-token-value-123456';
    const login = await auth.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...freshIp(), cookie: `${sessionCookieName}=${planted}` },
      payload: { email: 'margaret@example.com', password: 'secret-pass' },
    });
    expect(login.statusCode).toBe(200);
    const token = sessionToken(login);
    expect(token).not.toBe(planted);
    expect((await resolve(planted)).user).toBeNull();
    const second = await auth.app.inject({ method: 'POST', url: '/api/auth/login', headers: freshIp(), payload: { email: 'margaret@example.com', password: 'secret-pass' } });
    expect(sessionToken(second)).not.toBe(token);
    expect((await resolve(token)).user?.id).toBeDefined();
  });

  it('revokes the session on sign-out and redirects to /', async () => {
    const token = sessionToken(await register('barbara@example.com'));
    expect((await resolve(token)).user).not.toBeNull();
    const logout = await auth.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: `${sessionCookieName}=${token}` } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await resolve(token)).user).toBeNull();
  });

  it('answers the session lookup only to callers holding the internal secret', async () => {
    const token = sessionToken(await register('katherine@example.com'));
    const forged = await auth.app.inject({
      method: 'POST',
      url: resolveSessionRoute.path,
      headers: { [internalSignatureHeader]: 'forged' },
      payload: { token },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After on the 11th rapid sign-in from one address', async () => {
    await register('hedy@example.com');
    const ip = from('203.0.113.77');
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await auth.app.inject({ method: 'POST', url: '/api/auth/login', headers: ip, payload: { email: `guess${attempt}@example.com`, password: 'nope-nope' } });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per email across addresses too', async () => {
    await register('radia@example.com');
    let status = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await auth.app.inject({ method: 'POST', url: '/api/auth/login', headers: freshIp(), payload: { email: 'radia@example.com', password: 'wrong-pass' } });
      status = response.statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('the client address that limits key on', () => {
  const login = (headers: Record<string, string>, email = 'someone@example.com') =>
    auth.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password: 'nope-nope' } });
  const registration = (headers: Record<string, string>, email: string) =>
    auth.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { firstName: 'Eve', email, password: 'secret-pass' } });

  it('refuses sign-in and registration on auth\'s own port without the gateway\'s signature', async () => {
    const signed = from('203.0.113.90');
    const attempts = {
      none: {},
      'X-Forwarded-For only': { 'x-forwarded-for': '203.0.113.90' },
      'a forged signature': { ...signed, 'x-client-signature': 'A'.repeat(43) },
      'another address under the signature': { ...signed, 'x-client-address': '203.0.113.91' },
      'a stale signature': signClientAddress('203.0.113.90', testInternalSecret, Date.now() - 10 * 60_000),
      'another secret': signClientAddress('203.0.113.90', 'not-the-internal-secret-0123456789'),
    };
    for (const [name, headers] of Object.entries(attempts)) {
      for (const response of [await login(headers), await registration(headers, `direct-${ipCounter++}@example.com`)]) {
        expect(response.statusCode, name).toBe(403);
        expect(response.json().message, name).toBe(gatewayOnlyMessage);
      }
    }
    expect(await auth.dataSource.getRepository(UserRecord).createQueryBuilder('user').where("user.email LIKE 'direct-%'").getCount()).toBe(0);
  });

  it('keys the sign-in limit on the signed address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await login({ ...from('203.0.113.78'), 'x-forwarded-for': `192.0.2.${attempt + 1}` }, `spoof${attempt}@example.com`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits registration per client address like sign-in, and keeps the existing-account message', async () => {
    await register('known@example.com');
    const statuses: number[] = [];
    const messages: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // A prober checking which emails have accounts, rotating X-Forwarded-For to dodge the limit.
      const email = attempt % 2 === 0 ? 'known@example.com' : `probe${attempt}@example.com`;
      const response = await registration({ ...from('203.0.113.79'), 'x-forwarded-for': `192.0.2.${attempt + 1}` }, email);
      statuses.push(response.statusCode);
      messages.push(response.json().message);
    }
    expect(statuses.slice(0, 10)).toEqual([409, 201, 409, 201, 409, 201, 409, 201, 409, 201]);
    expect(messages[0]).toBe('An account with this email already exists. Please sign in instead.');
    expect(statuses[10]).toBe(429);
    expect(messages[10]).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);
  });
});

describe('current user', () => {
  it('returns the user named by the signed identity and 401 without one', async () => {
    const created = (await register('annie@example.com')).json() as { id: string };
    const me = await auth.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth.as(created.id, 'none') });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: created.id, email: 'annie@example.com' });
    const anonymous = await auth.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await auth.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-user-id': created.id, 'x-subscription-status': 'active' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('tours seen (issue 29, item 12)', () => {
  it('are kept on the account, each once, and answered with the user; 401 without one', async () => {
    const created = (await register('tour-taker@example.com')).json() as { id: string; toursSeen: string[] };
    expect(created.toursSeen).toEqual([]);
    const mark = (tour: string, headers: Record<string, string> = auth.as(created.id, 'none')) =>
      auth.app.inject({ method: 'POST', url: '/api/auth/user/tours-seen', headers, payload: { tour } });
    const first = await mark('walkthrough');
    expect([first.statusCode, first.json().toursSeen]).toEqual([200, ['walkthrough']]);
    await Promise.all([mark('elementTour'), mark('elementTour'), mark('walkthrough')]);
    const me = await auth.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth.as(created.id, 'none') });
    expect(me.json().toursSeen).toEqual(['walkthrough', 'elementTour']);
    expect((await mark('somethingElse')).statusCode).toBe(400);
    expect((await mark('walkthrough', {})).statusCode).toBe(401);
  });
});

describe('subscription projection', () => {
  it('applies billing events idempotently and ignores older versions', async () => {
    const created = (await register('frances@example.com')).json() as { id: string };
    const event = (status: 'active' | 'canceled' | 'incomplete', version: number) => ({
      userId: created.id,
      subscriptionId: 'sub_1',
      plan: 'monthly',
      status,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      version,
      occurredAt: new Date().toISOString(),
    });
    const statusOf = async () => (await auth.dataSource.getRepository(UserRecord).findOneByOrFail({ id: created.id })).subscriptionStatus;

    await auth.bus.publish(billingSubscriptionChangedV1.subject, event('active', 2), { msgId: `${created.id}-2` });
    await expect.poll(statusOf, { timeout: 10_000 }).toBe('active');
    await auth.bus.publish(billingSubscriptionChangedV1.subject, event('incomplete', 1), { msgId: `${created.id}-1` });
    await auth.bus.publish(billingSubscriptionChangedV1.subject, event('canceled', 3), { msgId: `${created.id}-3` });
    await expect.poll(statusOf, { timeout: 10_000 }).toBe('canceled');
    const stored = await auth.dataSource.getRepository(UserRecord).findOneByOrFail({ id: created.id });
    expect(stored.subscriptionVersion).toBe(3);
  });
});

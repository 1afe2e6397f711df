import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionRoute, sessionCookieName } from '@sitespark/contracts';
import { ConfigError, internalSignatureHeader, loadConfig, signClientAddress, signInternalCall } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, testInternalSecret, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { authConfig, type AuthConfig } from '../src/config.ts';
import { authService } from '../src/index.ts';
import { UserRecord } from '../src/persistence/entities.ts';
import { externalLoginFailedPath, pendingLoginCookieName } from '../src/routes/external-login.ts';

const clientId = 'sitespark-test';
const clientSecret = 'test-client-secret-0123456789';

type TestAccount = Omit<AccountClaims, 'sub'>;

/** The provider's users, by subject; the interaction signs in whichever `nextAccount` names. */
const accounts = new Map<string, TestAccount>([
  ['subject-ada', { email: 'Ada.External@Example.com', email_verified: true, given_name: 'Ada', family_name: 'Byron', picture: 'https://img.example.com/ada.png' }],
  ['subject-plain', { email: 'plain.person@example.com', email_verified: true }],
  ['subject-linker', { email: 'linker@example.com', email_verified: true, given_name: 'Lin' }],
  ['subject-unverified', { email: 'claimed@example.com', email_verified: false, given_name: 'Mallory' }],
]);
let nextAccount = 'subject-ada';

let infra: TestInfra;
let providerServer: Server;
let issuer: string;
let auth: TestService<AuthConfig>;
let authOrigin: string;
let plain: TestService<AuthConfig>;
let unreachable: TestService<AuthConfig>;

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A port nothing listens on right now (the service is then started on it, so PUBLIC_ORIGIN is known first). */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  const port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)));
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A real OpenID provider whose interaction signs `nextAccount` in and consents without a page. */
async function startProvider(redirectUri: string): Promise<void> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  providerServer = createServer((req, res) => handle(req, res));
  issuer = `http://127.0.0.1:${await listen(providerServer)}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });
  const callback = provider.callback();
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(req, res, { login: { accountId: nextAccount } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  };
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    } else {
      callback(req, res);
    }
  };
}

/** A browser's part in the redirect dance: cookies per origin, redirects followed by hand. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(origin)?.get(name);
  }

  setCookie(origin: string, name: string, value: string): void {
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.jars.set(origin, jar);
  }

  async get(url: URL): Promise<Response> {
    const jar = this.jars.get(url.origin);
    const cookie = jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(value).getTime() <= Date.now();
        return false;
      });
      if (expired) this.jars.get(url.origin)?.delete(name);
      else this.setCookie(url.origin, name, pair.slice(separator + 1));
    }
    return response;
  }

  /**
   * Follows redirects from `start` until the browser is sent to a SiteSpark page (not /api),
   * returning that page's path. `intercept` may rewrite any hop (to play an attacker).
   */
  async signIn(start: URL, intercept: (next: URL, browser: Browser) => URL = (next) => next): Promise<string> {
    let url = start;
    for (let hop = 0; hop < 15; hop++) {
      const response = await this.get(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location) {
        throw new Error(`${url.href} answered ${response.status}: ${await response.text()}`);
      }
      const next = intercept(new URL(location, url), this);
      if (next.origin === authOrigin && !next.pathname.startsWith('/api/')) return `${next.pathname}${next.search}`;
      url = next;
    }
    throw new Error('too many redirects');
  }
}

async function resolve(service: TestService<AuthConfig>, token: string) {
  const body = JSON.stringify({ token });
  const response = await service.app.inject({
    method: 'POST',
    url: resolveSessionRoute.path,
    headers: { 'content-type': 'application/json', [internalSignatureHeader]: signInternalCall(body, testInternalSecret) },
    payload: body,
  });
  return (response.json() as { user: { id: string; email: string; firstName: string } | null }).user;
}

async function loginAs(subject: string, intercept?: Parameters<Browser['signIn']>[1]) {
  nextAccount = subject;
  const browser = new Browser();
  const landing = await browser.signIn(new URL('/api/login', authOrigin), intercept);
  return { landing, token: browser.cookie(authOrigin, sessionCookieName), browser };
}

const users = () => auth.dataSource.getRepository(UserRecord);

beforeAll(async () => {
  infra = await createTestInfra('auth-oidc');
  const authPort = await freePort();
  authOrigin = `http://127.0.0.1:${authPort}`;
  await startProvider(`${authOrigin}/api/login/callback`);
  auth = await buildTestService(authService, infra, {
    PUBLIC_ORIGIN: authOrigin,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_ALLOW_INSECURE_HTTP: 'true',
  });
  await auth.app.listen({ port: authPort, host: '127.0.0.1' });
  plain = await buildTestService(authService, infra, { DATABASE_SCHEMA: `${infra.schemaPrefix}auth_plain` });
  const closedPort = await freePort();
  unreachable = await buildTestService(authService, infra, {
    DATABASE_SCHEMA: `${infra.schemaPrefix}auth_unreachable`,
    OIDC_ISSUER: `http://127.0.0.1:${closedPort}`,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_PROVIDER_NAME: 'Example ID',
    OIDC_ALLOW_INSECURE_HTTP: 'true',
  });
});

afterAll(async () => {
  await auth?.close();
  await plain?.close();
  await unreachable?.close();
  if (providerServer) {
    providerServer.closeAllConnections();
    await new Promise((done) => providerServer.close(done));
  }
  await infra?.cleanup();
});

describe('external login with a configured OpenID provider', () => {
  it('tells the sign-in dialog which provider to offer', async () => {
    const response = await auth.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ external: { name: 'Replit' } });
  });

  it('starts an authorization code flow with PKCE (S256), state and nonce kept in a sealed 10-minute cookie', async () => {
    const first = await auth.app.inject({ method: 'GET', url: '/api/login' });
    expect(first.statusCode).toBe(302);
    const target = new URL(first.headers.location as string);
    expect(target.origin).toBe(issuer);
    const params = target.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(clientId);
    expect(params.get('redirect_uri')).toBe(`${authOrigin}/api/login/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(20);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(20);

    const cookie = first.cookies.find((c) => c.name === pendingLoginCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login', maxAge: 600 });
    expect(cookie!.value).not.toContain(params.get('state'));
    expect(Buffer.from(cookie!.value, 'base64url').toString('latin1')).not.toContain(params.get('nonce'));

    const second = await auth.app.inject({ method: 'GET', url: '/api/login' });
    const secondParams = new URL(second.headers.location as string).searchParams;
    expect(secondParams.get('state')).not.toBe(params.get('state'));
    expect(secondParams.get('nonce')).not.toBe(params.get('nonce'));
    expect(secondParams.get('code_challenge')).not.toBe(params.get('code_challenge'));
  });

  it('creates the account on the first round trip and signs it in with a session cookie', async () => {
    const { landing, token, browser } = await loginAs('subject-ada');
    expect(landing).toBe('/');
    expect(token).toBeDefined();
    expect(browser.cookie(authOrigin, pendingLoginCookieName)).toBeUndefined();

    const user = await resolve(auth, token!);
    expect(user).toMatchObject({ email: 'ada.external@example.com', firstName: 'Ada' });
    const stored = await users().findOneByOrFail({ oidcSubject: 'subject-ada' });
    expect(stored).toMatchObject({
      id: user!.id,
      email: 'ada.external@example.com',
      firstName: 'Ada',
      lastName: 'Byron',
      profileImageUrl: 'https://img.example.com/ada.png',
      passwordHash: null,
      subscriptionStatus: 'none',
    });
  });

  it('finds the same user on a second login and issues a new session token', async () => {
    const first = await loginAs('subject-plain');
    const second = await loginAs('subject-plain');
    expect(second.landing).toBe('/');
    expect(second.token).toBeDefined();
    expect(second.token).not.toBe(first.token);
    const [one, two] = [await resolve(auth, first.token!), await resolve(auth, second.token!)];
    expect(two?.id).toBe(one?.id);
    expect(await users().countBy({ oidcSubject: 'subject-plain' })).toBe(1);
    expect(two?.firstName).toBe('plain.person');
  });

  it('links an existing password account when the provider has verified its email', async () => {
    const registered = await auth.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: signClientAddress('198.51.100.20', testInternalSecret),
      payload: { firstName: 'Linda', email: 'linker@example.com', password: 'secret-pass' },
    });
    expect(registered.statusCode).toBe(201);
    const { landing, token } = await loginAs('subject-linker');
    expect(landing).toBe('/');
    const user = await resolve(auth, token!);
    expect(user?.id).toBe((registered.json() as { id: string }).id);
    expect(await users().countBy({ email: 'linker@example.com' })).toBe(1);
    const stored = await users().findOneByOrFail({ id: user!.id });
    expect(stored.oidcSubject).toBe('subject-linker');
    expect(stored.firstName).toBe('Linda');
    const passwordLogin = await auth.app.inject({ method: 'POST', url: '/api/auth/login', headers: signClientAddress('198.51.100.20', testInternalSecret), payload: { email: 'linker@example.com', password: 'secret-pass' } });
    expect(passwordLogin.statusCode).toBe(200);
  });

  it('does not hand an existing account to an external account whose email is unverified', async () => {
    const registered = await auth.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: signClientAddress('198.51.100.21', testInternalSecret),
      payload: { firstName: 'Claire', email: 'claimed@example.com', password: 'secret-pass' },
    });
    expect(registered.statusCode).toBe(201);
    const { landing, token } = await loginAs('subject-unverified');
    expect(landing).toBe(externalLoginFailedPath);
    expect(token).toBeUndefined();
    const stored = await users().findOneByOrFail({ email: 'claimed@example.com' });
    expect(stored.oidcSubject).toBeNull();
    expect(await users().countBy({ oidcSubject: 'subject-unverified' })).toBe(0);
  });

  it('refuses a callback whose state was tampered with: no session, back to the sign-in dialog', async () => {
    const before = await users().count();
    let tampered = false;
    const { landing, token } = await loginAs('subject-ada', (next) => {
      if (next.pathname !== '/api/login/callback') return next;
      next.searchParams.set('state', `${next.searchParams.get('state')}x`);
      tampered = true;
      return next;
    });
    expect(tampered).toBe(true);
    expect(landing).toBe('/?signin=sign-in&error=external');
    expect(token).toBeUndefined();
    expect(await users().count()).toBe(before);
  });

  it('refuses a callback that comes without the sealed login cookie the flow started with', async () => {
    const { landing, token } = await loginAs('subject-ada', (next, browser) => {
      if (next.pathname === '/api/login/callback') browser.setCookie(authOrigin, pendingLoginCookieName, 'forged-value-forged-value-forged-value');
      return next;
    });
    expect(landing).toBe(externalLoginFailedPath);
    expect(token).toBeUndefined();
  });

  it('answers a stray callback with a redirect, never an error page', async () => {
    const response = await auth.app.inject({ method: 'GET', url: '/api/login/callback?code=abc&state=xyz' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(externalLoginFailedPath);
    expect(response.cookies.find((c) => c.name === sessionCookieName)).toBeUndefined();
  });
});

describe('external login when the provider cannot be reached', () => {
  it('answers 503 with a message naming the provider', async () => {
    const response = await unreachable.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Sign-in with Example ID is unavailable right now. Please try again later or use your email and password.');
    expect(response.cookies.find((c) => c.name === pendingLoginCookieName)).toBeUndefined();
  });
});

describe('external login without a provider', () => {
  it('opens the sign-in dialog on Create Account and hides the external button', async () => {
    const login = await plain.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/?signin=create-account');
    const providers = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ external: null });
    const callback = await plain.app.inject({ method: 'GET', url: '/api/login/callback?code=abc&state=xyz' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(externalLoginFailedPath);
  });
});

describe('OpenID configuration', () => {
  const base = { INTERNAL_SECRET: testInternalSecret, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

  it('fails start-up on a partial set, naming each missing variable', () => {
    const missingSecret = () => loadConfig('auth', authConfig, { ...base, OIDC_ISSUER: 'https://replit.com/oidc', OIDC_CLIENT_ID: 'abc' });
    expect(missingSecret).toThrow(ConfigError);
    expect(missingSecret).toThrow(/OIDC_CLIENT_SECRET: is required/);

    let problems: string[] = [];
    try {
      loadConfig('auth', authConfig, { ...base, OIDC_CLIENT_SECRET: 'shh' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^OIDC_ISSUER: /);
    expect(problems[1]).toMatch(/^OIDC_CLIENT_ID: /);
  });

  it('defaults to no provider, the name Replit and https-only discovery', () => {
    const config = loadConfig('auth', authConfig, base);
    expect(config.OIDC_ISSUER).toBeUndefined();
    expect(config.OIDC_PROVIDER_NAME).toBe('Replit');
    expect(config.OIDC_ALLOW_INSECURE_HTTP).toBe(false);
  });
});

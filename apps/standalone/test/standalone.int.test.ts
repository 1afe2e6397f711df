import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, embeddedPostgresPasswordFile } from '@sitespark/service-kit';
import { startStandalone, type Standalone } from '../src/start-standalone.ts';
import { freePortRange } from './support/stack.ts';

/** The little of `pg` used here (the repository has no @types/pg). */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: Record<string, unknown>) => PgClient };

const dataDir = mkdtempSync(path.join(tmpdir(), 'sitespark-standalone-'));
// A port range of its own so the suite never meets a developer's `npm start` on 3000.
const port = await freePortRange(9);
const environment = {
  PORT: String(port),
  DATA_DIR: dataDir,
  PGLITE_PORT: String(port + 8),
  SKIP_WEB_BUILD: 'true',
  MUSIC_LIBRARY_SYNTHESIS: 'false',
  LOG_LEVEL: 'warn',
  // The embedded defaults are what this suite is about, whatever the CI machine exports.
  DATABASE_URL: '',
  NATS_URL: '',
  S3_ENDPOINT: '',
};
let running: Standalone | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ standalone: Standalone; ms: number }> {
  const startedAt = Date.now();
  const standalone = await startStandalone(environment, createLogger('standalone-test', { level: 'warn' }));
  running = standalone;
  return { standalone, ms: Date.now() - startedAt };
}

async function stop(): Promise<void> {
  await running?.stop();
  running = undefined;
}

const base = `http://127.0.0.1:${port}`;
const credentials = { email: 'reuse@example.com', password: 'correct-horse' };

describe('npm start (embedded defaults)', () => {
  it('starts every service behind the gateway, ready', async () => {
    const { ms } = await start();
    const health = await fetch(`${base}/api/healthz`);
    expect(health.status, await health.clone().text()).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ready',
      services: { auth: 'ready', billing: 'ready', content: 'ready', media: 'ready', render: 'ready' },
    });
    console.info(`[standalone] start to ready: ${ms} ms`);
  });

  it('serves the API end to end: a new account is signed in through the gateway', async () => {
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Reuse', ...credentials }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(credentials.email);

    // Signed in but not subscribed: the gateway refuses the generator before content sees it.
    const generate = await fetch(`${base}/api/marketing/generate`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ url: 'https://example.com', siteSnips: [{ image: 'data:image/png;base64,AA==', description: 'Home' }] }),
    });
    expect(generate.status).toBe(403);
    expect(((await generate.json()) as { message: string }).message).toBe('An active subscription is required. Please subscribe to continue.');

    // A client cannot claim to be someone else: forged identity headers are stripped at the gateway.
    const forged = await fetch(`${base}/api/auth/user`, {
      headers: { 'x-user-id': '00000000-0000-0000-0000-000000000000', 'x-subscription-status': 'active' },
    });
    expect(forged.status).toBe(401);
  });

  it('stops cleanly and a second start reuses the data', async () => {
    await stop();
    await expect(fetch(`${base}/api/healthz`)).rejects.toThrow();
    await start();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { email: string }).email).toBe(credentials.email);
  });

  it('asks every database client for the password stored in DATA_DIR (mode 0600), across the restart', async () => {
    const passwordFile = embeddedPostgresPasswordFile(path.join(dataDir, 'pglite'));
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    const connectWith = async (secret: string | undefined): Promise<string> => {
      const client = new pg.Client({ host: '127.0.0.1', port: port + 8, user: 'postgres', database: 'postgres', password: secret, connectionTimeoutMillis: 5_000 });
      try {
        await client.connect();
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM auth.users`);
        return `read ${(rows[0] as { n: number }).n} users`;
      } catch (error) {
        return (error as { code?: string }).code ?? 'refused';
      } finally {
        await client.end().catch(() => {});
      }
    };
    expect(await connectWith(undefined)).not.toMatch(/^read/);
    expect(await connectWith('')).not.toMatch(/^read/);
    expect(await connectWith('not-the-password')).toBe('28P01');
    expect(await connectWith(password)).toBe('read 1 users');
  });

  it('refuses a second process on the same data directory with a readable message', async () => {
    await expect(startStandalone({ ...environment, PORT: String(port + 6) }, createLogger('standalone-test', { level: 'silent' }))).rejects.toThrow(
      /in use|locked|another/i,
    );
  });
});

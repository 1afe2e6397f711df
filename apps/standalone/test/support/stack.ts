import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createLogger, embeddedPostgresPasswordFile } from '@sitespark/service-kit';
import { startStandalone, type Standalone } from '../../src/start-standalone.ts';

const run = promisify(execFile);

export interface Stack {
  base: string;
  /** The embedded PostgreSQL's port, for tests that must move a clock the product cannot be asked to move. */
  pglitePort: number;
  /** The embedded PostgreSQL's URL, with the password `npm start` stored in DATA_DIR. */
  databaseUrl: string;
  /** A customer's home page on 127.0.0.1 that the content service may read (FETCH_ALLOW_PRIVATE_HOSTS), for kits that need a page. */
  siteUrl: string;
  stop(): Promise<void>;
}

const customerPage = `<!doctype html><html lang="en"><head><title>Acme Widgets | Widgets for everyone</title>
<meta name="description" content="Acme makes sturdy widgets in Leeds and ships them the next day."></head>
<body><h1>Widgets for everyone</h1><section class="features"><div class="card"><h3>Next-day shipping</h3><p>Orders placed by 4 pm leave our Leeds workshop the same day.</p></div>
<div class="card"><h3>Lifetime repairs</h3><p>We repair every widget we make, for as long as you own it.</p></div></section>
<a class="btn" href="/shop">Shop widgets</a></body></html>`;

/** The page a test kit is generated from: the sandbox has no internet, so public sites never resolve. */
async function serveCustomerPage(): Promise<{ url: string; hostPort: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(customerPage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hostPort: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Ports of 3400-7399 that fetch() refuses to call ("bad ports" in the Fetch standard, which undici
 * follows): a stack given one of them answers every request with "fetch failed: bad port".
 */
const fetchBlockedPorts = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697]);

/** The first port of `count` consecutive free ones, at random in 3400-7399 (which holds NATS's 4222 and other services' ports: they are skipped), none of them one fetch() refuses. */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 3400 + Math.floor(Math.random() * 400) * 10;
    if (Array.from({ length: count }, (_, offset) => first + offset).some((port) => fetchBlockedPorts.has(port))) continue;
    let free = true;
    for (let port = first; free && port < first + count; port++) free = await portFree(port);
    if (free) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

/**
 * The whole product on its embedded defaults (PGlite, in-memory bus, filesystem store) behind the
 * gateway on a port range of its own, as `npm start` runs it (see fuzz.int.test.ts).
 */
export async function startStack(name: string, extra: Record<string, string> = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sitespark-${name}-`));
  const site = await serveCustomerPage();
  const port = await freePortRange(9);
  const pglitePort = port + 8;
  const environment = {
    PORT: String(port),
    DATA_DIR: dataDir,
    PGLITE_PORT: String(pglitePort),
    SKIP_WEB_BUILD: 'true',
    MUSIC_LIBRARY_SYNTHESIS: 'false',
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_MAX: '1000000',
    AUTH_ATTEMPTS_PER_WINDOW: '100000',
    // The fuzz sends accepted requests to the costly routes as one user; the per-user limits have their own suites in content and render.
    COSTLY_REQUESTS_PER_USER_PER_MINUTE: '1000000',
    RENDERS_PER_USER_PER_MINUTE: '1000000',
    // Normal priority: at the product's nice 19 the kits would starve behind other test files' work.
    CONTENT_COMPUTE_NICE: '0',
    DATABASE_URL: '',
    NATS_URL: '',
    S3_ENDPOINT: '',
    ...extra,
    FETCH_ALLOW_PRIVATE_HOSTS: [site.hostPort, extra.FETCH_ALLOW_PRIVATE_HOSTS].filter(Boolean).join(','),
  };
  let standalone: Standalone | undefined;
  try {
    standalone = await startStandalone(environment, createLogger(`${name}-test`, { level: 'fatal' }));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await site.close();
    throw error;
  }
  const running = standalone;
  return {
    base: `http://127.0.0.1:${port}`,
    pglitePort,
    get databaseUrl() {
      const password = readFileSync(embeddedPostgresPasswordFile(path.join(dataDir, 'pglite')), 'utf8').trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pglitePort}/postgres`;
    },
    siteUrl: site.url,
    async stop() {
      await running.stop();
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Account {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export const testCard = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '12345' };
export const declinedCard = { ...testCard, number: '4000000000000002' };

export class Client {
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  /** A request the site's own pages would send: same-origin, JSON when there is a body. */
  async call(account: Account | null, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.base}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.base,
        ...(account ? { cookie: account.cookie } : {}),
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
  }

  async json<T>(account: Account | null, method: string, pathname: string, body?: unknown): Promise<T> {
    const response = await this.call(account, method, pathname, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname} -> ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  async register(firstName: string): Promise<Account> {
    const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'correct-horse-battery';
    const response = await this.call(null, 'POST', '/api/auth/register', { firstName, email, password });
    if (response.status !== 201) throw new Error(`register ${email} -> ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    return { id, email, password, cookie: response.headers.get('set-cookie')!.split(';')[0]! };
  }

  async subscriptionStatus(account: Account): Promise<string> {
    return (await this.json<{ subscriptionStatus: string }>(account, 'GET', '/api/auth/user')).subscriptionStatus;
  }

  /** Subscribes with the local provider's test card, as the payment page does, and waits for auth to know. */
  async subscribe(account: Account, card = testCard): Promise<number> {
    const { clientSecret } = await this.json<{ clientSecret: string }>(account, 'POST', '/api/get-or-create-subscription', { plan: 'monthly' });
    const confirm = await this.call(account, 'POST', '/api/billing/local/confirm', { clientSecret, card });
    await confirm.body?.cancel();
    if (card === testCard) await this.waitForStatus(account, 'active');
    return confirm.status;
  }

  async waitForStatus(account: Account, status: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await this.subscriptionStatus(account);
      if (current === status) return;
      if (Date.now() > deadline) throw new Error(`subscription of ${account.email} stayed ${current}, expected ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** Small real media made with ffmpeg: the PNG, MP3 and MP4 the upload routes accept. */
export async function makeMedia(): Promise<{ png: Buffer; mp3: Buffer; mp4: Buffer; cleanup: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitespark-media-'));
  const make = async (name: string, args: string[]): Promise<Buffer> => {
    const file = path.join(dir, name);
    await run('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args, file], { timeout: 60_000 });
    return readFile(file);
  };
  const [png, mp3, mp4] = await Promise.all([
    make('snippet.png', ['-f', 'lavfi', '-i', 'color=c=teal:size=64x48', '-frames:v', '1']),
    make('tone.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'libmp3lame', '-b:a', '64k']),
    make('clip.mp4', [
      '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=1',
      '-f', 'lavfi', '-i', 'sine=frequency=660:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    ]),
  ]);
  return { png, mp3, mp4, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function form(fields: Record<string, string>, files: Array<{ name: string; bytes: Buffer; filename: string; type: string }> = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return body;
}

export function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * The client-facing shared page (`/shared/<token>`, issue 29 item 13): how long a signed-out visitor
 * waits for a shared kit, against the landing page of the same build in the same run as the baseline.
 *
 * The whole product in one process (`startStandalone` with its embedded defaults: PGlite, in-memory
 * bus, filesystem store, built-in generator, the built web app), one subscriber who generates a kit
 * (with its video part) from a small site served on 127.0.0.1 and shares it, then:
 *
 *   API   GET /api/shared/:token          the shared kit's JSON, signed out
 *         GET /api/kits/:id               the same kit opened by its owner (baseline)
 *   page  /shared/<token> in Chromium     a fresh browser context (empty cache) until the kit's
 *                                         heading and its first tab are on screen
 *         /  in Chromium                  the landing page until its heading is on screen (baseline)
 *
 * Each page load is a fresh, signed-out context; requests are sequential (latency, not throughput)
 * after SHARED_WARMUP warm-up loads. The page table also prints the requests a load made and the
 * longest chain of requests that had to wait for one another (what the visitor waits through).
 *
 *   npm run bench:shared-page
 *   SHARED_PAGE_LOADS=40 SHARED_API_REQUESTS=200 npm run bench:shared-page
 *   SHARED_CPU_SLOWDOWN=4 npm run bench:shared-page        # a mid-range phone's CPU (CDP throttling)
 *
 * The last line on stdout is a JSON summary. Exits 1 when a load or request fails.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { PredefinedNetworkConditions, type Browser, type HTTPRequest, type NetworkConditions } from 'puppeteer-core';
import { authRoutes, billingRoutes, sessionCookieName } from '@sitespark/contracts';
import { createLogger } from '@sitespark/service-kit';
import { startStandalone, type Standalone } from '../../apps/standalone/src/start-standalone.ts';
import { solidPng, startSite, type Site } from '../load/site.ts';
import { numberFromEnv } from '../support/env.ts';

const pageLoads = Math.round(numberFromEnv('SHARED_PAGE_LOADS', 15, 1));
const apiRequests = Math.round(numberFromEnv('SHARED_API_REQUESTS', 100, 1));
const warmup = Math.round(numberFromEnv('SHARED_WARMUP', 2, 0));
const cpuSlowdown = numberFromEnv('SHARED_CPU_SLOWDOWN', 1, 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Loopback as it is, and a phone on 4G as DevTools defines it (165 ms round trip, 9 Mbps down), where each request that waits for another costs a round trip. */
const networks: Array<[string, NetworkConditions | null]> = [
  ['loopback', null],
  ['Fast 4G', PredefinedNetworkConditions['Fast 4G']],
];
/** The shared kit is on screen: its result tabs, with the first one selected. */
const sharedReady = '[role="tablist"] [role="tab"][aria-selected="true"]';

async function portsFree(first: number, count: number): Promise<boolean> {
  for (let port = first; port < first + count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** startStandalone listens on PORT and starts its services on PORT+1..PORT+5. */
async function pickBasePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 2000) * 10;
    if (await portsFree(port, 6)) return port;
  }
  throw new Error('no six free consecutive ports found');
}

async function call<T>(base: string, path: string, status: number, init: { cookie?: string; json?: unknown } = {}): Promise<{ body: T; response: Response }> {
  const headers: Record<string, string> = { origin: base };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${path} answered ${response.status} (expected ${status}): ${text.slice(0, 300)}`);
  return { body: (text ? JSON.parse(text) : null) as T, response };
}

/** A subscriber with a kept, shared kit of the site: its id and the link's token. */
async function sharedKitOf(base: string, site: Site): Promise<{ cookie: string; kitId: string; token: string }> {
  const runId = randomBytes(3).toString('hex');
  const { response } = await call(base, authRoutes.register.path, 201, {
    json: { firstName: 'Share', lastName: 'Bench', email: `share-${runId}@example.test`, password: `share-password-${runId}` },
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${sessionCookieName}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error('registration set no session cookie');
  const { body: subscription } = await call<{ clientSecret: string }>(base, billingRoutes.getOrCreateSubscription.path, 200, { cookie, json: { plan: 'monthly' } });
  await call(base, billingRoutes.confirmLocalPayment.path, 200, {
    cookie,
    json: { clientSecret: subscription.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '12345' } },
  });
  for (const deadline = Date.now() + 30_000; ; ) {
    const { body: user } = await call<{ subscriptionStatus?: string }>(base, authRoutes.getUser.path, 200, { cookie });
    if (user.subscriptionStatus === 'active') break;
    if (Date.now() > deadline) throw new Error('the subscription never became active');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { body: kit } = await call<{ kitId: string }>(base, '/api/marketing/generate', 200, {
    cookie,
    json: {
      url: site.url,
      includeVideo: true,
      customPrompt: 'Spring offer for new studios',
      targetAudience: 'studio owners',
      siteSnips: [
        { image: `data:image/png;base64,${solidPng('#3b5bdb', 640, 400).toString('base64')}`, description: 'Booking calendar with open slots' },
        { image: `data:image/png;base64,${solidPng('#0ca678', 640, 400).toString('base64')}`, description: 'Reminder settings for clients' },
      ],
    },
  });
  const { body: link } = await call<{ token: string }>(base, `/api/kits/${kit.kitId}/share`, 200, { cookie, json: {} }).catch(async () =>
    call<{ token: string }>(base, `/api/kits/${kit.kitId}/share`, 201, { cookie, json: {} }),
  );
  return { cookie, kitId: kit.kitId, token: link.token };
}

interface Stats {
  p50: number;
  p90: number;
  mean: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p90: at(0.9), mean: samples.reduce((sum, value) => sum + value, 0) / samples.length };
}

async function timeApi(base: string, path: string, cookie: string | undefined, count: number): Promise<{ ms: Stats; bytes: number }> {
  const samples: number[] = [];
  let bytes = 0;
  for (let n = 0; n < warmup * 5 + count; n++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (n >= warmup * 5) samples.push(performance.now() - started);
    bytes = body.byteLength;
  }
  return { ms: stats(samples), bytes };
}

interface PageLoad {
  ms: number;
  timeline: Array<{ name: string; start: number; end: number }>;
  requests: string[];
  /** Requests that started only after an earlier one had ended, in order: the waterfall's depth. */
  chain: string[];
}

/** One signed-out load of `path` in a fresh context, until `ready` (a CSS selector) is on screen. */
async function loadPage(browser: Browser, base: string, path: string, ready: string, network: NetworkConditions | null): Promise<PageLoad> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
    if (network) await page.emulateNetworkConditions(network);
    const timeline: Array<{ name: string; start: number; end: number }> = [];
    const starts = new Map<HTTPRequest, number>();
    const t0 = performance.now();
    page.on('request', (request) => starts.set(request, performance.now() - t0));
    const ended = (request: HTTPRequest) => {
      const url = new URL(request.url());
      timeline.push({ name: `${request.method()} ${url.pathname.replace(/\/shared\/[^/]+/, '/shared/<token>')}`, start: starts.get(request) ?? 0, end: performance.now() - t0 });
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(ready, { visible: true, timeout: 60_000 });
    const ms = performance.now() - t0;
    const shown = timeline.filter((entry) => entry.start < ms).sort((a, b) => a.start - b.start);
    // The critical chain: from the last request that ended before `ready`, back through the request that ended last before it started.
    const chain: string[] = [];
    let cursor = shown.filter((entry) => entry.end <= ms).sort((a, b) => b.end - a.end)[0];
    while (cursor) {
      chain.unshift(cursor.name);
      const before: number = cursor.start;
      cursor = shown.filter((entry) => entry.end <= before).sort((a, b) => b.end - a.end)[0];
    }
    return { ms, timeline: shown, requests: shown.map((entry) => entry.name), chain };
  } finally {
    await context.close();
  }
}

async function timePage(browser: Browser, base: string, path: string, ready: string, network: NetworkConditions | null): Promise<{ ms: Stats; last: PageLoad }> {
  const samples: number[] = [];
  let last: PageLoad | undefined;
  for (let n = 0; n < warmup + pageLoads; n++) {
    last = await loadPage(browser, base, path, ready, network);
    if (n >= warmup) samples.push(last.ms);
  }
  return { ms: stats(samples), last: last! };
}

const fixed = (value: number, digits = 1) => value.toFixed(digits).padStart(9);
const ratio = (value: number, baseline: number) => (baseline > 0 ? (value / baseline).toFixed(2) : 'n/a').padStart(9);

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-shared-'));
  let site: Site | undefined;
  let standalone: Standalone | undefined;
  let browser: Browser | undefined;
  try {
    site = await startSite();
    const port = await pickBasePort();
    standalone = await startStandalone({
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_PORT: '0',
      MUSIC_LIBRARY_SYNTHESIS: 'false',
      INTERNAL_SECRET: randomBytes(32).toString('base64url'),
      FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort,
      DATABASE_URL: '',
      NATS_URL: '',
      S3_ENDPOINT: '',
      RATE_LIMIT_MAX: '1000000',
      SHARED_KIT_REQUESTS_PER_MINUTE: '1000000',
      CHROMIUM_PATH: chromiumPath,
    }, createLogger('bench-shared-page', { level: process.env.SHARED_LOG_LEVEL ?? 'warn' }));
    const base = `http://127.0.0.1:${port}`;
    const { cookie, kitId, token } = await sharedKitOf(base, site);
    console.log(`stack up on ${base}; kit ${kitId} shared; ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}; CPU slowdown ${cpuSlowdown}x`);

    const sharedApi = await timeApi(base, `/api/shared/${token}`, undefined, apiRequests);
    const ownerApi = await timeApi(base, `/api/kits/${kitId}`, cookie, apiRequests);

    browser = await puppeteer.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const pages = [];
    for (const [label, network] of networks) {
      const landing = await timePage(browser, base, '/', 'h1', network);
      const shared = await timePage(browser, base, `/shared/${token}`, sharedReady, network);
      pages.push({ label, landing, shared });
    }

    console.log(`\nAPI (${apiRequests} sequential requests each)       p50 ms    p90 ms   mean ms     bytes`);
    console.log(`owner: GET /api/kits/:id (baseline)    ${fixed(ownerApi.ms.p50)} ${fixed(ownerApi.ms.p90)} ${fixed(ownerApi.ms.mean)} ${String(ownerApi.bytes).padStart(9)}`);
    console.log(`shared: GET /api/shared/:token         ${fixed(sharedApi.ms.p50)} ${fixed(sharedApi.ms.p90)} ${fixed(sharedApi.ms.mean)} ${String(sharedApi.bytes).padStart(9)}`);
    console.log(`shared/owner                           ${ratio(sharedApi.ms.p50, ownerApi.ms.p50)} ${ratio(sharedApi.ms.p90, ownerApi.ms.p90)} ${ratio(sharedApi.ms.mean, ownerApi.ms.mean)}`);
    for (const { label, landing, shared } of pages) {
      console.log(`\npage, ${label.padEnd(13)} (${String(pageLoads).padStart(2)} loads)    p50 ms    p90 ms   mean ms  requests  chain`);
      console.log(`landing / (baseline)                   ${fixed(landing.ms.p50)} ${fixed(landing.ms.p90)} ${fixed(landing.ms.mean)} ${String(landing.last.requests.length).padStart(9)} ${String(landing.last.chain.length).padStart(6)}`);
      console.log(`shared /shared/<token>                 ${fixed(shared.ms.p50)} ${fixed(shared.ms.p90)} ${fixed(shared.ms.mean)} ${String(shared.last.requests.length).padStart(9)} ${String(shared.last.chain.length).padStart(6)}`);
      console.log(`shared/landing                         ${ratio(shared.ms.p50, landing.ms.p50)} ${ratio(shared.ms.p90, landing.ms.p90)} ${ratio(shared.ms.mean, landing.ms.mean)}`);
      console.log(`shared page's waiting chain: ${shared.last.chain.join(' -> ')}`);
    }
    console.log(`\nshared page's requests: ${pages[0]!.shared.last.requests.join(', ')}`);
    if (process.env.SHARED_TIMELINE) {
      for (const { label, shared } of pages) {
        console.log(`\nlast shared load, ${label} (ms from navigation; on screen at ${shared.last.ms.toFixed(0)}):`);
        for (const entry of shared.last.timeline) console.log(`${fixed(entry.start, 0)} ${fixed(entry.end, 0)}  ${entry.name}`);
      }
    }

    console.log(
      JSON.stringify({
        cpuSlowdown,
        api: { sharedMs: sharedApi.ms, ownerMs: ownerApi.ms, sharedBytes: sharedApi.bytes, ownerBytes: ownerApi.bytes, ratioP50: sharedApi.ms.p50 / ownerApi.ms.p50 },
        pages: pages.map(({ label, landing, shared }) => ({
          network: label,
          sharedMs: shared.ms,
          landingMs: landing.ms,
          ratioP50: shared.ms.p50 / landing.ms.p50,
          sharedRequests: shared.last.requests.length,
          sharedChain: shared.last.chain,
        })),
      }),
    );
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await browser?.close();
    await standalone?.stop();
    await site?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

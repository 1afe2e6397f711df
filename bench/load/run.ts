/**
 * Load benchmark: the whole product in one process (`startStandalone` with its embedded defaults:
 * PGlite, in-memory bus, filesystem store, built-in generator), N subscribed users with saved
 * snippets, and a mix of everyday API calls from 50 concurrent connections:
 *
 *   GET  /api/auth/user          40 % of the connections
 *   GET  /api/saved-snippets     25 %
 *   GET  /api/music              25 %
 *   POST /api/marketing/generate 10 %  (built-in generator, a small local website)
 *
 * Each route gets its own autocannon instance (so each has its own p50/p99) and all four run at
 * once; every connection speaks for one user. The same mix is then sent straight to the services'
 * own ports with identity headers signed as the gateway signs them, and the table compares the two.
 * The load generator and the website the kits are made for are forked processes, so neither shares the servers' event loop.
 *
 *   npm run bench:load                       60 s per target
 *   LOAD_DURATION_S=10 npm run bench:load    a short run
 *
 * Knobs (environment): LOAD_DURATION_S (60), LOAD_WARMUP_S (3), LOAD_USERS (50), LOAD_CONNECTIONS (50),
 * LOAD_SNIPPETS_PER_USER (3), LOAD_TIMEOUT_S (30, per request), LOAD_MUSIC_LIBRARY (true: wait for the
 * built-in library to be synthesised before loading; false: no library, the music list is empty).
 *
 * The gateway's per-address rate limit (RATE_LIMIT_MAX, 300 a minute by default) and the sign-up
 * limit (AUTH_ATTEMPTS_PER_WINDOW) are raised: every connection comes from 127.0.0.1, which a real
 * deployment would see as 50 different clients. Prints a table, then one JSON summary line on
 * stdout. Exits 1 when any request failed (connection error, timeout, non-2xx).
 */
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import { authRoutes, billingRoutes, contentRoutes, mediaRoutes, sessionCookieName, type SavedSnippet } from '@sitespark/contracts';
import { createLogger, signIdentity } from '@sitespark/service-kit';
import { startStandalone, type Standalone } from '../../apps/standalone/src/start-standalone.ts';
import { defaultComputeThreads } from '../../services/content/src/adapters/compute/create-kit-compute.ts';
import { libraryCompositions } from '../../services/media/src/domain/library/compositions.ts';
import { numberFromEnv } from '../support/env.ts';
import type { Credentials, DriverPlan, DriverReport, RouteLoad } from './plan.ts';
import { solidPng, startSiteProcess, type Site } from './site.ts';

const durationSeconds = numberFromEnv('LOAD_DURATION_S', 60, 1);
const warmupSeconds = numberFromEnv('LOAD_WARMUP_S', 3, 0);
const userCount = Math.round(numberFromEnv('LOAD_USERS', 50, 1));
const totalConnections = Math.round(numberFromEnv('LOAD_CONNECTIONS', 50, 4));
const snippetsPerUser = Math.round(numberFromEnv('LOAD_SNIPPETS_PER_USER', 3, 1));
const timeoutSeconds = numberFromEnv('LOAD_TIMEOUT_S', 30, 1);
const withMusicLibrary = (process.env.LOAD_MUSIC_LIBRARY ?? 'true') !== 'false';
const musicLibraryTimeoutMs = 300_000;
/** Threads of content's kit compute pool for the run (CONTENT_COMPUTE_THREADS; 0 computes kits on the event loop, as before the pool). */
const computeThreads = process.env.CONTENT_COMPUTE_THREADS ?? `default (${defaultComputeThreads()})`;
/** How much lower the pool's threads are scheduled than the event loop (CONTENT_COMPUTE_NICE). */
const computeNice = process.env.CONTENT_COMPUTE_NICE ?? 'default (19)';

/** Raised limits, reported in the output: see the header. */
const limits = { RATE_LIMIT_MAX: '100000000', AUTH_ATTEMPTS_PER_WINDOW: '100000' };

interface RouteSpec {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  weight: number;
  /** Index of the owning service in startStandalone's order: its port is PORT + 1 + index. */
  service: 'auth' | 'content' | 'media';
  generation?: boolean;
}

const mix: RouteSpec[] = [
  { name: 'GET auth user', method: 'GET', path: authRoutes.getUser.path, weight: 40, service: 'auth' },
  { name: 'GET saved snippets', method: 'GET', path: contentRoutes.listSavedSnippets.path, weight: 25, service: 'content' },
  { name: 'GET music', method: 'GET', path: mediaRoutes.listMusic.path, weight: 25, service: 'media' },
  { name: 'POST generate', method: 'POST', path: contentRoutes.generate.path, weight: 10, service: 'content', generation: true },
];
/** startStandalone listens on PORT and starts auth, billing, content, media, render on PORT+1..PORT+5. */
const servicePortOffset = { auth: 1, content: 3, media: 4 } as const;

/** Splits the connections by weight (largest remainder), at least one per route. */
function splitConnections(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map((value) => Math.max(1, Math.floor(value)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts;
}

/** Problems the product logged (warn and above), grouped by phase, service and message. */
const logged = new Map<string, number>();
let phase = 'set-up';
const logger = createLogger('bench-load', {
  level: process.env.LOAD_LOG_LEVEL ?? 'warn',
  hooks: {
    logMethod(this: { bindings(): Record<string, unknown> }, args, _method, level) {
      const service = String(this.bindings().service ?? '');
      const [first, second] = args as unknown[];
      const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
      const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
      const err = fields.err as { message?: string } | undefined;
      const key = `${phase}, ${level >= 50 ? 'error' : 'warn'} [${service}]: ${message}${err?.message ? ` (${err.message.slice(0, 160)})` : ''}`;
      logged.set(key, (logged.get(key) ?? 0) + 1);
    },
  },
});

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

async function pickBasePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 2000) * 10;
    if (await portsFree(port, 6)) return port;
  }
  throw new Error('no six free consecutive ports found');
}

interface BenchUser {
  id: string;
  cookie: string;
  snippets: SavedSnippet[];
}

class Api {
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async call(path: string, init: { cookie?: string; json?: unknown; form?: FormData; method?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.base };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form;
    }
    return fetch(`${this.base}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, ...(body === undefined ? {} : { body }) });
  }

  async expect<T>(path: string, status: number, init: Parameters<Api['call']>[1] = {}): Promise<{ body: T; response: Response }> {
    const response = await this.call(path, init);
    const text = await response.text();
    if (response.status !== status) throw new Error(`${init.method ?? (init.json || init.form ? 'POST' : 'GET')} ${path} answered ${response.status} (expected ${status}): ${text.slice(0, 300)}`);
    return { body: (text ? JSON.parse(text) : null) as T, response };
  }
}

const snippetColors = ['#3b5bdb', '#0ca678', '#f59f00', '#e8590c', '#ae3ec9'];
const snippetDescriptions = ['Booking calendar with open slots', 'Reminder settings for clients', 'Team availability view', 'Client booking page on a phone', 'Monthly bookings report'];

async function createUser(api: Api, index: number, runId: string): Promise<BenchUser> {
  const { response, body: user } = await api.expect<{ id: string }>(authRoutes.register.path, 201, {
    json: { firstName: 'Load', lastName: `User ${index + 1}`, email: `load-${runId}-${index + 1}@example.test`, password: `load-password-${runId}` },
  });
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${sessionCookieName}=`));
  if (!setCookie) throw new Error('registration set no session cookie');
  const cookie = setCookie.split(';')[0]!;
  const { body: subscription } = await api.expect<{ clientSecret: string }>(billingRoutes.getOrCreateSubscription.path, 200, { cookie, json: { plan: 'monthly' } });
  await api.expect(billingRoutes.confirmLocalPayment.path, 200, {
    cookie,
    json: { clientSecret: subscription.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '12345' } },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body: current } = await api.expect<{ subscriptionStatus?: string }>(authRoutes.getUser.path, 200, { cookie });
    if (current.subscriptionStatus === 'active') break;
    if (Date.now() > deadline) throw new Error(`user ${index + 1}'s subscription never became active: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const snippets: SavedSnippet[] = [];
  for (let n = 0; n < snippetsPerUser; n++) {
    const form = new FormData();
    const png = solidPng(snippetColors[(index + n) % snippetColors.length]!, 640, 400);
    form.append('description', snippetDescriptions[n % snippetDescriptions.length]!);
    form.append('originalFileName', `screen-${n + 1}.png`);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `screen-${n + 1}.png`);
    const { body: saved } = await api.expect<SavedSnippet>(contentRoutes.saveSnippet.path, 201, { cookie, form });
    snippets.push(saved);
  }
  return { id: user.id, cookie, snippets };
}

/** Runs `work` for 0..count-1 with at most `parallel` at a time. */
async function inParallel<T>(count: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

async function waitForMusicLibrary(api: Api, cookie: string): Promise<number> {
  const deadline = Date.now() + musicLibraryTimeoutMs;
  for (;;) {
    const { body } = await api.expect<{ tracks: unknown[] }>(mediaRoutes.listMusic.path, 200, { cookie });
    if (body.tracks.length >= libraryCompositions.length) return body.tracks.length;
    if (Date.now() > deadline) throw new Error(`the music library has ${body.tracks.length} of ${libraryCompositions.length} tracks after ${musicLibraryTimeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function runDriver(plan: DriverPlan): Promise<DriverReport> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./driver.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message: { ok: true; report: DriverReport } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.report);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with ${code} before reporting`));
    });
    child.send(plan);
  });
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

function failedStatuses(result: Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
}

function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

const fmt = (value: number | null, digits = 2) => (value === null ? 'n/a' : value.toFixed(digits));

function printTable(header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  for (const row of all) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '));
  }
}

function summarize(report: DriverReport) {
  const routes = report.routes.map(({ name, result }) => ({
    route: name,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: failedStatuses(result),
  }));
  return {
    routes,
    totalReqPerSec: routes.reduce((sum, route) => sum + route.reqPerSec, 0),
    totalRequests: routes.reduce((sum, route) => sum + route.requests, 0),
    totalFailed: report.routes.reduce((sum, { result }) => sum + failures(result), 0),
  };
}

async function main(): Promise<number> {
  const runId = randomBytes(3).toString('hex');
  const internalSecret = randomBytes(32).toString('base64url');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-load-'));
  let site: Site | undefined;
  let standalone: Standalone | undefined;
  try {
    site = await startSiteProcess();
    const port = await pickBasePort();
    const environment: NodeJS.ProcessEnv = {
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_PORT: '0',
      SKIP_WEB_BUILD: 'true',
      MUSIC_LIBRARY_SYNTHESIS: String(withMusicLibrary),
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
      INTERNAL_SECRET: internalSecret,
      FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort,
      DATABASE_URL: '',
      NATS_URL: '',
      S3_ENDPOINT: '',
      ...(process.env.CONTENT_COMPUTE_THREADS !== undefined ? { CONTENT_COMPUTE_THREADS: process.env.CONTENT_COMPUTE_THREADS } : {}),
      ...(process.env.CONTENT_COMPUTE_NICE !== undefined ? { CONTENT_COMPUTE_NICE: process.env.CONTENT_COMPUTE_NICE } : {}),
      ...limits,
    };
    const setupStarted = performance.now();
    standalone = await startStandalone(environment, logger);
    const base = `http://127.0.0.1:${port}`;
    const api = new Api(base);
    console.log(`stack up on ${base} (PGlite, memory bus, fs store, built-in generator) in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

    let started = performance.now();
    const users = await inParallel(userCount, 4, (index) => createUser(api, index, runId));
    console.log(`${users.length} users registered, subscribed and given ${snippetsPerUser} saved snippets each in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (withMusicLibrary) {
      started = performance.now();
      const tracks = await waitForMusicLibrary(api, users[0]!.cookie);
      console.log(`music library ready (${tracks} tracks) after another ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    const generationBodies = users.map((user) =>
      JSON.stringify({
        url: site!.url,
        targetAudience: 'owners of small studios and salons',
        customPrompt: 'Friendly tone; mention the 14-day free trial',
        includeVideo: false,
        siteSnips: user.snippets.slice(0, 2).map((snippet) => ({ image: snippet.imageUrl, description: snippet.description })),
      }),
    );
    const connections = splitConnections(totalConnections, mix.map((route) => route.weight));
    const firstUsers = connections.map((_, index) => connections.slice(0, index).reduce((a, b) => a + b, 0));
    const routesFor = (originOf: (spec: RouteSpec) => string): RouteLoad[] =>
      mix.map((spec, index) => ({
        name: spec.name,
        origin: originOf(spec),
        method: spec.method,
        path: spec.path,
        connections: connections[index]!,
        firstUser: firstUsers[index]!,
        ...(spec.generation ? { bodies: generationBodies } : {}),
      }));
    const gatewayRoutes = routesFor(() => base);
    const directRoutes = routesFor((spec) => `http://127.0.0.1:${port + servicePortOffset[spec.service]}`);
    const gatewayCredentials: Credentials = { kind: 'cookie', cookies: users.map((user) => user.cookie) };
    const directCredentials: Credentials = { kind: 'identity', userIds: users.map((user) => user.id), internalSecret };

    // One request per route and target before loading, so a broken set-up fails loudly instead of as a table of errors.
    for (const [index, spec] of mix.entries()) {
      const body = spec.generation ? generationBodies[0] : undefined;
      const contentType: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const viaGateway = await fetch(`${gatewayRoutes[index]!.origin}${spec.path}`, { method: spec.method, headers: { cookie: users[0]!.cookie, ...contentType }, ...(body ? { body } : {}) });
      const direct = await fetch(`${directRoutes[index]!.origin}${spec.path}`, {
        method: spec.method,
        headers: { ...signIdentity({ userId: users[0]!.id, subscriptionStatus: 'active' }, internalSecret), ...contentType },
        ...(body ? { body } : {}),
      });
      if (viaGateway.status >= 300 || direct.status >= 300) {
        throw new Error(`${spec.name}: gateway answered ${viaGateway.status} ${await viaGateway.text()}, direct ${direct.status} ${await direct.text()}`);
      }
      await Promise.all([viaGateway.arrayBuffer(), direct.arrayBuffer()]);
    }

    console.log(
      `\nLoad: ${totalConnections} connections (${mix.map((spec, index) => `${spec.name} ${connections[index]}`).join(', ')}), ` +
        `${durationSeconds} s per target after ${warmupSeconds} s warm-up, ${users.length} users, Node ${process.version}, ${availableParallelism()} cores`,
    );
    console.log(`raised for the run: ${Object.entries(limits).map(([name, value]) => `${name}=${value}`).join(', ')} (all load comes from 127.0.0.1)\n`);
    const plan = (target: string, routes: RouteLoad[], credentials: Credentials): DriverPlan => ({ target, durationSeconds, warmupSeconds, timeoutSeconds, credentials, routes });
    phase = 'gateway load';
    const gateway = await runDriver(plan('gateway', gatewayRoutes, gatewayCredentials));
    phase = 'direct load';
    const direct = await runDriver(plan('direct', directRoutes, directCredentials));
    // The cheap routes alone, same connections: what generation in the mix costs them.
    phase = 'gateway load without generation';
    const quiet = await runDriver(plan('gateway without generation', gatewayRoutes.filter((_, index) => !mix[index]!.generation), gatewayCredentials));
    phase = 'shut-down';
    const load = loadavg();

    const gatewaySummary = summarize(gateway);
    const directSummary = summarize(direct);
    const rows: string[][] = [];
    const comparisons = gatewaySummary.routes.map((g, index) => {
      const d = directSummary.routes[index]!;
      rows.push(
        [`${g.route} (gateway)`, fmt(g.reqPerSec, 0), fmt(g.p50Ms), fmt(g.p99Ms), String(g.non2xx), `${g.errors}/${g.timeouts}`],
        [`${d.route} (direct)`, fmt(d.reqPerSec, 0), fmt(d.p50Ms), fmt(d.p99Ms), String(d.non2xx), `${d.errors}/${d.timeouts}`],
        [`  gateway/direct`, fmt(ratio(g.reqPerSec, d.reqPerSec)), fmt(ratio(g.p50Ms, d.p50Ms)), fmt(ratio(g.p99Ms, d.p99Ms)), '', ''],
      );
      return { route: g.route, reqPerSec: ratio(g.reqPerSec, d.reqPerSec), p50: ratio(g.p50Ms, d.p50Ms), p99: ratio(g.p99Ms, d.p99Ms) };
    });
    rows.push(
      ['total (gateway)', fmt(gatewaySummary.totalReqPerSec, 0), '', '', '', String(gatewaySummary.totalFailed)],
      ['total (direct)', fmt(directSummary.totalReqPerSec, 0), '', '', '', String(directSummary.totalFailed)],
      ['  gateway/direct', fmt(ratio(gatewaySummary.totalReqPerSec, directSummary.totalReqPerSec)), '', '', '', ''],
    );
    printTable(['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors/timeouts'], rows);
    console.log(`(total row: last column is all failed requests; load average at the end ${load.map((value) => value.toFixed(2)).join(' ')})`);

    const quietSummary = summarize(quiet);
    const generationCost = quietSummary.routes.map((alone) => {
      const mixed = gatewaySummary.routes.find((route) => route.route === alone.route)!;
      return { route: alone.route, p50: ratio(mixed.p50Ms, alone.p50Ms), p99: ratio(mixed.p99Ms, alone.p99Ms), withP99Ms: mixed.p99Ms, withoutP99Ms: alone.p99Ms };
    });
    console.log(`
What generation in the mix costs the cheap routes (through the gateway; kit compute threads: ${computeThreads}, nice ${computeNice}; target: p99 with/without <= 2):`);
    printTable(
      ['route', 'p50 ms without', 'p50 ms with', 'p99 ms without', 'p99 ms with', 'p99 with/without'],
      quietSummary.routes.map((alone, index) => {
        const mixed = gatewaySummary.routes.find((route) => route.route === alone.route)!;
        return [alone.route, fmt(alone.p50Ms), fmt(mixed.p50Ms), fmt(alone.p99Ms), fmt(mixed.p99Ms), fmt(generationCost[index]!.p99)];
      }),
    );

    const failed = gatewaySummary.totalFailed + directSummary.totalFailed + quietSummary.totalFailed;
    for (const [target, summary] of [['gateway', gatewaySummary], ['direct', directSummary]] as const) {
      for (const route of summary.routes) {
        if (Object.keys(route.statuses).length > 0) console.error(`${target} ${route.route}: non-2xx statuses ${JSON.stringify(route.statuses)}`);
      }
    }
    const problems = [...logged.entries()].sort((a, b) => b[1] - a[1]);
    if (problems.length > 0) {
      console.error(`\nlogged by the product (warn and above), most frequent first.\n(The gateway logs a client that hangs up mid-request as 'request failed (Request aborted)': autocannon closes its connections at the end of each run.)`);
      for (const [message, count] of problems.slice(0, 15)) console.error(`  ${count} x ${message}`);
    }

    console.log(
      JSON.stringify({
        benchmark: 'load',
        durationSeconds,
        warmupSeconds,
        users: users.length,
        connections: Object.fromEntries(mix.map((spec, index) => [spec.name, connections[index]])),
        raisedLimits: limits,
        gateway: gatewaySummary,
        direct: directSummary,
        gatewayOverDirect: { routes: comparisons, totalReqPerSec: ratio(gatewaySummary.totalReqPerSec, directSummary.totalReqPerSec) },
        gatewayWithoutGeneration: quietSummary,
        generationCost: { computeThreads, computeNice, routes: generationCost },
        loggedProblems: Object.fromEntries(problems),
        loadAverage: load,
        cores: availableParallelism(),
        node: process.version,
      }),
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await standalone?.stop();
    await site?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

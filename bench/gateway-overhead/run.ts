import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { authService } from '@sitespark/auth';
import { authRoutes, resolveSessionRoute, sessionCookieName, type AuthUser } from '@sitespark/contracts';
import { buildGateway, gatewayConfig } from '@sitespark/gateway';
import {
  createDataSource,
  createLogger,
  createService,
  internalSignatureHeader,
  quoteIdent,
  requireIdentity,
  signIdentity,
  startEmbeddedPostgres,
  startService,
  verifyInternalCall,
  type RunningService,
} from '@sitespark/service-kit';

const usage = `Usage: npm run bench:gateway -- [--duration 10] [--warmup 2] [--connections 10] [--upstream auth|stub]

Measures what the gateway adds to a request: the same GET ${authRoutes.getUser.path} is loaded
directly against the auth service (with identity headers signed as the gateway would) and then
through the gateway (with a session cookie it resolves and caches).
  --upstream auth  the real auth service (default) on PostgreSQL at DATABASE_URL when set, else
                   on embedded PGlite
  --upstream stub  a minimal service-kit app answering the same route from memory`;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    upstream: { type: 'string', default: 'auth' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const durationSeconds = Number(args.duration);
const warmupSeconds = Number(args.warmup);
const connections = Number(args.connections);
if (![durationSeconds, warmupSeconds, connections].every((n) => Number.isFinite(n) && n >= 0) || connections < 1) {
  console.error(usage);
  process.exit(2);
}
if (args.upstream !== 'auth' && args.upstream !== 'stub') {
  console.error(usage);
  process.exit(2);
}

const internalSecret = 'bench-internal-secret-0123456789abcdef-0123456789';
const silent = createLogger('bench', { level: 'silent' });

interface Upstream {
  description: string;
  url: string;
  user: AuthUser;
  sessionToken: string;
  stop: () => Promise<void>;
}

/**
 * The real auth service (migrations, argon2 sign-up, a database read per request) on PostgreSQL:
 * the server at DATABASE_URL when set (in a throwaway schema), else embedded PGlite.
 */
async function startRealAuth(): Promise<Upstream> {
  const externalUrl = process.env.DATABASE_URL || undefined;
  const embedded = externalUrl ? undefined : await startEmbeddedPostgres();
  const databaseUrl = externalUrl ?? embedded!.url;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-auth-'));
  const cleanUp = async () => {
    if (embedded) {
      await embedded.stop();
    } else {
      const admin = createDataSource({ url: databaseUrl, schema, entities: [], migrations: [] });
      await admin.initialize();
      await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await admin.destroy();
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let running: RunningService;
  try {
    running = await startService(authService, {
      env: {
        INTERNAL_SECRET: internalSecret,
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        DATA_DIR: dataDir,
      },
      shared: { logger: createLogger('auth', { level: 'error' }) },
      installSignalHandlers: false,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const stop = async () => {
    await running.stop();
    await cleanUp();
  };
  try {
    const response = await fetch(`${running.url}${authRoutes.register.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: 'bench@example.test', password: 'bench-password' }),
    });
    if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
    const user = (await response.json()) as AuthUser;
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${sessionCookieName}=`));
    const sessionToken = cookie?.split(';')[0]?.slice(sessionCookieName.length + 1);
    if (!sessionToken) throw new Error('registration set no session cookie');
    const where = embedded ? 'embedded PGlite' : `PostgreSQL from DATABASE_URL (schema ${schema})`;
    return { description: `real auth service on ${where}`, url: running.url, user, sessionToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A service-kit app answering the route from memory: isolates the gateway's own cost. */
async function startStubAuth(): Promise<Upstream> {
  const user: AuthUser = {
    id: 'bench-user',
    email: 'bench@example.test',
    firstName: 'Bench',
    lastName: 'Mark',
    profileImageUrl: null,
    subscriptionStatus: 'active',
  };
  const sessionToken = 'bench-session-token';
  const app = await createService({ name: 'auth', logger: silent, internalSecret });
  app.post(resolveSessionRoute.path, async (request, reply) => {
    const body = request.body as { token?: string };
    if (!verifyInternalCall(JSON.stringify(body), request.headers[internalSignatureHeader], internalSecret)) {
      return reply.status(401).send({ message: 'Unauthorized internal call' });
    }
    return { user: body.token === sessionToken ? user : null };
  });
  app.get(authRoutes.getUser.path, async (request) => {
    requireIdentity(request);
    return user;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('stub did not listen');
  return {
    description: 'in-memory stub service',
    url: `http://127.0.0.1:${address.port}`,
    user,
    sessionToken,
    stop: () => app.close(),
  };
}

async function load(url: string, headers: Record<string, string>, expectBody: string, seconds: number): Promise<Result> {
  // One worker thread generates the load, so it does not share the servers' event loop.
  return autocannon({ url, connections, duration: seconds, headers, expectBody, workers: 1, timeout: 10 });
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx + result.mismatches;
}

function summarizeFailures(result: Result) {
  const { errors, timeouts, non2xx, mismatches, statusCodeStats } = result;
  const statuses = Object.fromEntries(
    Object.entries(statusCodeStats ?? {}).filter(([status]) => !status.startsWith('2')).map(([status, { count }]) => [status, count]),
  );
  return { errors, timeouts, non2xx, mismatches, statuses };
}

function ratio(a: number, b: number): string {
  return b === 0 ? 'n/a' : (a / b).toFixed(2);
}

function printTable(direct: Result, viaGateway: Result): void {
  const rows = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
    ...(
      [
        ['direct', direct],
        ['gateway', viaGateway],
      ] as const
    ).map(([name, r]) => [name, r.requests.average.toFixed(0), r.latency.p50.toFixed(2), r.latency.p99.toFixed(2), String(failures(r))]),
    [
      'gateway/direct',
      ratio(viaGateway.requests.average, direct.requests.average),
      ratio(viaGateway.latency.p50, direct.latency.p50),
      ratio(viaGateway.latency.p99, direct.latency.p99),
      '',
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '));
  }
}

async function main(): Promise<number> {
  let upstream: Upstream;
  if (args.upstream === 'auth') {
    try {
      upstream = await startRealAuth();
    } catch (error) {
      console.error(`The real auth service did not start (${(error as Error).message}); use --upstream stub to measure against a stub.`);
      return 1;
    }
  } else {
    upstream = await startStubAuth();
  }

  const distDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const gateway = await buildGateway({
    config: gatewayConfig.parse({
      INTERNAL_SECRET: internalSecret,
      AUTH_URL: upstream.url,
      WEB_DIST_DIR: distDir,
      RATE_LIMIT_MAX: String(Number.MAX_SAFE_INTEGER),
      LOG_LEVEL: 'silent',
    }),
    logger: silent,
  });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });

  try {
    const path = authRoutes.getUser.path;
    const directUrl = `${upstream.url}${path}`;
    const viaGatewayUrl = `${gatewayUrl}${path}`;
    const cookie = { cookie: `${sessionCookieName}=${upstream.sessionToken}` };
    // Signed right before each run: a signature is accepted for five minutes.
    const identity = () => signIdentity({ userId: upstream.user.id, subscriptionStatus: upstream.user.subscriptionStatus }, internalSecret);

    const expected = await fetch(directUrl, { headers: identity() });
    const expectBody = await expected.text();
    const throughGateway = await fetch(viaGatewayUrl, { headers: cookie });
    const gatewayBody = await throughGateway.text();
    if (expected.status !== 200 || throughGateway.status !== 200 || gatewayBody !== expectBody) {
      console.error(`Sanity check failed: direct ${expected.status} ${expectBody}\n  gateway ${throughGateway.status} ${gatewayBody}`);
      return 1;
    }

    console.log(
      `Gateway overhead: GET ${path} against the ${upstream.description}\n` +
        `${connections} connections, ${durationSeconds} s per target after ${warmupSeconds} s warm-up, Node ${process.version}\n`,
    );
    if (warmupSeconds > 0) {
      await load(directUrl, identity(), expectBody, warmupSeconds);
      await load(viaGatewayUrl, cookie, expectBody, warmupSeconds);
    }
    const direct = await load(directUrl, identity(), expectBody, durationSeconds);
    const viaGateway = await load(viaGatewayUrl, cookie, expectBody, durationSeconds);
    printTable(direct, viaGateway);

    const failed = failures(direct) + failures(viaGateway);
    if (failed > 0) {
      console.error(
        `\n${failed} request(s) failed (errors, timeouts, non-2xx or unexpected bodies): ` +
          JSON.stringify({
            direct: summarizeFailures(direct),
            gateway: summarizeFailures(viaGateway),
          }),
      );
      return 1;
    }
    return 0;
  } finally {
    await gateway.close();
    await upstream.stop();
    await rm(distDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

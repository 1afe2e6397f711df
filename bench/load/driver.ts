/**
 * The load generator, forked by run.ts so that it does not share the event loop or the CPU time
 * slices of the servers it measures. Receives a DriverPlan, runs one autocannon instance per route
 * concurrently (warm-up first) and sends back a DriverReport.
 */
import autocannon, { type Client, type RequestOptions, type Result } from 'autocannon';
import { signIdentity } from '@sitespark/service-kit';
import type { Credentials, DriverPlan, DriverReport, RouteLoad } from './plan.ts';

/** Signatures are accepted for five minutes; each user's is renewed every minute. */
const resignAfterMs = 60_000;

function headerSource(credentials: Credentials): (userIndex: number) => () => Record<string, string> {
  if (credentials.kind === 'cookie') {
    return (userIndex) => {
      const headers = { cookie: credentials.cookies[userIndex]! };
      return () => headers;
    };
  }
  return (userIndex) => {
    const userId = credentials.userIds[userIndex]!;
    let signedAt = 0;
    let headers: Record<string, string> = {};
    return () => {
      const now = Date.now();
      if (now - signedAt > resignAfterMs) {
        headers = signIdentity({ userId, subscriptionStatus: 'active' }, credentials.internalSecret, now);
        signedAt = now;
      }
      return headers;
    };
  };
}

function userCount(credentials: Credentials): number {
  return credentials.kind === 'cookie' ? credentials.cookies.length : credentials.userIds.length;
}

function loadRoute(plan: DriverPlan, route: RouteLoad, seconds: number): Promise<Result> {
  const users = userCount(plan.credentials);
  const headersFor = headerSource(plan.credentials);
  let nextConnection = 0;
  const setupClient = (client: Client) => {
    const userIndex = (route.firstUser + nextConnection++) % users;
    const headers = headersFor(userIndex);
    const body = route.bodies?.[userIndex];
    const request: RequestOptions = {
      method: route.method,
      path: route.path,
      ...(body === undefined ? {} : { body }),
      setupRequest: (built) => ({ ...built, headers: { ...built.headers, ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) } }),
    };
    client.setRequests([request]);
  };
  return autocannon({
    url: `${route.origin}${route.path}`,
    method: route.method,
    connections: route.connections,
    duration: seconds,
    timeout: plan.timeoutSeconds,
    setupClient,
  });
}

async function run(plan: DriverPlan): Promise<DriverReport> {
  if (plan.warmupSeconds > 0) await Promise.all(plan.routes.map((route) => loadRoute(plan, route, plan.warmupSeconds)));
  const results = await Promise.all(plan.routes.map((route) => loadRoute(plan, route, plan.durationSeconds)));
  return { target: plan.target, routes: plan.routes.map((route, index) => ({ name: route.name, result: results[index]! })) };
}

process.once('message', (plan: DriverPlan) => {
  run(plan).then(
    (report) => process.send!({ ok: true, report }, () => process.exit(0)),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? error.stack : String(error) }, () => process.exit(1)),
  );
});

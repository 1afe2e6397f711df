import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry: add service metrics here, never to prom-client's global one. */
    metrics: Registry;
  }
}

/** Services define their own metrics with these, so every package uses the kit's one prom-client. */
export { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export const metricsPath = '/metrics';

/** Label for requests no route matched, so probing random URLs cannot grow the label set. */
const unmatchedRoute = '<unmatched>';

/**
 * Prometheus metrics for one app: default process metrics and request durations by method, route
 * template and status code, in the app's own registry (`app.metrics`), so the apps of the
 * standalone process keep their metrics apart. They are served by a metrics server of their own
 * (`startMetricsServer`), never on the app's public port: there `/metrics` answers 404 like any
 * unknown path, and the gateway's single-page app never answers for it either.
 */
export function installMetrics(app: FastifyInstance, options: { service: string }): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by route template',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  app.decorate('metrics', registry);
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? unmatchedRoute, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // Claimed here so no catch-all route of the app (the gateway's single-page app) answers it.
  app.get(metricsPath, { logLevel: 'warn' }, (_request, reply) => reply.callNotFound());

  return registry;
}

interface MetricFamily {
  header: string[];
  samples: string[];
}

/**
 * The text exposition of several registries as one scrape. Each family (`# HELP`, `# TYPE`, then
 * its samples) appears once with the samples of every registry: Prometheus refuses a family given
 * twice. The registries' `service` labels keep their samples apart.
 */
export async function mergedExposition(registries: readonly Registry[]): Promise<string> {
  const families = new Map<string, MetricFamily>();
  for (const registry of registries) {
    let current: MetricFamily | undefined;
    for (const line of (await registry.metrics()).split('\n')) {
      if (line === '') continue;
      const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) /.exec(line);
      if (comment) {
        const name = comment[2]!;
        const known = families.get(name);
        current = known ?? { header: [], samples: [] };
        if (!known) families.set(name, current);
        if (current.header.length < 2 && !current.header.includes(line)) current.header.push(line);
        continue;
      }
      current?.samples.push(line);
    }
  }
  return [...families.values()].map((family) => [...family.header, ...family.samples].join('\n')).join('\n') + '\n';
}

export interface MetricsServerOptions {
  /** The registries served together at `/metrics` (one per app; the standalone process has six). */
  registries: readonly Registry[];
  logger?: FastifyBaseLogger;
}

/**
 * A server that answers only `GET /metrics`, for a port of its own (`METRICS_PORT`): not the
 * public port, so metrics can stay on a private interface or network. Does not listen.
 */
export async function createMetricsServer(options: MetricsServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    // A scrape every few seconds is not worth a log line; failures still are.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
  });
  const contentType = options.registries[0]?.contentType ?? Registry.PROMETHEUS_CONTENT_TYPE;
  app.get(metricsPath, async (_request, reply) => reply.type(contentType).send(await mergedExposition(options.registries)));
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
  await app.ready();
  return app;
}

export interface RunningMetricsServer {
  /** Where Prometheus scrapes, e.g. `http://127.0.0.1:9464/metrics`. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Serves the registries at `http://<host>:<port>/metrics`; port 0 picks a free port. */
export async function startMetricsServer(options: MetricsServerOptions & { port: number; host: string }): Promise<RunningMetricsServer> {
  const app = await createMetricsServer(options);
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${metricsPath}`, port, close: () => app.close() };
}

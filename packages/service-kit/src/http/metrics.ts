import type { FastifyInstance } from 'fastify';
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
 * template and status code, served as text at `/metrics` on the app's own port. The registry is the
 * app's own, so the apps of the standalone process keep their metrics apart.
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

  app.get(metricsPath, { logLevel: 'warn' }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return registry;
}

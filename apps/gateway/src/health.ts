import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '@sitespark/contracts';

export const healthPath = '/api/healthz';

export type ServiceHealth = 'ready' | 'not ready' | 'unreachable';

export interface HealthRouteOptions {
  upstreams: Readonly<Record<ServiceName, string>>;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Whole-product readiness: every service's /readyz, asked in parallel with a short timeout. */
export function registerHealthRoute(app: FastifyInstance, options: HealthRouteOptions): void {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 2000;

  async function probe(baseUrl: string): Promise<ServiceHealth> {
    try {
      const response = await fetchImpl(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok ? 'ready' : 'not ready';
    } catch {
      return 'unreachable';
    }
  }

  app.get(healthPath, { logLevel: 'warn' }, async (_request, reply) => {
    const entries = await Promise.all(
      Object.entries(options.upstreams).map(async ([name, url]) => [name, await probe(url)] as const),
    );
    const services = Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
    const notReady = entries.filter(([, health]) => health !== 'ready').map(([name]) => name);
    if (notReady.length === 0) return reply.send({ status: 'ready', services });
    return reply.status(503).send({ status: 'not ready', services, notReady });
  });
}

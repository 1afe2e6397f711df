import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type RawServerDefault } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdHeader } from '@sitespark/contracts';
import type { Logger } from 'pino';
import { AppError } from '../errors.ts';
import { verifyIdentity, type Identity } from '../identity.ts';
import { installErrorHandling } from './error-handler.ts';
import { installMetrics } from './metrics.ts';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
  /** False: reported (with its detail) but never makes the service unready, e.g. a model the built-in writer stands in for. */
  required?: boolean;
  /** A sentence for operators, shown under `details` in /readyz. */
  detail?: () => string;
}

export interface CreateServiceOptions {
  name: string;
  logger: Logger;
  /** When set, signed identity headers from the gateway are verified and exposed as `request.identity`. */
  internalSecret?: string;
  readiness?: ReadinessCheck[];
  bodyLimit?: number;
  trustProxy?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export type ServiceApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

const readinessTimeoutMs = 2000;

async function withTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check().catch(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), readinessTimeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The Fastify app every service and the gateway start from: zod validation and serialization,
 * pino with request ids, one error table, health and readiness, identity from signed headers,
 * Prometheus metrics in `app.metrics` (served on a port of their own by `startMetricsServer`; the
 * app itself answers `/metrics` with 404).
 */
export async function createService(options: CreateServiceOptions): Promise<ServiceApp> {
  const app = Fastify({
    loggerInstance: options.logger,
    // A caller's request id is kept only when it looks like one, so nothing else reaches the logs.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (raw) => {
      const given = raw.headers[requestIdHeader];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);

  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header(requestIdHeader, request.id);
    if (options.internalSecret) request.identity = verifyIdentity(request.headers, options.internalSecret);
  });

  installErrorHandling(app as unknown as FastifyInstance);
  installMetrics(app as unknown as FastifyInstance, { service: options.name });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: options.name }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const results = await Promise.all(
      (options.readiness ?? []).map(async ({ name, check }) => [name, await withTimeout(check)] as const),
    );
    const checks = Object.fromEntries(results);
    const required = new Set((options.readiness ?? []).filter((r) => r.required !== false).map((r) => r.name));
    const ready = results.every(([name, ok]) => ok || !required.has(name));
    const details = Object.fromEntries((options.readiness ?? []).flatMap((r) => (r.detail ? [[r.name, r.detail()]] : [])));
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', service: options.name, checks, ...(Object.keys(details).length ? { details } : {}) });
  });

  return app as unknown as ServiceApp;
}

/** The signed-in user of a `session` route; 401 when the gateway forwarded no identity. */
export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('UNAUTHENTICATED', 'Unauthorized: please sign in');
  return request.identity;
}

/** The user of a `subscriber` route: signed in and with an active subscription. */
export function requireSubscriber(request: FastifyRequest): Identity {
  const identity = requireIdentity(request);
  if (identity.subscriptionStatus !== 'active') {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'An active subscription is required. Please subscribe to continue.');
  }
  return identity;
}

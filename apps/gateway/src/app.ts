import type { FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { authRoutes, routes, sessionCookieName } from '@sitespark/contracts';
import { AppError, createService, type Logger, type ServiceApp } from '@sitespark/service-kit';
import { upstreamsOf, type GatewayConfig } from './config.ts';
import { registerHealthRoute } from './health.ts';
import { registerOpenApiRoute } from './openapi.ts';
import { registerRouteProxies } from './proxy.ts';
import { createAccessGuard, createCrossSiteGuard, refuseEncodedSeparators, stripReservedHeaders } from './request-guards.ts';
import { createSessionResolver } from './session.ts';
import { registerWebApp } from './web-app.ts';

export interface BuildGatewayOptions {
  config: GatewayConfig;
  logger: Logger;
  /** Used for the gateway's own calls (session resolution, health); tests may count or fail them. */
  fetch?: typeof globalThis.fetch;
}

/** Content-Security-Policy for the Vite-built React SPA plus Stripe.js, which must load from Stripe. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Only the API is metered: the SPA's files are cheap, cacheable and fetched in bursts on first load. */
function isUnmetered(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/');
}

/**
 * The single entry point of the product: serves the SPA, resolves sessions, enforces each route's
 * access level, and proxies `/api` routes to their owner services with signed identity.
 * Does not listen; `main.ts` does, tests use `inject()` or `listen({ port: 0 })`.
 */
export async function buildGateway(options: BuildGatewayOptions): Promise<ServiceApp> {
  const { config, logger } = options;
  const upstreams = upstreamsOf(config);
  // Metrics are counted in `app.metrics` and served on METRICS_PORT by main.ts, never on this public
  // port: here `/metrics` answers 404, and services' own are never proxied (only contract routes are).
  const app = await createService({ name: 'gateway', logger, trustProxy: config.TRUST_PROXY });

  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    // Stripe's payment frame opens popups for 3-D Secure; same-origin would cut them off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    allowList: isUnmetered,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please wait ${context.after} and try again.`),
  });

  const sessions = createSessionResolver({
    authUrl: config.AUTH_URL,
    internalSecret: config.INTERNAL_SECRET,
    ttlMs: config.SESSION_CACHE_TTL_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  app.decorateRequest('sessionUser', null);
  // Order matters: refuse floods first, then make sure nothing client-sent can pose as identity,
  // then the cheap origin and path checks, and only then the session look-up.
  app.addHook('onRequest', app.rateLimit());
  app.addHook('onRequest', stripReservedHeaders);
  app.addHook('onRequest', createCrossSiteGuard(config.PUBLIC_ORIGIN));
  app.addHook('onRequest', refuseEncodedSeparators);
  app.addHook('onRequest', createAccessGuard(sessions));

  // A signed-out session must stop working at once, not when its cached answer expires.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.config.contract?.id === authRoutes.logout.id) {
      const token = request.cookies[sessionCookieName];
      if (token) sessions.forget(token);
    }
    return payload;
  });

  registerHealthRoute(app, { upstreams, ...(options.fetch ? { fetch: options.fetch } : {}) });
  registerOpenApiRoute(app, routes);
  await registerRouteProxies(app, { routes, upstreams, internalSecret: config.INTERNAL_SECRET });
  await registerWebApp(app, { distDir: config.WEB_DIST_DIR });

  return app;
}

import { createService, startOutboxRelay, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createAttemptLimiter } from './adapters/attempt-limiter.ts';
import type { AuthConfig } from './config.ts';
import { subscribeToSubscriptionChanges } from './events/billing-subscription-changed.ts';
import { createOidcClient } from './adapters/oidc-client.ts';
import { createPendingLoginSeal } from './adapters/pending-login-seal.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { TrustedProxies } from './routes/client-address.ts';
import { registerExternalLoginRoutes } from './routes/external-login.ts';
import { registerInternalRoutes } from './routes/internal.ts';
import { createAccountRepository } from './persistence/account-repository.ts';

export async function buildService(deps: ServiceDeps<AuthConfig>): Promise<BuiltService> {
  const { config, dataSource, bus, logger } = deps;
  const app = await createService({
    name: 'auth',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    readiness: deps.readiness,
    // X-Forwarded-For is not trusted: the client address comes signed from the gateway, or from a
    // configured trusted proxy (see routes/client-address.ts).
    trustProxy: false,
  });
  const secureCookies = config.PUBLIC_ORIGIN.startsWith('https:');
  const accounts = createAccountRepository(dataSource);
  registerAuthRoutes(app, {
    accounts,
    limiter: createAttemptLimiter(dataSource, { maxAttempts: config.AUTH_ATTEMPTS_PER_WINDOW, windowMs: 15 * 60_000 }),
    secureCookies,
    clientAddress: { internalSecret: config.INTERNAL_SECRET, trustedProxies: new TrustedProxies(config.AUTH_TRUSTED_PROXIES) },
  });
  const redirectUri = new URL('/api/login/callback', config.PUBLIC_ORIGIN).href;
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  registerExternalLoginRoutes(app, {
    accounts,
    oidc:
      issuer && clientId && clientSecret
        ? createOidcClient({ issuer, clientId, clientSecret, redirectUri, allowInsecureHttp: config.OIDC_ALLOW_INSECURE_HTTP })
        : null,
    providerName: config.OIDC_PROVIDER_NAME,
    redirectUri,
    seal: createPendingLoginSeal(config.INTERNAL_SECRET),
    secureCookies,
  });
  registerInternalRoutes(app, { accounts, internalSecret: config.INTERNAL_SECRET });

  const relay = startOutboxRelay({ dataSource, bus, logger });
  const projection = await subscribeToSubscriptionChanges(bus, accounts, logger);
  return {
    app,
    background: [
      { name: 'subscription projection', close: () => projection.drain() },
      { name: 'outbox relay', close: () => relay.stop() },
    ],
  };
}

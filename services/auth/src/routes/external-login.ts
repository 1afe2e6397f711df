import { authRoutes } from '@sitespark/contracts';
import { AppError, bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { logInExternally } from '../domain/log-in-externally.ts';
import type { AccountRepository } from '../persistence/account-repository.ts';
import type { OidcClient } from '../adapters/oidc-client.ts';
import { pendingLoginTtlMs, type PendingLoginSeal } from '../adapters/pending-login-seal.ts';
import { setSessionCookie } from './session-cookie.ts';

export interface ExternalLoginRouteDeps {
  accounts: AccountRepository;
  /** null when no OpenID provider is configured. */
  oidc: OidcClient | null;
  providerName: string;
  /** The callback URL registered with the provider. */
  redirectUri: string;
  seal: PendingLoginSeal;
  secureCookies: boolean;
}

export const pendingLoginCookieName = 'sitespark_oidc_login';
/** Where the sign-in dialog opens on Create Account with the external button hidden. */
export const externalLoginUnavailablePath = '/?signin=create-account';
/** Where the sign-in dialog opens on Sign In and says the external sign-in failed. */
export const externalLoginFailedPath = '/?signin=sign-in&error=external';

// Sent only to /api/login and its callback; Lax so it rides along the provider's top-level redirect back.
const pendingCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/api/login' });

export function registerExternalLoginRoutes(app: ServiceApp, deps: ExternalLoginRouteDeps): void {
  const { oidc, providerName, redirectUri, seal, secureCookies } = deps;

  bindRoute(app, authRoutes.getProviders, async () => ({ external: oidc ? { name: providerName } : null }));

  bindRoute(app, authRoutes.startExternalLogin, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    if (!oidc) return reply.redirect(externalLoginUnavailablePath, 302);
    let started;
    try {
      started = await oidc.startLogin();
    } catch (error) {
      throw new AppError('UNAVAILABLE', `Sign-in with ${providerName} is unavailable right now. Please try again later or use your email and password.`, {
        cause: error,
      });
    }
    reply.setCookie(pendingLoginCookieName, seal.seal(started.pending), {
      ...pendingCookieOptions(secureCookies),
      maxAge: pendingLoginTtlMs / 1000,
    });
    return reply.redirect(started.authorizationUrl.href, 302);
  });

  // Every failure lands on the sign-in dialog with a message, never on an error page.
  bindRoute(app, authRoutes.completeExternalLogin, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    reply.clearCookie(pendingLoginCookieName, pendingCookieOptions(secureCookies));
    try {
      if (!oidc) throw new Error('external login is not configured');
      const sealed = request.cookies[pendingLoginCookieName];
      const pending = sealed ? seal.open(sealed) : null;
      if (!pending) throw new Error('no valid pending login: the cookie is missing, altered or older than 10 minutes');
      // The provider answered at redirectUri; only the query comes from the request.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const profile = await oidc.completeLogin(callbackUrl, pending);
      const { user, session, outcome } = await logInExternally(deps, { profile });
      request.log.info({ userId: user.id, outcome }, 'signed in with external account');
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return reply.redirect('/', 302);
    } catch (error) {
      request.log.warn({ err: error }, 'external login failed');
      return reply.redirect(externalLoginFailedPath, 302);
    }
  });
}

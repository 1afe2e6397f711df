import type { FastifyRequest } from 'fastify';
import { authRoutes, sessionCookieName } from '@sitespark/contracts';
import { AppError, bindRoute, type ServiceApp } from '@sitespark/service-kit';
import type { AttemptLimiter } from '../adapters/attempt-limiter.ts';
import { logIn } from '../domain/log-in.ts';
import { logOut } from '../domain/log-out.ts';
import { registerUser } from '../domain/register-user.ts';
import { getUser } from '../domain/get-user.ts';
import { markTourSeen } from '../domain/mark-tour-seen.ts';
import { toAuthUser } from '../domain/to-auth-user.ts';
import type { AccountRepository } from '../persistence/account-repository.ts';
import { clientAddressOf, type ClientAddressPolicy } from './client-address.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export interface AuthRouteDeps {
  accounts: AccountRepository;
  limiter: AttemptLimiter;
  secureCookies: boolean;
  clientAddress: ClientAddressPolicy;
}

/** The client address of a sign-in or registration, settled before its body is read. */
const clientAddresses = new WeakMap<FastifyRequest, string>();

/**
 * Sign-in and registration share one limiter: each attempt counts against its client address and
 * against its email, so guessing passwords and probing which emails have accounts are both slowed.
 */
async function checkAttempts(limiter: AttemptLimiter, request: FastifyRequest, email: string): Promise<void> {
  const address = clientAddresses.get(request);
  if (address === undefined) throw new Error('client address not settled for this request');
  const waits = await Promise.all([limiter.hit(`ip:${address}`), limiter.hit(`email:${email.toLowerCase()}`)]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.`, {
      details: { retryAfterSeconds: wait },
    });
  }
}

export function registerAuthRoutes(app: ServiceApp, deps: AuthRouteDeps): void {
  const { limiter, secureCookies, clientAddress } = deps;
  const limited = new Set<string>([authRoutes.register.path, authRoutes.login.path]);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && limited.has(request.routeOptions.url ?? '')) {
      clientAddresses.set(request, clientAddressOf(request, clientAddress));
    }
  });

  bindRoute(app, authRoutes.register, async ({ body, request, reply }) => {
    await checkAttempts(limiter, request, body.email);
    const { user, session } = await registerUser(deps, body);
    request.log.info({ userId: user.id }, 'account created');
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
    return reply.status(201).send(toAuthUser(user));
  });

  bindRoute(app, authRoutes.login, async ({ body, request, reply }) => {
    await checkAttempts(limiter, request, body.email);
    const { user, session } = await logIn(deps, body);
    request.log.info({ userId: user.id }, 'signed in');
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
    return toAuthUser(user);
  });

  bindRoute(app, authRoutes.getUser, async ({ identity }) => {
    return toAuthUser(await getUser(deps, { userId: identity?.userId ?? null }));
  });

  bindRoute(app, authRoutes.markTourSeen, async ({ identity, body }) => toAuthUser(await markTourSeen(deps, { userId: identity?.userId ?? null, tour: body.tour })));

  bindRoute(app, authRoutes.logout, async ({ request, reply }) => {
    const token = request.cookies[sessionCookieName];
    if (token) await logOut(deps, { token });
    clearSessionCookie(reply, secureCookies);
    return reply.redirect('/', 302);
  });

  bindRoute(app, authRoutes.startSignIn, async ({ reply }) => reply.redirect('/?signin=sign-in', 302));

  const adminDenied = async (): Promise<never> => {
    throw new AppError('FORBIDDEN', 'Access Denied - Admin panel is only available in development mode.');
  };
  bindRoute(app, authRoutes.listCustomers, adminDenied);
  bindRoute(app, authRoutes.getAdminStats, adminDenied);
}

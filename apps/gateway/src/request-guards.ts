import type { FastifyReply, FastifyRequest } from 'fastify';
import { authRoutes, identityHeaders, sessionCookieName, type AuthUser, type RouteContract } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { SessionServiceUnavailable, type SessionResolver } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every proxied route: the contract row it forwards. */
    contract?: RouteContract;
  }
  interface FastifyRequest {
    /** The user behind the session cookie, once the access guard resolved it. */
    sessionUser: AuthUser | null;
  }
}

export const messages = {
  unauthenticated: 'Unauthorized: please sign in',
  subscriptionRequired: 'An active subscription is required. Please subscribe to continue.',
  signInUnavailable: 'Sign-in service is unavailable. Please try again shortly.',
  crossSite: 'Cross-site request refused',
  invalidPath:
    'The address is not valid: it holds an encoded slash, backslash or dot segment, which no route accepts.',
} as const;

/** Headers only the gateway may set: the identity it signs and internal-call signatures. */
const reservedPrefix = /^x-(user|internal)-/;
const identityHeaderNames = new Set<string>(Object.values(identityHeaders));

/** A client must never be able to speak for the gateway, whatever the route. */
export async function stripReservedHeaders(request: FastifyRequest): Promise<void> {
  for (const name of Object.keys(request.headers)) {
    if (reservedPrefix.test(name) || identityHeaderNames.has(name)) delete request.headers[name];
  }
}

/** `%2f`, `%5c`, or a segment that decodes to `.` or `..`. */
const encodedSeparator = /%(2f|5c)/i;
const dotSegment = /^(\.|%2e){1,2}$/i;

/**
 * Refuses a proxied path that would read differently once decoded: no id, token or media key holds
 * an encoded separator, and left to the proxy such a path is answered with the library's own text.
 */
export async function refuseEncodedSeparators(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.config.contract) return;
  const path = request.url.split('?')[0] ?? '';
  if (encodedSeparator.test(path) || path.split('/').some((segment) => dotSegment.test(segment))) {
    throw new AppError('BAD_REQUEST', messages.invalidPath);
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that change state: Sign Out is a plain link, and a link on another site must not sign anyone out. */
const stateChangingNavigations = new Set<string>([authRoutes.logout.id]);

/**
 * Refuses state-changing requests a browser sent from another site. Webhooks (`raw` routes) come
 * from the payment provider's servers and prove themselves with their own signature.
 */
export function createCrossSiteGuard(publicOrigin: string) {
  return async function refuseCrossSite(request: FastifyRequest): Promise<void> {
    const contract = request.routeOptions.config.contract;
    if (!unsafeMethods.has(request.method) && !(contract && stateChangingNavigations.has(contract.id))) return;
    if (contract?.kind === 'raw') return;
    // A browser says where a request comes from even when it sends neither Origin nor Referer.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', messages.crossSite);
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return;
    let origin: URL;
    try {
      origin = new URL(source);
    } catch {
      throw new AppError('FORBIDDEN', messages.crossSite);
    }
    if (origin.origin === publicOrigin) return;
    if (request.headers.host !== undefined && origin.host === request.headers.host) return;
    throw new AppError('FORBIDDEN', messages.crossSite);
  };
}

/**
 * Resolves the session cookie and enforces the route's access level before anything is proxied,
 * so a service is never reached by a caller the contract does not admit.
 */
export function createAccessGuard(sessions: SessionResolver) {
  return async function enforceAccess(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const contract = request.routeOptions.config.contract;
    if (!contract) return;
    const token = request.cookies[sessionCookieName];
    let user: AuthUser | null = null;
    if (token) {
      try {
        user = await sessions.resolve(token, { requestId: request.id });
        // A cached "not active" may predate a payment that just went through; ask again before refusing.
        if (contract.access === 'subscriber' && user && user.subscriptionStatus !== 'active') {
          user = await sessions.resolve(token, { requestId: request.id, fresh: true });
        }
      } catch (error) {
        if (!(error instanceof SessionServiceUnavailable)) throw error;
        // "Who am I" answered anonymously would sign the browser out over a passing auth or database outage.
        if (contract.access !== 'public' || contract.id === authRoutes.getUser.id) {
          throw new AppError('UNAVAILABLE', messages.signInUnavailable, { cause: error });
        }
        request.log.warn({ err: error }, 'session not resolved; continuing anonymously on a public route');
      }
    }
    if (contract.access !== 'public' && !user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
    if (contract.access === 'subscriber' && user?.subscriptionStatus !== 'active') {
      throw new AppError('SUBSCRIPTION_REQUIRED', messages.subscriptionRequired);
    }
    request.sessionUser = user;
  };
}

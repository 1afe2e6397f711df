import { createHmac, timingSafeEqual } from 'node:crypto';
import { identityHeaders, type SubscriptionStatus } from '@sitespark/contracts';
import { AppError } from './errors.ts';

export interface Identity {
  userId: string;
  subscriptionStatus: SubscriptionStatus;
}

/** Signed identity older than this is refused, so a captured header set cannot be replayed later. */
const maxAgeMs = 5 * 60_000;

function signature(secret: string, userId: string, status: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${userId}\n${status}\n${timestamp}`).digest('base64url');
}

/** Headers the gateway adds to a proxied request after resolving the session. */
export function signIdentity(identity: Identity, secret: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    [identityHeaders.userId]: identity.userId,
    [identityHeaders.subscriptionStatus]: identity.subscriptionStatus,
    [identityHeaders.timestamp]: timestamp,
    [identityHeaders.signature]: signature(secret, identity.userId, identity.subscriptionStatus, timestamp),
  };
}

const headerNames = Object.values(identityHeaders);

/** True when the request carries any identity header at all (signed or not). */
export function hasIdentityHeaders(headers: Record<string, unknown>): boolean {
  return headerNames.some((name) => headers[name] !== undefined);
}

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads the identity the gateway signed. No identity headers → null (anonymous). Identity headers
 * that are incomplete, forged, tampered with or stale → 401, never silently anonymous.
 */
export function verifyIdentity(headers: Record<string, unknown>, secret: string, now = Date.now()): Identity | null {
  if (!hasIdentityHeaders(headers)) return null;
  const userId = single(headers[identityHeaders.userId]);
  const status = single(headers[identityHeaders.subscriptionStatus]);
  const timestamp = single(headers[identityHeaders.timestamp]);
  const given = single(headers[identityHeaders.signature]);
  const refuse = () => new AppError('UNAUTHENTICATED', 'Unauthorized: invalid identity');
  if (!userId || !status || !timestamp || !given) throw refuse();
  const expected = Buffer.from(signature(secret, userId, status, timestamp));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw refuse();
  const age = now - Number(timestamp);
  if (!Number.isFinite(age) || age > maxAgeMs || age < -maxAgeMs) throw refuse();
  return { userId, subscriptionStatus: status as SubscriptionStatus };
}

/** Header carrying the HMAC of an internal service-to-service call (gateway → auth session resolution). */
export const internalSignatureHeader = 'x-internal-signature';

export function signInternalCall(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`internal\n${body}`).digest('base64url');
}

export function verifyInternalCall(body: string, given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signInternalCall(body, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

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

/**
 * The client address the gateway saw, signed like the identity headers, so a service can key rate
 * limits on it: X-Forwarded-For alone can be written by anyone who reaches the service's port.
 */
export const clientAddressHeaders = {
  address: 'x-client-address',
  timestamp: 'x-client-timestamp',
  signature: 'x-client-signature',
} as const;

function clientAddressSignature(secret: string, address: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`client-address\n${address}\n${timestamp}`).digest('base64url');
}

/** Headers the gateway adds to every proxied request: the client's address, signed. */
export function signClientAddress(address: string, secret: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    [clientAddressHeaders.address]: address,
    [clientAddressHeaders.timestamp]: timestamp,
    [clientAddressHeaders.signature]: clientAddressSignature(secret, address, timestamp),
  };
}

/**
 * The client address the gateway signed, or null when the headers are missing, incomplete, forged,
 * tampered with or stale (the caller decides what an unsigned request may do).
 */
export function verifyClientAddress(headers: Record<string, unknown>, secret: string, now = Date.now()): string | null {
  const address = single(headers[clientAddressHeaders.address]);
  const timestamp = single(headers[clientAddressHeaders.timestamp]);
  const given = single(headers[clientAddressHeaders.signature]);
  if (!address || !timestamp || !given) return null;
  const expected = Buffer.from(clientAddressSignature(secret, address, timestamp));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const age = now - Number(timestamp);
  if (!Number.isFinite(age) || age > maxAgeMs || age < -maxAgeMs) return null;
  return address;
}

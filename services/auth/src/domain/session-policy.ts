import { createHash, randomBytes } from 'node:crypto';

/**
 * A session ends after 7 days without use (idle) or 30 days after sign-in (absolute), whichever
 * comes first, or at sign-out. Activity is recorded at most once a minute.
 */
export const sessionPolicy = {
  idleTimeoutMs: 7 * 24 * 60 * 60_000,
  absoluteTimeoutMs: 30 * 24 * 60 * 60_000,
  touchIntervalMs: 60_000,
} as const;

/** 256 random bits, sent only in the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

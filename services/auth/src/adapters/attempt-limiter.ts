import type { DataSource } from 'typeorm';
import { createPostgresRateLimiter, type RateLimiter } from '@sitespark/service-kit';

/** Counts sign-in and sign-up attempts per key (an IP or an email); resolves to the seconds to wait when over the limit, else 0. */
export type AttemptLimiter = RateLimiter;

export function createAttemptLimiter(dataSource: DataSource, options: { maxAttempts: number; windowMs: number }): AttemptLimiter {
  // Table created by migration CreateSignInAttempts1700000002000.
  return createPostgresRateLimiter(dataSource, { tableName: 'sign_in_attempts', maxHits: options.maxAttempts, windowMs: options.windowMs });
}

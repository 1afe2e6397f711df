import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { schemaOf } from '@sitespark/service-kit';

/** Counts attempts per key (an IP or an email) in fixed windows, in PostgreSQL so every replica shares the counts. */
export interface AttemptLimiter {
  /** Counts one attempt; resolves to the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): Promise<number>;
}

interface PgQueryConfig {
  name?: string;
  text: string;
  values?: unknown[];
}

export function createAttemptLimiter(dataSource: DataSource, options: { maxAttempts: number; windowMs: number }): AttemptLimiter {
  const pool = (dataSource.driver as PostgresDriver).master as { query(config: PgQueryConfig): Promise<unknown> };
  const limiter = new RateLimiterPostgres({
    // The library names its prepared statements; on the embedded database every pooled connection
    // shares one PGlite session, where a second connection preparing the same name fails.
    storeClient: { query: ({ text, values }: PgQueryConfig) => pool.query({ text, values }) },
    storeType: 'pool',
    schemaName: schemaOf(dataSource),
    // Created by migration CreateSignInAttempts1700000002000.
    tableName: 'sign_in_attempts',
    tableCreated: true,
    keyPrefix: '',
    points: options.maxAttempts,
    duration: options.windowMs / 1000,
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000);
        throw rejection;
      }
    },
  };
}

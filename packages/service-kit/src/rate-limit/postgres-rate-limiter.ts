import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { schemaOf } from '../db/data-source.ts';

/** Counts hits per key (a client address, an email) in fixed windows, in PostgreSQL so every replica shares the counts. */
export interface RateLimiter {
  /** Counts one hit; resolves to the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): Promise<number>;
}

interface PgQueryConfig {
  name?: string;
  text: string;
  values?: unknown[];
}

/**
 * rate-limiter-flexible's PostgreSQL store on the service's own schema. `tableName` is created by
 * the service's migration (see `rateLimitTableSql`), never by the library at run time.
 */
export function createPostgresRateLimiter(dataSource: DataSource, options: { tableName: string; keyPrefix?: string; maxHits: number; windowMs: number }): RateLimiter {
  const pool = (dataSource.driver as PostgresDriver).master as { query(config: PgQueryConfig): Promise<unknown> };
  const limiter = new RateLimiterPostgres({
    // The library names its prepared statements; on the embedded database every pooled connection
    // shares one PGlite session, where a second connection preparing the same name fails.
    storeClient: { query: ({ text, values }: PgQueryConfig) => pool.query({ text, values }) },
    storeType: 'pool',
    schemaName: schemaOf(dataSource),
    tableName: options.tableName,
    tableCreated: true,
    keyPrefix: options.keyPrefix ?? '',
    points: options.maxHits,
    duration: options.windowMs / 1000,
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}

/**
 * The counters' table in the layout the library expects: it inserts `VALUES (key, points, expire)`
 * without naming columns, so keep this order; it deletes expired counters every five minutes.
 */
export function rateLimitTableSql(qualifiedTable: string, indexName: string): string[] {
  return [
    `CREATE TABLE ${qualifiedTable} (
        key text PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`,
    `CREATE INDEX ${indexName} ON ${qualifiedTable} (expire)`,
  ];
}

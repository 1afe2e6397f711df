import { DataSource, type EntitySchema, type Logger as TypeOrmLogger, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { Logger } from '../logger.ts';
import { markingPg } from './database-errors.ts';

const schemaNamePattern = /^[a-z_][a-z0-9_]*$/;
/** The logger given to createDataSource, so initializeDatabase reports through it by default. */
const dataSourceLoggers = new WeakMap<DataSource, Logger>();

export interface CreateDataSourceOptions {
  url: string;
  /** The service's own schema (`auth`, `billing`, ... or `t_ab12_auth` in tests). */
  schema: string;
  entities: Array<EntitySchema<any>>;
  migrations: Array<new () => MigrationInterface>;
  /** Pool size (default 5). Against embedded PGlite the sum over services must stay under its maxConnections. */
  poolSize?: number;
  logger?: Logger;
  /**
   * Longest wait for a connection, whether opening one or queueing for a pooled one (default 5000).
   * A request that needs the database fails within it when PostgreSQL is down or does not answer.
   */
  connectTimeoutMs?: number;
  /** Server-side limit on one statement (default 30000). */
  statementTimeoutMs?: number;
}

export const defaultDatabaseTimeouts = { connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 } as const;

/** Double-quotes a PostgreSQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function assertSchemaName(schema: string): string {
  if (!schemaNamePattern.test(schema)) {
    throw new Error(`Invalid database schema name "${schema}": use lowercase letters, digits and underscores, not starting with a digit.`);
  }
  return schema;
}

export function createDataSource(options: CreateDataSourceOptions): DataSource {
  const schema = assertSchemaName(options.schema);
  const connectTimeoutMs = options.connectTimeoutMs ?? defaultDatabaseTimeouts.connectTimeoutMs;
  const statementTimeoutMs = options.statementTimeoutMs ?? defaultDatabaseTimeouts.statementTimeoutMs;
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    // gen_random_uuid() is built into PostgreSQL 13+ (and PGlite, which lacks pgcrypto), so there is
    // nothing to install and no superuser right to need.
    installExtensions: false,
    poolSize: options.poolSize ?? 5,
    // Marks connect failures so the error handler can answer 503 "database unavailable" for them.
    driver: markingPg,
    connectTimeoutMS: connectTimeoutMs,
    maxQueryExecutionTime: 1_000,
    extra: {
      statement_timeout: statementTimeoutMs,
      // statement_timeout needs a server that answers; a connection that went silent (network cut,
      // host gone) is given up client-side once the statement could no longer be running.
      query_timeout: statementTimeoutMs + connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
    ...(options.logger ? { logger: createTypeOrmLogger(options.logger) } : { logging: false }),
  });
  if (options.logger) dataSourceLoggers.set(dataSource, options.logger);
  return dataSource;
}

/** The schema a data source (or a migration's query runner) works in, validated. */
export function schemaOf(dataSource: DataSource): string {
  const schema = 'schema' in dataSource.options ? dataSource.options.schema : undefined;
  if (typeof schema !== 'string') throw new Error('The data source has no schema; create it with createDataSource().');
  return assertSchemaName(schema);
}

/**
 * The quoted schema for use inside a migration, so one migration class serves any schema name:
 * `` await queryRunner.query(`CREATE TABLE ${quotedSchema(queryRunner)}.users (...)`) ``.
 */
export function quotedSchema(queryRunner: QueryRunner): string {
  return quoteIdent(schemaOf(queryRunner.dataSource));
}

/**
 * Connects (if needed), creates the service schema, then runs pending migrations, each in its own
 * transaction. Returns the names of the migrations that ran. An advisory lock keeps two replicas
 * of one service from migrating the same schema at once.
 */
export async function initializeDatabase(dataSource: DataSource, options: { logger?: Logger } = {}): Promise<string[]> {
  const schema = schemaOf(dataSource);
  const logger = options.logger ?? dataSourceLoggers.get(dataSource);
  if (!dataSource.isInitialized) await dataSource.initialize();
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [`sitespark:migrate:${schema}`]);
    try {
      await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      const names = ran.map((migration) => migration.name);
      if (names.length > 0) logger?.info({ schema, migrations: names }, `ran ${names.length} migration(s)`);
      else logger?.info({ schema }, 'database schema is up to date');
      return names;
    } finally {
      // A failed unlock means a broken connection, whose session (and lock) is gone anyway.
      await lockRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [`sitespark:migrate:${schema}`]).catch(() => undefined);
    }
  } finally {
    await lockRunner.release();
  }
}

/**
 * `SELECT 1` answered within `timeoutMs`; false on any error (for readiness probes). The default
 * stays under the readiness endpoint's own limit and the gateway's probe timeout (2 s each), so a
 * database that does not answer shows as `database: false`, not as an unreachable service.
 */
export async function isDatabaseReady(dataSource: DataSource, timeoutMs = 1_500): Promise<boolean> {
  if (!dataSource.isInitialized) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([dataSource.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function createTypeOrmLogger(logger: Logger): TypeOrmLogger {
  return {
    logQuery: (query) => logger.trace({ query }, 'sql'),
    // Expected failures (unique violations the caller maps to a 409) must not look like incidents.
    logQueryError: (error, query) => logger.debug({ err: error, query }, 'sql query failed'),
    logQuerySlow: (time, query) => logger.warn({ durationMs: time, query }, 'slow sql query'),
    logSchemaBuild: (message) => logger.debug(message),
    logMigration: (message) => logger.info(message),
    log: (level, message) => (level === 'warn' ? logger.warn(message) : logger.debug(message)),
  };
}

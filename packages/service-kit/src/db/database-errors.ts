import { createRequire } from 'node:module';

type ConnectCallback = (err: Error | undefined, client: unknown, done: (release?: unknown) => void) => void;
/** The little of a `pg` Client used here. */
interface PgClient {
  query(...args: unknown[]): unknown;
  end(): Promise<void>;
  connection?: { stream?: { destroy(): void } };
}
/** The little of `pg` used here (the repository has no @types/pg); the same CommonJS instance TypeORM loads. */
interface PgModule {
  Pool: new (options?: unknown) => {
    connect(callback?: ConnectCallback): Promise<unknown> | void;
    on(event: 'connect', listener: (client: PgClient) => void): unknown;
  };
  DatabaseError: abstract new (...args: never[]) => Error;
}
const pg = createRequire(import.meta.url)('pg') as PgModule;

/** What a user sees while a service cannot reach PostgreSQL (503, with `Retry-After`). */
export const databaseUnavailableMessage = "SiteSpark can't reach its database right now. Please try again in a moment.";
/** Seconds a client is told to wait before retrying during a database outage. */
export const databaseUnavailableRetryAfterSeconds = 5;

/** Errors raised while taking a connection from the pool: every one means the database is out of reach. */
const connectFailures = new WeakSet<object>();

/** Socket-level failures; counted only on errors known to come from the database driver. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs a server sends when it cannot serve at all: class 08 (connection exception),
 * 57P01-57P03 (shut down / crashed / starting up), 53300 (too many connections).
 */
function isUnavailableSqlState(code: unknown): boolean {
  return typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300');
}

/** Messages only node-postgres and pg-pool produce when the connection is gone or never came up. */
const pgConnectionMessages = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/**
 * The `pg` module with a Pool that marks every error of `connect()`, so a refused, reset or timed
 * out connection is told apart from, say, an ECONNREFUSED of an unrelated HTTP call.
 */
class MarkingPool extends pg.Pool {
  constructor(options?: unknown) {
    super(options);
    this.on('connect', dropOnReadTimeout);
  }

  override connect(callback?: ConnectCallback): Promise<unknown> | void {
    if (!callback) {
      return (super.connect() as Promise<unknown>).catch((error: unknown) => {
        markConnectFailure(error);
        throw error;
      });
    }
    super.connect((err, client, done) => {
      if (err) markConnectFailure(err);
      callback(err, client, done);
    });
  }
}

/** Pass as TypeORM's `driver` option: the regular `pg` module whose pools mark connect failures. */
export const markingPg: unknown = Object.create(pg, { Pool: { value: MarkingPool, enumerable: true } });

/**
 * Failing to connect means the database is out of reach, unless the server itself said no:
 * wrong password or pg_hba rule (SQLSTATE class 28), no such database (3D), or an SSL mismatch are
 * configuration errors for the operator (500, logged as errors), not an outage to wait out.
 */
function markConnectFailure(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  if (error instanceof pg.DatabaseError && !isUnavailableSqlState((error as { code?: unknown }).code)) return;
  if (/\bSSL\b/.test(String((error as { message?: unknown }).message))) return;
  connectFailures.add(error);
}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * node-postgres answers a query that outlived `query_timeout` but keeps its connection, which the
 * pool would then hand out again: on a silently dead network path every later query would wait
 * out the same timeout. Ending the client makes the pool drop it and open a new one.
 */
function dropOnReadTimeout(client: PgClient): void {
  const query = client.query.bind(client);
  const drop = (error: unknown) => {
    if (!isReadTimeout(error)) return;
    // end() marks the client as ending at once, so the pool discards it when it comes back;
    // destroying the socket ends it without waiting for a server that will not answer.
    client.end().catch(() => undefined);
    client.connection?.stream?.destroy();
  };
  client.query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...results: unknown[]) => {
        drop(error);
        return (callback as (...values: unknown[]) => unknown)(error, ...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
}

/**
 * True when an error (or anything it wraps: `cause`, TypeORM's `driverError`, an AggregateError's
 * `errors`) says the database is unreachable: no connection could be had, an open one broke, or
 * the server refuses to serve. A bad query, a constraint violation or a statement timeout is not.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (connectFailures.has(current)) return true;
    const { code, message, driverError, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (current instanceof pg.DatabaseError && isUnavailableSqlState(code)) return true;
    if (typeof message === 'string' && pgConnectionMessages.some((pattern) => pattern.test(message))) return true;
    // TypeORM's QueryFailedError: whatever broke happened on a database connection.
    if (driverError !== undefined) {
      const driver = driverError as { code?: unknown };
      if (typeof driver === 'object' && driver !== null && (networkCodes.has(String(driver.code)) || isUnavailableSqlState(driver.code))) {
        return true;
      }
      pending.push(driverError);
    }
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

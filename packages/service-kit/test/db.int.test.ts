import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { createDataSource, initializeDatabase, isDatabaseReady, quotedSchema, quoteIdent } from '../src/db/data-source.ts';
import { isDatabaseUnavailableError } from '../src/db/database-errors.ts';
import { CreateOutbox1700000000000, OutboxMessage, enqueueOutbox } from '../src/db/outbox.ts';
import { createTestInfra, startCuttableTcpProxy, type TestInfra } from '../src/testing/index.ts';

class CreateNotes1700000000001 implements MigrationInterface {
  name = 'CreateNotes1700000000001';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE ${quotedSchema(queryRunner)}.notes (id serial PRIMARY KEY, body text NOT NULL)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.notes`);
  }
}

const migrations = [CreateOutbox1700000000000, CreateNotes1700000000001];
let infra: TestInfra;
const opened: DataSource[] = [];
const stopAfterAll: Array<() => Promise<void>> = [];

function open(schema: string, logger?: pino.Logger): DataSource {
  const dataSource = createDataSource({ url: infra.databaseUrl, schema, entities: [OutboxMessage], migrations, poolSize: 2, ...(logger ? { logger } : {}) });
  opened.push(dataSource);
  return dataSource;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A stand-in for a PostgreSQL server that has no database of the name a client asks for: it reads
 * the startup message and answers FATAL 3D000, as PostgreSQL does, then hangs up. Returns its port.
 */
async function serveMissingDatabase(): Promise<number> {
  const server = createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 4 || received.length < received.readInt32BE(0)) return;
      // Startup message: length, protocol version, then NUL-terminated key/value pairs.
      const pairs = received.subarray(8, received.readInt32BE(0)).toString('utf8').split('\0');
      const database = pairs[pairs.indexOf('database') + 1] ?? '';
      const fields = ['SFATAL', 'VFATAL', 'C3D000', `Mdatabase "${database}" does not exist`].map((field) => `${field}\0`).join('') + '\0';
      const body = Buffer.from(fields, 'utf8');
      const header = Buffer.alloc(5);
      header.write('E', 0, 'latin1');
      header.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([header, body]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stopAfterAll.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  infra = await createTestInfra('db');
});

afterAll(async () => {
  await Promise.allSettled(opened.filter((ds) => ds.isInitialized).map((ds) => ds.destroy()));
  await Promise.allSettled(stopAfterAll.map((stop) => stop()));
  await infra?.cleanup();
});

describe('initializeDatabase', () => {
  it('creates the schema and records the migrations in that schema', async () => {
    const schema = `${infra.schemaPrefix}alpha`;
    const dataSource = open(schema);
    expect(await initializeDatabase(dataSource)).toEqual(['CreateOutbox1700000000000', 'CreateNotes1700000000001']);

    const schemas = await dataSource.query('SELECT schema_name FROM information_schema.schemata WHERE schema_name = $1', [schema]);
    expect(schemas).toHaveLength(1);
    const recorded: Array<{ name: string }> = await dataSource.query(`SELECT name FROM ${quoteIdent(schema)}.migrations ORDER BY id`);
    expect(recorded.map((r) => r.name)).toEqual(['CreateOutbox1700000000000', 'CreateNotes1700000000001']);
    const tables: Array<{ table_name: string }> = await dataSource.query(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    expect(tables.map((t) => t.table_name)).toEqual(['migrations', 'notes', 'outbox']);
  });

  it('runs nothing the second time, and logs what it ran', async () => {
    const logs: Array<{ msg: string; migrations?: string[]; schema: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const schema = `${infra.schemaPrefix}again`;
    const first = open(schema, logger);
    await initializeDatabase(first);
    await first.destroy();

    const second = open(schema, logger);
    expect(await initializeDatabase(second)).toEqual([]);
    const recorded = await second.query(`SELECT name FROM ${quoteIdent(schema)}.migrations`);
    expect(recorded).toHaveLength(2);
    expect(logs.map(({ msg, migrations, schema: s }) => ({ msg, migrations, schema: s }))).toEqual([
      { msg: 'ran 2 migration(s)', migrations: ['CreateOutbox1700000000000', 'CreateNotes1700000000001'], schema },
      { msg: 'database schema is up to date', migrations: undefined, schema },
    ]);
  });

  it('keeps two schemas of the same migrations apart', async () => {
    const left = open(`${infra.schemaPrefix}left`);
    const right = open(`${infra.schemaPrefix}right`);
    expect(await initializeDatabase(left)).toHaveLength(2);
    expect(await initializeDatabase(right)).toHaveLength(2);

    await left.transaction((manager) => enqueueOutbox(manager, 'note.created.v1', { side: 'left' }));
    expect(await left.getRepository(OutboxMessage).count()).toBe(1);
    expect(await right.getRepository(OutboxMessage).count()).toBe(0);
  });

  it('rejects a schema name that is not a plain identifier', () => {
    expect(() => createDataSource({ url: infra.databaseUrl, schema: 'Auth"; DROP', entities: [], migrations: [] })).toThrow(
      /Invalid database schema name/,
    );
  });
});

describe('isDatabaseReady', () => {
  it('is true for a connected data source', async () => {
    const dataSource = open(`${infra.schemaPrefix}ready`);
    await initializeDatabase(dataSource);
    expect(await isDatabaseReady(dataSource)).toBe(true);
  });

  it('is false when nothing listens on the port', async () => {
    const url = new URL(infra.databaseUrl);
    url.port = String(await freePort());
    const dataSource = createDataSource({ url: url.toString(), schema: 'nowhere', entities: [], migrations: [], connectTimeoutMs: 1_000 });
    await expect(dataSource.initialize()).rejects.toThrow();
    expect(await isDatabaseReady(dataSource)).toBe(false);
  });
});

describe('when the database is out of reach', () => {
  async function failureOf(promise: Promise<unknown>): Promise<unknown> {
    return promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error,
    );
  }

  it('counts a refused connection as unavailable', async () => {
    const refusedUrl = new URL(infra.databaseUrl);
    refusedUrl.port = String(await freePort());
    const refused = createDataSource({ url: refusedUrl.toString(), schema: 'nowhere', entities: [], migrations: [], connectTimeoutMs: 1_000 });
    expect(isDatabaseUnavailableError(await failureOf(refused.initialize()))).toBe(true);
  });

  // A configuration mistake the operator must see as an error, not an outage to wait out.
  it('does not count a database that does not exist as unavailable', async () => {
    const missingUrl = new URL(infra.databaseUrl);
    missingUrl.pathname = '/sitespark_no_such_database';
    if (infra.kind === 'embedded') {
      // Needs real PostgreSQL: PGlite serves a single database and ignores the name in the URL, so
      // the embedded fallback cannot refuse one. What it does instead: it accepts the connection
      // into its one database, the same one as the suite's URL.
      const schema = `${infra.schemaPrefix}any_name`;
      const anyName = open(schema);
      await initializeDatabase(anyName);
      const [{ name }] = await anyName.query('SELECT current_database() AS name');
      expect(name).toBe(new URL(infra.databaseUrl).pathname.slice(1));
      const suite = open(`${infra.schemaPrefix}any_name_check`);
      await suite.initialize();
      expect(await suite.query('SELECT 1 AS found FROM pg_namespace WHERE nspname = $1', [schema])).toEqual([{ found: 1 }]);
      // The classification is still checked through the real driver, against a stand-in that
      // answers the startup message the way PostgreSQL answers it for a missing database.
      missingUrl.port = String(await serveMissingDatabase());
    }
    const missing = createDataSource({ url: missingUrl.toString(), schema: 'nowhere', entities: [], migrations: [], connectTimeoutMs: 1_000 });
    const error = await failureOf(missing.initialize());
    expect(String(error)).toMatch(/database "sitespark_no_such_database" does not exist/);
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });

  it('drops a connection whose network path died silently, so the next query gets a fresh one', async () => {
    const target = new URL(infra.databaseUrl);
    const proxy = await startCuttableTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const dataSource = createDataSource({
        url: proxy.proxiedUrl(infra.databaseUrl),
        schema: 'nowhere',
        entities: [],
        migrations: [],
        poolSize: 1,
        connectTimeoutMs: 300,
        statementTimeoutMs: 300,
      });
      opened.push(dataSource);
      await dataSource.initialize();
      expect(await dataSource.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);

      proxy.freezeOpenConnections();
      const stuck = await failureOf(dataSource.query('SELECT 1 AS ok'));
      expect(String(stuck)).toMatch(/Query read timeout/);
      expect(isDatabaseUnavailableError(stuck)).toBe(true);

      // With one connection in the pool, this only works if the hung one was thrown away.
      expect(await dataSource.query('SELECT 2 AS ok')).toEqual([{ ok: 2 }]);
    } finally {
      await proxy.close();
    }
  });
});

import { EntitySchema, type DataSource, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { Bus } from '../bus/bus.ts';
import type { Logger } from '../logger.ts';
import { quoteIdent, quotedSchema, schemaOf } from './data-source.ts';

/**
 * Transactional outbox: an event that must not be lost is inserted with `enqueueOutbox` in the
 * same transaction as the state change, and the relay publishes it with `msgId` = row id, so a
 * crash between publish and marking the row only causes a duplicate the bus drops.
 */
export interface OutboxMessage {
  id: string;
  /** Insertion order (bigint, as a string); timestamps tie within a millisecond on PGlite. */
  seq: string;
  subject: string;
  payload: unknown;
  headers: Record<string, string>;
  createdAt: Date;
  publishedAt: Date | null;
  attempts: number;
  lastError: string | null;
}

export const OutboxMessage = new EntitySchema<OutboxMessage>({
  name: 'OutboxMessage',
  tableName: 'outbox',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    seq: { type: 'bigint', insert: false, update: false },
    subject: { type: 'text' },
    payload: { type: 'jsonb' },
    headers: { type: 'jsonb', default: () => "'{}'::jsonb" },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    publishedAt: { name: 'published_at', type: 'timestamptz', nullable: true },
    attempts: { type: 'int', default: 0 },
    lastError: { name: 'last_error', type: 'text', nullable: true },
  },
  indices: [{ name: 'outbox_unpublished_idx', columns: ['seq'], where: 'published_at IS NULL' }],
});

/** Add to a service's migration list; it creates the outbox in whatever schema the data source uses. */
export class CreateOutbox1700000000000 implements MigrationInterface {
  name = 'CreateOutbox1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    // Relays order by seq: created_at ties inside a transaction (now()) and within a millisecond on PGlite.
    await queryRunner.query(`
      CREATE TABLE ${schema}.outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        subject text NOT NULL,
        payload jsonb NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`);
    await queryRunner.query(`CREATE INDEX outbox_unpublished_idx ON ${schema}.outbox (seq) WHERE published_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.outbox`);
  }
}

function outboxTable(dataSource: DataSource): string {
  return `${quoteIdent(schemaOf(dataSource))}.outbox`;
}

/**
 * Records an event to publish once the surrounding transaction commits. Pass the transaction's
 * manager (`dataSource.transaction(async (manager) => ...)`), never the data source's own.
 */
export async function enqueueOutbox(
  manager: EntityManager,
  subject: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<string> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('enqueueOutbox must run inside a transaction: pass the manager that dataSource.transaction() gives');
  }
  if (payload === undefined) throw new Error(`Outbox payload for ${subject} is undefined`);
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO ${outboxTable(manager.dataSource)} (subject, payload, headers) VALUES ($1, $2::jsonb, $3::jsonb) RETURNING id`,
    [subject, JSON.stringify(payload), JSON.stringify(headers)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Outbox insert returned no id');
  return id;
}

/**
 * Rows bound for a work queue rather than an event subject carry this prefix in `subject`; a bus
 * name cannot contain ':', so the two never mix.
 */
const queueDestinationPrefix = 'queue:';

/**
 * Records a job to put on a work queue once the surrounding transaction commits (the work-queue
 * twin of `enqueueOutbox`): the job is queued even if the bus is down right now.
 */
export async function enqueueOutboxJob(manager: EntityManager, queue: string, payload: unknown, headers: Record<string, string> = {}): Promise<string> {
  return enqueueOutbox(manager, `${queueDestinationPrefix}${queue}`, payload, headers);
}

function sendRow(bus: Bus, row: OutboxRow) {
  const options = { msgId: row.id, headers: row.headers };
  if (row.subject.startsWith(queueDestinationPrefix)) return bus.enqueue(row.subject.slice(queueDestinationPrefix.length), row.payload, options);
  return bus.publish(row.subject, row.payload, options);
}

export interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
  headers: Record<string, string>;
  attempts: number;
}

export interface StartOutboxRelayOptions {
  dataSource: DataSource;
  bus: Bus;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Test hook run after a row is claimed and before it is published (e.g. to crash right there). */
  beforePublish?: (row: OutboxRow) => Promise<void>;
}

export interface OutboxRelay {
  /** Relays everything pending now; resolves with the number of rows published. */
  flush(): Promise<number>;
  /** Stops polling and waits for a relay pass in progress. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox and publishes unpublished rows oldest first. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so relays in several processes never publish the same row at once,
 * and each pass uses only its transaction's connection (embedded PGlite has a single session).
 */
export function startOutboxRelay(options: StartOutboxRelayOptions): OutboxRelay {
  const { dataSource, bus, logger, pollIntervalMs = 500, batchSize = 50, beforePublish } = options;
  const table = outboxTable(dataSource);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let failing = false;

  async function relayBatch(): Promise<{ claimed: number; published: number }> {
    return dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, subject, payload, headers, attempts FROM ${table}
          WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      let published = 0;
      for (const row of rows) {
        try {
          await beforePublish?.(row);
          const result = await sendRow(bus, row);
          await manager.query(`UPDATE ${table} SET published_at = now() WHERE id = $1`, [row.id]);
          published += 1;
          if (result.duplicate) logger.debug({ outboxId: row.id, subject: row.subject }, 'outbox row was already published');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await manager.query(`UPDATE ${table} SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [row.id, message]);
          logger.warn({ err: error, outboxId: row.id, subject: row.subject, attempts: row.attempts + 1 }, 'outbox publish failed');
          // A bad row must not block the rest, but while the bus is down every publish would only wait and fail.
          if (!(await bus.isReady().catch(() => false))) break;
        }
      }
      return { claimed: rows.length, published };
    });
  }

  // A plain read, outside any transaction: on a quiet outbox a poll holds no transaction open (the
  // embedded database has one session that every service shares).
  async function hasPending(): Promise<boolean> {
    const rows: unknown[] = await dataSource.query(`SELECT 1 FROM ${table} WHERE published_at IS NULL LIMIT 1`);
    return rows.length > 0;
  }

  async function drain(): Promise<number> {
    if (!(await hasPending())) return 0;
    // While the bus is down a publish only waits and fails; claiming rows first would hold a
    // transaction open all that time (on the embedded database, every service's one session).
    if (!(await bus.isReady().catch(() => false))) return 0;
    let total = 0;
    for (;;) {
      const { claimed, published } = await relayBatch();
      total += published;
      if (claimed < batchSize || published === 0 || stopped) return total;
    }
  }

  function startPass(): Promise<number> {
    const pass = drain().finally(() => {
      running = undefined;
    });
    running = pass;
    return pass;
  }

  // A flush during a pass gets one more pass after it (rows committed meanwhile may have been
  // missed by the running one); further flushes share that queued pass.
  function flush(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (queued) return queued;
    if (running) {
      const next = running
        .catch(() => 0)
        .then(() => {
          queued = undefined;
          return stopped ? 0 : startPass();
        });
      queued = next;
      return next;
    }
    return startPass();
  }

  async function tick(): Promise<void> {
    try {
      await flush();
      if (failing) logger.info('outbox relay recovered');
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'outbox relay pass failed; retrying');
      failing = true;
    }
    schedule();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void tick(), pollIntervalMs);
    timer.unref();
  }

  schedule();

  return {
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([running, queued]);
    },
  };
}

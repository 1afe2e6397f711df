import { EntitySchema, type DataSource, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { Bus } from '../bus/bus.ts';
import type { Logger } from '../logger.ts';
import { quoteIdent, quotedSchema, schemaOf } from './data-source.ts';

/**
 * Transactional outbox: an event that must not be lost is inserted with `enqueueOutbox` in the
 * same transaction as the state change, and the relay publishes it with `msgId` = row id, so a
 * crash between publish and marking the row only causes a duplicate the bus drops.
 *
 * The relay holds no transaction while it publishes: it claims rows for a while (`claimed_until`)
 * in one statement, publishes them, and marks them in another. On the embedded database every
 * service shares one session, and a transaction open across a publish made every other query wait.
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
  /** Until when a relay has claimed the row to publish it; another relay takes it over after that. */
  claimedUntil: Date | null;
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
    claimedUntil: { name: 'claimed_until', type: 'timestamptz', nullable: true },
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

/** Add after CreateOutbox: a relay claims rows for a while instead of locking them in an open transaction. */
export class AddOutboxClaims1700000000200 implements MigrationInterface {
  name = 'AddOutboxClaims1700000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${quotedSchema(queryRunner)}.outbox ADD COLUMN claimed_until timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${quotedSchema(queryRunner)}.outbox DROP COLUMN claimed_until`);
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
  return insertOutboxRow(manager, subject, payload, headers);
}

/** The outbox row's INSERT, on a transaction's manager or on the data source's own (committed alone). */
async function insertOutboxRow(manager: EntityManager, subject: string, payload: unknown, headers: Record<string, string>): Promise<string> {
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
 * Records an event that has no state change to commit beside it (a measurement, a notice): one
 * INSERT, committed on its own, relayed like any other row. Where a state change goes with the
 * event, use `enqueueOutbox` inside that change's transaction instead.
 */
export async function enqueueOutboxAlone(dataSource: DataSource, subject: string, payload: unknown, headers: Record<string, string> = {}): Promise<string> {
  return insertOutboxRow(dataSource.manager, subject, payload, headers);
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
  /**
   * How long a relay's claim on the rows it is publishing lasts (30 s): if its process dies, another
   * relay (or this one restarted) publishes them after this. Far longer than a publish takes.
   */
  claimMs?: number;
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
 * Polls the outbox and publishes unpublished rows oldest first. A pass claims a batch in one
 * statement (`FOR UPDATE SKIP LOCKED` inside it, so relays in several processes never claim the
 * same row), publishes it with no transaction open, then marks what it published and releases
 * the rest. A relay that dies mid-batch leaves its claim to expire; the rows are then published
 * again and the bus drops the duplicates by msgId.
 */
export function startOutboxRelay(options: StartOutboxRelayOptions): OutboxRelay {
  const { dataSource, bus, logger, pollIntervalMs = 500, batchSize = 50, claimMs = 30_000, beforePublish } = options;
  const table = outboxTable(dataSource);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let failing = false;

  async function claimBatch(): Promise<OutboxRow[]> {
    return dataSource.query(
      `WITH claimed AS (
         UPDATE ${table} SET claimed_until = now() + make_interval(secs => $2)
          WHERE id IN (SELECT id FROM ${table} WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until < now()) ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, seq, subject, payload, headers, attempts
       )
       SELECT id, subject, payload, headers, attempts FROM claimed ORDER BY seq`,
      [batchSize, claimMs / 1000],
    );
  }

  async function relayBatch(): Promise<{ claimed: number; published: number }> {
    const rows = await claimBatch();
    const published: string[] = [];
    try {
      for (const row of rows) {
        try {
          await beforePublish?.(row);
          const result = await sendRow(bus, row);
          published.push(row.id);
          if (result.duplicate) logger.debug({ outboxId: row.id, subject: row.subject }, 'outbox row was already published');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await dataSource.query(`UPDATE ${table} SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [row.id, message]);
          logger.warn({ err: error, outboxId: row.id, subject: row.subject, attempts: row.attempts + 1 }, 'outbox publish failed');
          // A bad row must not block the rest, but while the bus is down every publish would only wait and fail.
          if (!(await bus.isReady().catch(() => false))) break;
        }
      }
    } finally {
      // What was published is marked; what the pass did not get to is free for the next one at once.
      if (rows.length > 0) {
        await dataSource.query(
          `UPDATE ${table} SET published_at = CASE WHEN id = ANY($1::uuid[]) THEN now() ELSE published_at END, claimed_until = NULL
            WHERE id = ANY($2::uuid[]) AND published_at IS NULL`,
          [published, rows.map((row) => row.id)],
        );
      }
    }
    return { claimed: rows.length, published: published.length };
  }

  async function drain(): Promise<number> {
    // While the bus is down a publish only waits and fails: claiming rows first would only hold them.
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

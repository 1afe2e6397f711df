import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, quotedSchema, schemaOf } from '../db/data-source.ts';
import type { JobClaim, JobStore } from './job-store.ts';
import { jobLockKey } from './schedule.ts';

/**
 * The scheduler's table, one row per job: the scheduled time of the last claimed tick and how that
 * run went. Add `schedulerMigrations` to the migrations of a service that uses the scheduler.
 */
export class CreateSchedulerJobs1700000000100 implements MigrationInterface {
  name = 'CreateSchedulerJobs1700000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${quotedSchema(queryRunner)}.scheduler_jobs (
        name text PRIMARY KEY,
        last_tick timestamptz NOT NULL,
        runs bigint NOT NULL DEFAULT 1,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz NULL,
        last_error text NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.scheduler_jobs`);
  }
}

export const schedulerMigrations = [CreateSchedulerJobs1700000000100];

/** The little of a `pg` client used here: ending it ends its session, and the session's locks. */
interface PgConnection {
  end(): Promise<void>;
}

/**
 * Claims ticks in `<schema>.scheduler_jobs`. A claim takes the job's session-level advisory lock on
 * a connection of its own, held until the run finishes, so no two replicas run one job at once;
 * then it moves `last_tick` forward in one statement, which succeeds only for a tick later than
 * the last claimed one, so a tick already run elsewhere is skipped even after its lock was released.
 *
 * No transaction stays open during a run: on the embedded database every service shares one
 * session, which an open transaction would block. There, the lock is shared too (one session
 * holds it for everyone), and the `last_tick` update alone keeps a tick to one run.
 */
export function createPostgresJobStore(dataSource: DataSource): JobStore {
  const schema = schemaOf(dataSource);
  const table = `${quoteIdent(schema)}.scheduler_jobs`;

  return {
    async assertReady() {
      const rows: Array<{ found: string | null }> = await dataSource.query('SELECT to_regclass($1)::text AS found', [table]);
      if (!rows[0]?.found) {
        throw new Error(`The scheduler's table ${table} does not exist: run the kit's migrations (kitMigrations, which include schedulerMigrations) before the service's own.`);
      }
    },

    async claim(name, tick) {
      const key = jobLockKey(schema, name);
      const runner = dataSource.createQueryRunner();
      let locked = false;
      const letGo = async () => {
        if (locked) {
          try {
            await runner.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
          } catch {
            // The lock belongs to the session: ending the connection releases it, rather than
            // returning a connection that still holds it to the pool.
            const connection = (await runner.connect().catch(() => undefined)) as PgConnection | undefined;
            await connection?.end().catch(() => undefined);
          }
          locked = false;
        }
        await runner.release().catch(() => undefined);
      };

      try {
        await runner.connect();
        const lock: Array<{ locked: boolean }> = await runner.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
        locked = lock[0]?.locked === true;
        if (!locked) {
          await letGo();
          return null;
        }
        const claimed: Array<{ name: string }> = await runner.query(
          `INSERT INTO ${table} AS job (name, last_tick) VALUES ($1, $2)
             ON CONFLICT (name) DO UPDATE
               SET last_tick = EXCLUDED.last_tick, runs = job.runs + 1, started_at = now(), finished_at = NULL, last_error = NULL
               WHERE job.last_tick < EXCLUDED.last_tick
             RETURNING name`,
          [name, tick],
        );
        if (claimed.length === 0) {
          await letGo();
          return null;
        }
      } catch (error) {
        await letGo();
        throw error;
      }

      const claim: JobClaim = {
        async finish(error) {
          try {
            await runner.query(`UPDATE ${table} SET finished_at = now(), last_error = $3 WHERE name = $1 AND last_tick = $2`, [name, tick, error]);
          } catch {
            // Only the record of the run's end is lost; the tick stays claimed.
          } finally {
            await letGo();
          }
        },
      };
      return claim;
    },
  };
}

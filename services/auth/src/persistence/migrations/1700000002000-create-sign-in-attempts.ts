import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** The attempt limiter's counters (rate-limiter-flexible's PostgreSQL store). */
export class CreateSignInAttempts1700000002000 implements MigrationInterface {
  name = 'CreateSignInAttempts1700000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The library inserts `VALUES (key, points, expire)` without naming columns: keep this order.
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.sign_in_attempts (
        key text PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    // The library deletes expired counters every five minutes.
    await queryRunner.query(`CREATE INDEX sign_in_attempts_expire_idx ON ${s}.sign_in_attempts (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.sign_in_attempts`);
  }
}

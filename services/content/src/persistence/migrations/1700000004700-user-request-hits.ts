import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema, rateLimitTableSql } from '@sitespark/service-kit';

/** Per-user counters of the costly routes (generate, regenerate, zip export), in rate-limiter-flexible's PostgreSQL store, so every replica counts alike. */
export class UserRequestHits1700000004700 implements MigrationInterface {
  name = 'UserRequestHits1700000004700';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    for (const sql of rateLimitTableSql(`${s}.user_request_hits`, 'user_request_hits_expire_idx')) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.user_request_hits`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema, rateLimitTableSql } from '@sitespark/service-kit';

/** Per-user counters of renders started in a minute, in rate-limiter-flexible's PostgreSQL store, so every replica counts alike. */
export class RenderRequestHits1700000015000 implements MigrationInterface {
  name = 'RenderRequestHits1700000015000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    for (const sql of rateLimitTableSql(`${s}.render_request_hits`, 'render_request_hits_expire_idx')) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.render_request_hits`);
  }
}

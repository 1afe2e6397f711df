import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Each user's whole storage against their limit, as media last announced it (media.storage.usage.v1), for refusing uploads at the limit. */
export class StorageUsage1700000004500 implements MigrationInterface {
  name = 'StorageUsage1700000004500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.storage_usage (
        user_id uuid PRIMARY KEY,
        used_bytes bigint NOT NULL CHECK (used_bytes >= 0),
        limit_bytes bigint NOT NULL CHECK (limit_bytes > 0),
        measured_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.storage_usage`);
  }
}

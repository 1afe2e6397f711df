import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Each user's content bytes (flyers, screenshots, snippet images) as content last measured them (content.storage.changed.v1). */
export class ContentStorage1700000013100 implements MigrationInterface {
  name = 'ContentStorage1700000013100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.content_storage (
        user_id uuid PRIMARY KEY,
        content_bytes bigint NOT NULL CHECK (content_bytes >= 0),
        measured_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.content_storage`);
  }
}

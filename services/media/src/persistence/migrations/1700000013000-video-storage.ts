import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Each user's video bytes as render last measured them (render.storage.changed.v1), for the storage limit. */
export class VideoStorage1700000013000 implements MigrationInterface {
  name = 'VideoStorage1700000013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.video_storage (
        user_id uuid PRIMARY KEY,
        video_bytes bigint NOT NULL CHECK (video_bytes >= 0),
        measured_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.video_storage`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/**
 * What the "Your videos" page and the limits need: the bytes a finished job keeps (measured once,
 * when it is first listed) and the renders each user started per day, kept apart from the jobs so
 * that deleting a video does not give a render back.
 */
export class VideoLibrary1700000013000 implements MigrationInterface {
  name = 'VideoLibrary1700000013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.render_jobs ADD COLUMN video_bytes bigint, ADD COLUMN stored_bytes bigint`);
    await queryRunner.query(`
      CREATE TABLE ${s}.render_daily_usage (
        user_id uuid NOT NULL,
        day date NOT NULL,
        renders integer NOT NULL CHECK (renders >= 0),
        PRIMARY KEY (user_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.render_daily_usage`);
    await queryRunner.query(`ALTER TABLE ${s}.render_jobs DROP COLUMN stored_bytes, DROP COLUMN video_bytes`);
  }
}

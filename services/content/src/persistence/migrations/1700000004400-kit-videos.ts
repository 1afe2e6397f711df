import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/**
 * The MP4s rendered from each kit, as render announced them (render.kitvideo.rendered.v1). The video
 * itself stays render's: deleting the kit drops only the link; deleting the video drops the link too.
 */
export class KitVideos1700000004400 implements MigrationInterface {
  name = 'KitVideos1700000004400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.kit_videos (
        job_id uuid PRIMARY KEY,
        kit_id uuid NOT NULL REFERENCES ${s}.generations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        video_key text NOT NULL,
        thumbnail_key text,
        duration real NOT NULL CHECK (duration >= 0),
        bytes bigint NOT NULL CHECK (bytes >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX kit_videos_kit_created_idx ON ${s}.kit_videos (kit_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.kit_videos`);
  }
}

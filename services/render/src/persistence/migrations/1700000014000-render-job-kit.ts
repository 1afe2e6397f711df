import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** The kit a render was started from (the generator's or a kept kit's slideshow export), so "Your videos" can list a kit's videos. */
export class RenderJobKit1700000014000 implements MigrationInterface {
  name = 'RenderJobKit1700000014000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.render_jobs ADD COLUMN kit_id uuid`);
    await queryRunner.query(`CREATE INDEX render_jobs_user_kit_idx ON ${s}.render_jobs (user_id, kit_id, created_at DESC) WHERE kit_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.render_jobs_user_kit_idx`);
    await queryRunner.query(`ALTER TABLE ${s}.render_jobs DROP COLUMN kit_id`);
  }
}

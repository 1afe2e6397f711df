import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Render's copy of each user's corrections of each site, as content announces them (content.site.corrections.changed.v1). */
export class SiteCorrections1700000016000 implements MigrationInterface {
  name = 'SiteCorrections1700000016000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.site_corrections (
        user_id uuid NOT NULL,
        site text NOT NULL,
        corrections jsonb NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, site)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.site_corrections`);
  }
}

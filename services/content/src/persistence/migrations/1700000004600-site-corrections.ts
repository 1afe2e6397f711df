import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** The owners' corrections of what was read from their sites, one per user, site and fact (a later one replaces the earlier). */
export class SiteCorrections1700000004600 implements MigrationInterface {
  name = 'SiteCorrections1700000004600';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.site_corrections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        site text NOT NULL,
        key text NOT NULL,
        field text NOT NULL,
        action text NOT NULL CHECK (action IN ('set', 'remove', 'add')),
        target text,
        value jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX site_corrections_user_site_key ON ${s}.site_corrections (user_id, site, key)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.site_corrections`);
  }
}

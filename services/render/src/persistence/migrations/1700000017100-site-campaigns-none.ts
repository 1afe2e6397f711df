import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/**
 * A user's site with no kit left keeps a row without a campaign (content announces nulls when the
 * last kit of a site is deleted), so a late announcement of a deleted kit's campaign cannot bring it back.
 */
export class SiteCampaignsNone1700000017100 implements MigrationInterface {
  name = 'SiteCampaignsNone1700000017100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.site_campaigns ALTER COLUMN kit_id DROP NOT NULL, ALTER COLUMN campaign DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.site_campaigns WHERE kit_id IS NULL OR campaign IS NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.site_campaigns ALTER COLUMN kit_id SET NOT NULL, ALTER COLUMN campaign SET NOT NULL`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Render's copy of the campaign of each user's latest kit of each site, as content announces it (content.site.campaign.changed.v1). */
export class SiteCampaigns1700000017000 implements MigrationInterface {
  name = 'SiteCampaigns1700000017000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.site_campaigns (
        user_id uuid NOT NULL,
        site text NOT NULL,
        kit_id text NOT NULL,
        campaign jsonb NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, site)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.site_campaigns`);
  }
}

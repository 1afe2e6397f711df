import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/**
 * Puts every user's list of corrections of each site on the outbox once (content.site.corrections.changed.v1),
 * so render's copy starts with the corrections kept before content announced them.
 */
export class AnnounceSiteCorrections1700000004800 implements MigrationInterface {
  name = 'AnnounceSiteCorrections1700000004800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      INSERT INTO ${s}.outbox (subject, payload)
      SELECT 'content.site.corrections.changed.v1',
             jsonb_build_object(
               'userId', user_id::text,
               'site', site,
               'corrections', jsonb_agg(jsonb_build_object('field', field, 'action', action, 'target', target, 'value', value) ORDER BY created_at, id),
               'changedAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        FROM ${s}.site_corrections
       GROUP BY user_id, site`);
  }

  async down(): Promise<void> {
    // Announcements already relayed cannot be taken back; render's copy stays as it is.
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Posting plans: a kit's posts spread over days at good hours; they go with their kit. */
export class PostingPlans1700000004310 implements MigrationInterface {
  name = 'PostingPlans1700000004310';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kit_id uuid NOT NULL REFERENCES ${s}.generations (id) ON DELETE CASCADE,
        site_name text NOT NULL,
        start_date text NOT NULL,
        days integer NOT NULL,
        networks jsonb NOT NULL,
        per_day integer NOT NULL,
        timezone text NOT NULL,
        posts jsonb NOT NULL,
        notices jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX plans_user_kit_idx ON ${s}.plans (user_id, kit_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}.plans`);
  }
}

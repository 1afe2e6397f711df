import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

export class CreateRenderJobs1700000005000 implements MigrationInterface {
  name = 'CreateRenderJobs1700000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.render_jobs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        percent real NOT NULL DEFAULT 0,
        stage text NOT NULL DEFAULT 'Queued',
        attempts integer NOT NULL DEFAULT 0,
        input jsonb NOT NULL,
        result jsonb,
        error text,
        error_status integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX render_jobs_user_created_idx ON ${s}.render_jobs (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.latest_screenshots (
        user_id uuid PRIMARY KEY,
        keys jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.latest_screenshots`);
    await queryRunner.query(`DROP TABLE ${s}.render_jobs`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

export class CreateUsersAndSessions1700000001000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1700000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text,
        profile_image_url text,
        password_hash text,
        oidc_subject text,
        subscription_status text NOT NULL DEFAULT 'none',
        subscription_version bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON ${s}.users (lower(email))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_oidc_subject_key ON ${s}.users (oidc_subject) WHERE oidc_subject IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE ${s}.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON ${s}.sessions (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.sessions`);
    await queryRunner.query(`DROP TABLE ${s}.users`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

export class CreateGenerationsAndSnippets1700000004000 implements MigrationInterface {
  name = 'CreateGenerationsAndSnippets1700000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.generations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        url text NOT NULL,
        site_name text NOT NULL,
        generator text NOT NULL,
        request jsonb NOT NULL,
        result jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX generations_user_created_idx ON ${s}.generations (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.saved_snippets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        object_key text NOT NULL UNIQUE,
        content_type text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        byte_size integer NOT NULL,
        description text NOT NULL DEFAULT '',
        original_file_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX saved_snippets_user_created_idx ON ${s}.saved_snippets (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.saved_snippets`);
    await queryRunner.query(`DROP TABLE ${s}.generations`);
  }
}

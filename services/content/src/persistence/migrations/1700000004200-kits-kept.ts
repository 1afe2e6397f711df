import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema, rateLimitTableSql } from '@sitespark/service-kit';

/**
 * Generations become kept kits: a name, the list columns (type, language, thumbnail) so listing never
 * reads the kit's JSON, the site model for rewriting pieces, the edited content and its revisions,
 * the objects each kit owns, and share links (token hashes only).
 */
export class KitsKept1700000004200 implements MigrationInterface {
  name = 'KitsKept1700000004200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${s}.generations
        ADD COLUMN name text,
        ADD COLUMN site_type text NOT NULL DEFAULT '',
        ADD COLUMN language text NOT NULL DEFAULT 'en',
        ADD COLUMN thumbnail_url text,
        ADD COLUMN site_model jsonb,
        ADD COLUMN content jsonb,
        ADD COLUMN revision integer NOT NULL DEFAULT 0,
        ADD COLUMN object_keys jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    // Kits kept before this migration: their list columns and owned objects read from the kept JSON.
    await queryRunner.query(`
      UPDATE ${s}.generations g SET
        name = g.site_name,
        site_type = COALESCE(g.result->'websiteAnalysis'->>'type', ''),
        language = COALESCE(g.result->'language'->>'code', 'en'),
        thumbnail_url = COALESCE(g.result->'flyers'->'flyers'->0->>'downloadUrl', g.request->'siteSnips'->0->>'imageUrl'),
        updated_at = g.created_at,
        object_keys = COALESCE((
          SELECT jsonb_agg(substr(address, length('/api/media/') + 1))
          FROM (
            SELECT flyer->>'downloadUrl' AS address
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(g.result->'flyers'->'flyers') = 'array' THEN g.result->'flyers'->'flyers' ELSE '[]'::jsonb END) flyer
            UNION ALL
            SELECT snip->>'imageUrl'
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(g.request->'siteSnips') = 'array' THEN g.request->'siteSnips' ELSE '[]'::jsonb END) snip
          ) addresses
          WHERE address LIKE '/api/media/flyers/%' OR address LIKE '/api/media/snippets/%'
        ), '[]'::jsonb)`);
    await queryRunner.query(`ALTER TABLE ${s}.generations ALTER COLUMN name SET NOT NULL`);
    await queryRunner.query(`DROP INDEX ${s}.generations_user_created_idx`);
    await queryRunner.query(`CREATE INDEX generations_user_created_id_idx ON ${s}.generations (user_id, created_at DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE ${s}.kit_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kit_id uuid NOT NULL REFERENCES ${s}.generations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        number integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('edit', 'regenerate', 'rename')),
        changes jsonb NOT NULL,
        instruction text,
        model_tokens integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kit_id, number)
      )`);
    // The daily model budget counts rewrites by when they were made.
    await queryRunner.query(`CREATE INDEX kit_revisions_user_created_idx ON ${s}.kit_revisions (user_id, created_at) WHERE model_tokens > 0`);
    await queryRunner.query(`
      CREATE TABLE ${s}.kit_shares (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kit_id uuid NOT NULL REFERENCES ${s}.generations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX kit_shares_kit_idx ON ${s}.kit_shares (kit_id) WHERE revoked_at IS NULL`);
    // The shared-kit routes' per-address counters (rate-limiter-flexible's PostgreSQL store).
    for (const sql of rateLimitTableSql(`${s}.shared_kit_hits`, 'shared_kit_hits_expire_idx')) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.shared_kit_hits`);
    await queryRunner.query(`DROP TABLE ${s}.kit_shares`);
    await queryRunner.query(`DROP TABLE ${s}.kit_revisions`);
    await queryRunner.query(`DROP INDEX ${s}.generations_user_created_id_idx`);
    await queryRunner.query(`CREATE INDEX generations_user_created_idx ON ${s}.generations (user_id, created_at DESC)`);
    await queryRunner.query(`
      ALTER TABLE ${s}.generations
        DROP COLUMN name, DROP COLUMN site_type, DROP COLUMN language, DROP COLUMN thumbnail_url, DROP COLUMN site_model,
        DROP COLUMN content, DROP COLUMN revision, DROP COLUMN object_keys, DROP COLUMN updated_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

export class CreateMusicTracks1700000004000 implements MigrationInterface {
  name = 'CreateMusicTracks1700000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.music_tracks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid,
        builtin boolean NOT NULL DEFAULT false,
        source text NOT NULL CHECK (source IN ('builtin', 'upload', 'extracted')),
        track_id text NOT NULL,
        name text NOT NULL,
        genre text NOT NULL,
        mood text NOT NULL,
        object_key text NOT NULL UNIQUE,
        duration_seconds double precision NOT NULL,
        size_bytes bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (builtin = (owner_id IS NULL)),
        CHECK (builtin = (source = 'builtin'))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX music_tracks_builtin_track_id_key ON ${s}.music_tracks (track_id) WHERE builtin`);
    await queryRunner.query(`CREATE INDEX music_tracks_owner_created_idx ON ${s}.music_tracks (owner_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.music_tracks`);
  }
}

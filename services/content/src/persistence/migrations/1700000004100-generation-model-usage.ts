import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** Model tokens spent on each kit, for the per-user daily budget (the kit's JSON keeps the full usage). */
export class GenerationModelUsage1700000004100 implements MigrationInterface {
  name = 'GenerationModelUsage1700000004100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.generations ADD COLUMN model_tokens integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.generations DROP COLUMN model_tokens`);
  }
}

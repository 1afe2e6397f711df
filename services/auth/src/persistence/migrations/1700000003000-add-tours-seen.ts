import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

/** The guided tours each account has seen (issue 29, item 12): kept with the account, not only in one browser. */
export class AddToursSeen1700000003000 implements MigrationInterface {
  name = 'AddToursSeen1700000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${quotedSchema(queryRunner)}.users ADD COLUMN tours_seen jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${quotedSchema(queryRunner)}.users DROP COLUMN tours_seen`);
  }
}

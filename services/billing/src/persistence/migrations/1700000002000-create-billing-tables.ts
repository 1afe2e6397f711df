import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@sitespark/service-kit';

export class CreateBillingTables1700000002000 implements MigrationInterface {
  name = 'CreateBillingTables1700000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.billing_accounts (
        user_id uuid PRIMARY KEY,
        provider_customer_id text,
        status_version bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        plan text NOT NULL CHECK (plan IN ('monthly', 'yearly')),
        status text NOT NULL CHECK (status IN ('incomplete', 'active', 'past_due', 'canceled')),
        provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
        provider_customer_id text NOT NULL,
        provider_subscription_id text NOT NULL UNIQUE,
        client_secret text,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        last_provider_event_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscriptions_user_id_idx ON ${s}.subscriptions (user_id)`);
    // At most one payment in progress per user: concurrent requests race on this index, not on a read.
    await queryRunner.query(
      `CREATE UNIQUE INDEX subscriptions_one_incomplete_per_user ON ${s}.subscriptions (user_id) WHERE status = 'incomplete'`,
    );
    await queryRunner.query(`CREATE INDEX subscriptions_client_secret_idx ON ${s}.subscriptions (client_secret) WHERE client_secret IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX subscriptions_local_period_end_idx ON ${s}.subscriptions (current_period_end) WHERE provider = 'local' AND status = 'active'`,
    );
    await queryRunner.query(`
      CREATE TABLE ${s}.processed_provider_events (
        event_id text PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.processed_provider_events`);
    await queryRunner.query(`DROP TABLE ${s}.subscriptions`);
    await queryRunner.query(`DROP TABLE ${s}.billing_accounts`);
  }
}

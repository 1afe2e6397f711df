import type { EntityManager } from 'typeorm';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';

/** A quoted `"schema"."table"` of this service, for the few statements TypeORM cannot express (upserts with RETURNING). */
export function tableName(manager: EntityManager, table: 'subscriptions' | 'billing_accounts' | 'processed_provider_events'): string {
  return `${quoteIdent(schemaOf(manager.dataSource))}.${quoteIdent(table)}`;
}

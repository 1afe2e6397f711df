import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { BillingAccountRecord, ProcessedProviderEventRecord, SubscriptionRecord } from './entities.ts';
import { CreateBillingTables1700000002000 } from './migrations/1700000002000-create-billing-tables.ts';

export const billingEntities = [...kitEntities, SubscriptionRecord, BillingAccountRecord, ProcessedProviderEventRecord];
export const billingMigrations = [...kitMigrations, CreateBillingTables1700000002000];

import { EntitySchema, type ValueTransformer } from 'typeorm';
import type { Plan } from '@sitespark/contracts';

/** A subscription's own status; the user's status (which adds 'none') is derived from all of them. */
export type SubscriptionRowStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';
export type PaymentProviderKind = 'local' | 'stripe';

export interface SubscriptionRecord {
  id: string;
  userId: string;
  plan: Plan;
  status: SubscriptionRowStatus;
  provider: PaymentProviderKind;
  providerCustomerId: string;
  providerSubscriptionId: string;
  /** Opens the payment form for the first payment; null once it can no longer be paid. */
  clientSecret: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** `created` of the newest provider event applied, so an older one arriving late changes nothing. */
  lastProviderEventAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SubscriptionRecord = new EntitySchema<SubscriptionRecord>({
  name: 'SubscriptionRecord',
  tableName: 'subscriptions',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { type: 'uuid', name: 'user_id' },
    plan: { type: 'text' },
    status: { type: 'text' },
    provider: { type: 'text' },
    providerCustomerId: { type: 'text', name: 'provider_customer_id' },
    providerSubscriptionId: { type: 'text', name: 'provider_subscription_id' },
    clientSecret: { type: 'text', name: 'client_secret', nullable: true },
    currentPeriodEnd: { type: 'timestamptz', name: 'current_period_end', nullable: true },
    cancelAtPeriodEnd: { type: 'boolean', name: 'cancel_at_period_end', default: false },
    lastProviderEventAt: { type: 'timestamptz', name: 'last_provider_event_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

const bigintAsNumber: ValueTransformer = { to: (value: number) => value, from: (value: string | number) => Number(value) };

export interface BillingAccountRecord {
  userId: string;
  providerCustomerId: string | null;
  /** Incremented with every published change of the user's subscription status (the event's `version`). */
  statusVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export const BillingAccountRecord = new EntitySchema<BillingAccountRecord>({
  name: 'BillingAccountRecord',
  tableName: 'billing_accounts',
  columns: {
    userId: { type: 'uuid', name: 'user_id', primary: true },
    providerCustomerId: { type: 'text', name: 'provider_customer_id', nullable: true },
    statusVersion: { type: 'bigint', name: 'status_version', default: 0, transformer: bigintAsNumber },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

export interface ProcessedProviderEventRecord {
  eventId: string;
  receivedAt: Date;
}

export const ProcessedProviderEventRecord = new EntitySchema<ProcessedProviderEventRecord>({
  name: 'ProcessedProviderEventRecord',
  tableName: 'processed_provider_events',
  columns: {
    eventId: { type: 'text', name: 'event_id', primary: true },
    receivedAt: { type: 'timestamptz', name: 'received_at', createDate: true },
  },
});

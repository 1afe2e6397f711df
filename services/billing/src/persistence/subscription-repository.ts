import { In, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { billingSubscriptionChangedV1, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { enqueueOutbox, quoteIdent, schemaOf } from '@sitespark/service-kit';
import { subscriptionChangedEvent } from '../domain/subscription-changed-event.ts';
import { BillingAccountRecord, SubscriptionRecord } from './entities.ts';

export type NewSubscription = Pick<
  SubscriptionRecord,
  'userId' | 'plan' | 'status' | 'provider' | 'providerCustomerId' | 'providerSubscriptionId' | 'clientSecret' | 'currentPeriodEnd'
>;
export type SubscriptionUpdate = Partial<Pick<SubscriptionRecord, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'lastProviderEventAt'>>;

/** What a use case may do inside one transaction: everything commits together or not at all. */
export interface SubscriptionTransaction {
  /** The subscription, its row locked against concurrent changes until the transaction ends. */
  lockSubscription(id: string): Promise<SubscriptionRecord | null>;
  /** Returns the subscription as stored after the change. */
  update(id: string, changes: SubscriptionUpdate): Promise<SubscriptionRecord>;
  /** False, adding nothing, when the user already has an incomplete subscription or this provider subscription is stored. */
  addUnlessConflicting(subscription: NewSubscription): Promise<boolean>;
  findByProviderSubscriptionId(providerSubscriptionId: string): Promise<SubscriptionRecord | null>;
  /** True the first time an event id is seen; false for a redelivery of an event already processed. */
  markProviderEventProcessed(eventId: string): Promise<boolean>;
  /**
   * Records `billing.subscription.changed.v1` with the user's status in the outbox. The account's
   * version is incremented first: its row lock orders concurrent changes of one user, so versions
   * follow commit order and the status read after it is current.
   */
  recordSubscriptionChanged(userId: string, now: Date): Promise<BillingSubscriptionChangedV1>;
}

/** Users' subscriptions, their billing accounts (customer id, status version) and the provider events processed. */
export interface SubscriptionRepository {
  transaction<T>(work: (tx: SubscriptionTransaction) => Promise<T>): Promise<T>;
  listByUser(userId: string): Promise<SubscriptionRecord[]>;
  /** The user's active and past-due subscriptions, the most recently changed first. */
  listPaid(userId: string): Promise<SubscriptionRecord[]>;
  /** Active local-provider subscriptions whose period ended by `now` (to renew or to end), at most `limit`. */
  listDueLocalPeriods(now: Date, limit: number): Promise<SubscriptionRecord[]>;
  findByProviderSubscriptionId(providerSubscriptionId: string): Promise<SubscriptionRecord | null>;
  findLocalByClientSecret(userId: string, clientSecret: string): Promise<SubscriptionRecord | null>;
  findCustomerId(userId: string): Promise<string | null>;
  /** Stores the user's provider customer unless one is stored already; returns the one stored. */
  storeCustomerId(userId: string, customerId: string): Promise<string>;
}

export function createSubscriptionRepository(dataSource: DataSource): SubscriptionRepository {
  const subscriptions = dataSource.getRepository(SubscriptionRecord);
  const accounts = dataSource.getRepository(BillingAccountRecord);
  return {
    transaction: (work) => dataSource.transaction((manager) => work(transactionOn(manager))),
    listByUser: (userId) => subscriptions.findBy({ userId }),
    listPaid: (userId) => subscriptions.find({ where: { userId, status: In(['active', 'past_due']) }, order: { updatedAt: 'DESC' } }),
    listDueLocalPeriods: (now, limit) =>
      subscriptions.find({ where: { provider: 'local', status: 'active', currentPeriodEnd: LessThanOrEqual(now) }, take: limit }),
    findByProviderSubscriptionId: (providerSubscriptionId) => subscriptions.findOneBy({ providerSubscriptionId }),
    findLocalByClientSecret: (userId, clientSecret) => subscriptions.findOneBy({ clientSecret, userId, provider: 'local' }),
    async findCustomerId(userId) {
      return (await accounts.findOneBy({ userId }))?.providerCustomerId ?? null;
    },
    async storeCustomerId(userId, customerId) {
      const rows: Array<{ provider_customer_id: string }> = await dataSource.query(
        `INSERT INTO ${tableName(dataSource, 'billing_accounts')} AS account (user_id, provider_customer_id) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE
             SET provider_customer_id = COALESCE(account.provider_customer_id, EXCLUDED.provider_customer_id), updated_at = now()
           RETURNING provider_customer_id`,
        [userId, customerId],
      );
      return rows[0]?.provider_customer_id ?? customerId;
    },
  };
}

function transactionOn(manager: EntityManager): SubscriptionTransaction {
  return {
    lockSubscription: (id) => manager.findOne(SubscriptionRecord, { where: { id }, lock: { mode: 'pessimistic_write' } }),
    async update(id, changes) {
      await manager.update(SubscriptionRecord, { id }, changes);
      return manager.findOneByOrFail(SubscriptionRecord, { id });
    },
    async addUnlessConflicting(subscription) {
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO ${tableName(manager.dataSource, 'subscriptions')}
           (user_id, plan, status, provider, provider_customer_id, provider_subscription_id, client_secret, current_period_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          subscription.userId,
          subscription.plan,
          subscription.status,
          subscription.provider,
          subscription.providerCustomerId,
          subscription.providerSubscriptionId,
          subscription.clientSecret,
          subscription.currentPeriodEnd,
        ],
      );
      return rows.length > 0;
    },
    findByProviderSubscriptionId: (providerSubscriptionId) => manager.findOneBy(SubscriptionRecord, { providerSubscriptionId }),
    async markProviderEventProcessed(eventId) {
      const fresh: Array<{ event_id: string }> = await manager.query(
        `INSERT INTO ${tableName(manager.dataSource, 'processed_provider_events')} (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id`,
        [eventId],
      );
      return fresh.length > 0;
    },
    async recordSubscriptionChanged(userId, now) {
      const rows: Array<{ status_version: string }> = await manager.query(
        `INSERT INTO ${tableName(manager.dataSource, 'billing_accounts')} AS account (user_id, status_version) VALUES ($1, 1)
           ON CONFLICT (user_id) DO UPDATE SET status_version = account.status_version + 1, updated_at = now()
           RETURNING status_version`,
        [userId],
      );
      const subscriptions = await manager.findBy(SubscriptionRecord, { userId });
      const event = subscriptionChangedEvent({ userId, subscriptions, version: Number(rows[0]?.status_version), now });
      await enqueueOutbox(manager, billingSubscriptionChangedV1.subject, event);
      return event;
    },
  };
}

/** A quoted `"schema"."table"` of this service, for the upserts with RETURNING that TypeORM cannot express. */
function tableName(dataSource: DataSource, table: 'subscriptions' | 'billing_accounts' | 'processed_provider_events'): string {
  return `${quoteIdent(schemaOf(dataSource))}.${quoteIdent(table)}`;
}

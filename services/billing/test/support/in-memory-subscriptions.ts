import { randomUUID } from 'node:crypto';
import type { BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { subscriptionChangedEvent } from '../../src/domain/subscription-changed-event.ts';
import type { SubscriptionRecord } from '../../src/persistence/entities.ts';
import type { NewSubscription, SubscriptionRepository, SubscriptionTransaction } from '../../src/persistence/subscription-repository.ts';

export interface InMemorySubscriptions extends SubscriptionRepository {
  rows: SubscriptionRecord[];
  /** The events recorded in the outbox by committed transactions, in order. */
  outbox: BillingSubscriptionChangedV1[];
  /** Stores a subscription as it would be after earlier changes (active, canceled, ...). */
  seed(subscription: NewSubscription & Partial<SubscriptionRecord>): SubscriptionRecord;
}

interface State {
  rows: SubscriptionRecord[];
  outbox: BillingSubscriptionChangedV1[];
  statusVersions: Map<string, number>;
  customerIds: Map<string, string>;
  processedEvents: Set<string>;
}

/**
 * The subscription repository over arrays, for unit tests of billing's use cases. Transactions run
 * one at a time (as the row locks order them on PostgreSQL) and a failing one leaves nothing behind.
 */
export function inMemorySubscriptions(): InMemorySubscriptions {
  let state: State = { rows: [], outbox: [], statusVersions: new Map(), customerIds: new Map(), processedEvents: new Set() };
  let clock = Date.UTC(2026, 0, 1);
  const stamp = () => new Date((clock += 1000));
  const copy = (row: SubscriptionRecord | undefined) => (row ? structuredClone(row) : null);
  const rowOf = (id: string) => state.rows.find((row) => row.id === id);
  const byProviderId = (providerSubscriptionId: string) => copy(state.rows.find((row) => row.providerSubscriptionId === providerSubscriptionId));
  let queue: Promise<unknown> = Promise.resolve();

  const tx: SubscriptionTransaction = {
    lockSubscription: async (id) => copy(rowOf(id)),
    async update(id, changes) {
      const row = rowOf(id);
      if (!row) throw new Error(`No subscription ${id}`);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      Object.assign(row, defined, { updatedAt: stamp() });
      return structuredClone(row);
    },
    async addUnlessConflicting(subscription) {
      const conflicting = state.rows.some(
        (row) =>
          row.providerSubscriptionId === subscription.providerSubscriptionId ||
          (subscription.status === 'incomplete' && row.userId === subscription.userId && row.status === 'incomplete'),
      );
      if (conflicting) return false;
      repository.seed(subscription);
      return true;
    },
    findByProviderSubscriptionId: async (providerSubscriptionId) => byProviderId(providerSubscriptionId),
    async markProviderEventProcessed(eventId) {
      if (state.processedEvents.has(eventId)) return false;
      state.processedEvents.add(eventId);
      return true;
    },
    async recordSubscriptionChanged(userId, now) {
      const version = (state.statusVersions.get(userId) ?? 0) + 1;
      state.statusVersions.set(userId, version);
      const subscriptions = state.rows.filter((row) => row.userId === userId).map((row) => structuredClone(row));
      const event = subscriptionChangedEvent({ userId, subscriptions, version, now });
      state.outbox.push(event);
      return event;
    },
  };

  const repository: InMemorySubscriptions = {
    get rows() {
      return state.rows;
    },
    get outbox() {
      return state.outbox;
    },
    seed(subscription) {
      const at = stamp();
      const row: SubscriptionRecord = { id: randomUUID(), cancelAtPeriodEnd: false, lastProviderEventAt: null, createdAt: at, updatedAt: at, ...subscription };
      state.rows.push(row);
      return structuredClone(row);
    },
    transaction<T>(work: (transaction: SubscriptionTransaction) => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        const before = structuredClone(state);
        try {
          return await work(tx);
        } catch (error) {
          state = before;
          throw error;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    listByUser: async (userId) => state.rows.filter((row) => row.userId === userId).map((row) => structuredClone(row)),
    listPaid: async (userId) =>
      state.rows
        .filter((row) => row.userId === userId && (row.status === 'active' || row.status === 'past_due'))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .map((row) => structuredClone(row)),
    listDueLocalPeriods: async (now, limit) =>
      state.rows
        .filter((row) => row.provider === 'local' && row.status === 'active' && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now)
        .slice(0, limit)
        .map((row) => structuredClone(row)),
    findByProviderSubscriptionId: async (providerSubscriptionId) => byProviderId(providerSubscriptionId),
    findLocalByClientSecret: async (userId, clientSecret) =>
      copy(state.rows.find((row) => row.userId === userId && row.clientSecret === clientSecret && row.provider === 'local')),
    findCustomerId: async (userId) => state.customerIds.get(userId) ?? null,
    async storeCustomerId(userId, customerId) {
      if (!state.customerIds.has(userId)) state.customerIds.set(userId, customerId);
      return state.customerIds.get(userId)!;
    },
  };
  return repository;
}

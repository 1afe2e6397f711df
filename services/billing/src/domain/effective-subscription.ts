import type { SubscriptionRecord, SubscriptionRowStatus } from '../persistence/entities.ts';

const rank: Record<SubscriptionRowStatus, number> = { active: 4, past_due: 3, incomplete: 2, canceled: 1 };

/**
 * The subscription that decides the user's status: active over past_due over incomplete over
 * canceled, the most recently changed one among equals; undefined (status 'none') when there is none.
 */
export function pickEffectiveSubscription<T extends Pick<SubscriptionRecord, 'status' | 'updatedAt'>>(subscriptions: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const candidate of subscriptions) {
    if (
      !best ||
      rank[candidate.status] > rank[best.status] ||
      (rank[candidate.status] === rank[best.status] && candidate.updatedAt.getTime() > best.updatedAt.getTime())
    ) {
      best = candidate;
    }
  }
  return best;
}

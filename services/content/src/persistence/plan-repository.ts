import type { DataSource } from 'typeorm';
import { PlanRecord, type StoredPlanPost } from './plan-entity.ts';

export type NewPlan = Omit<PlanRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** Posting plans; every read and write is scoped to the owner. */
export interface PlanRepository {
  add(plan: NewPlan): Promise<PlanRecord>;
  /** The user's plan, or null when it does not exist or is someone else's. */
  findOwned(userId: string, planId: string): Promise<PlanRecord | null>;
  /** The user's plans of one kit, newest first. */
  listByKit(userId: string, kitId: string): Promise<PlanRecord[]>;
  /**
   * Replaces the plan's posts with what `change` makes of the plan, the row locked meanwhile so two
   * changes at once both land; null when the plan is not the user's. A `change` that throws changes nothing.
   */
  changePosts(userId: string, planId: string, change: (plan: PlanRecord) => StoredPlanPost[]): Promise<PlanRecord | null>;
}

export function createPlanRepository(dataSource: DataSource): PlanRepository {
  const plans = dataSource.getRepository(PlanRecord);
  return {
    add: (plan) => plans.save(plans.create(plan)),
    findOwned: (userId, planId) => plans.findOneBy({ id: planId, userId }),
    listByKit: (userId, kitId) => plans.find({ where: { userId, kitId }, order: { createdAt: 'DESC', id: 'ASC' } }),
    changePosts: (userId, planId, change) =>
      dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(PlanRecord);
        const plan = await repository.findOne({ where: { id: planId, userId }, lock: { mode: 'pessimistic_write' } });
        if (!plan) return null;
        plan.posts = change(plan);
        return repository.save(plan);
      }),
  };
}

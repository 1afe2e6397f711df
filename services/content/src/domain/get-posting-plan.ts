import type { PostingPlan } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { PlanRecord } from '../persistence/plan-entity.ts';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import { planView } from './plan/plan-view.ts';

export interface GetPostingPlanDeps {
  plans: Pick<PlanRepository, 'findOwned'>;
  postizConfigured: boolean;
}

/** Said for a missing plan and for another user's alike. */
export const planNotFound = () => new AppError('NOT_FOUND', 'Plan not found');

export async function findOwnedPlan(deps: Pick<GetPostingPlanDeps, 'plans'>, input: { userId: string; planId: string }): Promise<PlanRecord> {
  const plan = await deps.plans.findOwned(input.userId, input.planId);
  if (!plan) throw planNotFound();
  return plan;
}

export async function getPostingPlan(deps: GetPostingPlanDeps, input: { userId: string; planId: string }): Promise<PostingPlan> {
  return planView(await findOwnedPlan(deps, input), deps.postizConfigured);
}

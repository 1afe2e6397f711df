import type { PlanNetwork, PostingPlanList } from '@sitespark/contracts';
import type { KitRepository } from '../persistence/kit-repository.ts';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import { getKit } from './get-kit.ts';

export interface ListKitPlansDeps {
  kits: Pick<KitRepository, 'findOwned'>;
  plans: Pick<PlanRepository, 'listByKit'>;
}

/** The user's plans of one of their kits, newest first (404 for a kit that is not theirs, as for its other routes). */
export async function listKitPlans(deps: ListKitPlansDeps, input: { userId: string; kitId: string }): Promise<PostingPlanList> {
  await getKit(deps, input);
  const plans = await deps.plans.listByKit(input.userId, input.kitId);
  return {
    items: plans.map((plan) => ({
      id: plan.id,
      kitId: plan.kitId,
      start: plan.start,
      days: plan.days,
      networks: plan.networks as PlanNetwork[],
      posts: plan.posts.length,
      timezone: plan.timezone,
      createdAt: plan.createdAt.toISOString(),
      updatedAt: plan.updatedAt.toISOString(),
    })),
  };
}

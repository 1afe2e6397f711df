import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import type { PostizClient } from '../adapters/postiz/postiz-client.ts';
import { createPostingPlan, type CreatePostingPlanDeps } from '../domain/create-posting-plan.ts';
import { exportPostingPlan } from '../domain/export-posting-plan.ts';
import { getPostingPlan } from '../domain/get-posting-plan.ts';
import { listKitPlans } from '../domain/list-kit-plans.ts';
import { pushPlanToPostiz } from '../domain/push-plan-to-postiz.ts';
import { updatePlanPost } from '../domain/update-plan-post.ts';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import { sendFile } from './send-file.ts';

export type PlanRouteDeps = Omit<CreatePostingPlanDeps, 'plans'> & { plans: PlanRepository; postiz: PostizClient | null };

export function registerPlanRoutes(app: ServiceApp, deps: PlanRouteDeps): void {
  bindRoute(app, contentRoutes.createPlan, async ({ params, body, identity, request, reply }) => {
    const plan = await createPostingPlan(deps, { userId: identity.userId, kitId: params.id, request: body });
    request.log.info({ userId: identity.userId, kitId: params.id, planId: plan.id, posts: plan.posts.length }, 'posting plan created');
    return reply.status(201).send(plan);
  });
  bindRoute(app, contentRoutes.listKitPlans, async ({ params, identity }) => listKitPlans(deps, { userId: identity.userId, kitId: params.id }));
  bindRoute(app, contentRoutes.getPlan, async ({ params, identity }) => getPostingPlan(deps, { userId: identity.userId, planId: params.id }));
  bindRoute(app, contentRoutes.updatePlanPost, async ({ params, body, identity }) => updatePlanPost(deps, { userId: identity.userId, planId: params.id, update: body }));
  bindRoute(app, contentRoutes.exportPlan, async ({ params, query, identity, reply }) =>
    sendFile(reply, await exportPostingPlan(deps, { userId: identity.userId, planId: params.id, query })),
  );
  bindRoute(app, contentRoutes.pushPlan, async ({ params, identity, request }) => {
    const result = await pushPlanToPostiz(deps, { userId: identity.userId, planId: params.id });
    request.log.info({ userId: identity.userId, planId: params.id, pushed: result.pushed }, 'plan pushed to Postiz');
    return result;
  });
}

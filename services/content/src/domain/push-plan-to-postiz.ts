import type { PlanNetwork, PlanPushResult } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { PostizError, type PostizClient, type PostizIntegration } from '../adapters/postiz/postiz-client.ts';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import { findOwnedPlan } from './get-posting-plan.ts';

export interface PushPlanToPostizDeps {
  plans: Pick<PlanRepository, 'findOwned'>;
  /** Null when POSTIZ_URL and POSTIZ_API_KEY are not both set. */
  postiz: PostizClient | null;
}

/** Postiz's provider identifiers for each plan network, preferred first. */
const postizProviders: Record<PlanNetwork, readonly string[]> = {
  twitter: ['x'],
  facebook: ['facebook'],
  linkedin: ['linkedin', 'linkedin-page'],
  instagram: ['instagram', 'instagram-standalone'],
};

export const postizNotConfiguredMessage = 'Pushing to Postiz is not configured on this server (POSTIZ_URL and POSTIZ_API_KEY are not set). Export the plan as a calendar or CSV instead.';

function upstream(error: unknown): never {
  if (error instanceof PostizError) throw new AppError('UPSTREAM_FAILED', error.message, { cause: error });
  throw error;
}

/**
 * Creates each post of the plan as a draft in Postiz, on the first enabled channel connected for
 * its network, at its planned time. Networks with no connected channel are skipped and named.
 */
export async function pushPlanToPostiz(deps: PushPlanToPostizDeps, input: { userId: string; planId: string }): Promise<PlanPushResult> {
  const plan = await findOwnedPlan(deps, input);
  if (!deps.postiz) throw new AppError('CONFLICT', postizNotConfiguredMessage);
  const integrations = await deps.postiz.listIntegrations().catch(upstream);
  const channelOf = (network: PlanNetwork): PostizIntegration | undefined =>
    postizProviders[network].map((provider) => integrations.find((entry) => entry.identifier === provider && !entry.disabled)).find(Boolean);

  let pushed = 0;
  const skipped = new Map<PlanNetwork, number>();
  const posts = [...plan.posts].sort((a, b) => a.at.localeCompare(b.at));
  for (const post of posts) {
    const network = post.network as PlanNetwork;
    const integration = channelOf(network);
    if (!integration) {
      skipped.set(network, (skipped.get(network) ?? 0) + 1);
      continue;
    }
    await deps.postiz.createDraft({ integration, date: new Date(post.at).toISOString(), content: post.text }).catch(upstream);
    pushed++;
  }
  const skippedList = [...skipped.entries()].map(([network, count]) => ({ network, posts: count, reason: `No ${network} channel is connected in Postiz` }));
  const message =
    pushed === 0
      ? 'No drafts were created: connect the plan\'s networks in Postiz first.'
      : `${pushed} ${pushed === 1 ? 'draft was' : 'drafts were'} created in Postiz${skippedList.length > 0 ? `; ${skippedList.map((s) => `${s.posts} ${s.network}`).join(', ')} skipped (no channel connected)` : ''}.`;
  return { pushed, skipped: skippedList, message };
}

import { kitPlatformOfNetwork, platformRules, type PostingPlan, type PlanNetwork, type PlanPostUpdate } from '@sitespark/contracts';
import { AppError, cleanText } from '@sitespark/service-kit';
import { countHashtags, postLength } from '@sitespark/site-model';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import type { PlanRecord } from '../persistence/plan-entity.ts';
import { planNotFound } from './get-posting-plan.ts';
import { planView } from './plan/plan-view.ts';
import { addDays, instantOf, localStamp } from './plan/time-zones.ts';

export interface UpdatePlanPostDeps {
  plans: Pick<PlanRepository, 'changePosts'>;
  postizConfigured: boolean;
}

/** Where the post may go: from the plan's first day's midnight to its last day's end, on the plan's wall clock. */
function planWindow(plan: { start: string; days: number; timezone: string }): { from: Date; to: Date } {
  const first = addDays(plan.start, 0);
  const after = addDays(plan.start, plan.days);
  return {
    from: instantOf({ year: first.year, month: first.month, day: first.day, hour: 0, minute: 0 }, plan.timezone),
    to: instantOf({ year: after.year, month: after.month, day: after.day, hour: 0, minute: 0 }, plan.timezone),
  };
}

/**
 * Moves one post to a new instant inside the plan's days and/or replaces its text. The text is
 * checked as the network counts it (twitter-text for Twitter) and against its hashtag limit, and
 * may not repeat another post of the plan. A refused change leaves the plan as it was.
 */
export async function updatePlanPost(deps: UpdatePlanPostDeps, input: { userId: string; planId: string; update: PlanPostUpdate }): Promise<PostingPlan> {
  const saved = await deps.plans.changePosts(input.userId, input.planId, (plan) => changedPosts(plan, input.update));
  if (!saved) throw planNotFound();
  return planView(saved, deps.postizConfigured);
}

function changedPosts(plan: PlanRecord, update: PlanPostUpdate): PlanRecord['posts'] {
  const post = plan.posts.find((candidate) => candidate.id === update.postId);
  if (!post) throw new AppError('NOT_FOUND', 'Post not found in this plan');
  const changed = { ...post };

  if (update.at !== undefined) {
    const at = new Date(update.at);
    const window = planWindow(plan);
    if (!(at >= window.from && at < window.to)) {
      throw new AppError('VALIDATION', `Choose a time within the plan: ${localStamp(window.from, plan.timezone).replace('T', ' ')} to ${localStamp(new Date(window.to.getTime() - 60_000), plan.timezone).replace('T', ' ')} (${plan.timezone})`);
    }
    changed.at = at.toISOString();
  }

  if (update.text !== undefined) {
    const text = cleanText(update.text).trim();
    const platform = kitPlatformOfNetwork[post.network as PlanNetwork];
    const rule = platformRules[platform];
    if (!text) throw new AppError('VALIDATION', 'A post cannot be empty');
    const length = postLength(text, platform);
    if (length > rule.maxLength) throw new AppError('VALIDATION', `${platform} allows ${rule.maxLength} characters; this post has ${length}${platform === 'Twitter' ? ' as Twitter counts them (a link counts 23, an emoji 2)' : ''}`);
    const tags = countHashtags(text);
    if (tags > rule.maxHashtags) throw new AppError('VALIDATION', `${platform} allows at most ${rule.maxHashtags} hashtags; this post has ${tags}`);
    if (plan.posts.some((other) => other.id !== post.id && other.text.trim() === text)) throw new AppError('VALIDATION', 'Another post of this plan already says exactly this');
    if (text !== post.text) {
      changed.text = text;
      changed.origin = 'edited';
      changed.claims = [];
    }
  }
  return plan.posts.map((candidate) => (candidate.id === post.id ? changed : candidate));
}

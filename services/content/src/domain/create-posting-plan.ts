import { randomUUID } from 'node:crypto';
import { kitPlatformOfNetwork, planNetworks, type PostingPlan, type PlanNetwork, type PlanRequest, type SocialPlatform } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { audiencePhrase, fitsPlatform, parseInstructions, readCampaign } from '@sitespark/site-model';
import type { PostVariationRequest } from '../adapters/builtin/post-variations.ts';
import type { StoredPlanPost } from '../persistence/plan-entity.ts';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import { getKit, type GetKitDeps } from './get-kit.ts';
import { groundKit, type GroundableKit } from './ground-kit.ts';
import { planView } from './plan/plan-view.ts';
import { spreadPosts, type PlanCandidate } from './plan/spread-posts.ts';

export interface CreatePostingPlanDeps extends GetKitDeps {
  plans: Pick<PlanRepository, 'add'>;
  /** The built-in writer's new posts on the kit's site model (adapters/builtin/post-variations.ts). */
  writeVariations: (request: PostVariationRequest) => Promise<Record<SocialPlatform, string[]>>;
  postizConfigured: boolean;
  /** Today, for how far ahead a plan may start; the system clock unless a test sets it. */
  now?: () => Date;
}

/**
 * How far ahead a plan may start: a scheduler's horizon, and far from the year 10000 that a
 * calendar file and a CSV cannot write.
 */
const maxYearsAhead = 2;

function checkStart(start: string, now: Date): void {
  const latest = new Date(Date.UTC(now.getUTCFullYear() + maxYearsAhead, now.getUTCMonth(), now.getUTCDate()));
  if (new Date(`${start}T00:00:00Z`) > latest) {
    throw new AppError('VALIDATION', `A plan can start at most ${maxYearsAhead} years ahead: choose a date until ${latest.toISOString().slice(0, 10)}`);
  }
}

type Candidate = PlanCandidate & { claims: unknown[] };

const networkNames: Record<PlanNetwork, string> = { twitter: 'Twitter', facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram' };

function onlyPosts(posts: Array<{ platform: string; options: string[] }>): GroundableKit {
  return {
    socialPlatforms: posts,
    emailCopy: { subject: '', body: '', sequences: { welcome: [], nurture: [], promotional: [] } },
    adCopy: { headline: '', description: '', cta: '', variations: { headlines: [], descriptions: [], ctas: [] } },
    websiteCopy: { hero: '', subheading: '', callToAction: '', features: '', benefits: '', testimonial: '' },
    marketingIntel: { keyBenefits: [] },
  };
}

/**
 * Spreads the kit's posts over the plan's days at each network's good hours (in the user's time
 * zone), best-scored first; where a network has fewer posts than slots, the built-in writer writes
 * new ones on the kit's site model, grounded like the kit's (a variation with a claim not on the
 * site is dropped). No text is used twice. Slots nothing could fill stay empty and are named in
 * the plan's notices.
 */
export async function createPostingPlan(deps: CreatePostingPlanDeps, input: { userId: string; kitId: string; request: PlanRequest }): Promise<PostingPlan> {
  const { request } = input;
  checkStart(request.start, deps.now?.() ?? new Date());
  const kit = await getKit(deps, { userId: input.userId, kitId: input.kitId });
  const networks = planNetworks.filter((network) => request.networks.includes(network));
  const slotsPerNetwork = request.days * request.perDay;
  const content = kit.content;
  const rank = new Map(content.viralPredictor?.posts.map((post) => [`${post.platform}:${post.option}`, post.rank]) ?? []);

  const candidates: Partial<Record<PlanNetwork, Candidate[]>> = {};
  const existing: string[] = [];
  content.socialPlatforms.forEach((entry, index) => {
    entry.options.forEach((text) => existing.push(text));
    const network = networks.find((n) => kitPlatformOfNetwork[n] === entry.platform);
    if (!network) return;
    const ranked = entry.options
      .map((text, option) => ({ text, option, rank: rank.get(`${entry.platform}:${option + 1}`) ?? 99 }))
      .filter((post) => post.text.trim() && fitsPlatform(post.text, entry.platform))
      .sort((a, b) => a.rank - b.rank);
    candidates[network] = ranked.map((post) => {
      const kitPath = `socialPlatforms.${index}.options.${post.option}`;
      return { text: post.text, origin: 'kit', kitPath, claims: content.grounding.claims.filter((claim) => claim.path === kitPath) };
    });
  });

  const notices: string[] = [];
  const wanted: Partial<Record<SocialPlatform, number>> = {};
  for (const network of networks) {
    const missing = slotsPerNetwork - (candidates[network]?.length ?? 0);
    // A few more than missing: a new post with a fact not on the site is dropped below.
    if (missing > 0) wanted[kitPlatformOfNetwork[network]] = missing + Math.ceil(missing / 10) + 2;
  }
  if (Object.keys(wanted).length > 0) {
    if (!kit.siteModel) {
      notices.push('This kit was kept before its site model was stored, so no new posts could be written for it: the plan uses the kit\'s own posts only.');
    } else {
      const customPrompt = kit.request.customPrompt;
      const targetAudience = kit.request.targetAudience;
      const written = await deps.writeVariations({
        brief: {
          site: kit.siteModel,
          instructions: parseInstructions(customPrompt, targetAudience),
          customPrompt,
          targetAudience,
          audiencePhrase: audiencePhrase(targetAudience, kit.siteModel.language),
          campaign: readCampaign(customPrompt, targetAudience, kit.siteModel.language),
          snippets: kit.request.siteSnips.map((snip) => ({ description: snip.description })),
        },
        wanted,
        existing,
      });
      const entries = (Object.entries(written) as Array<[SocialPlatform, string[]]>).filter(([, texts]) => texts.length > 0);
      const grounding = groundKit(onlyPosts(entries.map(([platform, options]) => ({ platform, options }))), kit.siteModel, { prompt: customPrompt });
      entries.forEach(([platform, texts], index) => {
        const network = networks.find((n) => kitPlatformOfNetwork[n] === platform)!;
        texts.forEach((text, option) => {
          const claims = grounding.claims.filter((claim) => claim.path === `socialPlatforms.${index}.options.${option}`);
          if (claims.some((claim) => claim.source === null)) return;
          (candidates[network] ??= []).push({ text, origin: 'variation', kitPath: null, claims });
        });
      });
    }
  }

  const { posts, emptySlots } = spreadPosts({ ...request, networks }, candidates);
  const newPosts = posts.filter((post) => post.origin === 'variation').length;
  if (newPosts > 0) notices.unshift(`${newPosts} new ${newPosts === 1 ? 'post was' : 'posts were'} written for this plan from the facts on your site, each different from the kit's posts.`);
  for (const network of networks) {
    const empty = emptySlots[network] ?? 0;
    if (empty > 0) {
      notices.push(
        `${networkNames[network]}: ${empty} of ${slotsPerNetwork} slots are empty: your site gave too few facts for more distinct posts. Choose fewer days or posts per day, or add details to your site or prompt.`,
      );
    }
  }
  const stored: StoredPlanPost[] = posts.map((post) => {
    const claims = (candidates[post.network] ?? []).find((candidate) => candidate.text === post.text)?.claims ?? [];
    return { id: randomUUID(), network: post.network, at: post.at.toISOString(), text: post.text, origin: post.origin, kitPath: post.kitPath, claims };
  });
  const record = await deps.plans.add({
    userId: input.userId,
    kitId: kit.id,
    siteName: kit.siteName,
    start: request.start,
    days: request.days,
    networks,
    perDay: request.perDay,
    timezone: request.timezone,
    posts: stored,
    notices,
  });
  return planView(record, deps.postizConfigured);
}

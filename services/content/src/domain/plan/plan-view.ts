import { kitPlatformOfNetwork, platformRules, type Claim, type PostingPlan, type PlanNetwork } from '@sitespark/contracts';
import { postLength } from '@sitespark/site-model';
import type { PlanRecord } from '../../persistence/plan-entity.ts';
import { localStamp } from './time-zones.ts';

/** The plan as the API answers it: posts in time order with their wall-clock time, length and limit. */
export function planView(record: PlanRecord, postizConfigured: boolean): PostingPlan {
  const networks = record.networks as PlanNetwork[];
  const posts = record.posts
    .map((post) => {
      const network = post.network as PlanNetwork;
      const platform = kitPlatformOfNetwork[network];
      return {
        id: post.id,
        network,
        at: new Date(post.at).toISOString(),
        local: localStamp(new Date(post.at), record.timezone),
        text: post.text,
        origin: post.origin,
        kitPath: post.kitPath,
        length: postLength(post.text, platform),
        limit: platformRules[platform].maxLength,
        claims: post.claims as Claim[],
      };
    })
    .sort((a, b) => a.at.localeCompare(b.at) || networks.indexOf(a.network) - networks.indexOf(b.network));
  return {
    id: record.id,
    kitId: record.kitId,
    siteName: record.siteName,
    start: record.start,
    days: record.days,
    networks,
    perDay: record.perDay,
    timezone: record.timezone,
    posts,
    notices: record.notices,
    postizConfigured,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

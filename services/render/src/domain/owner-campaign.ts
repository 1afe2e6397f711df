import { siteKeyOf, type Campaign, type SiteModel } from '@sitespark/site-model';
import type { SiteCampaignCopyRepository } from '../persistence/site-campaign-repository.ts';

export interface OwnerCampaignDeps {
  /** Render's copy of the campaigns of the users' latest kits; without it the site's own offer is told. */
  siteCampaigns?: Pick<SiteCampaignCopyRepository, 'findBySite'> | undefined;
}

/**
 * The campaign a studio video of a site says: the one of the user's most recent kit of the site (by
 * the address asked for, else the one the page ended on after redirects, keyed as the owner's
 * corrections are), so its slides, narration and hooks promote what the kit's posts promote.
 * Another user's campaign never applies; with none the video tells the site's own offer (null).
 */
export async function ownerCampaign(deps: OwnerCampaignDeps, input: { userId: string; requestedUrl: string; site: SiteModel }): Promise<Campaign | null> {
  const { siteCampaigns } = deps;
  if (!siteCampaigns) return null;
  const keys = [...new Set([siteKeyOf(input.requestedUrl), siteKeyOf(input.site.url)])].filter((key): key is string => key !== null);
  for (const key of keys) {
    const campaign = await siteCampaigns.findBySite(input.userId, key);
    if (campaign) return campaign;
  }
  return null;
}

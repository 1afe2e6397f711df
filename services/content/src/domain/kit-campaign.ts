import { kitLanguages, readCampaign, siteKeyOf, type KitLanguage } from '@sitespark/site-model';
import type { KitForCampaign, SiteCampaignAfterRemoval } from '../persistence/kit-repository.ts';

/** The language a kept kit was written in: its site model's, else the kit's, else English. */
function languageOf(kit: KitForCampaign): KitLanguage {
  const language = (kit.siteModel?.language as string | undefined) ?? kit.language;
  return (kitLanguages as readonly string[]).includes(language) ? (language as KitLanguage) : 'en';
}

function briefOf(kit: KitForCampaign): { customPrompt: string; targetAudience: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { customPrompt: text(kit.request.customPrompt), targetAudience: text(kit.request.targetAudience) };
}

/**
 * After a kit is deleted, the campaign its site's studio videos say: the one of the user's latest
 * kit left of the same site (read from its brief as when it was generated), or none when it was the
 * last, so a deleted kit's campaign does not linger.
 */
export const siteCampaignAfterRemoval: SiteCampaignAfterRemoval = (removed, remaining) => {
  const site = siteKeyOf(removed.url);
  if (!site) return null;
  const latest = remaining.find((kit) => siteKeyOf(kit.url) === site);
  if (!latest) return { site, latest: null };
  const brief = briefOf(latest);
  return { site, latest: { kitId: latest.id, site, brief, campaign: readCampaign(brief.customPrompt, brief.targetAudience, languageOf(latest)) } };
};

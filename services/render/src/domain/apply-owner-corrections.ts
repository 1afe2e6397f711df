import { applySiteCorrections, siteKeyOf, type SiteModel } from '@sitespark/site-model';
import type { SiteCorrectionCopyRepository } from '../persistence/site-correction-repository.ts';

export interface ApplyOwnerCorrectionsDeps {
  /** Render's copy of the owners' corrections; without it the site is told as read. */
  siteCorrections?: Pick<SiteCorrectionCopyRepository, 'listBySite'> | undefined;
}

/**
 * The site a studio video tells, as its owner corrected it: the user's corrections of the site (by
 * the address asked for, else the one the page ended on after redirects), applied as the content kit
 * applies them, before a slide line, narration, end card or file name is written. Another user's
 * corrections never apply; a user with none gets the page's reading.
 */
export async function applyOwnerCorrections(deps: ApplyOwnerCorrectionsDeps, input: { userId: string; requestedUrl: string; site: SiteModel }): Promise<SiteModel> {
  const { siteCorrections } = deps;
  if (!siteCorrections) return input.site;
  const keys = [...new Set([siteKeyOf(input.requestedUrl), siteKeyOf(input.site.url)])].filter((key): key is string => key !== null);
  for (const key of keys) {
    const corrections = await siteCorrections.listBySite(input.userId, key);
    if (corrections.length > 0) return applySiteCorrections(input.site, corrections);
  }
  return input.site;
}

import type { SiteCorrectionList } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { siteKeyOf } from '@sitespark/site-model';
import type { SiteCorrectionRepository } from '../persistence/site-correction-repository.ts';
import { toSiteCorrection } from './site-correction-view.ts';

export interface ListSiteCorrectionsDeps {
  corrections: Pick<SiteCorrectionRepository, 'listBySite'>;
}

/** The user's corrections of the site at `url` (any page of it), oldest first. */
export async function listSiteCorrections(deps: ListSiteCorrectionsDeps, input: { userId: string; url: string }): Promise<SiteCorrectionList> {
  const site = siteKeyOf(input.url);
  if (!site) throw new AppError('VALIDATION', 'Please enter a valid URL');
  const records = await deps.corrections.listBySite(input.userId, site);
  return { site, items: records.map(toSiteCorrection) };
}

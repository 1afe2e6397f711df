import type { SiteFacts } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { siteKeyOf } from '@sitespark/site-model';
import type { KitRepository } from '../persistence/kit-repository.ts';
import type { SiteCorrectionRepository } from '../persistence/site-correction-repository.ts';
import { getKit } from './get-kit.ts';
import { siteFactsOf } from './site/site-facts-view.ts';

export interface GetKitSiteFactsDeps {
  kits: Pick<KitRepository, 'findOwned'>;
  corrections: Pick<SiteCorrectionRepository, 'listBySite'>;
}

/** What was read from the kit's site, with the user's corrections of that site as they stand now. */
export async function getKitSiteFacts(deps: GetKitSiteFactsDeps, input: { userId: string; kitId: string }): Promise<SiteFacts> {
  const kit = await getKit(deps, input);
  const site = kit.siteModel ? siteKeyOf(kit.siteModel.url) : null;
  if (!kit.siteModel || !site) {
    throw new AppError('UNPROCESSABLE', 'This kit was kept before SiteSpark kept what it read from the site: make a new kit of the site to check and correct what we read.');
  }
  const corrections = await deps.corrections.listBySite(input.userId, site);
  return siteFactsOf(kit.siteModel, corrections, { site, url: kit.siteModel.url });
}

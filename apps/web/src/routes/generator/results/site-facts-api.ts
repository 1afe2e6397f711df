import { useQuery } from '@tanstack/react-query';
import type { contentRoutes, RouteBodyInput, SiteCorrection } from '@sitespark/contracts';
import { callRoute } from '../../../api/call-route.ts';
import { routeUrl } from '../../../api/route-url.ts';

export type SiteCorrectionInput = RouteBodyInput<typeof contentRoutes.saveSiteCorrection>;

export const siteFactsQueryKey = (kitId: string) => [routeUrl('content.getKitSiteFacts', { params: { id: kitId } })] as const;

/** What was read from the kit's site, with the owner's corrections; fetched once the card is opened. */
export function useSiteFacts(kitId: string, enabled: boolean) {
  return useQuery({ queryKey: siteFactsQueryKey(kitId), queryFn: () => callRoute('content.getKitSiteFacts', { params: { id: kitId } }), enabled });
}

export function saveSiteCorrection(body: SiteCorrectionInput): Promise<SiteCorrection> {
  return callRoute('content.saveSiteCorrection', { body });
}

export async function withdrawSiteCorrection(id: string): Promise<void> {
  await callRoute('content.deleteSiteCorrection', { params: { id } });
}

import type { GuardedFetch } from './analyze-website.ts';
import { getKit, type GetKitDeps } from './get-kit.ts';
import type { ExportedFile } from './export-posting-plan.ts';
import { fetchSiteLogo } from './kit-export/fetch-site-logo.ts';
import { safeSlug } from './kit-export/file-names.ts';

/** The Brand Kit tab's Download Logo: the logo found on the kit's site, named from the site. */
export async function getKitLogo(deps: GetKitDeps & { fetch: GuardedFetch }, input: { userId: string; kitId: string }): Promise<ExportedFile> {
  const kit = await getKit(deps, input);
  const logo = await fetchSiteLogo(deps, kit.siteModel);
  return { fileName: `${safeSlug(kit.siteName)}-logo.${logo.extension}`, contentType: logo.contentType, body: logo.body };
}

import { AppError, FetchFailedError, isAppError } from '@sitespark/service-kit';
import type { SiteModel } from '@sitespark/site-model';
import type { GuardedFetch } from '../analyze-website.ts';
import { reencodeImage } from '../images.ts';

export interface SiteLogo {
  body: Buffer;
  contentType: string;
  extension: string;
  /** Where it was found on the site. */
  sourceUrl: string;
}

const logoLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 8_000 } as const;

function isSvg(body: Buffer): boolean {
  const head = body.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

export const noLogoMessage = 'No logo was found on this site';

/**
 * The logo the page showed (a logo image in its header, else its best icon), fetched again through
 * the SSRF guard. Raster logos are decoded and re-encoded (metadata and trailing bytes dropped);
 * an SVG is kept as written (it is only ever sent as a download). NOT_FOUND when the site showed
 * none or it is no PNG, JPEG, WebP or SVG; UPSTREAM_FAILED when the site does not answer now.
 */
export async function fetchSiteLogo(deps: { fetch: GuardedFetch }, site: Pick<SiteModel, 'logoUrl'> | null): Promise<SiteLogo> {
  const url = site?.logoUrl;
  if (!url) throw new AppError('NOT_FOUND', noLogoMessage);
  let body: Buffer;
  try {
    body = (await deps.fetch(url, { ...logoLimits, accept: 'image/png,image/jpeg,image/webp,image/svg+xml;q=0.9,image/*;q=0.5' })).body;
  } catch (error) {
    if (error instanceof FetchFailedError) throw new AppError('UPSTREAM_FAILED', `Your site's logo could not be fetched right now: ${error.message}`);
    if (isAppError(error)) throw new AppError('NOT_FOUND', `${noLogoMessage} at a public address`);
    throw error;
  }
  if (isSvg(body)) return { body, contentType: 'image/svg+xml', extension: 'svg', sourceUrl: url };
  try {
    const image = await reencodeImage(body, "The site's logo");
    return { body: image.data, contentType: image.kind.mediaType, extension: image.kind.extension, sourceUrl: url };
  } catch (error) {
    if (isAppError(error)) throw new AppError('NOT_FOUND', `The logo on this site is not a PNG, JPEG, WebP or SVG image`);
    throw error;
  }
}

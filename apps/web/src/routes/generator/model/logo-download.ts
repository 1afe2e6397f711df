import { routeUrl } from '../../../api/route-url.ts';
import { triggerDownload } from './downloads.ts';

/** Spec section 4: what Download Logo says when the site showed no logo. */
export const noLogoAlert = 'Logo download feature available in full version!';

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads the logo found on the kit's site; the spec's alert only when the site showed none (or
 * the kit is not a kept one); any other failure says what went wrong. `alert` shows the message in the page.
 */
export async function downloadKitLogo(kitId: string | null, alert: (message: string) => void): Promise<void> {
  if (!kitId) {
    alert(noLogoAlert);
    return;
  }
  const response = await fetch(routeUrl('content.getKitLogo', { params: { id: kitId } }), { credentials: 'include' });
  if (response.status === 404) {
    alert(noLogoAlert);
    return;
  }
  if (!response.ok) {
    let message = `${response.status}: ${response.statusText}`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: the status says enough.
    }
    alert(message);
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  triggerDownload(url, fileNameOf(response.headers.get('content-disposition'), 'logo'));
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

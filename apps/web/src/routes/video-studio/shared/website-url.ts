import { WebsiteUrl } from '@sitespark/contracts';

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid'; message: string };

/** Spec section 5: an empty address gets 'Please enter a website URL'; a bare domain is read as https. */
export function checkWebsiteUrl(text: string): UrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty', message: 'Please enter a website URL' };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^/]+:\d+(\/|$)/.test(trimmed) ? trimmed : `https://${trimmed}`;
  const parsed = WebsiteUrl.safeParse(withScheme);
  return parsed.success ? { ok: true, url: parsed.data } : { ok: false, reason: 'invalid', message: 'Please enter a valid URL' };
}

import { WebsiteUrl } from '@sitespark/contracts';

export const invalidUrlMessage = 'Please enter a valid URL';

/** 'example.com' is read as 'https://example.com'; anything with a scheme is kept as typed. */
export function normalizeWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (/\s/.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `https://${trimmed}`;
}

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

export function checkWebsiteUrl(value: string): UrlCheck {
  const parsed = WebsiteUrl.safeParse(normalizeWebsiteUrl(value));
  return parsed.success ? { ok: true, url: parsed.data } : { ok: false, message: invalidUrlMessage };
}

import { fileNameSlug } from '@sitespark/contracts';

/** A file-name-safe form of a title: lower case words joined by dashes. */
export function slugify(text: string, fallback = 'content'): string {
  return fileNameSlug(text, fallback);
}

export function jsonFileName(title: string): string {
  return `${slugify(title)}.json`;
}

export function flyerFileName(siteName: string, platform: string): string {
  return `${slugify(siteName, 'site')}-${slugify(platform, 'flyer')}-flyer.svg`;
}

/** Our media URLs answer with an attachment (and this file name) when asked with `download`. */
export function mediaDownloadUrl(url: string, fileName: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=${encodeURIComponent(fileName)}`;
}

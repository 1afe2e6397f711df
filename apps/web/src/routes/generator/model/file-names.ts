/** A file-name-safe form of a title: lower case words joined by dashes. */
export function slugify(text: string, fallback = 'content'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
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

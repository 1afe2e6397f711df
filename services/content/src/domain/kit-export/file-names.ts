import { encodeExtended } from 'content-disposition';

/** A file-name-safe form of the site's name: ASCII letters, digits and dashes, never empty. */
export function safeSlug(text: string, fallback = 'site'): string {
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

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 8187). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\"]/g, '_');
  return `attachment; filename="${fallback}"; filename*=${encodeExtended(fileName)}`;
}

import { encodeExtended } from 'content-disposition';
import { fileNameSlug } from '@sitespark/contracts';

/** A file-name-safe form of the site's name: ASCII letters, digits and dashes, never empty. */
export function safeSlug(text: string, fallback = 'site'): string {
  return fileNameSlug(text, fallback);
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 8187). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\"]/g, '_');
  return `attachment; filename="${fallback}"; filename*=${encodeExtended(fileName)}`;
}

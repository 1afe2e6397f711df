import path from 'node:path';
import { encodeExtended } from 'content-disposition';

const maxNameLength = 150;

/**
 * `Content-Disposition: attachment` for a user-chosen download name: no paths, control or
 * direction-changing characters, quotes or reserved file-name characters; an ASCII fallback plus
 * the UTF-8 name (RFC 6266, encoded per RFC 8187); always ending in the stored object's extension.
 */
export function attachmentDisposition(requested: string | undefined, key: string): string {
  const extension = path.posix.extname(key);
  let name = (requested ?? '')
    .normalize('NFC')
    .replace(/[\p{C}]/gu, '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  name = [...name].slice(0, maxNameLength).join('').trim();
  if (!name) name = path.posix.basename(key);
  // The file is what the object is: a name ending in another extension ("invoice.exe" for an MP4) gets the object's after it.
  if (!name.toLowerCase().endsWith(extension.toLowerCase())) name += extension;
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\"]/g, '_');
  // Not the library's create(): it drops filename* for ASCII names and leaves token names unquoted.
  return `attachment; filename="${fallback}"; filename*=${encodeExtended(name)}`;
}

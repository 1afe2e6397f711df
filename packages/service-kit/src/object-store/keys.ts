import { randomUUID } from 'node:crypto';
import { mediaRoutes } from '@sitespark/contracts';
import { AppError } from '../errors.ts';

const maxKeyLength = 512;
const keyPart = /^[a-z0-9-]{1,64}$/;

/** Refuses any key that could escape a directory or mean different objects on disk and in S3. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw new AppError('BAD_REQUEST', 'Object key is empty');
  }
  if (key.length > maxKeyLength) {
    throw new AppError('BAD_REQUEST', `Object key is longer than ${maxKeyLength} characters`);
  }
  if (hasControlCharacter(key) || key.includes('\\')) {
    throw new AppError('BAD_REQUEST', 'Object key contains a forbidden character');
  }
  if (key.startsWith('/')) {
    throw new AppError('BAD_REQUEST', 'Object key must not start with a slash');
  }
  // Empty and "." segments would collapse on a filesystem but stay distinct in S3.
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new AppError('BAD_REQUEST', 'Object key contains an empty, "." or ".." segment');
  }
}

/** A fresh server-generated key: `<area>/<ownerId>/<uuid>.<extension>`. */
export function newObjectKey(area: string, ownerId: string, extension: string): string {
  for (const [name, value] of [['area', area], ['owner id', ownerId], ['extension', extension]] as const) {
    if (!keyPart.test(value)) {
      throw new AppError('BAD_REQUEST', `Object key ${name} must be 1-64 characters of a-z, 0-9 and "-"`);
    }
  }
  return `${area}/${ownerId}/${randomUUID()}.${extension}`;
}

/** Where the media service serves a stored object: `/api/media/<key>`, from its route's path. */
export const mediaUrlPrefix = mediaRoutes.getObject.path.replace(/\*$/, '');

/** The address the browser reaches a stored object at; `download` makes media send it as an attachment of that name. */
export function mediaUrl(key: string, download?: string): string {
  const path = `${mediaUrlPrefix}${key.split('/').map(encodeURIComponent).join('/')}`;
  return download ? `${path}?download=${encodeURIComponent(download)}` : path;
}

/** The object key behind a `mediaUrl` address (relative or on any origin), or null for another address. */
export function keyFromMediaUrl(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://sitespark.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(mediaUrlPrefix)) return null;
  try {
    return pathname.slice(mediaUrlPrefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

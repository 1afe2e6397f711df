import { AppError, assertSafeKey } from '@sitespark/service-kit';

const mediaPrefix = '/api/media/';

/** Store areas this service writes to (media serves every `<area>/<userId>/...` key at /api/media). */
export const storeAreas = {
  videos: 'videos',
  screenshots: 'screenshots',
  thumbnails: 'thumbnails',
  audio: 'audio',
  /** Files a job needs (uploads, decoded data URLs, templates); deleted when the job is over. */
  inputs: 'render-inputs',
} as const;

/** Areas of objects every user may read: the built-in music library. */
const sharedAreas = new Set(['library']);

/** The address the browser reaches a stored object at; `download` makes media send it as an attachment. */
export function mediaUrl(key: string, download?: string): string {
  const path = `${mediaPrefix}${key.split('/').map(encodeURIComponent).join('/')}`;
  return download ? `${path}?download=${encodeURIComponent(download)}` : path;
}

/** The object key behind `/api/media/<key>` (relative or on any origin), or null for another address. */
export function keyFromMediaUrl(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://sitespark.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(mediaPrefix)) return null;
  try {
    return pathname.slice(mediaPrefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** Whether the user may use this object: their own (`<area>/<userId>/...`) or the shared library. */
export function isReadableKey(key: string, userId: string): boolean {
  try {
    assertSafeKey(key);
  } catch {
    return false;
  }
  const [area, owner] = key.split('/');
  return (area !== undefined && sharedAreas.has(area)) || owner === userId;
}

export function assertReadableKey(key: string, userId: string, what: string): void {
  if (!isReadableKey(key, userId)) throw new AppError('NOT_FOUND', `${what} was not found.`);
}

import { assertSafeKey } from '@sitespark/service-kit';

/** Objects every subscriber may read: the built-in music library. */
const sharedAreas = new Set(['library']);

/**
 * Keys are `<area>/<ownerId>/<file>`: a user reads their own objects and the shared areas, and
 * nothing else. A malformed key is simply unreadable.
 */
export function canReadObject(key: string, userId: string): boolean {
  try {
    assertSafeKey(key);
  } catch {
    return false;
  }
  const [area, owner, ...rest] = key.split('/');
  if (area === undefined || owner === undefined || rest.length === 0) return false;
  return sharedAreas.has(area) || owner === userId;
}

import { assertSafeKey } from './keys.ts';

/**
 * The object store's top-level areas. Every key is `<area>/<ownerId>/<file>` (see newObjectKey),
 * so who owns an object is read from its key.
 */
export const keyAreas = {
  /** content: the images of saved and submitted snippets. */
  snippets: 'snippets',
  /** content: the flyers of a kit. */
  flyers: 'flyers',
  /** media: users' uploaded music. */
  music: 'music',
  /** media: the built-in music library (`library/builtin/...`), shared by every user. */
  library: 'library',
  /** render: files a job reads (uploads, decoded data URLs, templates, website captures); deleted when the job is over. */
  renderInputs: 'render-inputs',
  /** render: what jobs produce. */
  videos: 'videos',
  screenshots: 'screenshots',
  thumbnails: 'thumbnails',
  audio: 'audio',
} as const;
export type KeyArea = (typeof keyAreas)[keyof typeof keyAreas];

/** Areas every user may read. */
const sharedAreas: ReadonlySet<string> = new Set([keyAreas.library]);

/**
 * Whether a user may read an object: their own (`<area>/<userId>/<file>`) or one in a shared area.
 * A malformed key is unreadable; another user's object looks exactly like a missing one to callers.
 */
export function canRead(userId: string, key: string): boolean {
  try {
    assertSafeKey(key);
  } catch {
    return false;
  }
  const [area, owner, ...file] = key.split('/');
  if (area === undefined || owner === undefined || file.length === 0) return false;
  return sharedAreas.has(area) || owner === userId;
}

import type { SiteSnippet } from '@sitespark/contracts';
import { AppError, assertSafeKey, cleanText, isAppError, mediaUrl, mediaUrlPrefix, newObjectKey, type ObjectStore } from '@sitespark/service-kit';
import { reencodeImage, sniffImage, thumbnailDataUrl, type ReencodedImage } from './images.ts';

export { mediaUrl };

export interface ResolvedSnippet {
  description: string;
  /** Where the browser loads the image: our media URL, or the public address the user gave. */
  imageUrl: string;
  /** Decoded image bytes (ours, re-encoded), for palettes and thumbnails; null for outside URLs. */
  bytes: Buffer | null;
  /** A small inline copy for self-contained HTML and image-reading models; null when none was asked for. */
  thumbnail: string | null;
}

/** The stored object behind one of our media URLs, if it belongs to this user. */
function ownKey(imageUrl: string, userId: string, what: string): string {
  let key: string;
  try {
    key = imageUrl.slice(mediaUrlPrefix.length).split(/[?#]/)[0]!.split('/').map(decodeURIComponent).join('/');
    assertSafeKey(key);
  } catch {
    throw new AppError('BAD_REQUEST', `${what}'s image address is not valid`);
  }
  // Keys are `<area>/<ownerId>/<file>`: another user's object is treated exactly like a missing one.
  if (key.split('/')[1] !== userId) throw new AppError('BAD_REQUEST', `${what}'s image was not found`);
  return key;
}

function decodeDataUrl(dataUrl: string, what: string): Buffer {
  const match = /^data:([\w.+/-]*)((?:;[\w=.+-]+)*?)(;base64)?,/i.exec(dataUrl);
  if (!match || !match[3]) throw new AppError('BAD_REQUEST', `${what} must be a base64 image data URL`);
  return Buffer.from(dataUrl.slice(match[0].length), 'base64');
}

type CheckedSnippet =
  | { description: string; upload: ReencodedImage }
  | { description: string; resolved: ResolvedSnippet };

/** Checks one snippet without storing anything: data URLs decoded and re-encoded, our own objects read back. */
async function checkSnippet(snippet: SiteSnippet, index: number, deps: { store: ObjectStore; userId: string; thumbnails: boolean }): Promise<CheckedSnippet> {
  const what = `Snippet ${index + 1}`;
  const description = cleanText(snippet.description).trim();
  if (snippet.image.startsWith('data:')) {
    return { description, upload: await reencodeImage(decodeDataUrl(snippet.image, what), what) };
  }
  if (snippet.image.startsWith(mediaUrlPrefix)) {
    const key = ownKey(snippet.image, deps.userId, what);
    let bytes: Buffer;
    try {
      bytes = await deps.store.get(key);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') throw new AppError('BAD_REQUEST', `${what}'s image was not found`);
      throw error;
    }
    if (!(await sniffImage(bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${what} must be a PNG, JPEG or WebP image`);
    return { description, resolved: { description, imageUrl: mediaUrl(key), bytes, thumbnail: deps.thumbnails ? await thumbnailDataUrl(bytes) : null } };
  }
  return { description, resolved: { description, imageUrl: snippet.image, bytes: null, thumbnail: null } };
}

/**
 * Turns the request's snippet images into stored, re-encoded objects: data URLs are checked
 * (magic bytes, size, pixels), re-encoded and stored under the user's key space; our own media URLs
 * are read back only when the key belongs to the caller; public web addresses are kept for display.
 * Every snippet is checked before any is stored, so a refused one (the first, in order) leaves no
 * object of the others behind. `thumbnails`: whether each of our images also gets its small inline
 * copy (a WebP encode each, the most expensive step here), for a reader that needs one.
 */
export async function resolveSnippets(
  deps: { store: ObjectStore },
  input: { snippets: SiteSnippet[]; userId: string; thumbnails: boolean },
): Promise<ResolvedSnippet[]> {
  const scope = { store: deps.store, userId: input.userId, thumbnails: input.thumbnails };
  const settled = await Promise.allSettled(input.snippets.map((snippet, index) => checkSnippet(snippet, index, scope)));
  const refused = settled.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
  const checked = settled.map((outcome) => (outcome as PromiseFulfilledResult<CheckedSnippet>).value);

  const storedKeys: string[] = [];
  try {
    const resolved: ResolvedSnippet[] = [];
    for (const snippet of checked) {
      if ('resolved' in snippet) {
        resolved.push(snippet.resolved);
        continue;
      }
      const image = snippet.upload;
      const key = newObjectKey('snippets', scope.userId, image.kind.extension);
      storedKeys.push(key);
      await scope.store.put(key, image.data, { contentType: image.kind.mediaType });
      resolved.push({ description: snippet.description, imageUrl: mediaUrl(key), bytes: image.data, thumbnail: scope.thumbnails ? await thumbnailDataUrl(image.data) : null });
    }
    return resolved;
  } catch (error) {
    await Promise.allSettled(storedKeys.map((key) => scope.store.delete(key)));
    throw error;
  }
}

import { uploadLimits } from '@sitespark/contracts';
import { AppError, canRead, FetchFailedError, isAppError, keyFromMediaUrl, safeFetch, type ObjectStore } from '@sitespark/service-kit';
import type { LatestScreenshotsRepository } from '../persistence/latest-screenshots-repository.ts';
import { checkImage, type ImageType } from './check-image.ts';

export interface ImageSourceDeps {
  screenshots: Pick<LatestScreenshotsRepository, 'keyAt'>;
  store: ObjectStore;
  allowPrivateHosts: readonly string[];
}

export interface LoadedImage {
  bytes: Buffer;
  type: ImageType;
}

const dataUrlPattern = /^data:([^,]*?)(;base64)?,(.*)$/s;
const screenshotPathPattern = /^\/api\/screenshots\/(\d{1,3})$/;
/** Base64 grows data by a third; anything longer than this cannot decode to an allowed image. */
const maxDataUrlLength = Math.ceil((uploadLimits.imageBytes * 4) / 3) + 256;

/**
 * Reads the images a request names (data URLs, the user's stored objects, their latest screenshots
 * or public image addresses through the SSRF guard) and checks each one. Nothing is stored, so a bad
 * image anywhere in the list leaves no object behind.
 */
export async function loadImageSources(deps: ImageSourceDeps, input: { userId: string; sources: readonly string[]; label: string }): Promise<LoadedImage[]> {
  const { userId, sources, label } = input;
  const images: LoadedImage[] = [];
  for (const [index, source] of sources.entries()) {
    const name = `${label} ${index + 1}`;
    const { bytes, maxBytes } = await readSource(deps, userId, source.trim(), name);
    images.push({ bytes, type: await checkImage(bytes, name, maxBytes) });
  }
  return images;
}

/** Objects SiteSpark stored itself (full-page screenshots) may exceed the upload limit. */
const maxStoredImageBytes = 3 * uploadLimits.imageBytes;

async function readSource(deps: ImageSourceDeps, userId: string, source: string, name: string): Promise<{ bytes: Buffer; maxBytes: number }> {
  if (source.startsWith('data:')) {
    if (source.length > maxDataUrlLength) throw new AppError('PAYLOAD_TOO_LARGE', `${name} is larger than ${uploadLimits.imageBytes / (1024 * 1024)} MB.`);
    const match = dataUrlPattern.exec(source);
    if (!match) throw new AppError('BAD_REQUEST', `${name} is not a valid data URL.`);
    const payload = match[3] ?? '';
    const bytes = match[2] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'latin1');
    return { bytes, maxBytes: uploadLimits.imageBytes };
  }
  const mediaKey = keyFromMediaUrl(source);
  if (mediaKey !== null) {
    if (!canRead(userId, mediaKey)) throw new AppError('NOT_FOUND', `${name} was not found.`);
    return { bytes: await readStored(deps.store, mediaKey, name), maxBytes: maxStoredImageBytes };
  }
  const screenshot = source.startsWith('/') ? screenshotPathPattern.exec(source.split(/[?#]/)[0] ?? '') : null;
  if (screenshot) {
    const key = await deps.screenshots.keyAt(userId, Number(screenshot[1]));
    if (!key) throw new AppError('NOT_FOUND', `${name} was not found.`);
    return { bytes: await readStored(deps.store, key, name), maxBytes: maxStoredImageBytes };
  }
  if (!/^https?:\/\//i.test(source)) {
    throw new AppError('BAD_REQUEST', `${name} must be an image data URL or an image address.`);
  }
  try {
    const fetched = await safeFetch(source, { maxBytes: uploadLimits.imageBytes, allowPrivateHosts: deps.allowPrivateHosts, accept: 'image/*' });
    return { bytes: fetched.body, maxBytes: uploadLimits.imageBytes };
  } catch (error) {
    if (isAppError(error)) throw error;
    if (error instanceof FetchFailedError) {
      if (error.reason === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', `${name} is larger than ${uploadLimits.imageBytes / (1024 * 1024)} MB.`);
      throw new AppError('UNPROCESSABLE', `${name} could not be downloaded: ${error.message}.`);
    }
    throw error;
  }
}

async function readStored(store: ObjectStore, key: string, name: string): Promise<Buffer> {
  const info = await store.stat(key);
  if (!info) throw new AppError('NOT_FOUND', `${name} was not found.`);
  if (info.size > maxStoredImageBytes) throw new AppError('PAYLOAD_TOO_LARGE', `${name} is too large.`);
  return store.get(key);
}

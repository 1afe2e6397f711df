import type { Readable } from 'node:stream';
import { AppError, type ObjectStore } from '@sitespark/service-kit';
import type { LatestScreenshotsRepository } from '../persistence/latest-screenshots-repository.ts';

export interface Screenshot {
  contentType: string;
  size: number;
  body: Readable;
}

/** One of the user's own latest screenshots, counted from 0. */
export async function getScreenshot(deps: { screenshots: Pick<LatestScreenshotsRepository, 'keyAt'>; store: ObjectStore }, input: { userId: string; index: number }): Promise<Screenshot> {
  const key = await deps.screenshots.keyAt(input.userId, input.index);
  const info = key ? await deps.store.stat(key) : null;
  if (!key || !info) throw new AppError('NOT_FOUND', 'Screenshot not found.');
  return { contentType: info.contentType, size: info.size, body: await deps.store.stream(key) };
}

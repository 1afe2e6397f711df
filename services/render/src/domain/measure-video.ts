import type { ObjectStore } from '@sitespark/service-kit';
import type { LibraryJob, VideoLibraryRepository } from '../persistence/video-library-repository.ts';
import { mainVideoOf, resultKeysOf } from './video-objects.ts';

export interface MeasureVideoDeps {
  library: Pick<VideoLibraryRepository, 'recordSizes'>;
  store: Pick<ObjectStore, 'stat'>;
}

/**
 * A succeeded job's bytes (its MP4, and everything its result keeps), measured in the store the
 * first time they are asked for and then kept on the job: a finished job's objects never change.
 */
export async function measureVideo(deps: MeasureVideoDeps, job: LibraryJob): Promise<LibraryJob> {
  if (job.status !== 'succeeded' || job.storedBytes !== null) return job;
  const main = mainVideoOf(job);
  const sizes = new Map<string, number>();
  for (const key of resultKeysOf(job)) sizes.set(key, (await deps.store.stat(key))?.size ?? 0);
  const videoBytes = main ? (sizes.get(main.key) ?? (await deps.store.stat(main.key))?.size ?? 0) : 0;
  const storedBytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  await deps.library.recordSizes(job.id, { videoBytes, storedBytes });
  return { ...job, videoBytes, storedBytes };
}

import { keyFromMediaUrl, type ObjectStore } from '@sitespark/service-kit';
import type { LibraryJob, VideoLibraryRepository } from '../persistence/video-library-repository.ts';
import { measureVideo } from './measure-video.ts';
import { mainVideoOf, resultKeysOf } from './video-objects.ts';

export interface AnnounceKitVideoDeps {
  library: Pick<VideoLibraryRepository, 'findOwned' | 'recordSizes' | 'announceKitVideo'>;
  store: Pick<ObjectStore, 'stat'>;
  /** Seconds of a stored MP4, for results that do not say (the slideshow export's). */
  probeDuration: (videoKey: string) => Promise<number>;
}

/**
 * Tells content that a render started from a kit finished with an MP4 (its key, thumbnail, length
 * and size), so the kit can list it. False when there is nothing to tell: not a kit's render, not
 * succeeded, deleted since, or no MP4. A repeat announces the same video again; content links it once.
 */
export async function announceKitVideo(deps: AnnounceKitVideoDeps, input: { userId: string; jobId: string }): Promise<boolean> {
  const found = await deps.library.findOwned(input.userId, input.jobId);
  if (!found || found.kitId === null || found.status !== 'succeeded') return false;
  const job: LibraryJob = await measureVideo(deps, found);
  const main = mainVideoOf(job);
  if (!main || !(await deps.store.stat(main.key))) return false;
  const result = (job.result ?? {}) as Record<string, unknown>;
  const thumbnail = typeof result.thumbnailUrl === 'string' ? keyFromMediaUrl(result.thumbnailUrl) : null;
  const ownKeys = new Set(resultKeysOf(job));
  const duration = typeof result.duration === 'number' && result.duration > 0 ? result.duration : await deps.probeDuration(main.key);
  await deps.library.announceKitVideo({
    jobId: job.id,
    userId: job.userId,
    kitId: job.kitId!,
    videoKey: main.key,
    thumbnailKey: thumbnail && ownKeys.has(thumbnail) ? thumbnail : null,
    duration: Math.round(duration * 100) / 100,
    bytes: job.videoBytes ?? 0,
  });
  return true;
}

import type { DeletedVideo } from '@sitespark/contracts';
import { AppError, type ObjectStore } from '@sitespark/service-kit';
import type { VideoLibraryRepository } from '../persistence/video-library-repository.ts';
import { isFinished } from './await-job.ts';
import { videoNotFoundMessage } from './get-video.ts';
import { videoObjectKeysOf } from './video-objects.ts';

export interface DeleteVideoDeps {
  library: Pick<VideoLibraryRepository, 'findOwned' | 'keysUsedByOtherJobs' | 'deleteFinished'>;
  store: Pick<ObjectStore, 'stat' | 'delete'>;
}

export const stillRenderingMessage = 'This video is still rendering. You can delete it once it has finished.';

/**
 * Deletes one of the user's finished renders: every object it keeps (its MP4s, thumbnail,
 * screenshots, voiceover, leftover inputs) that no other job of theirs names, then its row. The
 * objects go first, so a failure leaves the row for another try rather than objects nobody lists.
 * A job still rendering is refused: its worker would write objects after the delete.
 */
export async function deleteVideo(deps: DeleteVideoDeps, input: { userId: string; id: string }): Promise<DeletedVideo> {
  const job = await deps.library.findOwned(input.userId, input.id);
  if (!job) throw new AppError('NOT_FOUND', videoNotFoundMessage);
  if (!isFinished(job)) throw new AppError('CONFLICT', stillRenderingMessage);

  const keys = videoObjectKeysOf(job);
  const shared = await deps.library.keysUsedByOtherJobs(input.userId, job.id, keys);
  const own = keys.filter((key) => !shared.has(key));
  let deletedObjects = 0;
  for (const key of own) {
    if (!(await deps.store.stat(key))) continue;
    await deps.store.delete(key);
    deletedObjects += 1;
  }
  const outcome = await deps.library.deleteFinished(input.userId, job.id, own);
  if (outcome === 'missing') throw new AppError('NOT_FOUND', videoNotFoundMessage);
  if (outcome === 'unfinished') throw new AppError('CONFLICT', stillRenderingMessage);
  return { id: job.id, deletedObjects };
}

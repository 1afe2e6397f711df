import type { Video } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { VideoLibraryRepository } from '../persistence/video-library-repository.ts';
import { measureVideo, type MeasureVideoDeps } from './measure-video.ts';
import { toVideo } from './to-video.ts';

export interface GetVideoDeps extends MeasureVideoDeps {
  library: Pick<VideoLibraryRepository, 'findOwned' | 'recordSizes'>;
}

export const videoNotFoundMessage = 'Video not found.';

/** One of the user's renders; someone else's looks exactly like one that does not exist. */
export async function getVideo(deps: GetVideoDeps, input: { userId: string; id: string }): Promise<Video> {
  const job = await deps.library.findOwned(input.userId, input.id);
  if (!job) throw new AppError('NOT_FOUND', videoNotFoundMessage);
  return toVideo(await measureVideo(deps, job));
}

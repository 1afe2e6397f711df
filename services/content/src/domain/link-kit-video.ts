import type { RenderKitVideoRenderedV1 } from '@sitespark/contracts';
import { canRead, type ObjectStore } from '@sitespark/service-kit';
import type { KitVideoRepository } from '../persistence/kit-video-repository.ts';

export interface LinkKitVideoDeps {
  kitVideos: Pick<KitVideoRepository, 'link'>;
  store: Pick<ObjectStore, 'stat'>;
}

/**
 * Links a video render made from a kit to that kit, once, and only when the kit and the MP4 are the
 * user's: a render request names any kit id it likes, so a forged one links nothing. An MP4 already
 * gone (deleted before this was heard) is not linked either.
 */
/** A key in one of the user's own areas (not a shared one such as the music library). */
const isUsersOwn = (userId: string, key: string) => canRead(userId, key) && key.split('/')[1] === userId;

export async function linkKitVideo(deps: LinkKitVideoDeps, video: RenderKitVideoRenderedV1): Promise<boolean> {
  if (!isUsersOwn(video.userId, video.videoKey)) return false;
  if (!(await deps.store.stat(video.videoKey))) return false;
  const thumbnailKey = video.thumbnailKey && isUsersOwn(video.userId, video.thumbnailKey) ? video.thumbnailKey : null;
  return deps.kitVideos.link({ ...video, thumbnailKey });
}

import type { VideoUsage } from '@sitespark/contracts';
import type { RenderUsageRepository } from '../persistence/render-usage-repository.ts';
import type { VideoLibraryRepository } from '../persistence/video-library-repository.ts';
import { measureVideo, type MeasureVideoDeps } from './measure-video.ts';
import { nextUtcMidnight, utcDay } from './reserve-render.ts';

export interface GetVideoUsageDeps extends MeasureVideoDeps {
  usage: Pick<RenderUsageRepository, 'rendersOn'>;
  library: Pick<VideoLibraryRepository, 'listUnmeasured' | 'storedBytesOf' | 'recordSizes' | 'announceStorage'>;
  rendersPerDay: number;
  now?: () => Date;
}

/** Renders the user started today (UTC) against the daily limit, and the bytes their videos keep. */
export async function getVideoUsage(deps: GetVideoUsageDeps, input: { userId: string }): Promise<VideoUsage> {
  const now = (deps.now ?? (() => new Date()))();
  const unmeasured = await deps.library.listUnmeasured(input.userId);
  for (const job of unmeasured) await measureVideo(deps, job);
  // Videos rendered before they were measured at finish count towards the user's storage from now on.
  if (unmeasured.length > 0) await deps.library.announceStorage(input.userId);
  const [rendersToday, videoBytes] = await Promise.all([deps.usage.rendersOn(input.userId, utcDay(now)), deps.library.storedBytesOf(input.userId)]);
  return { rendersToday, rendersPerDayLimit: deps.rendersPerDay, resetsAt: nextUtcMidnight(now).toISOString(), videoBytes };
}

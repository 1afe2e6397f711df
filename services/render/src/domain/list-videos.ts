import { AppError } from '@sitespark/service-kit';
import type { VideoList, VideoListQuery } from '@sitespark/contracts';
import type { RenderJobStatus } from '../persistence/entities.ts';
import type { VideoLibraryRepository } from '../persistence/video-library-repository.ts';
import { measureVideo, type MeasureVideoDeps } from './measure-video.ts';
import { toVideo } from './to-video.ts';

export interface ListVideosDeps extends MeasureVideoDeps {
  library: Pick<VideoLibraryRepository, 'listByUser' | 'recordSizes'>;
}

const statusesOf: Record<NonNullable<VideoListQuery['status']>, RenderJobStatus[]> = {
  unfinished: ['queued', 'running'],
  queued: ['queued'],
  running: ['running'],
  succeeded: ['succeeded'],
  failed: ['failed'],
};

/** The user's renders, newest first, a page at a time; the cursor is the last id of the page before. */
export async function listVideos(deps: ListVideosDeps, input: { userId: string; query: VideoListQuery }): Promise<VideoList> {
  const { limit, cursor, status, kitId } = input.query;
  const jobs = await deps.library.listByUser(input.userId, {
    limit: limit + 1,
    ...(cursor ? { after: cursor } : {}),
    ...(status ? { statuses: statusesOf[status] } : {}),
    ...(kitId ? { kitId } : {}),
  });
  if (!jobs) throw new AppError('BAD_REQUEST', 'This page of videos is out of date. Please reload the list.');
  const page = jobs.slice(0, limit);
  const measured = [];
  for (const job of page) measured.push(await measureVideo(deps, job));
  return { videos: measured.map(toVideo), nextCursor: jobs.length > limit ? (page.at(-1)?.id ?? null) : null };
}

import { z } from 'zod';
import { Timestamp } from '../../common.ts';
import { RenderJobKind } from '../../events/render-job.ts';

/** What the user calls each kind of render, after the screen that starts it. */
export const videoStudioNames: Record<RenderJobKind, string> = {
  'free-video': 'Free Video Studio',
  'professional-video': 'Professional Video Studio',
  'custom-images': 'Video Studio (your images)',
  'generate-video-file': 'Video Studio',
  'export-video': 'Slideshow export',
  'convert-to-video': 'Free video as MP4',
};

/** The studio a render is named after: a free-video render asked for by Video Studio's auto mode is Video Studio's. */
export function videoStudioName(kind: RenderJobKind, input: unknown): string {
  if (kind === 'free-video' && (input as { studio?: unknown } | null)?.studio === 'video-studio') return 'Video Studio';
  return videoStudioNames[kind];
}

export const VideoStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type VideoStatus = z.infer<typeof VideoStatus>;

/** `unfinished` is queued or running: what the app watches to announce a finished render. */
export const VideoStatusFilter = z.enum(['unfinished', 'queued', 'running', 'succeeded', 'failed']);
export type VideoStatusFilter = z.infer<typeof VideoStatusFilter>;

export const videoPageSize = { default: 20, max: 50 } as const;

/** GET /api/videos: the user's renders, newest first; `cursor` is the previous page's `nextCursor`. */
export const VideoListQuery = z.object({
  cursor: z.uuid({ error: 'This page of videos is out of date. Please reload the list.' }).optional(),
  limit: z.coerce.number().int().min(1).max(videoPageSize.max).default(videoPageSize.default),
  status: VideoStatusFilter.optional(),
  /** Only the renders started from this kit. */
  kitId: z.uuid({ error: 'kitId must be a kit id.' }).optional(),
});
export type VideoListQuery = z.infer<typeof VideoListQuery>;

/** One render job as the "Your videos" page shows it. */
export const Video = z.object({
  id: z.uuid(),
  kind: RenderJobKind,
  /** The screen that started it, e.g. 'Free Video Studio'. */
  studio: z.string(),
  /** The site's name or address when the job knows it, else the studio's name. */
  title: z.string(),
  status: VideoStatus,
  /** 0-100. */
  progress: z.number().min(0).max(100),
  stage: z.string(),
  /** Why it failed (user-facing), when it did. */
  error: z.string().nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Seconds, once rendered. */
  duration: z.number().nonnegative().nullable(),
  /** Bytes of the MP4, once rendered. */
  size: z.number().int().nonnegative().nullable(),
  /** Plays the MP4 in the page. */
  videoUrl: z.string().nullable(),
  /** Downloads the MP4 under a name from the site. */
  downloadUrl: z.string().nullable(),
});
export type Video = z.infer<typeof Video>;

export const VideoList = z.object({
  videos: z.array(Video),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type VideoList = z.infer<typeof VideoList>;

export const VideoParams = z.object({ id: z.uuid({ error: 'Video not found.' }) });
export type VideoParams = z.infer<typeof VideoParams>;

/** DELETE /api/videos/:id: what was removed. */
export const DeletedVideo = z.object({
  id: z.uuid(),
  /** Stored objects (the MP4, thumbnails, screenshots, voiceover, inputs) removed with it. */
  deletedObjects: z.number().int().nonnegative(),
});
export type DeletedVideo = z.infer<typeof DeletedVideo>;

/** GET /api/videos/usage: renders started today (UTC) against the daily limit, and what the videos take. */
export const VideoUsage = z.object({
  rendersToday: z.number().int().nonnegative(),
  rendersPerDayLimit: z.number().int().positive(),
  /** When today's count starts again from zero (the next midnight, UTC). */
  resetsAt: Timestamp,
  /** Bytes of the stored objects of the user's videos. */
  videoBytes: z.number().int().nonnegative(),
});
export type VideoUsage = z.infer<typeof VideoUsage>;

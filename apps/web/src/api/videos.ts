import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Video } from '@sitespark/contracts';
import { callRoute } from './call-route.ts';
import { routeUrl } from './route-url.ts';

export const VIDEOS_QUERY_KEY = [routeUrl('render.listVideos')] as const;
export const UNFINISHED_VIDEOS_QUERY_KEY = [routeUrl('render.listVideos', { query: { status: 'unfinished' } })] as const;
export const VIDEO_USAGE_QUERY_KEY = [routeUrl('render.getVideoUsage')] as const;
export const STORAGE_USAGE_QUERY_KEY = [routeUrl('media.getStorageUsage')] as const;

/** Told by the studios when they start a render, so the app watches it at once rather than at its next poll. */
export const renderStartedEvent = 'sitespark:render-started';

export function announceRenderStarted(jobId: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(renderStartedEvent, { detail: { jobId } }));
}

export const isUnfinished = (video: Pick<Video, 'status'>) => video.status === 'queued' || video.status === 'running';

/** "Your videos", newest first, a page at a time. */
export function useVideoList() {
  return useInfiniteQuery({
    queryKey: VIDEOS_QUERY_KEY,
    queryFn: ({ pageParam }) => callRoute('render.listVideos', { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useVideoUsage() {
  return useQuery({ queryKey: VIDEO_USAGE_QUERY_KEY, queryFn: () => callRoute('render.getVideoUsage') });
}

export function useStorageUsage() {
  return useQuery({ queryKey: STORAGE_USAGE_QUERY_KEY, queryFn: () => callRoute('media.getStorageUsage') });
}

/** 1.2 MB, 640 KB: sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** 0:45, 1:30. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

import type { StorageUsage } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';
import type { VideoStorageRepository } from '../persistence/video-storage-repository.ts';

export interface StorageLimitDeps {
  tracks: Pick<MusicTrackRepository, 'bytesOwnedBy'>;
  videos: Pick<VideoStorageRepository, 'bytesOf'>;
  content: Pick<ContentStorageRepository, 'bytesOf'>;
  /** STORAGE_LIMIT_BYTES. */
  storageLimitBytes: number;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** The user's music, video and content bytes against the storage limit. */
export async function getStorageUsage(deps: StorageLimitDeps, input: { userId: string }): Promise<StorageUsage> {
  const [musicBytes, videoBytes, contentBytes] = await Promise.all([
    deps.tracks.bytesOwnedBy(input.userId),
    deps.videos.bytesOf(input.userId),
    deps.content.bytesOf(input.userId),
  ]);
  return { usedBytes: musicBytes + videoBytes + contentBytes, limitBytes: deps.storageLimitBytes, musicBytes, videoBytes, contentBytes };
}

/** Refuses (413, nothing stored) a new file of `bytes` that would take the user past their storage limit. */
export async function checkStorageLimit(deps: StorageLimitDeps, input: { userId: string; bytes: number }): Promise<void> {
  const { usedBytes } = await getStorageUsage(deps, input);
  if (usedBytes + input.bytes > deps.storageLimitBytes) throw storageLimitReached({ usedBytes, limitBytes: deps.storageLimitBytes, bytes: input.bytes });
}

/** The refusal of a file past the storage limit, from the early check or from the keep itself (which parallel uploads cannot pass). */
export function storageLimitReached(input: { usedBytes: number; limitBytes: number; bytes: number }): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `Storage limit reached: your music, videos and kit images take ${formatBytes(input.usedBytes)} of ${formatBytes(input.limitBytes)}, and this file needs ${formatBytes(input.bytes)}. Delete videos, tracks or kits you no longer need to make room.`,
  );
}

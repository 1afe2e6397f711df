import { AppError } from '@sitespark/service-kit';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';

export interface CheckStorageRoomDeps {
  storage: Pick<ContentStorageRepository, 'usageOf'>;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * Refuses (413, before anything is stored) an upload by a user whose storage, as media last counted
 * it (music, videos and kit images), is at or over their limit. Before media counted anything for
 * the user there is nothing to refuse.
 */
export async function checkStorageRoom(deps: CheckStorageRoomDeps, input: { userId: string }): Promise<void> {
  const usage = await deps.storage.usageOf(input.userId);
  if (!usage || usage.usedBytes < usage.limitBytes) return;
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `Storage limit reached: your music, videos and kit images take ${formatBytes(usage.usedBytes)} of ${formatBytes(usage.limitBytes)}. Delete videos, tracks or kits you no longer need to make room.`,
  );
}

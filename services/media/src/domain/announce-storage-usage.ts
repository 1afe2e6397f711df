import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';
import { getStorageUsage, type StorageLimitDeps } from './check-storage-limit.ts';

export interface AnnounceStorageUsageDeps extends StorageLimitDeps {
  announcements: Pick<ContentStorageRepository, 'announceUsage'>;
}

/**
 * Tells the other services (content refuses uploads at the limit) the user's whole storage, after
 * one of its parts changed: music uploaded or deleted, videos or content measured again.
 */
export async function announceStorageUsage(deps: AnnounceStorageUsageDeps, input: { userId: string }): Promise<void> {
  const usage = await getStorageUsage(deps, input);
  await deps.announcements.announceUsage(input.userId, usage);
}

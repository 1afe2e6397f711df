import type { ObjectStore } from '@sitespark/service-kit';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';

export interface AnnounceContentStorageDeps {
  storage: Pick<ContentStorageRepository, 'objectKeysOf' | 'announce'>;
  store: Pick<ObjectStore, 'stat'>;
}

/** Objects measured at once: a user with many kits must not open thousands of requests to the store together. */
const statConcurrency = 16;

/**
 * Measures the bytes the user's kits and saved snippets keep in the store (each object once, a
 * missing one as nothing) and announces the total to media (content.storage.changed.v1), after
 * whatever changed them: a generation, a snippet save, a kit delete, a flyer redraw.
 */
export async function announceContentStorage(deps: AnnounceContentStorageDeps, input: { userId: string }): Promise<number> {
  const keys = await deps.storage.objectKeysOf(input.userId);
  let contentBytes = 0;
  for (let start = 0; start < keys.length; start += statConcurrency) {
    const infos = await Promise.all(keys.slice(start, start + statConcurrency).map((key) => deps.store.stat(key)));
    for (const info of infos) contentBytes += info?.size ?? 0;
  }
  await deps.storage.announce(input.userId, contentBytes);
  return contentBytes;
}

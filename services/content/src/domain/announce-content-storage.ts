import type { ObjectStore } from '@sitespark/service-kit';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';

export interface AnnounceContentStorageDeps {
  storage: Pick<ContentStorageRepository, 'objectKeysOf' | 'announce'>;
  store: Pick<ObjectStore, 'stat'>;
  /**
   * Sizes of objects already measured. Content's keys are new on every write (newObjectKey), so a
   * key's size never changes: only the objects a change added are asked of the store.
   */
  sizes?: { get(key: string): number | undefined; set(key: string, size: number): unknown };
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
  const unmeasured: string[] = [];
  for (const key of keys) {
    const known = deps.sizes?.get(key);
    if (known === undefined) unmeasured.push(key);
    else contentBytes += known;
  }
  for (let start = 0; start < unmeasured.length; start += statConcurrency) {
    const batch = unmeasured.slice(start, start + statConcurrency);
    const infos = await Promise.all(batch.map((key) => deps.store.stat(key)));
    for (const [index, info] of infos.entries()) {
      if (!info) continue;
      contentBytes += info.size;
      deps.sizes?.set(batch[index]!, info.size);
    }
  }
  await deps.storage.announce(input.userId, contentBytes);
  return contentBytes;
}

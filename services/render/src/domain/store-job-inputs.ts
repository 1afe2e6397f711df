import { newObjectKey, type ObjectStore } from '@sitespark/service-kit';
import { storeAreas } from './media-keys.ts';

export interface JobInputFile {
  body: Buffer;
  extension: string;
  contentType: string;
}

/**
 * Stores the files a job will read (checked beforehand) under render-inputs/; if one write fails
 * the ones already written are removed, so a refused request leaves nothing behind.
 */
export async function storeJobInputs(store: ObjectStore, userId: string, files: readonly JobInputFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = newObjectKey(storeAreas.inputs, userId, file.extension);
      keys.push(key);
      await store.put(key, file.body, { contentType: file.contentType });
    }
    return keys;
  } catch (error) {
    await deleteJobInputs(store, keys);
    throw error;
  }
}

export async function deleteJobInputs(store: ObjectStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

import type { SavedSnippet, SavedSnippetUploadFields } from '@sitespark/contracts';
import { cleanText, displayFileName, newObjectKey, type ObjectStore } from '@sitespark/service-kit';
import type { SavedSnippetRecord } from '../persistence/entities.ts';
import type { SnippetRepository } from '../persistence/snippet-repository.ts';
import { checkStorageRoom, type CheckStorageRoomDeps } from './check-storage-room.ts';
import { reencodeImage } from './images.ts';
import { mediaUrl } from './resolve-snippets.ts';

export function toSavedSnippet(record: SavedSnippetRecord): SavedSnippet {
  return {
    id: record.id,
    imageUrl: mediaUrl(record.objectKey),
    description: record.description,
    originalFileName: record.originalFileName,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * Re-encodes the upload, stores it under a server-made key in the user's space and records it;
 * refused (413, nothing stored) while the user's storage is at its limit.
 */
export async function saveSnippet(
  deps: { snippets: Pick<SnippetRepository, 'add'>; store: ObjectStore; storage?: CheckStorageRoomDeps['storage'] },
  input: { userId: string; image: Buffer; fields: SavedSnippetUploadFields },
): Promise<SavedSnippet> {
  if (deps.storage) await checkStorageRoom({ storage: deps.storage }, input);
  const image = await reencodeImage(input.image);
  const key = newObjectKey('snippets', input.userId, image.kind.extension);
  await deps.store.put(key, image.data, { contentType: image.kind.mediaType });
  try {
    const record = await deps.snippets.add({
      userId: input.userId,
      objectKey: key,
      contentType: image.kind.mediaType,
      width: image.width,
      height: image.height,
      byteSize: image.data.length,
      description: cleanText(input.fields.description).trim(),
      // Shown to the user only; the key above never derives from it.
      originalFileName: displayFileName(input.fields.originalFileName),
    });
    return toSavedSnippet(record);
  } catch (error) {
    await deps.store.delete(key).catch(() => undefined);
    throw error;
  }
}

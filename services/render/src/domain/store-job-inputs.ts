import { keyAreas, newObjectKey, type ObjectStore } from '@sitespark/service-kit';
import { imageContentTypes, imageExtensions, imageTypeOf, reencodeImage, type ImageType } from './check-image.ts';

export interface JobInputFile {
  body: Buffer;
  extension: string;
  contentType: string;
}

const imageTypeOfContentType: Record<string, ImageType> = Object.fromEntries(
  Object.entries(imageContentTypes).map(([type, contentType]) => [contentType, type as ImageType]),
);

/**
 * An image input as it is stored: re-encoded, so a polyglot's payload never reaches the store, the
 * renderer or (as the user's screenshot) the browser. Its bytes must be of the type it is stored as.
 */
async function storedBody(file: JobInputFile): Promise<Buffer> {
  const type = Object.hasOwn(imageTypeOfContentType, file.contentType) ? imageTypeOfContentType[file.contentType] : undefined;
  if (!type) return file.body;
  if ((await imageTypeOf(file.body)) !== type) throw new RangeError(`A job input stored as ${file.contentType} holds other bytes`);
  return reencodeImage(file.body, type);
}

/**
 * Stores the files a job will read (checked beforehand; images re-encoded) under render-inputs/;
 * every image is re-encoded before the first write, and if one write fails the ones already
 * written are removed, so a refused request leaves nothing behind.
 */
export async function storeJobInputs(store: ObjectStore, userId: string, files: readonly JobInputFile[]): Promise<string[]> {
  const bodies: Buffer[] = [];
  for (const file of files) bodies.push(await storedBody(file));
  const keys: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const key = newObjectKey(keyAreas.renderInputs, userId, file.extension);
      keys.push(key);
      await store.put(key, bodies[index]!, { contentType: file.contentType });
    }
    return keys;
  } catch (error) {
    await deleteJobInputs(store, keys);
    throw error;
  }
}

/** Checked images as job input files, each stored as its own type. */
export function imageInputFiles(images: ReadonlyArray<{ bytes: Buffer; type: ImageType }>): JobInputFile[] {
  return images.map((image) => ({ body: image.bytes, extension: imageExtensions[image.type], contentType: imageContentTypes[image.type] }));
}

export async function deleteJobInputs(store: ObjectStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';
import type { S3ObjectStoreOptions } from './s3-object-store.ts';

export type { ByteRange, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
export { createFsObjectStore } from './fs-object-store.ts';
export type { FsObjectStoreOptions } from './fs-object-store.ts';
export { createS3ObjectStore } from './s3-object-store.ts';
export type { S3ObjectStoreOptions } from './s3-object-store.ts';
export { assertSafeKey, keyFromMediaUrl, mediaUrl, mediaUrlPrefix, newObjectKey } from './keys.ts';
export { canRead, keyAreas, type KeyArea } from './key-areas.ts';
export { undoableWrites, type UndoableWrites } from './undoable-writes.ts';

export interface ObjectStoreConfig {
  s3?: S3ObjectStoreOptions;
  rootDir?: string;
}

/** S3 when its settings are given (deployed stack), otherwise the filesystem (one-process mode). */
export function createObjectStore(config: ObjectStoreConfig): ObjectStore {
  if (config.s3) return createS3ObjectStore(config.s3);
  if (config.rootDir) return createFsObjectStore({ rootDir: config.rootDir });
  throw new Error('Object store needs either s3 settings or a rootDir');
}

import { randomUUID } from 'node:crypto';
import { constants as fsConstants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';
import { assertSafeKey } from './keys.ts';
import type { ByteRange, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
import { assertSafePutOptions, assertValidRange } from './put-options.ts';

export interface FsObjectStoreOptions {
  rootDir: string;
}

interface Sidecar {
  contentType: string;
  metadata: Record<string, string>;
  size: number;
  lastModified: string;
}

/**
 * Layout under rootDir: `objects/<key>` holds the bytes, `meta/<key>` the JSON sidecar (its
 * presence is what makes an object exist), `tmp/` the uploads in progress. Mirrored trees keep a
 * key from ever colliding with another key's sidecar.
 */
export function createFsObjectStore(options: FsObjectStoreOptions): ObjectStore {
  const rootDir = path.resolve(options.rootDir);
  const objectsDir = path.join(rootDir, 'objects');
  const metaDir = path.join(rootDir, 'meta');
  const tmpDir = path.join(rootDir, 'tmp');

  function pathsOf(key: string): { data: string; meta: string } {
    assertSafeKey(key);
    const data = path.resolve(objectsDir, key);
    const meta = path.resolve(metaDir, key);
    if (!data.startsWith(objectsDir + path.sep) || !meta.startsWith(metaDir + path.sep)) {
      throw new AppError('BAD_REQUEST', 'Object key leaves the storage directory');
    }
    return { data, meta };
  }

  // Directories this store made or found: a put skips their mkdir (three of a put's eleven file
  // operations). One removed behind its back is made again on the ENOENT that follows.
  const madeDirs = new Set<string>();
  async function ensureDir(dir: string): Promise<void> {
    if (madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  async function renameMakingDir(from: string, to: string): Promise<void> {
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      madeDirs.delete(path.dirname(to));
      await ensureDir(path.dirname(to));
      await rename(from, to);
    }
  }

  async function readSidecar(metaPath: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await readFile(metaPath, 'utf8')) as Sidecar;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  function toInfo(key: string, sidecar: Sidecar): ObjectInfo {
    return {
      key,
      size: sidecar.size,
      contentType: sidecar.contentType,
      lastModified: new Date(sidecar.lastModified),
      metadata: { ...sidecar.metadata },
    };
  }

  async function writeBody(target: string, body: Buffer | Readable): Promise<void> {
    if (Buffer.isBuffer(body)) {
      await writeFile(target, body, { flag: 'wx' });
    } else {
      await pipeline(body, createWriteStream(target, { flags: 'wx' }));
    }
  }

  return {
    kind: 'filesystem',

    async put(key: string, body: Buffer | Readable, putOptions: PutOptions): Promise<ObjectInfo> {
      const paths = pathsOf(key);
      assertSafePutOptions(putOptions);
      const tmpData = path.join(tmpDir, `${randomUUID()}.data`);
      const tmpMeta = path.join(tmpDir, `${randomUUID()}.json`);
      try {
        if (Buffer.isBuffer(body)) {
          try {
            await ensureDir(tmpDir);
            await writeBody(tmpData, body);
          } catch (error) {
            // The temp directory was removed since it was made: make it again, once.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !madeDirs.delete(tmpDir)) throw error;
            await ensureDir(tmpDir);
            await writeBody(tmpData, body);
          }
        } else {
          // A stream can be read only once: its directory is made every time (a large upload does not notice).
          await mkdir(tmpDir, { recursive: true });
          await writeBody(tmpData, body);
        }
        const sidecar: Sidecar = {
          contentType: putOptions.contentType,
          metadata: { ...putOptions.metadata },
          size: Buffer.isBuffer(body) ? body.length : (await stat(tmpData)).size,
          lastModified: new Date().toISOString(),
        };
        await writeFile(tmpMeta, JSON.stringify(sidecar), { flag: 'wx' });
        await ensureDir(path.dirname(paths.data));
        await ensureDir(path.dirname(paths.meta));
        // Bytes first, sidecar last: a reader never finds a sidecar whose bytes are not in place.
        await renameMakingDir(tmpData, paths.data);
        await renameMakingDir(tmpMeta, paths.meta);
        return toInfo(key, sidecar);
      } catch (error) {
        await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
        throw error;
      }
    },

    async get(key: string): Promise<Buffer> {
      const paths = pathsOf(key);
      if ((await readSidecar(paths.meta)) === null) throw notFound();
      try {
        return await readFile(paths.data);
      } catch (error) {
        throw isMissing(error) ? notFound() : error;
      }
    },

    async stream(key: string, range?: ByteRange): Promise<Readable> {
      const paths = pathsOf(key);
      if (range) assertValidRange(range.start, range.end);
      const sidecar = await readSidecar(paths.meta);
      if (sidecar === null) throw notFound();
      // `{ start: 0 }` means the whole object, so it also fits an empty one.
      if (range && range.start >= sidecar.size && (range.start > 0 || range.end !== undefined)) {
        throw new AppError('BAD_REQUEST', 'Range starts beyond the end of the object');
      }
      // Opening first turns a missing file into NOT_FOUND here instead of a later stream error.
      const handle = await open(paths.data, 'r').catch((error: unknown) => {
        throw isMissing(error) ? notFound() : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(key: string): Promise<ObjectInfo | null> {
      const paths = pathsOf(key);
      const sidecar = await readSidecar(paths.meta);
      return sidecar === null ? null : toInfo(key, sidecar);
    },

    async delete(key: string): Promise<void> {
      const paths = pathsOf(key);
      // A key naming a folder of other keys is no object: nothing to delete, and nothing under it goes.
      await removeFile(paths.meta);
      await removeFile(paths.data);
    },

    async isReady(): Promise<boolean> {
      try {
        await mkdir(tmpDir, { recursive: true });
        await access(tmpDir, fsConstants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'File not found');
}

/** Absent, below a file, or a folder of other keys (EISDIR): in every case no object, as in S3. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ERR_FS_EISDIR';
}

async function removeFile(file: string): Promise<void> {
  try {
    await rm(file, { force: true });
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

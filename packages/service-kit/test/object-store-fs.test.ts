import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { createFsObjectStore, createObjectStore, newObjectKey } from '../src/object-store/index.ts';
import { runObjectStoreContract, unsafeKeys } from './object-store.contract.ts';

let workDir: string;
let rootDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'fs-object-store-'));
  rootDir = path.join(workDir, 'store');
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

runObjectStoreContract('filesystem', () => createFsObjectStore({ rootDir }));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('filesystem object store', () => {
  it('keeps bytes and sidecar under rootDir', async () => {
    const store = createFsObjectStore({ rootDir });
    const key = newObjectKey('uploads', 'user-7', 'png');
    await store.put(key, Buffer.from('png bytes'), { contentType: 'image/png', metadata: { width: '10' } });
    const files = await listFiles(rootDir);
    expect(files).toContain(path.join('objects', key));
    expect(files).toContain(path.join('meta', key));
  });

  it('still stores after its folders were removed behind its back (an operator emptying tmp or an area)', async () => {
    const root = path.join(workDir, 'swept');
    const store = createFsObjectStore({ rootDir: root });
    const first = newObjectKey('flyers', 'user-9', 'svg');
    await store.put(first, Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    await rm(path.join(root, 'tmp'), { recursive: true, force: true });
    await rm(path.join(root, 'objects', 'flyers'), { recursive: true, force: true });
    await rm(path.join(root, 'meta', 'flyers'), { recursive: true, force: true });
    const second = newObjectKey('flyers', 'user-9', 'svg');
    await store.put(second, Buffer.from('<svg>2</svg>'), { contentType: 'image/svg+xml' });
    expect((await store.get(second)).toString()).toBe('<svg>2</svg>');
    expect((await store.stat(second))?.size).toBe(12);
    await store.put(newObjectKey('flyers', 'user-9', 'svg'), Readable.from([Buffer.from('streamed')]), { contentType: 'image/svg+xml' });
  });

  it('writes nothing anywhere for an unsafe key', async () => {
    const emptyRoot = path.join(workDir, 'untouched', 'root');
    const store = createFsObjectStore({ rootDir: emptyRoot });
    for (const key of unsafeKeys) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(AppError);
    }
    expect(await listFiles(path.join(workDir, 'untouched'))).toEqual([]);
  });

  it('leaves no temp file after a failed stream', async () => {
    const isolatedRoot = path.join(workDir, 'failing');
    const store = createFsObjectStore({ rootDir: isolatedRoot });
    const body = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 2));
        this.destroy(new Error('aborted upload'));
      },
    });
    await expect(store.put(newObjectKey('uploads', 'user-7', 'mp4'), body, { contentType: 'video/mp4' })).rejects.toThrow(
      'aborted upload',
    );
    expect(await listFiles(isolatedRoot)).toEqual([]);
  });

  it('is not ready when rootDir cannot hold files', async () => {
    const blocker = path.join(workDir, 'a-file');
    await writeFile(blocker, 'not a directory');
    expect(await createFsObjectStore({ rootDir: blocker }).isReady()).toBe(false);
  });
});

describe('createObjectStore', () => {
  it('picks S3 when S3 settings are given, else the filesystem', () => {
    const s3 = { endPoint: '127.0.0.1', port: 9, accessKey: 'a', secretKey: 'b', bucket: 'media' };
    expect(createObjectStore({ s3, rootDir }).kind).toBe('s3');
    expect(createObjectStore({ rootDir }).kind).toBe('filesystem');
    expect(() => createObjectStore({})).toThrow();
  });
});

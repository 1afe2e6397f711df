import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { assertSafeKey, newObjectKey } from '../src/object-store/keys.ts';
import type { ObjectStore, PutOptions } from '../src/object-store/object-store.ts';

/** Both stores are built with this part size so objects above it take the multipart path in S3. */
export const contractPartSize = 5 * 1024 * 1024;
const largeSize = 6 * 1024 * 1024 + 12_345;

export const unsafeKeys = ['', '../x', 'a/../../x', '/abs', 'a\\b', 'a\u0000b', 'a\nb', 'a//b', './a', 'a/', 'x'.repeat(513)];

function key(): string {
  return newObjectKey('contract', 'owner-1', 'bin');
}

/** Binary content that has zero bytes and every other byte value in it. */
function binary(size: number): Buffer {
  const bytes = randomBytes(size);
  for (let i = 0; i < size; i += 7) bytes[i] = 0;
  return bytes;
}

function chunked(bytes: Buffer, chunkSize: number): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return Readable.from(chunks);
}

/** Yields `bytesBeforeError` bytes, then fails like a dropped client connection. */
function failingAfter(bytesBeforeError: number, chunkSize = 256 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeError) {
        this.destroy(new Error('client went away'));
        return;
      }
      const size = Math.min(chunkSize, bytesBeforeError - sent);
      sent += size;
      this.push(Buffer.alloc(size, 1));
    },
  });
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

export function runObjectStoreContract(name: string, make: () => ObjectStore | Promise<ObjectStore>): void {
  describe(`object store contract: ${name}`, () => {
    let store: ObjectStore;

    beforeAll(async () => {
      store = await make();
    });

    it('is ready', async () => {
      expect(await store.isReady()).toBe(true);
    });

    it('round-trips binary bytes, zero bytes included', async () => {
      const k = key();
      const bytes = binary(10_000);
      const info = await store.put(k, bytes, { contentType: 'application/octet-stream' });
      expect(info).toMatchObject({ key: k, size: 10_000, contentType: 'application/octet-stream', metadata: {} });
      const read = await store.get(k);
      expect(read.equals(bytes)).toBe(true);
      expect((await buffer(await store.stream(k))).equals(bytes)).toBe(true);
    });

    it('stores an empty object', async () => {
      const k = key();
      await store.put(k, Buffer.alloc(0), { contentType: 'text/plain' });
      expect((await store.get(k)).length).toBe(0);
      expect((await store.stat(k))?.size).toBe(0);
    });

    it('puts from a Readable of many chunks', async () => {
      const k = key();
      const bytes = binary(300_001);
      const info = await store.put(k, chunked(bytes, 4096), { contentType: 'video/mp4' });
      expect(info.size).toBe(bytes.length);
      expect((await store.get(k)).equals(bytes)).toBe(true);
    });

    it('puts a stream larger than one part (multipart in S3)', async () => {
      const k = key();
      const bytes = binary(largeSize);
      const info = await store.put(k, chunked(bytes, 1024 * 1024 + 3), {
        contentType: 'video/mp4',
        metadata: { 'original-name': 'clip.mp4' },
      });
      expect(info.size).toBe(largeSize);
      const stat = await store.stat(k);
      expect(stat).toMatchObject({ size: largeSize, contentType: 'video/mp4', metadata: { 'original-name': 'clip.mp4' } });
      expect((await store.get(k)).equals(bytes)).toBe(true);
      // A range across the boundary between the first and second part.
      const start = contractPartSize - 10;
      const part = await buffer(await store.stream(k, { start, end: contractPartSize + 10 }));
      expect(part.equals(bytes.subarray(start, contractPartSize + 11))).toBe(true);
    });

    it('puts a Buffer larger than one part', async () => {
      const k = key();
      const bytes = binary(largeSize);
      await store.put(k, bytes, { contentType: 'application/octet-stream' });
      expect((await store.get(k)).equals(bytes)).toBe(true);
    });

    it('stat reports size, content type, metadata and modification time', async () => {
      const k = key();
      const before = Date.now();
      await store.put(k, Buffer.from('hello'), {
        contentType: 'text/plain; charset=utf-8',
        metadata: { 'owner-id': 'user-42', purpose: 'avatar upload' },
      });
      const info = await store.stat(k);
      expect(info).not.toBeNull();
      expect(info).toMatchObject({
        key: k,
        size: 5,
        contentType: 'text/plain; charset=utf-8',
        metadata: { 'owner-id': 'user-42', purpose: 'avatar upload' },
      });
      expect(Object.keys(info?.metadata ?? {}).sort()).toEqual(['owner-id', 'purpose']);
      expect(info?.lastModified).toBeInstanceOf(Date);
      // S3 keeps whole seconds.
      expect(info?.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(info?.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('stat of a missing key is null', async () => {
      expect(await store.stat(key())).toBeNull();
    });

    it('get and stream of a missing key throw NOT_FOUND', async () => {
      const missing = key();
      expect((await appErrorOf(store.get(missing))).code).toBe('NOT_FOUND');
      expect((await appErrorOf(store.stream(missing))).code).toBe('NOT_FOUND');
      expect((await appErrorOf(store.stream(missing, { start: 0, end: 1 }))).code).toBe('NOT_FOUND');
    });

    it('treats a key naming a folder of other keys as a missing object in every operation', async () => {
      const owner = randomUUID();
      const inside = newObjectKey('contract', owner, 'bin');
      await store.put(inside, Buffer.from('kept'), { contentType: 'application/octet-stream' });
      for (const folder of ['contract', `contract/${owner}`]) {
        expect(await store.stat(folder), folder).toBeNull();
        expect((await appErrorOf(store.get(folder))).code, folder).toBe('NOT_FOUND');
        expect((await appErrorOf(store.stream(folder))).code, folder).toBe('NOT_FOUND');
        expect((await appErrorOf(store.stream(folder, { start: 0, end: 1 }))).code, folder).toBe('NOT_FOUND');
        await expect(store.delete(folder), folder).resolves.toBeUndefined();
      }
      expect((await store.get(inside)).toString()).toBe('kept');
    });

    it('streams exactly the bytes of a range', async () => {
      const k = key();
      const bytes = binary(1000);
      await store.put(k, bytes, { contentType: 'application/octet-stream' });
      const read = async (start: number, end?: number) =>
        buffer(await store.stream(k, end === undefined ? { start } : { start, end }));
      expect((await read(100, 199)).equals(bytes.subarray(100, 200))).toBe(true);
      expect((await read(0, 0)).equals(bytes.subarray(0, 1))).toBe(true);
      expect((await read(999, 999)).equals(bytes.subarray(999))).toBe(true);
      expect((await read(990)).equals(bytes.subarray(990))).toBe(true);
      expect((await read(0)).equals(bytes)).toBe(true);
      // An end past the object is cut at its last byte, as in HTTP.
      expect((await read(995, 5000)).equals(bytes.subarray(995))).toBe(true);
    });

    it('refuses ranges that are invalid or start past the end', async () => {
      const k = key();
      await store.put(k, Buffer.from('0123456789'), { contentType: 'text/plain' });
      for (const range of [{ start: -1, end: 3 }, { start: 5, end: 4 }, { start: 1.5 }, { start: 10 }, { start: 50, end: 60 }]) {
        expect((await appErrorOf(store.stream(k, range))).code, JSON.stringify(range)).toBe('BAD_REQUEST');
      }
    });

    it('delete removes the object, and deleting a missing key is fine', async () => {
      const k = key();
      await store.put(k, Buffer.from('bye'), { contentType: 'text/plain' });
      await store.delete(k);
      expect(await store.stat(k)).toBeNull();
      expect((await appErrorOf(store.get(k))).code).toBe('NOT_FOUND');
      await expect(store.delete(k)).resolves.toBeUndefined();
      await expect(store.delete(key())).resolves.toBeUndefined();
    });

    it('refuses unsafe keys in every operation before touching the body', async () => {
      for (const unsafe of unsafeKeys) {
        let bodyRead = false;
        const body = new Readable({
          read() {
            bodyRead = true;
            this.push(null);
          },
        });
        const label = JSON.stringify(unsafe);
        expect((await appErrorOf(store.put(unsafe, body, { contentType: 'text/plain' }))).code, label).toBe('BAD_REQUEST');
        expect((await appErrorOf(store.put(unsafe, Buffer.from('x'), { contentType: 'text/plain' }))).code, label).toBe('BAD_REQUEST');
        expect((await appErrorOf(store.get(unsafe))).code, label).toBe('BAD_REQUEST');
        expect((await appErrorOf(store.stream(unsafe))).code, label).toBe('BAD_REQUEST');
        expect((await appErrorOf(store.stat(unsafe))).code, label).toBe('BAD_REQUEST');
        expect((await appErrorOf(store.delete(unsafe))).code, label).toBe('BAD_REQUEST');
        expect(bodyRead, label).toBe(false);
      }
    });

    it('refuses metadata and content types that would not survive S3 headers', async () => {
      const k = key();
      const bad: PutOptions[] = [
        { contentType: '' },
        { contentType: 'text/plain\r\nx-evil: 1' },
        { contentType: 'text/plain', metadata: { 'Upper-Case': 'x' } },
        { contentType: 'text/plain', metadata: { 'content-type': 'x' } },
        { contentType: 'text/plain', metadata: { 'x-amz-acl': 'public-read' } },
        { contentType: 'text/plain', metadata: { name: 'caf\u00e9' } },
        { contentType: 'text/plain', metadata: { name: ' padded' } },
        { contentType: 'text/plain', metadata: { big: 'x'.repeat(3000) } },
      ];
      for (const options of bad) {
        expect((await appErrorOf(store.put(k, Buffer.from('x'), options))).code, JSON.stringify(options)).toBe('BAD_REQUEST');
      }
      expect(await store.stat(k)).toBeNull();
    });

    it('overwriting a key replaces bytes, content type and metadata', async () => {
      const k = key();
      await store.put(k, Buffer.from('first version, longer'), { contentType: 'text/plain', metadata: { version: '1' } });
      await store.put(k, chunked(Buffer.from('second'), 2), { contentType: 'application/json' });
      expect((await store.get(k)).toString()).toBe('second');
      expect(await store.stat(k)).toMatchObject({ size: 6, contentType: 'application/json', metadata: {} });
    });

    it('a stream that fails midway leaves no object behind', async () => {
      const k = key();
      await expect(store.put(k, failingAfter(100_000), { contentType: 'video/mp4' })).rejects.toThrow('client went away');
      expect(await store.stat(k)).toBeNull();
      expect((await appErrorOf(store.get(k))).code).toBe('NOT_FOUND');
    });

    it('a stream that fails after more than one part leaves no object behind', async () => {
      const k = key();
      await expect(store.put(k, failingAfter(contractPartSize * 2 + 1000), { contentType: 'video/mp4' })).rejects.toThrow(
        'client went away',
      );
      expect(await store.stat(k)).toBeNull();
      // The key is still usable afterwards.
      await store.put(k, Buffer.from('fresh'), { contentType: 'text/plain' });
      expect((await store.get(k)).toString()).toBe('fresh');
    });

    it('a failed overwrite keeps the previous object', async () => {
      const k = key();
      await store.put(k, Buffer.from('keep me'), { contentType: 'text/plain', metadata: { version: '1' } });
      await expect(store.put(k, failingAfter(50_000), { contentType: 'video/mp4' })).rejects.toThrow('client went away');
      expect((await store.get(k)).toString()).toBe('keep me');
      expect(await store.stat(k)).toMatchObject({ size: 7, contentType: 'text/plain', metadata: { version: '1' } });
    });

    it('keeps concurrent puts to different keys apart', async () => {
      const entries = Array.from({ length: 8 }, (_, i) => ({ k: key(), bytes: binary(20_000 + i) }));
      await Promise.all(entries.map(({ k, bytes }) => store.put(k, chunked(bytes, 1000), { contentType: 'image/png' })));
      for (const { k, bytes } of entries) expect((await store.get(k)).equals(bytes)).toBe(true);
    });

    it('newObjectKey makes distinct, safe keys of the documented shape', async () => {
      const a = newObjectKey('renders', 'user-1', 'mp4');
      const b = newObjectKey('renders', 'user-1', 'mp4');
      expect(a).toMatch(/^renders\/user-1\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.mp4$/);
      expect(a).not.toBe(b);
      expect(() => assertSafeKey(a)).not.toThrow();
      await store.put(a, Buffer.from('render'), { contentType: 'video/mp4' });
      expect((await store.get(a)).toString()).toBe('render');
      for (const [area, owner, ext] of [['Renders', 'u', 'mp4'], ['renders', '../u', 'mp4'], ['renders', 'u', 'mp4/x'], ['', 'u', 'mp4'], ['renders', 'u', ''], ['renders', randomUUID() + 'x'.repeat(40), 'mp4']] as const) {
        expect(() => newObjectKey(area, owner, ext), `${area}|${owner}|${ext}`).toThrow(AppError);
      }
    });
  });
}

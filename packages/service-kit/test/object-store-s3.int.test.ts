import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3ObjectStore, newObjectKey } from '../src/object-store/index.ts';
import type { S3ObjectStoreOptions } from '../src/object-store/index.ts';
import { contractPartSize, runObjectStoreContract } from './object-store.contract.ts';
import { startS3rver } from './support/s3rver-server.ts';
import type { RunningS3rver } from './support/s3rver-server.ts';

let s3: RunningS3rver;

beforeAll(async () => {
  s3 = await startS3rver();
});

afterAll(async () => {
  await s3?.stop();
});

function options(bucket: string): S3ObjectStoreOptions {
  return {
    endPoint: s3.endPoint,
    port: s3.port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket,
    partSize: contractPartSize,
  };
}

function freshBucket(): string {
  return `test-${randomUUID()}`;
}

function rawClient(): Client {
  return new Client({
    endPoint: s3.endPoint,
    port: s3.port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
    region: 'us-east-1',
  });
}

runObjectStoreContract('s3 (s3rver)', () => createS3ObjectStore(options(freshBucket())));

describe('s3 object store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends objects up to partSize in one PUT and larger ones in parts', async () => {
    const store = createS3ObjectStore(options(freshBucket()));
    const initiate = vi.spyOn(Client.prototype, 'initiateNewMultipartUpload');
    const uploadPart = vi.spyOn(Client.prototype, 'uploadPart');
    const small = randomBytes(contractPartSize);
    await store.put(newObjectKey('renders', 'user-3', 'bin'), Readable.from([small]), { contentType: 'video/mp4' });
    expect(initiate).not.toHaveBeenCalled();
    const large = randomBytes(contractPartSize * 2 + 1);
    const key = newObjectKey('renders', 'user-3', 'bin');
    await store.put(key, Readable.from([large.subarray(0, 1000), large.subarray(1000)]), { contentType: 'video/mp4' });
    expect(initiate).toHaveBeenCalledTimes(1);
    expect(uploadPart.mock.calls.map(([part, payload]) => [part.partNumber, payload?.length])).toEqual([
      [1, contractPartSize],
      [2, contractPartSize],
      [3, 1],
    ]);
    expect((await store.get(key)).equals(large)).toBe(true);
  });

  it('aborts the multipart upload when the body fails', async () => {
    const store = createS3ObjectStore(options(freshBucket()));
    const abort = vi.spyOn(Client.prototype, 'abortMultipartUpload');
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent > contractPartSize) {
          this.destroy(new Error('client went away'));
          return;
        }
        sent += 1024 * 1024;
        this.push(Buffer.alloc(1024 * 1024, 3));
      },
    });
    const key = newObjectKey('renders', 'user-3', 'bin');
    await expect(store.put(key, body, { contentType: 'video/mp4' })).rejects.toThrow('client went away');
    expect(abort).toHaveBeenCalledTimes(1);
    expect(abort.mock.calls[0]?.[1]).toBe(key);
    expect(await store.stat(key)).toBeNull();
  });

  it('creates its bucket once even when several stores start at the same time', async () => {
    const bucket = freshBucket();
    const stores = Array.from({ length: 4 }, () => createS3ObjectStore(options(bucket)));
    const keys = stores.map(() => newObjectKey('uploads', 'user-1', 'txt'));
    await Promise.all(stores.map((store, i) => store.put(keys[i] as string, Buffer.from(`store ${i}`), { contentType: 'text/plain' })));
    expect(await rawClient().bucketExists(bucket)).toBe(true);
    for (const [i, key] of keys.entries()) expect((await stores[0]?.get(key))?.toString()).toBe(`store ${i}`);
  });

  it('stores the object under its key with its content type and metadata as S3 headers', async () => {
    const bucket = freshBucket();
    const store = createS3ObjectStore(options(bucket));
    const key = newObjectKey('renders', 'user-2', 'mp4');
    await store.put(key, Buffer.from('video'), { contentType: 'video/mp4', metadata: { 'project-id': 'p-1' } });
    const stat = await rawClient().statObject(bucket, key);
    expect(stat.size).toBe(5);
    expect(stat.metaData).toMatchObject({ 'content-type': 'video/mp4', 'project-id': 'p-1' });
  });

  it('is not ready when the server cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const store = createS3ObjectStore({ ...options(freshBucket()), port: closedPort });
    expect(await store.isReady()).toBe(false);
  });
});

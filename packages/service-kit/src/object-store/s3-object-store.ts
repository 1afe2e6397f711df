import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Client } from 'minio';
import { AppError } from '../errors.ts';
import { assertSafeKey } from './keys.ts';
import type { ByteRange, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
import { assertSafePutOptions, assertValidRange, reservedMetadataNames } from './put-options.ts';

export interface S3ObjectStoreOptions {
  endPoint: string;
  port?: number;
  useSSL?: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
  /**
   * Largest object sent in a single PUT and the size of each multipart part (S3 minimum 5 MiB).
   * One part is held in memory per upload in progress.
   */
  partSize?: number;
}

const defaultPartSize = 16 * 1024 * 1024;
const userMetadataPrefix = 'x-amz-meta-';

export function createS3ObjectStore(options: S3ObjectStoreOptions): ObjectStore {
  const { bucket } = options;
  const region = options.region ?? 'us-east-1';
  const partSize = options.partSize ?? defaultPartSize;
  const client = new Client({
    endPoint: options.endPoint,
    ...(options.port === undefined ? {} : { port: options.port }),
    useSSL: options.useSSL ?? false,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region,
    pathStyle: true,
    partSize,
  });

  let bucketReady: Promise<void> | undefined;

  function ensureBucket(): Promise<void> {
    bucketReady ??= createBucketIfMissing().catch((error: unknown) => {
      bucketReady = undefined;
      throw error;
    });
    return bucketReady;
  }

  async function createBucketIfMissing(): Promise<void> {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, region);
    } catch (error) {
      // Another process may have created it between the check and the create; S3 says
      // BucketAlreadyExists for someone else's bucket too, so only accept it if we can reach it.
      const raced = hasCode(error, 'BucketAlreadyOwnedByYou', 'BucketAlreadyExists') && (await client.bucketExists(bucket));
      if (!raced) throw error;
    }
  }

  async function uploadPart(key: string, uploadId: string, partNumber: number, part: Buffer): Promise<{ part: number; etag: string }> {
    const { etag } = await client.uploadPart(
      {
        bucketName: bucket,
        objectName: key,
        uploadID: uploadId,
        partNumber,
        headers: { 'Content-MD5': createHash('md5').update(part).digest('base64') },
      },
      part,
    );
    return { part: partNumber, etag };
  }

  /**
   * minio's own streaming upload neither listens for errors of the body stream (the upload hangs
   * and the error goes unhandled) nor starts clean (it resumes any unfinished upload of the same
   * key), so parts are cut and sent here. Nothing is visible under the key until the single PUT
   * or the multipart completion succeeds.
   */
  async function upload(key: string, chunks: AsyncIterable<unknown> | Iterable<Buffer>, headers: Record<string, string>): Promise<number> {
    const pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: { part: number; etag: string }[] = [];

    function takePart(): Buffer {
      const pieces: Buffer[] = [];
      let taken = 0;
      while (taken < partSize && pending.length > 0) {
        const head = pending[0] as Buffer;
        const wanted = partSize - taken;
        if (head.length <= wanted) {
          pieces.push(head);
          pending.shift();
          taken += head.length;
        } else {
          pieces.push(head.subarray(0, wanted));
          pending[0] = head.subarray(wanted);
          taken += wanted;
        }
      }
      pendingBytes -= taken;
      return Buffer.concat(pieces, taken);
    }

    try {
      for await (const chunk of chunks) {
        const bytes = toBuffer(chunk);
        if (bytes.length === 0) continue;
        pending.push(bytes);
        pendingBytes += bytes.length;
        total += bytes.length;
        // A part goes out only once more bytes follow it, so an object of at most partSize is one PUT.
        while (pendingBytes > partSize) {
          uploadId ??= await client.initiateNewMultipartUpload(bucket, key, headers);
          parts.push(await uploadPart(key, uploadId, parts.length + 1, takePart()));
        }
      }
      if (uploadId === undefined) {
        await client.putObject(bucket, key, Buffer.concat(pending, pendingBytes), pendingBytes, headers);
        return total;
      }
      if (pendingBytes > 0) parts.push(await uploadPart(key, uploadId, parts.length + 1, takePart()));
      await client.completeMultipartUpload(bucket, key, uploadId, parts);
      return total;
    } catch (error) {
      if (uploadId !== undefined) {
        // Best effort: the caller needs the upload's own error, and a bucket lifecycle rule
        // removes parts an abort could not.
        await client.abortMultipartUpload(bucket, key, uploadId).catch(() => undefined);
      }
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key: string, body: Buffer | Readable, putOptions: PutOptions): Promise<ObjectInfo> {
      assertSafeKey(key);
      assertSafePutOptions(putOptions);
      await ensureBucket();
      const metadata = { ...putOptions.metadata };
      const headers: Record<string, string> = { 'Content-Type': putOptions.contentType };
      for (const [name, value] of Object.entries(metadata)) headers[userMetadataPrefix + name] = value;
      const size = await upload(key, Buffer.isBuffer(body) ? [body] : body, headers);
      return { key, size, contentType: putOptions.contentType, lastModified: new Date(), metadata };
    },

    async get(key: string): Promise<Buffer> {
      assertSafeKey(key);
      await ensureBucket();
      try {
        return await buffer(await client.getObject(bucket, key));
      } catch (error) {
        throw toAppError(error);
      }
    },

    async stream(key: string, range?: ByteRange): Promise<Readable> {
      assertSafeKey(key);
      if (range) assertValidRange(range.start, range.end);
      await ensureBucket();
      try {
        if (!range) return await client.getObject(bucket, key);
        if (range.end === undefined) return await client.getPartialObject(bucket, key, range.start);
        const length = range.end - range.start + 1;
        return firstBytes(await client.getPartialObject(bucket, key, range.start, length), length);
      } catch (error) {
        throw toAppError(error);
      }
    },

    async stat(key: string): Promise<ObjectInfo | null> {
      assertSafeKey(key);
      await ensureBucket();
      try {
        const info = await client.statObject(bucket, key);
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(info.metaData as Record<string, unknown>)) {
          const lower = name.toLowerCase();
          if (!reservedMetadataNames.has(lower) && !lower.startsWith('x-amz-')) metadata[lower] = String(value);
        }
        const contentType = info.metaData['content-type'];
        return {
          key,
          size: info.size,
          contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
          lastModified: info.lastModified,
          metadata,
        };
      } catch (error) {
        if (hasCode(error, 'NotFound', 'NoSuchKey')) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      assertSafeKey(key);
      await ensureBucket();
      try {
        await client.removeObject(bucket, key);
      } catch (error) {
        if (!hasCode(error, 'NotFound', 'NoSuchKey')) throw error;
      }
    },

    async isReady(): Promise<boolean> {
      try {
        await ensureBucket();
        return await client.bucketExists(bucket);
      } catch {
        return false;
      }
    },
  };
}

/**
 * Some S3-compatible servers (s3rver among them) answer `bytes=0-0` with the whole object; the
 * caller asked for an exact range, so never hand out more than it.
 */
function firstBytes(source: Readable, length: number): Readable {
  return Readable.from(
    (async function* () {
      let remaining = length;
      for await (const chunk of source) {
        const bytes = toBuffer(chunk);
        if (bytes.length >= remaining) {
          yield bytes.subarray(0, remaining);
          return;
        }
        remaining -= bytes.length;
        yield bytes;
      }
    })(),
    { objectMode: false },
  );
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('Object body stream must yield bytes or strings');
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && codes.includes(code);
}

function toAppError(error: unknown): unknown {
  if (hasCode(error, 'NoSuchKey', 'NotFound')) return new AppError('NOT_FOUND', 'File not found');
  if (hasCode(error, 'InvalidRange')) return new AppError('BAD_REQUEST', 'Range starts beyond the end of the object');
  return error;
}

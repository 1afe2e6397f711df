import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  resetOnClose: boolean;
}) => S3rverInstance;

// s3rver ships no types; only the constructor, run and close are used.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface RunningS3rver {
  endPoint: string;
  port: number;
  /** s3rver does not check signatures; these are the credentials it documents. */
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/** An in-process S3 fake on a free 127.0.0.1 port, storing into its own temp directory. */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: false });
  const address = await server.run();
  return {
    endPoint: '127.0.0.1',
    port: address.port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

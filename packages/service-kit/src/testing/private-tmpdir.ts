import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listFilesUnder } from './hostile-files.ts';

export interface PrivateTmpdir {
  /** The directory TMPDIR points at until `restore()`. */
  dir: string;
  /** Every regular file under `dir`, relative to it and sorted: what the service left on disk. */
  files(): Promise<string[]>;
  /** The one entry directly under `dir` whose name starts with `prefix` (e.g. a service's object store). */
  entry(prefix: string): Promise<string>;
  /** Puts TMPDIR back as it was and removes the directory with everything in it. */
  restore(): Promise<void>;
}

/**
 * Points TMPDIR at a fresh directory of the calling test file's own, so everything a service then
 * writes to disk (its filesystem object store, temporary upload files) can be listed and checked
 * for strays. Call it before building the service.
 */
export async function usePrivateTmpdir(prefix: string): Promise<PrivateTmpdir> {
  const previous = process.env.TMPDIR;
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  process.env.TMPDIR = dir;
  return {
    dir,
    files: () => listFilesUnder(dir),
    async entry(entryPrefix) {
      const found = (await readdir(dir)).filter((name) => name.startsWith(entryPrefix));
      if (found.length !== 1) throw new Error(`expected one entry starting with ${entryPrefix} in ${dir}, found ${found.length}`);
      return path.join(dir, found[0]!);
    },
    async restore() {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

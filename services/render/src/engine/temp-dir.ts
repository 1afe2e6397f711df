import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `work` in a fresh directory that is removed afterwards, whether `work` succeeded or not. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>, tempRoot: string = tmpdir()): Promise<T> {
  const dir = await mkdtemp(join(tempRoot, 'sitespark-render-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { copyFile, rename, rm } from 'node:fs/promises';

/** Moves a finished file into place; across filesystems it is copied, and a partial copy removed. */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    try {
      await copyFile(from, to);
    } catch (copyError) {
      await rm(to, { force: true });
      throw copyError;
    }
  }
}

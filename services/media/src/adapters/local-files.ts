import { open } from 'node:fs/promises';

/** Up to `length` bytes of a local file from `offset` (fewer at the end of the file). */
export async function readBytes(file: string, offset: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

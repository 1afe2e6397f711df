import { extname, resolve } from 'node:path';
import { fileUrl, mediaDemuxers, restrictedInput, runFfmpeg } from './ffmpeg.ts';

const encoders: Record<string, string[]> = {
  '.png': ['-c:v', 'png'],
  '.jpg': ['-c:v', 'mjpeg', '-q:v', '2'],
  '.jpeg': ['-c:v', 'mjpeg', '-q:v', '2'],
};

/** Writes the video frame shown at `atSec` as a PNG or JPEG (by the output's extension), e.g. a thumbnail. */
export async function extractFrame(
  file: string,
  atSec: number,
  outputFile: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  const encoder = encoders[extname(outputFile).toLowerCase()];
  if (!encoder) throw new RangeError(`A frame can be written as .png or .jpg, not ${outputFile}`);
  if (!Number.isFinite(atSec) || atSec < 0) throw new RangeError(`Frame time must be a non-negative number, got ${atSec}`);
  await runFfmpeg(
    [
      '-loglevel', 'error',
      // Seeking before the input is fast and, since ffmpeg 2.1, frame-accurate when transcoding.
      '-ss', atSec.toFixed(3),
      ...restrictedInput(mediaDemuxers),
      '-i', fileUrl(resolve(file)),
      '-frames:v', '1',
      '-update', '1',
      ...encoder,
      '-f', 'image2',
      '-y',
      fileUrl(resolve(outputFile)),
    ],
    { timeoutMs: options.timeoutMs ?? 30_000, ...(options.signal ? { signal: options.signal } : {}) },
  );
}

import { extname, join, resolve } from 'node:path';
import { moveFile } from '../../engine/move-file.ts';
import { probeMedia } from '../../engine/probe-media.ts';
import { fileUrl, mediaDemuxers, restrictedInput, runFfmpeg } from '../ffmpeg.ts';
import type { SynthesizedSpeech } from './speech-synthesizer.ts';

const encoders: Record<string, string[]> = {
  '.mp3': ['-c:a', 'libmp3lame', '-q:a', '4'],
  '.wav': ['-c:a', 'pcm_s16le'],
};

export function assertSpeechExtension(outputFile: string): void {
  if (!encoders[extname(outputFile).toLowerCase()]) throw new RangeError(`Speech can be written as .mp3 or .wav, not ${outputFile}`);
}

/** How long this machine may take to synthesize or re-encode a script locally (espeak-ng, flite, ffmpeg). */
export const localEncodeTimeoutMs = 60_000;

/**
 * Re-encodes a synthesized recording (in the synthesizer's temp directory) into the output file's
 * format, then moves it into place so a failure leaves no partial file behind.
 */
export async function finishSpeech(
  recording: string,
  outputFile: string,
  workDir: string,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<SynthesizedSpeech> {
  const extension = extname(outputFile).toLowerCase();
  const encoder = encoders[extension];
  if (!encoder) throw new RangeError(`Speech can be written as .mp3 or .wav, not ${outputFile}`);
  const encoded = join(workDir, `encoded${extension}`);
  await runFfmpeg(
    ['-loglevel', 'error', ...restrictedInput(mediaDemuxers), '-i', fileUrl(resolve(recording)), '-vn', ...encoder, '-y', fileUrl(encoded)],
    options,
  );
  const { durationSec, audio } = await probeMedia(encoded, options);
  if (!audio || durationSec <= 0) throw new Error('The synthesized speech has no audio');
  await moveFile(encoded, outputFile);
  return { file: outputFile, durationSec };
}

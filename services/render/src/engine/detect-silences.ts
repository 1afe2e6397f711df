import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileUrl, mediaDemuxers, restrictedInput, runFfmpeg } from './ffmpeg.ts';
import { probeMedia } from './probe-media.ts';
import { withTempDir } from './temp-dir.ts';

export interface Silence {
  startSec: number;
  endSec: number;
}

/**
 * The pauses in a recording (ffmpeg silencedetect): where a voice stops between sentences. A pause
 * still open at the end of the file ends at the file's end. The detector's findings are written to
 * a file of their own, so a long recording's many pauses are never cut from a log tail.
 */
export async function detectSilences(
  file: string,
  options: { noiseDb?: number; minSec?: number; signal?: AbortSignal; tempRoot?: string } = {},
): Promise<{ silences: Silence[]; durationSec: number }> {
  const { durationSec } = await probeMedia(file, options.signal ? { signal: options.signal } : {});
  const report = await withTempDir(async (dir) => {
    const reportFile = join(dir, 'silences.txt');
    await runFfmpeg(
      [
        '-v', 'error', '-nostats',
        ...restrictedInput(mediaDemuxers),
        '-i', fileUrl(resolve(file)),
        '-vn',
        '-af', `silencedetect=noise=${options.noiseDb ?? -35}dB:d=${options.minSec ?? 0.15},ametadata=mode=print:file=${reportFile.replace(/([\\':,;[\]])/g, '\\\\$1')}`,
        '-f', 'null', '-',
      ],
      { timeoutMs: 60_000, ...(options.signal ? { signal: options.signal } : {}) },
    );
    return readFile(reportFile, 'utf8').catch(() => '');
  }, options.tempRoot);
  const silences: Silence[] = [];
  let open: number | null = null;
  for (const line of report.split('\n')) {
    const start = /^lavfi\.silence_start=(-?[\d.]+)/.exec(line);
    if (start) open = Math.max(0, Number(start[1]));
    const end = /^lavfi\.silence_end=([\d.]+)/.exec(line);
    if (end && open !== null) {
      silences.push({ startSec: open, endSec: Number(end[1]) });
      open = null;
    }
  }
  if (open !== null) silences.push({ startSec: open, endSec: Math.max(open, durationSec) });
  return { silences, durationSec };
}

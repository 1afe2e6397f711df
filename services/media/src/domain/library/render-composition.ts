import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Ffmpeg } from '../../adapters/ffmpeg.ts';
import { buildSynthGraph, sampleRate, type Composition } from './synth-graph.ts';

/**
 * Integrated loudness every built-in track is normalised to. Under a slideshow the music plays at
 * gain 0.3 (about -10.5 dB), which puts it near -26.5 LUFS: clearly audible, well under a voiceover.
 */
export const libraryLoudnessLufs = -16;
const truePeakCeilingDb = -1;
const fadeOutSeconds = 3;
const synthesisTimeoutMs = 5 * 60_000;
const encodeTimeoutMs = 2 * 60_000;

export interface RenderedTrack {
  file: string;
  durationSeconds: number;
}

/**
 * Plays a composition with ffmpeg into `workDir`: one pass synthesises the mix (and measures its
 * loudness and true peak with ebur128), a second applies the gain to the target loudness, a
 * limiter when the gain would push peaks past the ceiling, the fades, and encodes the MP3.
 */
export async function renderComposition(composition: Composition, ffmpeg: Ffmpeg, workDir: string, signal?: AbortSignal): Promise<RenderedTrack> {
  const graphFile = path.join(workDir, `${composition.slug}.graph`);
  const mixFile = path.join(workDir, `${composition.slug}.wav`);
  const mp3File = path.join(workDir, `${composition.slug}.mp3`);
  await writeFile(graphFile, `${buildSynthGraph(composition)};\n[mix]asplit=2[keep][meter];\n[meter]ebur128=peak=true[measured]`);

  const { stderr } = await ffmpeg.run(
    [
      '-filter_complex_script', graphFile,
      '-map', '[keep]', '-c:a', 'pcm_f32le', '-protocol_whitelist', 'file,pipe', '-y', mixFile,
      '-map', '[measured]', '-f', 'null', '-',
    ],
    { signal, timeoutMs: synthesisTimeoutMs },
  );
  const { integrated, truePeak } = readLoudnessSummary(stderr);
  const gainDb = libraryLoudnessLufs - integrated;
  const needsLimiter = truePeak + gainDb > truePeakCeilingDb;
  const duration = composition.durationSeconds;
  const filters = [
    `volume=${gainDb.toFixed(2)}dB`,
    ...(needsLimiter ? [`alimiter=limit=${(10 ** ((truePeakCeilingDb - 0.5) / 20)).toFixed(4)}:level=false`] : []),
    'afade=t=in:d=0.05',
    `afade=t=out:st=${(duration - fadeOutSeconds).toFixed(3)}:d=${fadeOutSeconds}`,
  ];
  await ffmpeg.run(
    [
      '-protocol_whitelist', 'file,pipe', '-f', 'wav', '-i', mixFile,
      '-af', filters.join(','),
      '-ar', String(sampleRate), '-ac', '2', '-c:a', 'libmp3lame', '-b:a', '192k',
      '-id3v2_version', '3', '-metadata', `title=${composition.name}`, '-metadata', 'artist=SiteSpark', '-metadata', `genre=${composition.genre}`,
      '-y', mp3File,
    ],
    { signal, timeoutMs: encodeTimeoutMs },
  );
  const probe = await ffmpeg.probe(mp3File, 'mp3', { signal, timeoutMs: 30_000 });
  return { file: mp3File, durationSeconds: Number(probe.format.duration ?? duration) };
}

/** The `Summary:` block ebur128 logs when its input ends. */
function readLoudnessSummary(log: string): { integrated: number; truePeak: number } {
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  const truePeak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || truePeak === undefined) throw new Error('ffmpeg printed no loudness summary');
  const values = { integrated: Number(integrated), truePeak: truePeak === '-inf' ? -Infinity : Number(truePeak) };
  if (!Number.isFinite(values.integrated) || values.integrated < -70) throw new Error('the synthesised mix is silent');
  return values;
}

import { spawn } from 'node:child_process';

/** Seconds between sampled frames; the first is taken at half that, so no sample falls on a cut. */
export const sampleEverySec = 2;
/** A pixel counts as the frame's flat colour when no channel is further than this from it (0-255). */
export const flatColourDistance = 16;
/** A frame is "flat" when more than this share of its pixels are its flat colour. */
export const flatShareLimit = 0.5;
/** Long side of the frames the colour counts and the comparisons are made on. */
const analysisLongSide = 320;

export interface VideoProbe {
  durationSec: number;
  width: number;
  height: number;
  fps: number;
  frames: number;
  hasAudio: boolean;
}

export interface SampledFrames {
  /** Frame numbers sampled, in the video's own frames. */
  frameNumbers: number[];
  /** Each sample's time in seconds. */
  times: number[];
  width: number;
  height: number;
  /** rgb24 pixels of each sample at width x height. */
  pixels: Buffer[];
}

function run(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} exited ${code}: ${err.slice(-800)}`))));
  });
}

export async function probeVideo(file: string): Promise<VideoProbe> {
  const json = JSON.parse((await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file])).toString()) as {
    format: { duration?: string };
    streams: Array<{ codec_type: string; width?: number; height?: number; r_frame_rate?: string; nb_frames?: string }>;
  };
  const video = json.streams.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error(`${file}: no video stream`);
  const [num, den] = (video.r_frame_rate ?? '30/1').split('/').map(Number);
  const fps = num! / (den || 1);
  const durationSec = Number(json.format.duration ?? 0);
  return {
    durationSec,
    width: video.width,
    height: video.height,
    fps,
    frames: video.nb_frames ? Number(video.nb_frames) : Math.round(durationSec * fps),
    hasAudio: json.streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/** Seconds of the media file (an audio track). */
export async function probeDuration(file: string): Promise<number> {
  const json = JSON.parse((await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', file])).toString()) as { format: { duration?: string } };
  return Number(json.format.duration ?? 0);
}

/**
 * One ffmpeg run: a frame every `sampleEverySec` (at 1 s, 3 s, 5 s ...), returned small as RGB for
 * the counts, and the same frames tiled into a contact sheet PNG.
 */
export async function sampleFrames(file: string, probe: VideoProbe, sheetFile: string): Promise<SampledFrames> {
  const fps = Math.round(probe.fps);
  const first = Math.round((sampleEverySec / 2) * fps);
  const step = Math.round(sampleEverySec * fps);
  const frameNumbers: number[] = [];
  for (let n = first; n < probe.frames; n += step) frameNumbers.push(n);
  if (frameNumbers.length === 0) frameNumbers.push(0);
  const landscape = probe.width >= probe.height;
  const scale = analysisLongSide / Math.max(probe.width, probe.height);
  const width = Math.round((probe.width * scale) / 2) * 2;
  const height = Math.round((probe.height * scale) / 2) * 2;
  const columns = Math.min(frameNumbers.length, landscape ? 5 : 8);
  const rows = Math.ceil(frameNumbers.length / columns);
  const tileWidth = landscape ? 384 : 216;
  const select = `select='${frameNumbers.length === 1 ? 'eq(n,0)' : `gte(n,${first})*not(mod(n-${first},${step}))`}'`;
  const graph = [
    `[0:v]${select},split=2[a][b]`,
    `[a]scale=${width}:${height}:flags=area,format=rgb24[raw]`,
    `[b]scale=${tileWidth}:-2:flags=area,tile=${columns}x${rows}:padding=6:margin=6:color=0x303030[sheet]`,
  ].join(';');
  const raw = await run('ffmpeg', [
    '-nostdin', '-v', 'error', '-i', file,
    '-filter_complex', graph,
    '-map', '[sheet]', '-frames:v', '1', '-update', '1', '-y', sheetFile,
    '-map', '[raw]', '-fps_mode', 'passthrough', '-f', 'rawvideo', 'pipe:1',
  ]);
  const frameBytes = width * height * 3;
  const pixels: Buffer[] = [];
  for (let offset = 0; offset + frameBytes <= raw.length; offset += frameBytes) pixels.push(raw.subarray(offset, offset + frameBytes));
  const taken = frameNumbers.slice(0, pixels.length);
  return { frameNumbers: taken, times: taken.map((n) => n / probe.fps), width, height, pixels };
}

/** The share of a frame's pixels within `flatColourDistance` of its most common colour. */
export function flatShare(rgb: Buffer): number {
  const pixelCount = rgb.length / 3;
  const bins = new Uint32Array(32 * 32 * 32);
  for (let i = 0; i < rgb.length; i += 3) bins[((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3)]! += 1;
  let mode = 0;
  for (let bin = 1; bin < bins.length; bin++) if (bins[bin]! > bins[mode]!) mode = bin;
  // The mean colour of the commonest bin, so a colour on a bin's edge is not cut in half.
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    if ((((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3)) !== mode) continue;
    r += rgb[i]!;
    g += rgb[i + 1]!;
    b += rgb[i + 2]!;
  }
  const count = bins[mode]!;
  [r, g, b] = [r / count, g / count, b / count];
  let near = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    if (Math.abs(rgb[i]! - r) <= flatColourDistance && Math.abs(rgb[i + 1]! - g) <= flatColourDistance && Math.abs(rgb[i + 2]! - b) <= flatColourDistance) near += 1;
  }
  return near / pixelCount;
}

/** Mean absolute difference (0-255) of two sets of samples of the same size, or null when they cannot be compared. */
export function meanDifference(a: SampledFrames, b: SampledFrames): number | null {
  if (a.width !== b.width || a.height !== b.height || a.pixels.length !== b.pixels.length || a.pixels.length === 0) return null;
  let sum = 0;
  let count = 0;
  for (const [index, frame] of a.pixels.entries()) {
    const other = b.pixels[index]!;
    for (let i = 0; i < frame.length; i++) sum += Math.abs(frame[i]! - other[i]!);
    count += frame.length;
  }
  return sum / count;
}

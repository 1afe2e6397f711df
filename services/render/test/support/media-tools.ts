import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ObjectStore } from '@sitespark/service-kit';

const run = promisify(execFile);

export interface Probe {
  durationSec: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string };
}

/** ffprobe's view of an MP4 the service stored. */
export async function probeStored(store: ObjectStore, key: string): Promise<Probe> {
  const dir = await mkdtemp(path.join(tmpdir(), 'render-test-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, await store.get(key));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
    const output = JSON.parse(stdout) as { format: { duration: string }; streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }> };
    const video = output.streams.find((stream) => stream.codec_type === 'video');
    const audio = output.streams.find((stream) => stream.codec_type === 'audio');
    return {
      durationSec: Number(output.format.duration),
      ...(video ? { video: { codec: video.codec_name, width: video.width ?? 0, height: video.height ?? 0 } } : {}),
      ...(audio ? { audio: { codec: audio.codec_name } } : {}),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A few seconds of a tone as MP3: stands in for the built-in music library. */
export async function toneMp3(seconds = 4): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'render-test-'));
  try {
    const file = path.join(dir, 'tone.mp3');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'libmp3lame', '-q:a', '6', file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A solid-colour PNG of the given size. */
export async function solidPng(width: number, height: number, color: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'render-test-'));
  try {
    const file = path.join(dir, 'image.png');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=${color}:s=${width}x${height}`, '-frames:v', '1', file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The RGB colour of one pixel of a stored video's frame at `atSec`. */
export async function pixelAt(store: ObjectStore, key: string, atSec: number, x: number, y: number): Promise<[number, number, number]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'render-test-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, await store.get(key));
    const { stdout } = await run(
      'ffmpeg',
      ['-v', 'error', '-ss', String(atSec), '-i', file, '-frames:v', '1', '-vf', `format=rgb24,crop=2:2:${x}:${y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { encoding: 'buffer' },
    );
    return [stdout[0] ?? 0, stdout[1] ?? 0, stdout[2] ?? 0];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

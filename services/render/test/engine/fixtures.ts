import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { runFfmpeg } from '../../src/engine/ffmpeg.ts';

export async function solidImage(width: number, height: number, color: string, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode(format, 95);
}

/** Horizontal bands of equal height, top to bottom, as PNG. */
export async function bandedImage(width: number, height: number, colors: string[]): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const bandHeight = height / colors.length;
  for (const [index, color] of colors.entries()) {
    ctx.fillStyle = color;
    ctx.fillRect(0, index * bandHeight, width, bandHeight);
  }
  return canvas.encode('png');
}

/** A sine tone as MP3 (or WAV by extension), standing in for music or a voice. */
export async function tone(file: string, seconds: number, frequency: number): Promise<string> {
  await runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-y', file]);
  return file;
}

/** Mean volume in dB of a file's audio, from ffmpeg's volumedetect (about -91 for silence). */
export async function meanVolumeDb(file: string): Promise<number> {
  const { stderrTail } = await runFfmpeg(['-v', 'info', '-nostats', '-i', file, '-vn', '-af', 'volumedetect', '-f', 'null', '-']);
  const match = /mean_volume: (-?[\d.]+) dB/.exec(stderrTail);
  if (!match) throw new Error(`No volume in: ${stderrTail}`);
  return Number(match[1]);
}

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number, number];
}

export async function readPixels(source: Buffer | string): Promise<Pixels> {
  const image = await loadImage(typeof source === 'string' ? await readFile(source) : source);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return {
    width: image.width,
    height: image.height,
    at(x, y) {
      const offset = (Math.round(y) * image.width + Math.round(x)) * 4;
      return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0, data[offset + 3] ?? 0];
    },
  };
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Live ffmpeg processes started by this test process (from its main thread's children list). */
export async function childFfmpegPids(): Promise<number[]> {
  const children = await readFile(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8');
  const pids: number[] = [];
  for (const pid of children.split(' ').filter(Boolean)) {
    const stat = await readFile(join('/proc', pid, 'stat'), 'utf8').catch(() => '');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (stat.includes('(ffmpeg)') && state !== 'Z') pids.push(Number(pid));
  }
  return pids;
}

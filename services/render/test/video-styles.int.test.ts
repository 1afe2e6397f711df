import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { defaultTextOverlays, videoStyleNames, type Box } from '@sitespark/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandLook, brandOverlays } from '../src/domain/brand-look.ts';
import { evenTimings } from '../src/domain/plan-slides.ts';
import type { RenderContext } from '../src/domain/render-context.ts';
import { renderVideo } from '../src/domain/render-video.ts';
import { styledOverlays, styledRender } from '../src/domain/video-style.ts';
import { extractFrame, renderSlideshow } from '../src/engine/index.ts';
import { readPixels } from './engine/fixtures.ts';

const run = promisify(execFile);
const size = { width: 320, height: 180 };
const fps = 30;
let dir: string;

/** A small "page": a header band, a coloured block with a heading bar (the focus) and a few text lines. */
function page(hue: number): { image: Buffer; focus: Box } {
  const canvas = createCanvas(640, 900);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f5f1ea';
  ctx.fillRect(0, 0, 640, 900);
  ctx.fillStyle = `hsl(${hue} 60% 35%)`;
  ctx.fillRect(0, 0, 640, 70);
  ctx.fillStyle = `hsl(${hue + 40} 70% 55%)`;
  ctx.fillRect(60, 260, 360, 240);
  ctx.fillStyle = '#222222';
  for (let line = 0; line < 8; line++) ctx.fillRect(60, 540 + line * 36, 300 + ((line * 53) % 200), 14);
  ctx.fillStyle = `hsl(${hue + 180} 60% 45%)`;
  ctx.fillRect(460, 300, 120, 120);
  return { image: canvas.toBuffer('image/png'), focus: { x: 60, y: 260, width: 360, height: 240 } };
}

const pages = [page(10), page(130), page(250)];
const timings = evenTimings(4.5, pages.length, fps);

/** The renderer's part of a job's context, with the engine itself. */
function contextFor(name: string): RenderContext {
  const context = {
    settings: { fps, ffmpegTimeoutMs: 60_000 },
    engine: { renderSlideshow, extractFrame },
    workDir: join(dir, name),
    signal: new AbortController().signal,
    progress: () => {},
  };
  return context as unknown as RenderContext;
}

/** A free-studio render of the three pages in a style, as createFreeVideo makes it: the style's overlays and motion. */
async function renderStyle(style: string, name = style): Promise<string> {
  const { look, motion } = styledRender(style);
  const overlays = styledOverlays(brandOverlays(defaultTextOverlays('Crumb & Co', 'bakery').slice(0, pages.length), brandLook(undefined)), look);
  const context = contextFor(name);
  await run('mkdir', ['-p', context.workDir]);
  const video = await renderVideo(context, {
    images: pages.map((slide) => slide.image),
    focus: pages.map((slide) => slide.focus),
    overlays,
    timings,
    size,
    motion,
    progress: { from: 0, to: 100, stage: 'Rendering' },
    outputName: `${name}.mp4`,
  });
  return video.file;
}

/** The frame at each time as RGB bytes. */
async function framesAt(file: string, times: readonly number[]): Promise<Buffer[]> {
  return Promise.all(
    times.map(async (atSec, index) => {
      const png = join(dir, `${file.split('/').at(-1)}-${index}.png`);
      await extractFrame(file, atSec, png);
      const pixels = await readPixels(png);
      const bytes = Buffer.alloc(pixels.width * pixels.height * 3);
      for (let y = 0; y < pixels.height; y++) for (let x = 0; x < pixels.width; x++) bytes.set(pixels.at(x, y).slice(0, 3), (y * pixels.width + x) * 3);
      return bytes;
    }),
  );
}

/** Mean absolute difference per channel, 0-255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
  return sum / a.length;
}

const hash = (frame: Buffer) => createHash('sha256').update(frame).digest('hex');

/** In the first slide's camera move, in the first transition (each style's lies around 1.5 s), and on the second slide. */
const times = [0.4, 1.45, 2.2];

describe('video styles, rendered', () => {
  const frames = new Map<string, Buffer[]>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'render-styles-test-'));
    // One at a time: the machine's cores are shared and each render already runs its pieces in parallel.
    for (const style of videoStyleNames) frames.set(style, await framesAt(await renderStyle(style), times));
  }, 120_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('shows something different in every style at the same moments', () => {
    for (const [first, a] of frames) {
      for (const [second, b] of frames) {
        if (first >= second) continue;
        const most = Math.max(...times.map((_, index) => difference(a[index]!, b[index]!)));
        expect(most, `${first} vs ${second}`).toBeGreaterThan(2);
      }
    }
  });

  it('renders a style the same way every time', async () => {
    const again = await framesAt(await renderStyle('upbeat', 'upbeat-again'), times);
    expect(again.map(hash)).toEqual(frames.get('upbeat')!.map(hash));
  }, 60_000);

  it('makes the auto video (professional) and the free video (its default, corporate) of the same page differ', async () => {
    const auto = frames.get('professional')!;
    const free = frames.get('corporate')!;
    expect(auto.map(hash)).not.toEqual(free.map(hash));
    // Not a flicker: a whole frame looks different (the overlay's box, the camera's path, the transition).
    expect(Math.max(...times.map((_, index) => difference(auto[index]!, free[index]!)))).toBeGreaterThan(5);
  });
});

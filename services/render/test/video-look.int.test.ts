import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { captionSafeArea, flatShare, layoutCaption } from '../src/engine/index.ts';
import { bakeryBrandColor, brandedBakeryPage, startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';
import { probeStored } from './support/media-tools.ts';
import { keyOf, startRenderService, type RenderHarness } from './support/render-harness.ts';

const run = promisify(execFile);
let infra: TestInfra;
let site: FixtureServer;
let harness: RenderHarness;
let dir: string;
const user = randomUUID();
const width = 1080;
const height = 1920;
const brand = [1, 3, 5].map((at) => Number.parseInt(bakeryBrandColor.slice(at, at + 2), 16)) as [number, number, number];

beforeAll(async () => {
  infra = await createTestInfra('render video look');
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(brandedBakeryPage);
  });
  // Ten frames a second keeps a 1080x1920 render light on a shared machine.
  harness = await startRenderService(infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.host, RENDER_FPS: '10' });
  dir = await mkdtemp(path.join(tmpdir(), 'render-look-test-'));
});
afterAll(async () => {
  await harness?.render.close();
  await site?.close();
  await infra?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Cue {
  start: number;
  end: number;
  /** The text without its cue timestamps. */
  text: string;
  /** The cue timestamps before its second word onwards. */
  times: number[];
}

function parseVtt(text: string): Cue[] {
  const seconds = (h: string, m: string, s: string, ms: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  return [...text.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n(.+)/g)].map((m) => ({
    start: seconds(m[1]!, m[2]!, m[3]!, m[4]!),
    end: seconds(m[5]!, m[6]!, m[7]!, m[8]!),
    text: m[9]!.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    times: [...m[9]!.matchAll(/<(\d\d):(\d\d):(\d\d)\.(\d{3})>/g)].map((t) => seconds(t[1]!, t[2]!, t[3]!, t[4]!)),
  }));
}

async function frameAt(file: string, second: number): Promise<Buffer> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-ss', second.toFixed(3), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** One frame a second of the first `seconds`, shrunk to a 90x160 grid of mean colours (each cell 12x12 pixels of the frame). */
async function framesPerSecond(file: string, seconds: number): Promise<Array<{ columns: number; rows: number; cell: number; data: Uint8Array }>> {
  const columns = width / 12;
  const rows = height / 12;
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-t', String(seconds), '-vf', `fps=1,scale=${columns}:${rows}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const size = columns * rows * 4;
  return Array.from({ length: Math.floor(stdout.length / size) }, (_, index) => ({ columns, rows, cell: 1, data: new Uint8Array(stdout.subarray(index * size, (index + 1) * size)) }));
}

function pixel(frame: Buffer, x: number, y: number): [number, number, number] {
  const at = (Math.round(y) * width + Math.round(x)) * 3;
  return [frame[at]!, frame[at + 1]!, frame[at + 2]!];
}

/** Share of a box's pixels within `tolerance` (sum of channel differences) of the brand colour. */
function brandShare(frame: Buffer, box: { x: number; y: number; width: number; height: number }, tolerance = 70): number {
  let hits = 0;
  let total = 0;
  for (let y = box.y; y < box.y + box.height; y += 2) {
    for (let x = box.x; x < box.x + box.width; x += 2) {
      const [r, g, b] = pixel(frame, x, y);
      total++;
      if (Math.abs(r - brand[0]) + Math.abs(g - brand[1]) + Math.abs(b - brand[2]) <= tolerance) hits++;
    }
  }
  return hits / total;
}

/** Share of a box's pixels that are the caption box's translucent dark grey (white words aside). */
function darkShare(frame: Buffer, box: { x: number; y: number; width: number; height: number }): number {
  let hits = 0;
  let total = 0;
  for (let y = box.y; y < box.y + box.height; y += 2) {
    for (let x = box.x; x < box.x + box.width; x += 2) {
      const [r, g, b] = pixel(frame, x, y);
      total++;
      if (Math.max(r, g, b) < 120) hits++;
    }
  }
  return hits / total;
}

/** The mean x of a box's brand-coloured pixels: where the highlighted word is. */
function brandCentreX(frame: Buffer, box: { x: number; y: number; width: number; height: number }): number {
  let sum = 0;
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y += 2) {
    for (let x = box.x; x < box.x + box.width; x += 2) {
      const [r, g, b] = pixel(frame, x, y);
      if (Math.abs(r - brand[0]) + Math.abs(g - brand[1]) + Math.abs(b - brand[2]) <= 70) {
        sum += x;
        count++;
      }
    }
  }
  return count > 0 ? sum / count : Number.NaN;
}

/** A brand-coloured box crosses the frame's middle column somewhere between rows `from` and `to`: an overlay. */
function overlayBand(frame: Buffer, from: number, to: number): boolean {
  let run = 0;
  for (let y = Math.max(0, from); y < Math.min(height, to); y++) {
    run = brandShare(frame, { x: 520, y, width: 40, height: 1 }) > 0.9 ? run + 1 : 0;
    if (run >= 8) return true;
  }
  return false;
}

/** Mean difference of the middle band of two frames (below the overlay, above the captions). */
/** middleDifference on two frames of framesPerSecond. */
function gridMiddleDifference(a: { columns: number; rows: number; data: Uint8Array }, b: { data: Uint8Array }): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(a.rows * 0.25); y < Math.round(a.rows * 0.7); y++) {
    for (let x = 0; x < a.columns; x++) {
      const at = (y * a.columns + x) * 4;
      for (let channel = 0; channel < 3; channel++) sum += Math.abs(a.data[at + channel]! - b.data[at + channel]!);
      count += 3;
    }
  }
  return sum / count;
}

function middleDifference(a: Buffer, b: Buffer): number {
  const from = Math.round(height * 0.25) * width * 3;
  const to = Math.round(height * 0.7) * width * 3;
  let sum = 0;
  for (let index = from; index < to; index += 7) sum += Math.abs(a[index]! - b[index]!);
  return sum / ((to - from) / 7);
}

describe('a narrated TikTok video of a branded site', () => {
  it('moves through different parts of the page, in the brand look, with captions timed to the voice inside the safe area', async () => {
    const { app, as, store } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/adobe-express-video',
      headers: as(user),
      payload: { url: `${site.origin}/`, style: 'modern', videoLength: 30, platforms: ['TikTok'], useTemplate: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();

    const probe = await probeStored(store, keyOf(result.videoUrl));
    expect(probe.video).toMatchObject({ width, height });
    const file = path.join(dir, 'tiktok.mp4');
    await writeFile(file, await store.get(keyOf(result.videoUrl)));

    // Captions: a WebVTT file of 2-4 word lines, each later word with the time it is spoken, burned
    // in at the same times inside TikTok's safe area: white words on a dark box, the spoken word on
    // the brand's colour.
    expect(result.captionsUrl).toEqual(expect.stringContaining('/api/media/videos/'));
    expect((await store.stat(keyOf(result.captionsUrl)))?.contentType).toContain('text/vtt');
    const vtt = (await store.get(keyOf(result.captionsUrl))).toString('utf8');
    const cues = parseVtt(vtt);
    expect(cues.length).toBeGreaterThanOrEqual(6);
    const words = (text: string) => text.replace(/\s+/g, ' ').trim().split(' ');
    expect(cues.flatMap((cue) => words(cue.text))).toEqual(words(result.audioNarration.script));
    for (const cue of cues) expect(words(cue.text).length).toBeLessThanOrEqual(4);
    expect(cues.filter((cue) => words(cue.text).length >= 2).length).toBeGreaterThan(cues.length / 2);
    const safe = captionSafeArea(width, height);
    const wordTimes = (cue: Cue) => [cue.start, ...cue.times];
    const sectionEnd = 30 - 3 - 0.5;
    const burned = cues.filter((cue) => cue.end <= sectionEnd && cue.times.length >= 1);
    expect(burned.length).toBeGreaterThanOrEqual(3);
    for (const cue of burned.slice(0, 3)) {
      const { box } = layoutCaption(cue.text, { fontFamily: 'Georgia' }, width, height);
      expect(box.x).toBeGreaterThanOrEqual(safe.x);
      expect(box.y).toBeGreaterThanOrEqual(safe.y);
      expect(box.x + box.width).toBeLessThanOrEqual(safe.x + safe.width);
      expect(box.y + box.height).toBeLessThanOrEqual(safe.y + safe.height);
      // Each word is highlighted while it is spoken: the brand-coloured pill moves right word by word.
      const times = wordTimes(cue);
      const centres: number[] = [];
      for (const [index, at] of times.entries()) {
        const until = times[index + 1] ?? cue.end;
        const frame = await frameAt(file, (at + until) / 2);
        expect(darkShare(frame, box), `caption box of "${cue.text}"`).toBeGreaterThan(0.4);
        expect(brandShare(frame, box)).toBeGreaterThan(0.02);
        centres.push(brandCentreX(frame, box));
        // One text layer at a time: no overlay box anywhere above the caption while it shows.
        expect(overlayBand(frame, 0, box.y - 4), `overlay over "${cue.text}"`).toBe(false);
      }
      for (let index = 1; index < centres.length; index++) expect(centres[index]!).toBeGreaterThanOrEqual(centres[index - 1]! - 1);
      expect(centres.at(-1)!).toBeGreaterThan(centres[0]! + 40);
    }
    // ...and the bottom strip TikTok covers with its own text stays free of captions.
    const belowSafe = { x: safe.x, y: safe.y + safe.height + 4, width: safe.width, height: height - (safe.y + safe.height) - 8 };
    expect(brandShare(await frameAt(file, (cues[0]!.start + cues[0]!.end) / 2), belowSafe)).toBeLessThan(0.05);
    // The voice runs on to the end card (the call to action), which shows it without a caption box.
    const callToAction = cues.at(-1)!;
    const onEndCard = await frameAt(file, (callToAction.start + callToAction.end) / 2);
    expect(brandShare(onEndCard, { x: 0, y: 0, width, height: 400 })).toBeGreaterThan(0.9);
    expect(darkShare(onEndCard, layoutCaption(callToAction.text, { fontFamily: 'Georgia' }, width, height).box)).toBeLessThan(0.05);

    // Framed on the page's content: at most one frame in ten of the sections (a frame a second, before
    // the end card, which is the brand's colour by design) is more than half one flat colour.
    const everySecond = await framesPerSecond(file, 30);
    const sampled = everySecond.slice(0, 27);
    // Five sections before the end card, each as long as its part of the voice: the video shows five
    // different parts of the page, each held a while (a frame like the one a second before it; a
    // crossfade between two sections is like neither).
    const held = sampled.filter((frame, index) => index > 0 && gridMiddleDifference(frame, sampled[index - 1]!) < 3);
    const views: typeof sampled = [];
    for (const frame of held) if (views.every((view) => gridMiddleDifference(view, frame) > 6)) views.push(frame);
    expect(views.length, 'different parts of the page shown').toBeGreaterThanOrEqual(5);
    const flat = sampled.filter((frame) => flatShare(frame) > 0.5).length;
    expect(flat, `${flat} of ${sampled.length} frames more than half one flat colour`).toBeLessThanOrEqual(sampled.length / 10);

    // Inside one section the camera moves: the first section's, which starts the video, on its way in.
    expect(middleDifference(await frameAt(file, 0.6), await frameAt(file, 2.2))).toBeGreaterThan(2);
    // The end card is the brand's colour, unlike any section.
    const endCard = await frameAt(file, 29);
    expect(brandShare(endCard, { x: 0, y: 0, width, height: 400 })).toBeGreaterThan(0.9);
    for (const view of views) expect(gridMiddleDifference(view, everySecond.at(-1)!)).toBeGreaterThan(6);

    // Every video has a real thumbnail: a JPEG of a frame, not a black tile.
    const [tiktok] = result.platformVideos;
    for (const url of [result.thumbnailUrl, tiktok.thumbnailUrl]) {
      expect((await store.stat(keyOf(url)))?.contentType).toBe('image/jpeg');
      const thumbnail = path.join(dir, `${randomUUID()}.jpg`);
      await writeFile(thumbnail, await store.get(keyOf(url)));
      const { stderr } = await run('ffmpeg', ['-v', 'info', '-nostats', '-i', thumbnail, '-vf', 'signalstats,metadata=print:key=lavfi.signalstats.YAVG', '-f', 'null', '-']);
      expect(Number(/YAVG=([\d.]+)/.exec(stderr)?.[1])).toBeGreaterThan(40);
    }
    expect(tiktok.captionsUrl).toEqual(expect.stringContaining('/api/media/videos/'));
  });
});

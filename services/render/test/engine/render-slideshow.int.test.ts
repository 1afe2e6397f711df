import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { defaultOverlayStyle, type TextOverlay } from '@sitespark/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MediaToolError,
  extractFrame,
  layoutOverlay,
  platformSize,
  probeMedia,
  renderSlideshow,
} from '../../src/engine/index.ts';
import { bandedImage, childFfmpegPids, hexToRgb, meanVolumeDb, readPixels, solidImage, tone } from './fixtures.ts';

const run = promisify(execFile);
let dir: string;
let music: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-engine-test-'));
  // Shorter than every video below, so it has to be looped.
  music = await tone(join(dir, 'music.mp3'), 1, 440);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function emptyTempRoot(name: string): Promise<string> {
  const root = join(dir, name);
  await mkdir(root);
  return root;
}

describe('renderSlideshow', () => {
  it('renders H.264 yuv420p at the requested size, with music, lasting the slides minus the transitions', async () => {
    const progress: number[] = [];
    const outputFile = join(dir, 'basic.mp4');
    const result = await renderSlideshow({
      slides: [
        { image: await solidImage(400, 300, '#cc3333'), durationSec: 1.5 },
        { image: await solidImage(200, 400, '#33cc33', 'jpeg'), durationSec: 1 },
        { image: await solidImage(320, 180, '#3333cc', 'webp'), durationSec: 1.5 },
      ],
      width: 320,
      height: 180,
      transitionSec: 0.5,
      music: { file: music, volume: 0.3 },
      outputFile,
      onProgress: (percent) => progress.push(percent),
    });

    const expectedSec = 1.5 + 1 + 1.5 - 2 * 0.5;
    expect(result).toMatchObject({ file: outputFile, width: 320, height: 180 });
    expect(result.durationSec).toBeCloseTo(expectedSec, 1);
    const info = await probeMedia(outputFile);
    expect(info.video).toEqual({ codec: 'h264', width: 320, height: 180, pixFmt: 'yuv420p' });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationSec - expectedSec)).toBeLessThanOrEqual(0.2);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('composites the overlay: the box shows its colour at its opacity, the rest of the frame is the bare image', async () => {
    const width = 640;
    const height = 360;
    const base = '#204060';
    const overlay: TextOverlay = {
      ...defaultOverlayStyle,
      text: 'Hi',
      position: 'top',
      textAlign: 'left',
      backgroundColor: '#ff0000',
      backgroundOpacity: 0.5,
      padding: 50,
    };
    const image = await solidImage(width, height, base);
    const outputFile = join(dir, 'overlay.mp4');
    // Slide 1 (with the overlay) is alone on screen for 0-0.5 s, slide 2 (bare) for 1.0-1.5 s.
    await renderSlideshow({
      slides: [
        { image, durationSec: 1, overlay },
        { image, durationSec: 1 },
      ],
      width,
      height,
      outputFile,
    });
    await extractFrame(outputFile, 0.25, join(dir, 'with-overlay.png'));
    await extractFrame(outputFile, 1.25, join(dir, 'bare.png'));
    const withOverlay = await readPixels(join(dir, 'with-overlay.png'));
    const bare = await readPixels(join(dir, 'bare.png'));
    expect([withOverlay.width, withOverlay.height]).toEqual([width, height]);

    const { box, lines } = layoutOverlay(overlay, width, height);
    let changed = 0;
    let total = 0;
    for (let y = box.y + 2; y < box.y + box.height - 2; y += 2) {
      for (let x = box.x + 2; x < box.x + box.width - 2; x += 2) {
        total++;
        if (channelDistance(withOverlay.at(x, y), bare.at(x, y)) > 40) changed++;
      }
    }
    expect(changed / total).toBeGreaterThan(0.9);

    // In the top padding, clear of the text and of the rounded corners.
    const sample = withOverlay.at(box.x + box.width / 2, box.y + 8);
    const [r, g, b] = hexToRgb('#ff0000');
    const [br, bg, bb] = hexToRgb(base);
    const expected = [r * 0.5 + br * 0.5, g * 0.5 + bg * 0.5, b * 0.5 + bb * 0.5];
    for (const [index, value] of expected.entries()) expect(Math.abs((sample[index] ?? 0) - value)).toBeLessThanOrEqual(16);

    // The white text is there.
    const line = lines[0];
    expect(line).toBeDefined();
    let brightest = 0;
    for (let x = line!.x; x < line!.x + line!.width; x++) brightest = Math.max(brightest, Math.min(...withOverlay.at(x, line!.y).slice(0, 3)));
    expect(brightest).toBeGreaterThan(200);

    // Below the box the frame is the bare image.
    for (const [x, y] of [[20, height - 20], [width / 2, height / 2 + 60], [width - 20, box.y + box.height + 20]] as const) {
      expect(channelDistance(withOverlay.at(x, y), hexToRgb(base))).toBeLessThanOrEqual(12);
    }
  });

  it('fills the frame with a centred crop, or letterboxes when asked', async () => {
    // A tall image: green, red, green in thirds from top to bottom.
    const tall = await bandedImage(120, 360, ['#00ff00', '#ff0000', '#00ff00']);
    const frameOf = async (fit: 'cover' | 'contain') => {
      const outputFile = join(dir, `fit-${fit}.mp4`);
      await renderSlideshow({ slides: [{ image: tall, durationSec: 0.2 }], width: 320, height: 180, fit, outputFile });
      await extractFrame(outputFile, 0, join(dir, `fit-${fit}.png`));
      return readPixels(join(dir, `fit-${fit}.png`));
    };
    const cover = await frameOf('cover');
    // Scaled to 320 wide the red band spans y 320-640 of 960; the centred 180 rows are all red.
    for (const [x, y] of [[5, 5], [160, 90], [315, 175]] as const) expect(channelDistance(cover.at(x, y), [255, 0, 0])).toBeLessThan(40);
    const contain = await frameOf('contain');
    expect(channelDistance(contain.at(160, 90), [255, 0, 0])).toBeLessThan(40);
    expect(channelDistance(contain.at(160, 10), [0, 255, 0])).toBeLessThan(40);
    expect(channelDistance(contain.at(10, 90), [0, 0, 0])).toBeLessThan(20);
  });

  it('renders each platform size', async () => {
    const image = await solidImage(800, 600, '#808080');
    for (const platform of ['YouTube', 'Instagram', 'TikTok']) {
      const size = platformSize(platform);
      const outputFile = join(dir, `${platform}.mp4`);
      await renderSlideshow({
        slides: [{ image, durationSec: 0.5, overlay: { ...defaultOverlayStyle, text: platform } }],
        ...size,
        fps: 10,
        outputFile,
      });
      const info = await probeMedia(outputFile);
      expect(info.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', ...size });
    }
  });

  it('plays the music at its volume, and mixes a voiceover over it into one audio stream', async () => {
    const image = await solidImage(320, 180, '#000000');
    const slides = [{ image, durationSec: 2 }];
    const render = async (name: string, options: { volume: number; voice?: string }) => {
      const outputFile = join(dir, `${name}.mp4`);
      await renderSlideshow({
        slides,
        width: 320,
        height: 180,
        music: { file: music, volume: options.volume },
        ...(options.voice ? { voiceover: { file: options.voice } } : {}),
        outputFile,
      });
      return outputFile;
    };
    const full = await meanVolumeDb(await render('music-full', { volume: 1 }));
    const default30 = await meanVolumeDb(await render('music-30', { volume: 0.3 }));
    // 20 * log10(0.3) = -10.5 dB
    expect(full - default30).toBeGreaterThan(9);
    expect(full - default30).toBeLessThan(12);

    expect(await meanVolumeDb(await render('music-silent', { volume: 0 }))).toBeLessThan(-80);
    const voice = await tone(join(dir, 'voice.wav'), 1, 880);
    const mixed = await render('voice-over-silent-music', { volume: 0, voice });
    const info = await probeMedia(mixed);
    expect(info.audioStreams).toBe(1);
    expect(Math.abs(info.durationSec - 2)).toBeLessThanOrEqual(0.2);
    expect(await meanVolumeDb(mixed)).toBeGreaterThan(-40);
  });

  it('joins its pieces into one clean stream: every frame decodes, fades and moves and holds in place, a long hold unchanged across its repeats', async () => {
    const width = 320;
    const height = 180;
    const fps = 30;
    const outputFile = join(dir, 'pieces.mp4');
    await renderSlideshow({
      slides: [
        { image: await bandedImage(640, 360, ['#cc3333', '#3333cc']), durationSec: 3, focus: { x: 40, y: 40, width: 120, height: 80 } },
        // Held for 7 s: encoded as one-second units the join repeats.
        { image: await solidImage(320, 180, '#33cc33'), durationSec: 7.5 },
      ],
      width,
      height,
      fps,
      transitionSec: 0.5,
      motionSec: 1,
      music: { file: music, volume: 0.3 },
      captions: { style: { fontFamily: 'Arial', color: '#ffffff', backgroundColor: '#000000', backgroundOpacity: 1 }, items: [{ text: 'Across the fade', startSec: 2, endSec: 4 }] },
      outputFile,
    });
    const decoded = await run('ffmpeg', ['-v', 'error', '-i', outputFile, '-f', 'null', '-']);
    expect(decoded.stderr).toBe('');
    const info = await probeMedia(outputFile);
    expect(info.durationSec).toBeCloseTo(10, 1);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', outputFile]);
    expect(Number(stdout.trim())).toBe(300);
    // The green slide's hold, either side of where one repeated unit ends and the next begins (6 s), is the same picture.
    await extractFrame(outputFile, 5.95, join(dir, 'held-a.png'));
    await extractFrame(outputFile, 6.05, join(dir, 'held-b.png'));
    const [heldA, heldB] = await Promise.all([readPixels(join(dir, 'held-a.png')), readPixels(join(dir, 'held-b.png'))]);
    for (let y = 5; y < height; y += 20) {
      for (let x = 5; x < width; x += 20) {
        const a = heldA.at(x, y);
        const b = heldB.at(x, y);
        expect(Math.max(...a.map((value, channel) => Math.abs(value - b[channel]!)))).toBeLessThanOrEqual(4);
      }
    }
    // Mid-fade the frame is neither slide alone.
    await extractFrame(outputFile, 2.75, join(dir, 'mid-fade.png'));
    const centre = (await readPixels(join(dir, 'mid-fade.png'))).at(width / 2, height / 2);
    expect(centre[1]).toBeGreaterThan(80);
    expect(centre[1]).toBeLessThan(180);
    expect(centre[1]).toBeLessThan(200);
  });

  it('stops ffmpeg when aborted and leaves neither temp files nor output behind', async () => {
    const tempRoot = await emptyTempRoot('abort');
    const image = await solidImage(320, 180, '#445566');
    const controller = new AbortController();
    const outputFile = join(dir, 'aborted.mp4');
    let running: number[] = [];
    // The camera moves for half a minute, so the render is still running when it is aborted.
    const focus = { x: 100, y: 50, width: 60, height: 40 };
    const render = renderSlideshow({
      slides: [
        { image, durationSec: 60, focus },
        { image, durationSec: 60, focus },
      ],
      width: 640,
      height: 360,
      motionSec: 30,
      music: { file: music, volume: 0.3 },
      outputFile,
      tempRoot,
      signal: controller.signal,
      onProgress: () => {
        if (controller.signal.aborted) return;
        void childFfmpegPids().then((pids) => {
          running = pids;
          controller.abort();
        });
      },
    });
    await expect(render).rejects.toMatchObject({ name: 'MediaToolError', code: 'aborted' });
    // The pieces encode in parallel: every ffmpeg running at the abort is gone.
    expect(running.length).toBeGreaterThanOrEqual(1);
    expect(await childFfmpegPids()).toEqual([]);
    for (const pid of running) expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(await readdir(tempRoot)).toEqual([]);
    expect(existsSync(outputFile)).toBe(false);
  });

  it('stops ffmpeg at the time limit and leaves no temp files', async () => {
    const tempRoot = await emptyTempRoot('timeout');
    const image = await solidImage(320, 180, '#665544');
    const started = performance.now();
    // A camera moving for a minute at 720p: a held still would be encoded once and repeated, too fast to time out.
    const focus = { x: 100, y: 50, width: 60, height: 40 };
    const render = renderSlideshow({
      slides: [
        { image, durationSec: 120, focus },
        { image, durationSec: 120, focus },
      ],
      width: 1280,
      height: 720,
      motionSec: 60,
      outputFile: join(dir, 'timed-out.mp4'),
      tempRoot,
      timeoutMs: 800,
    });
    const error = await render.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).code).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await childFfmpegPids()).toEqual([]);
    expect(await readdir(tempRoot)).toEqual([]);
  });

  it('refuses a slide that is not an image and music that is not audio, leaving nothing behind', async () => {
    const tempRoot = await emptyTempRoot('refused');
    const image = await solidImage(320, 180, '#000000');
    const common = { width: 320, height: 180, outputFile: join(dir, 'refused.mp4'), tempRoot };

    await expect(
      renderSlideshow({ ...common, slides: [{ image: Buffer.from('<html><body>not an image</body></html>'), durationSec: 1 }] }),
    ).rejects.toThrow(/not a PNG, JPEG or WebP/);

    const fakeMusic = join(dir, 'image.mp3');
    await writeFile(fakeMusic, image);
    await expect(
      renderSlideshow({ ...common, slides: [{ image, durationSec: 1 }], music: { file: fakeMusic, volume: 0.3 } }),
    ).rejects.toThrow(/music/);

    await expect(
      renderSlideshow({ ...common, slides: [{ image, durationSec: 1 }], music: { file: 'http://127.0.0.1:9/music.mp3', volume: 0.3 } }),
    ).rejects.toThrow();

    await expect(
      renderSlideshow({ ...common, slides: [{ image, durationSec: 0.4 }, { image, durationSec: 1 }], transitionSec: 0.5 }),
    ).rejects.toThrow(/longer than the transition/);
    // A slide between two others fades in and out: shorter than both, the fades would overlap.
    await expect(
      renderSlideshow({ ...common, slides: [{ image, durationSec: 1 }, { image, durationSec: 0.8 }, { image, durationSec: 1 }], transitionSec: 0.5 }),
    ).rejects.toThrow(/at least its two transitions/);

    expect(await readdir(tempRoot)).toEqual([]);
    expect(existsSync(common.outputFile)).toBe(false);
  });
});

function channelDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...[0, 1, 2].map((index) => Math.abs((a[index] ?? 0) - (b[index] ?? 0))));
}

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractFrame, platformSize, probeMedia, renderSlideshow } from '../../src/engine/index.ts';
import { runFfmpeg } from '../../src/engine/ffmpeg.ts';
import { readPixels, solidImage } from './fixtures.ts';

let dir: string;
let video: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-media-test-'));
  video = join(dir, 'two-colours.mp4');
  await renderSlideshow({
    slides: [
      { image: await solidImage(320, 180, '#ff0000'), durationSec: 1 },
      { image: await solidImage(320, 180, '#0000ff'), durationSec: 1 },
    ],
    width: 320,
    height: 180,
    transitionSec: 0,
    outputFile: video,
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probeMedia and extractFrame', () => {
  it('extracts the frame at a time as PNG or JPEG', async () => {
    await extractFrame(video, 0.5, join(dir, 'first.png'));
    await extractFrame(video, 1.5, join(dir, 'second.jpg'));
    const first = await readPixels(join(dir, 'first.png'));
    const second = await readPixels(join(dir, 'second.jpg'));
    expect([first.width, first.height]).toEqual([320, 180]);
    expect(first.at(160, 90)[0]).toBeGreaterThan(200);
    expect(second.at(160, 90)[2]).toBeGreaterThan(200);
    await expect(extractFrame(video, 0.5, join(dir, 'frame.gif'))).rejects.toThrow(/\.png or \.jpg/);
  });

  it('probes images and videos', async () => {
    const image = join(dir, 'image.png');
    await writeFile(image, await solidImage(64, 48, '#123456'));
    expect((await probeMedia(image)).video).toMatchObject({ width: 64, height: 48 });
    const info = await probeMedia(video);
    expect(info.durationSec).toBeCloseTo(2, 1);
    expect(info.audio).toBeUndefined();
    expect(info.audioStreams).toBe(0);
  });

  it('refuses a playlist dressed up as audio, which would read other local files', async () => {
    const playlist = join(dir, 'playlist.mp3');
    await writeFile(playlist, '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n/etc/passwd\n#EXT-X-ENDLIST\n');
    await expect(probeMedia(playlist)).rejects.toMatchObject({ name: 'MediaToolError', code: 'failed' });
  });
});

describe('platformSize', () => {
  it('gives the frame size of each platform', () => {
    expect(platformSize('YouTube')).toEqual({ width: 1920, height: 1080 });
    expect(platformSize('twitter')).toEqual({ width: 1920, height: 1080 });
    expect(platformSize('LinkedIn')).toEqual({ width: 1920, height: 1080 });
    for (const platform of ['Instagram', 'Facebook']) expect(platformSize(platform)).toEqual({ width: 1080, height: 1350 });
    for (const platform of ['TikTok', 'Reels', 'Shorts', 'Stories', 'Instagram Stories']) expect(platformSize(platform)).toEqual({ width: 1080, height: 1920 });
    expect(() => platformSize('MySpace')).toThrow(/Unknown platform/);
  });
});

describe('runFfmpeg feeds', () => {
  const rawInput = (fd: number) => ['-f', 'rawvideo', '-pixel_format', 'gray', '-video_size', '16x16', '-framerate', '10', '-i', `pipe:${fd}`];

  it('hands each pipe its frames as ffmpeg reads them, and a tool that stops reading early is not a failure', async () => {
    let made = 0;
    function* frames(count: number, level: number) {
      for (let index = 0; index < count; index++) {
        made++;
        yield new Uint8Array(256).fill(level);
      }
    }
    const output = join(dir, 'fed.yuv');
    await runFfmpeg(
      [...rawInput(3), ...rawInput(4), '-filter_complex', '[0:v][1:v]vstack', '-frames:v', '5', '-f', 'rawvideo', '-y', `file:${output}`],
      { feeds: [frames(5, 40), frames(5, 200)] },
    );
    const written = await readFile(output);
    expect(written.length).toBe(5 * 512);
    expect([written[0], written[300]]).toEqual([40, 200]);
    expect(made).toBe(10);

    // Asked for a thousand frames, it takes two and exits.
    await runFfmpeg([...rawInput(3), '-frames:v', '2', '-f', 'null', '-'], { feeds: [frames(1000, 1)] });
    expect(made).toBeLessThan(1000);
  });

  it("fails the run with a feed's own error and stops the tool", async () => {
    function* broken() {
      yield new Uint8Array(256);
      throw new RangeError('The camera cannot zoom out');
    }
    await expect(runFfmpeg([...rawInput(3), '-f', 'null', '-'], { feeds: [broken()], timeoutMs: 20_000 })).rejects.toThrow('The camera cannot zoom out');
  });
});

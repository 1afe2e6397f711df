import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { audioStream, ffprobe, videoStream } from '../fixtures/video-media.ts';
import { startVideoSite, videoSite, videoSiteUrl } from '../fixtures/video-site.ts';
import type { VideoSite } from '../fixtures/video-site.ts';
import { downloadFrom, skipTours, subscribeThroughApi, toasts, uniqueEmail } from '../support/journeys.ts';

// Issue 14's journey: a professional render (capture, narration, captions, three platform cuts) on a small, busy machine.
// One render serves every check of the professional studio: each render costs a minute of CI here.
test.describe.configure({ timeout: 900_000 });

let site: VideoSite;

test.beforeAll(async () => {
  site = await startVideoSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await skipTours(page);
  await subscribeThroughApi(page, uniqueEmail('video-quality'));
});

/** The parts of POST /api/adobe-express-video's answer this journey reads. */
type ProfessionalVideoAnswer = {
  duration: number;
  captionsUrl?: string;
  audioNarration: { script: string };
  platformVideos: { platform: string; videoUrl: string; thumbnailUrl?: string; captionsUrl?: string }[];
};

type PlayerState = { readyState: number; duration: number; width: number; height: number; poster: string };

/** What the browser's own player made of a <video>: once its metadata is loaded, its length and picture size. */
async function loadedPlayer(player: Locator): Promise<PlayerState> {
  await expect
    .poll(() => player.evaluate((element) => (element as unknown as { readyState: number }).readyState), { timeout: 60_000, message: 'the video loads its metadata' })
    .toBeGreaterThanOrEqual(1);
  return player.evaluate((element) => {
    const video = element as unknown as { readyState: number; duration: number; videoWidth: number; videoHeight: number; poster: string };
    return { readyState: video.readyState, duration: video.duration, width: video.videoWidth, height: video.videoHeight, poster: video.poster };
  });
}

type PictureStats = { width: number; height: number; lumaSpread: number };

/** Decodes an image in the page and measures how much its brightness varies (a black or blank tile hardly does). */
function pictureStats(page: Page, url: string): Promise<PictureStats> {
  return page.evaluate(async (source) => {
    type Canvas = { width: number; height: number; getContext: (kind: '2d') => { drawImage: (image: unknown, x: number, y: number, w: number, h: number) => void; getImageData: (x: number, y: number, w: number, h: number) => { data: Uint8ClampedArray } } };
    const scope = globalThis as unknown as {
      Image: new () => { src: string; naturalWidth: number; naturalHeight: number; decode: () => Promise<void> };
      document: { createElement: (tag: 'canvas') => Canvas };
    };
    const image = new scope.Image();
    image.src = source;
    await image.decode();
    const canvas = scope.document.createElement('canvas');
    canvas.width = 160;
    canvas.height = Math.max(1, Math.round((160 * image.naturalHeight) / image.naturalWidth));
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const lumas: number[] = [];
    for (let index = 0; index < data.length; index += 4) lumas.push(0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!);
    const mean = lumas.reduce((sum, value) => sum + value, 0) / lumas.length;
    const spread = Math.sqrt(lumas.reduce((sum, value) => sum + (value - mean) ** 2, 0) / lumas.length);
    return { width: image.naturalWidth, height: image.naturalHeight, lumaSpread: spread };
  }, url);
}

type Cue = { start: number; end: number; text: string };

/** The captions file read by the browser's own WebVTT parser, as a <track> of a <video>. */
function parsedCaptions(page: Page, url: string): Promise<Cue[]> {
  return page.evaluate(async (source) => {
    type Track = { kind: string; src: string; default: boolean; track: { mode: string; cues: ArrayLike<{ startTime: number; endTime: number; text: string }> | null }; addEventListener: (type: string, listener: () => void) => void };
    const scope = globalThis as unknown as { document: { createElement: (tag: string) => { appendChild: (child: unknown) => void; remove: () => void }; body: { appendChild: (child: unknown) => void } } };
    const video = scope.document.createElement('video');
    const track = scope.document.createElement('track') as unknown as Track;
    track.kind = 'captions';
    track.src = source;
    track.default = true;
    video.appendChild(track);
    scope.document.body.appendChild(video);
    await new Promise<void>((resolve, reject) => {
      track.addEventListener('load', () => resolve());
      track.addEventListener('error', () => reject(new Error(`The browser could not read ${source} as WebVTT`)));
      track.track.mode = 'hidden';
    });
    const cues = Array.from(track.track.cues ?? [], (cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text }));
    video.remove();
    return cues;
  }, url);
}

/**
 * Words only, lower case: captions break lines and may drop the script's line breaks; a word-by-word
 * cue carries each word's start as a WebVTT timestamp tag (<00:00:01.200>), which is no word.
 */
const words = (text: string) =>
  text
    .replace(/<[^>]*>/gu, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();

/**
 * Captions read by the browser: several cues, each later than the one before, each a piece of the
 * narration's script. The main video says the whole script; a shorter platform cut says it from
 * its opening to its call to action, leaving out only whole sentences it has no room for.
 */
function expectCaptionsOfNarration(cues: Cue[], script: string, videoSeconds: number, whole = true): void {
  expect(cues.length).toBeGreaterThanOrEqual(3);
  const spoken = words(script);
  for (const [index, cue] of cues.entries()) {
    expect(cue.end, `cue ${index + 1} ends after it starts`).toBeGreaterThan(cue.start);
    expect(cue.end, `cue ${index + 1} ends within the video`).toBeLessThanOrEqual(videoSeconds + 0.5);
    if (index > 0) expect(cue.start, `cue ${index + 1} starts after cue ${index}`).toBeGreaterThan(cues[index - 1]!.start);
    expect(words(cue.text).length, `cue ${index + 1} has text`).toBeGreaterThan(0);
    expect(spoken, `cue ${index + 1} is a line of the narration`).toContain(words(cue.text));
  }
  const captioned = words(cues.map((cue) => cue.text).join(' '));
  if (whole) {
    // Together the cues say the whole script.
    expect(captioned).toBe(spoken);
    return;
  }
  const sentences = script.split(/(?<=[.!?])\s+/u).map(words).filter(Boolean);
  let rest = captioned;
  const said: boolean[] = [];
  for (const sentence of sentences) {
    const saysIt = rest === sentence || rest.startsWith(`${sentence} `);
    said.push(saysIt);
    if (saysIt) rest = rest.slice(sentence.length).trim();
  }
  expect(rest, 'the cut captions nothing but whole sentences of the script, in order').toBe('');
  expect(said[0], 'the cut opens with the script').toBe(true);
  expect(said.at(-1), 'the cut ends on the call to action').toBe(true);
}

test('a professional video for YouTube, Instagram and TikTok plays and downloads at each canvas, with real thumbnails, captions of its narration and a narration track', async ({ page }, testInfo) => {
  await page.goto('/professional-video');
  // The studio's defaults: 45 s, YouTube and Instagram, a professional template.
  await expect(page.getByRole('radio', { name: '45s' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'YouTube' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'TikTok' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('Use a professional template')).toBeChecked();

  await page.getByLabel('Website URL').fill(videoSiteUrl);
  await page.getByRole('radio', { name: '30s' }).click();
  await page.getByRole('button', { name: 'TikTok' }).click();
  for (const platform of ['YouTube', 'Instagram', 'TikTok']) await expect(page.getByRole('button', { name: platform })).toHaveAttribute('aria-pressed', 'true');

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/adobe-express-video' && response.request().method() === 'POST', { timeout: 840_000 });
  await page.getByRole('button', { name: 'Generate Professional Video' }).click();
  const bar = page.getByRole('progressbar', { name: 'Professional video progress' });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 240_000 }).toBeGreaterThan(0);

  const response = await answered;
  expect(response.status()).toBe(200);
  const result = (await response.json()) as ProfessionalVideoAnswer;
  await expect(toasts(page).getByText('Professional Video Generated', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Generate Another Video' })).toBeVisible();
  expect(result.platformVideos.map((video) => video.platform).sort()).toEqual(['Instagram', 'TikTok', 'YouTube']);
  const script = result.audioNarration.script;
  expect(script).toContain(videoSite.name);
  await expect(page.getByText(script.split('\n')[0] ?? script, { exact: false }).first()).toBeVisible();

  // Every platform's own canvas (issue 14): 16:9 for YouTube, 4:5 for the Instagram feed, 9:16 for TikTok.
  const canvases = { YouTube: [1920, 1080], Instagram: [1080, 1350], TikTok: [1080, 1920] } as const;
  for (const [platform, [width, height]] of Object.entries(canvases)) {
    const player = page.getByLabel(`${platform} video player`);
    await expect(player).toBeVisible();
    const state = await loadedPlayer(player);
    expect(state.duration, `${platform} video length`).toBeGreaterThan(5);
    expect([state.width, state.height], `${platform} picture size`).toEqual([width, height]);

    // The poster is the platform cut's own thumbnail: a decodable image of the cut's shape, with a picture on it.
    expect(state.poster, `${platform} poster`).toMatch(/\/api\/media\//);
    const poster = await page.request.get(state.poster);
    expect(poster.status()).toBe(200);
    expect(poster.headers()['content-type']).toMatch(/^image\//);
    const picture = await pictureStats(page, state.poster);
    expect(Math.sign(picture.height - picture.width), `${platform} thumbnail orientation`).toBe(Math.sign(height - width));
    expect(picture.lumaSpread, `${platform} thumbnail is not a blank tile`).toBeGreaterThan(8);

    const platformVideo = result.platformVideos.find((video) => video.platform === platform);
    expect(platformVideo?.thumbnailUrl, `${platform} thumbnail`).toBeTruthy();
    expect(new URL(state.poster).pathname, `${platform} poster is its own cut's thumbnail`).toBe(new URL(platformVideo?.thumbnailUrl ?? '', state.poster).pathname);
    expect(platformVideo?.captionsUrl, `${platform} captions`).toBeTruthy();
    const platformCues = await parsedCaptions(page, platformVideo?.captionsUrl ?? '');
    expectCaptionsOfNarration(platformCues, script, state.duration, state.duration >= result.duration - 0.5);
    await expect(page.getByRole('link', { name: `Download ${platform} Captions` })).toBeVisible();

    // The card's tips, and the file the user downloads: the same canvas, read by ffprobe.
    const card = page.getByRole('article', { name: `${platform} video` });
    await expect(card).toContainText('Hook line');
    await expect(card).toContainText('Hashtags');
    const file = testInfo.outputPath(`${platform}.mp4`);
    await downloadFrom(page, `Download ${platform} Video`, file);
    const downloaded = videoStream(await ffprobe(file));
    expect([downloaded?.width, downloaded?.height], `${platform} downloaded MP4 size`).toEqual([width, height]);
  }

  // The narration track, as the page plays it.
  const voiceover = page.getByLabel('Voiceover');
  const narrationUrl = await voiceover.getAttribute('src');
  expect(narrationUrl).toMatch(/^\/api\/media\/audio\//);
  const narrationAnswer = await page.request.get(narrationUrl ?? '');
  expect(narrationAnswer.status()).toBe(200);
  const narration = testInfo.outputPath('narration.mp3');
  await writeFile(narration, await narrationAnswer.body());
  const narrationProbe = await ffprobe(narration);
  expect(audioStream(narrationProbe)).toBeDefined();
  expect(Number(narrationProbe.format.duration)).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: 'Script' })).toBeVisible();
  await expect(page.getByText(videoSite.name, { exact: false }).first()).toBeVisible();

  // The main video's captions file, as the user downloads it.
  expect(result.captionsUrl).toBeTruthy();
  const captionsLink = page.getByRole('link', { name: 'Download Captions (.vtt)' });
  const captionsHref = (await captionsLink.getAttribute('href')) ?? '';
  const file = await page.request.get(captionsHref);
  expect(file.status()).toBe(200);
  const text = await file.text();
  expect(text.startsWith('WEBVTT')).toBe(true);
  expect(text).toMatch(/\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}\.\d{3}|\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}/);
  const mainCues = await parsedCaptions(page, result.captionsUrl ?? '');
  expectCaptionsOfNarration(mainCues, script, result.duration);
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { solidPng } from '../fixtures/png.ts';
import { startVideoSite, videoSite, videoSiteUrl } from '../fixtures/video-site.ts';
import type { VideoSite } from '../fixtures/video-site.ts';
import { audioStream, ffprobe, videoStream } from '../fixtures/video-media.ts';
import { downloadFrom as download, skipTours, subscribeThroughApi, toasts, uniqueEmail } from '../support/journeys.ts';

// Each journey renders real MP4s with ffmpeg on a small machine.
test.describe.configure({ timeout: 300_000 });

let site: VideoSite;

test.beforeAll(async () => {
  site = await startVideoSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await skipTours(page);
  await subscribeThroughApi(page, uniqueEmail('video'));
});

/** Waits for a render's progress bar to report real progress from the job's events. */
async function expectRealProgress(page: Page, label: string): Promise<void> {
  const bar = page.getByRole('progressbar', { name: label });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThan(0);
}

test('a free video of the fixture site is an H.264 1920x1080 MP4 with sound, of the chosen length', async ({ page }, testInfo) => {
  await page.goto('/free-video');
  await page.getByRole('button', { name: 'Generate Free Video' }).click();
  await expect(toasts(page).getByText('URL Required', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please enter a website URL', { exact: true })).toBeVisible();

  await page.getByLabel('Website URL').fill(videoSiteUrl);
  await page.getByRole('radio', { name: '15s' }).click();
  await expect(page.getByRole('radio', { name: '15s' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'YouTube' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Generate Free Video' }).click();
  await expectRealProgress(page, 'Free video progress');

  await expect(toasts(page).getByText('Free Video Generated', { exact: true })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByRole('heading', { name: `${videoSite.name}: your free video` })).toBeVisible();
  for (const heading of ['Music', 'Audio Script', 'Screenshots', 'Platform Optimizations']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'YouTube video' })).toContainText('Optimal length');
  await expect(page.getByRole('img', { name: `Screenshot 1 of ${videoSite.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Preview Video' }).click();
  const player = page.getByLabel('Your free video');
  await expect.poll(() => player.evaluate((video) => (video as unknown as { currentTime: number }).currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);

  const mp4 = testInfo.outputPath('free-video.mp4');
  expect(await download(page, 'Download MP4', mp4)).toBe(`${videoSite.name} slideshow.mp4`);
  const probe = await ffprobe(mp4);
  const picture = videoStream(probe);
  expect(picture?.codec_name).toBe('h264');
  expect([picture?.width, picture?.height]).toEqual([1920, 1080]);
  expect(audioStream(probe)).toBeDefined();
  expect(Math.abs(Number(probe.format.duration) - 15)).toBeLessThanOrEqual(0.2);

  const htmlPath = testInfo.outputPath('free-video.html');
  expect(await download(page, 'Download HTML', htmlPath)).toBe(`${videoSite.name} slideshow.html`);
  const html = await readFile(htmlPath, 'utf8');
  expect(html).toContain(`<title>${videoSite.name} slideshow</title>`);
  expect(html).toContain('src="data:image/png;base64,');
  expect(html).not.toContain('src="/api/media/');

  await page.getByRole('button', { name: 'Create Another Free Video' }).click();
  await expect(page.getByLabel('Website URL')).toHaveValue('');
});

test('a manual studio run with five uploaded screenshots lands on /video-preview and plays', async ({ page }, testInfo) => {
  await page.goto('/video-studio');
  await page.getByRole('button', { name: /Upload Your Own/ }).click();

  const names = ['Hero', 'Features', 'Benefits', 'Social Proof', 'Call to Action'];
  const continueButton = page.getByRole('button', { name: 'Continue to Uploads' });
  for (const name of names.slice(0, 4)) await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await expect(continueButton).toBeDisabled();
  await page.getByRole('checkbox', { name: /^Call to Action/ }).check();
  await expect(page.getByText('5 of 5 sections selected')).toBeVisible();
  await continueButton.click();

  await page.getByRole('button', { name: 'Change Sections' }).click();
  await expect(page.getByRole('checkbox', { name: /^Hero/ })).toBeChecked();
  await continueButton.click();

  const generate = page.getByRole('button', { name: 'Generate Video' });
  const colors = ['#1d4ed8', '#15803d', '#b45309', '#be123c', '#6d28d9'];
  for (const [index, name] of names.entries()) {
    await expect(generate).toBeDisabled();
    await page.getByLabel(`Upload screenshot for ${name}`).setInputFiles({ name: `${index + 1}.png`, mimeType: 'image/png', buffer: solidPng(colors[index] ?? '#000000', 640, 360) });
    await page.getByLabel(`Text for ${name}`).fill(`${name} slide`);
  }
  await expect(page.getByText(`${'Hero slide'.length}/100`).first()).toBeVisible();
  await expect(generate).toBeEnabled();
  await generate.click();
  await expectRealProgress(page, 'Video generation progress');

  await page.waitForURL('**/video-preview', { timeout: 180_000 });
  await expect(toasts(page).getByText('Video Generated Successfully!', { exact: true })).toBeVisible();
  const sections = page.getByRole('list', { name: 'Video sections' }).getByRole('listitem');
  await expect(sections).toHaveCount(5);
  await expect(sections.first()).toContainText('Hero slide');
  await expect(sections.first().getByRole('button')).toHaveAttribute('aria-current', 'step');

  // Choosing a section plays the video from that section's start.
  const player = page.getByLabel('Your generated video');
  await sections.nth(1).getByRole('button').click();
  await expect(sections.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'step');
  await expect.poll(() => player.evaluate((element) => (element as unknown as { currentTime: number }).currentTime), { timeout: 20_000 }).toBeGreaterThan(6.2);
  expect(await player.evaluate((element) => (element as unknown as { paused: boolean }).paused)).toBe(false);

  const stored = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem: (key: string) => string | null } }).localStorage.getItem('generatedVideo'));
  const video = JSON.parse(stored ?? 'null') as { sections: { id: string }[]; musicVolume: number; backgroundMusic: string | null; videoUrl: string };
  expect(video.sections.map((section) => section.id)).toEqual(['hero', 'features', 'benefits', 'proof', 'cta']);
  expect(video.musicVolume).toBe(70);
  expect(video.backgroundMusic).toMatch(/^\/api\/media\//);

  const mp4 = testInfo.outputPath('studio-video.mp4');
  await download(page, 'Download Video', mp4);
  await expect(toasts(page).getByText('Video Downloaded', { exact: true })).toBeVisible();
  const probe = await ffprobe(mp4);
  expect([videoStream(probe)?.width, videoStream(probe)?.height]).toEqual([1920, 1080]);
  expect(audioStream(probe)).toBeDefined();
  expect(Math.abs(Number(probe.format.duration) - 30)).toBeLessThanOrEqual(0.2);
});


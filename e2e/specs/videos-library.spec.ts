import { expect, test } from '@playwright/test';
import { startVideoSite, videoSite, videoSiteUrl } from '../fixtures/video-site.ts';
import type { VideoSite } from '../fixtures/video-site.ts';
import { ffprobe, makeToneMp3, videoStream } from '../fixtures/video-media.ts';
import { skipTours, subscribeThroughApi, toasts, uniqueEmail } from '../support/journeys.ts';

// The video journey renders a real MP4 with ffmpeg on a small machine.
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
  await subscribeThroughApi(page, uniqueEmail('library'));
});

test('a render the user leaves is announced elsewhere, kept in Your videos, downloaded and deleted', async ({ page }, testInfo) => {
  await page.goto('/free-video');
  await page.getByLabel('Website URL').fill(videoSiteUrl);
  await page.getByRole('radio', { name: '15s' }).click();
  await page.getByRole('button', { name: 'Generate Free Video' }).click();
  await expect(page.getByRole('progressbar', { name: 'Free video progress' })).toBeVisible();
  await expect(page.getByText('You can leave this page: you will be told when it is ready, and find it in Your videos.')).toBeVisible();

  // Leave the studio for the dashboard (the app, not a reload) while the video renders.
  await page.getByRole('link', { name: 'SiteSpark' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByTestId('usage-renders-today')).toContainText('1 of 20');

  await expect(toasts(page).getByText('Your video is ready', { exact: true })).toBeVisible({ timeout: 200_000 });
  await expect(toasts(page).getByText(`${videoSite.name} slideshow (Free Video Studio) has finished rendering.`, { exact: true })).toBeVisible();
  await toasts(page).getByRole('link', { name: 'View in Your videos' }).click();

  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByRole('heading', { name: 'Your videos' })).toBeVisible();
  const title = `${videoSite.name} slideshow`;
  const row = page.getByTestId('video-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ready');
  await expect(row).toContainText(/Free Video Studio · 0:15 · [\d.]+ (KB|MB)/);

  const started = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download ${title}` }).click();
  const download = await started;
  expect(download.suggestedFilename()).toBe(`${videoSite.name} slideshow.mp4`);
  const mp4 = testInfo.outputPath('kept.mp4');
  await download.saveAs(mp4);
  const probe = await ffprobe(mp4);
  expect(videoStream(probe)?.codec_name).toBe('h264');
  expect(Math.abs(Number(probe.format.duration) - 15)).toBeLessThanOrEqual(0.2);
  const videoUrl = await row.getByRole('link', { name: 'Play' }).getAttribute('href');
  expect((await page.request.get(videoUrl!)).status()).toBe(200);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('will be deleted for good');
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(page.getByText('No videos yet.')).toBeVisible();
  expect((await page.request.get(videoUrl!)).status()).toBe(404);
  const listed = (await (await page.request.get('/api/videos')).json()) as { videos: unknown[] };
  expect(listed.videos).toEqual([]);
});

test('an uploaded track is renamed inline and deleted; built-in tracks cannot be changed', async ({ page }, testInfo) => {
  const mp3 = testInfo.outputPath('morning-tone.mp3');
  await makeToneMp3(mp3, 4);
  await page.goto('/music-manager');
  const tracks = page.getByRole('list', { name: 'Music tracks' });
  await expect(tracks.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload MP3s' }).click();
  await page.getByLabel('Choose MP3 files').setInputFiles([mp3]);
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  const row = tracks.getByRole('listitem').filter({ hasText: 'morning tone' });
  await expect(row).toBeVisible({ timeout: 60_000 });

  // The built-in library has no Rename or Delete.
  const builtIn = tracks.getByRole('listitem').filter({ hasText: 'Steady Progress' }).first();
  await expect(builtIn.getByRole('button', { name: /^Rename/ })).toHaveCount(0);
  await expect(builtIn.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await row.getByRole('button', { name: 'Rename morning tone' }).click();
  const name = page.getByRole('textbox', { name: 'New name for morning tone' });
  await expect(name).toBeFocused();
  await name.fill('Sunrise Theme');
  await name.press('Enter');
  const renamed = tracks.getByRole('listitem').filter({ hasText: 'Sunrise Theme' });
  await expect(renamed).toBeVisible();
  await page.reload();
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete Sunrise Theme' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete track' }).click();
  await expect(tracks.getByRole('listitem').filter({ hasText: 'Sunrise Theme' })).toHaveCount(0);
  await expect(toasts(page).getByText('Track deleted', { exact: true })).toBeVisible();
  await page.reload();
  await expect(tracks.getByRole('listitem').first()).toBeVisible();
  await expect(tracks.getByRole('listitem').filter({ hasText: 'Sunrise Theme' })).toHaveCount(0);
});

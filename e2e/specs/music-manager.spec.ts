import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { solidPng } from '../fixtures/png.ts';
import { audioStream, ffprobe, makeToneMp3, makeVideoWithAudio } from '../fixtures/video-media.ts';
import { skipTours, subscribeThroughApi, uniqueEmail } from '../support/journeys.ts';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await skipTours(page);
  await subscribeThroughApi(page, uniqueEmail('music'));
});

function trackRow(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Music tracks' }).getByRole('listitem').filter({ hasText: name });
}

test('uploading an MP3 adds it to the library, and it plays', async ({ page }, testInfo) => {
  const mp3 = testInfo.outputPath('evening-tone.mp3');
  await makeToneMp3(mp3, 6);
  const fakeMp3 = testInfo.outputPath('not-music.mp3');
  await writeFile(fakeMp3, solidPng('#123456'));

  await page.goto('/music-manager');
  await expect(page.getByRole('link', { name: 'Back to Content Generator' })).toHaveAttribute('href', '/create');
  await expect(page.getByRole('list', { name: 'Music tracks' }).getByRole('listitem').first()).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Upload MP3s' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Choose MP3 files').setInputFiles([mp3, fakeMp3]);

  const uploads = page.getByRole('list', { name: 'MP3 uploads' }).getByRole('listitem');
  await expect(uploads).toHaveCount(2);
  const first = uploads.first();
  await expect(first.getByLabel('Track name')).toHaveValue('evening tone');
  await expect(first.getByLabel('Track ID')).toHaveValue('evening-tone');
  await expect(first.getByLabel('Genre')).toHaveValue('Background');
  await expect(first.getByLabel('Mood')).toHaveValue('Professional');
  await first.getByLabel('Track name').fill('Evening Tone');
  await first.getByLabel('Genre').selectOption('Ambient');
  await first.getByLabel('Mood').selectOption('Calm');

  await page.getByRole('button', { name: 'Upload 2 Files' }).click();
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const second = uploads.nth(1);
  await expect(second.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0', { timeout: 60_000 });
  await expect(second.getByRole('alert')).not.toBeEmpty();
  await expect(second.getByText('Failed')).toBeVisible();

  const row = trackRow(page, 'Evening Tone');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ambient');
  await expect(row).toContainText('Calm');

  await row.getByRole('button', { name: 'Preview Evening Tone' }).click();
  const audio = page.getByTestId('music-preview');
  await expect.poll(() => audio.evaluate((element) => (element as unknown as { currentTime: number }).currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await row.getByRole('button', { name: 'Stop Evening Tone' }).click();
  await expect.poll(() => audio.evaluate((element) => (element as unknown as { paused: boolean }).paused)).toBe(true);
});

test('converting a video with sound adds an MP3 track under the first fixed name', async ({ page }, testInfo) => {
  const video = testInfo.outputPath('clip.mp4');
  await makeVideoWithAudio(video, 3);

  await page.goto('/music-manager');
  await page.getByRole('button', { name: 'Convert Videos' }).click();
  await page.getByLabel('Choose video files').setInputFiles(video);
  const conversions = page.getByRole('list', { name: 'Video conversions' }).getByRole('listitem');
  await expect(conversions).toHaveCount(1);
  await expect(conversions.first()).toContainText('Corporate Theme');
  await page.getByRole('button', { name: 'Convert 1 Video' }).click();
  await expect(conversions.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });

  await expect(trackRow(page, 'Corporate Theme')).toBeVisible();
  const library = (await (await page.request.get('/api/music')).json()) as { tracks: { name: string; url: string }[] };
  const track = library.tracks.find((candidate) => candidate.name === 'Corporate Theme');
  expect(track).toBeDefined();
  const answer = await page.request.get(track?.url ?? '');
  expect(answer.headers()['content-type']).toBe('audio/mpeg');
  const mp3 = testInfo.outputPath('converted.mp3');
  await writeFile(mp3, await answer.body());
  const probe = await ffprobe(mp3);
  expect(audioStream(probe)?.codec_name).toBe('mp3');
  expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThan(0.5);
});

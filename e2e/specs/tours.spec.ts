import { expect, test } from '@playwright/test';
import { subscribeThroughApi, uniqueEmail } from '../support/journeys.ts';

test('the feature walkthrough shows once, then the element tour, then neither', async ({ page }) => {
  await subscribeThroughApi(page, uniqueEmail('tours'));
  await page.goto('/');

  const walkthrough = page.getByRole('dialog', { name: 'Welcome to SiteSpark!' });
  await expect(walkthrough).toBeVisible();
  await expect(walkthrough.getByText('Step 1 of 6')).toBeVisible();
  await expect(walkthrough.getByRole('button', { name: 'Next' })).toBeFocused();
  for (const title of ['AI Content Generator', 'AI Video Studio', 'Brand Kit Generator', 'Viral Predictor AI', 'You are all set!']) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Get Started', exact: true }).click();

  const tour = page.getByRole('dialog');
  await expect(tour.getByText('Step 1 of 5')).toBeVisible();
  for (const title of ['Your home base', 'Create Content', 'All your tools', 'Your account']) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  }
  await tour.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('dialog', { name: 'All your tools' })).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Get Started!' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const flags = await page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem: (key: string) => string | null } }).localStorage;
    return [storage.getItem('hasSeenFeatureWalkthrough'), storage.getItem('hasSeenTour')];
  });
  expect(flags).toEqual(['true', 'true']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page.getByRole('dialog').getByText('Step 1 of 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

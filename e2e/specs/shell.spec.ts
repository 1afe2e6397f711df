import { expect, test } from '@playwright/test';

const landingHeadline = /Turn your website into a month of/;

test.describe('app shell for a signed-out visitor', () => {
  for (const path of ['/', '/create']) {
    test(`shows the landing page at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle('SiteSpark');
      await expect(page.getByRole('heading', { level: 1, name: landingHeadline })).toBeVisible();
      await expect(page.getByRole('button', { name: /Start Promoting Content/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/auth/login');
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test('shows the not-found page on an unknown path', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('answers an unknown API path with a JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

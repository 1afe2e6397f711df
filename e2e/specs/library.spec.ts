import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generatorSite, generatorSiteUrl, startGeneratorSite } from '../fixtures/generator-site.ts';
import type { FixtureSite } from '../fixtures/generator-site.ts';
import { solidPng } from '../fixtures/png.ts';
import { password, skipTours, toasts, uniqueEmail } from '../support/journeys.ts';

/** Signs up and pays with the local test card through the API, then waits for auth to see it. */
async function subscribe(page: Page): Promise<void> {
  const api = page.request;
  const email = uniqueEmail('library');
  expect((await api.post('/api/auth/register', { data: { firstName: 'Ada', lastName: 'Lovelace', email, password } })).status()).toBe(201);
  const session = await api.post('/api/get-or-create-subscription', { data: { plan: 'monthly' } });
  expect(session.status()).toBe(200);
  const { clientSecret } = (await session.json()) as { clientSecret: string };
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '12345' };
  expect((await api.post('/api/billing/local/confirm', { data: { clientSecret, card } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await api.get('/api/auth/user')).json()) as { subscriptionStatus: string }).subscriptionStatus, { timeout: 15_000 })
    .toBe('active');
}

async function generateKit(page: Page): Promise<void> {
  await page.goto('/create');
  await page.getByLabel('Description for snippet 1').fill('Home page with the invoice dashboard');
  await page.getByLabel('Image for snippet 1').setInputFiles({ name: 'snippet-1.png', mimeType: 'image/png', buffer: solidPng('#1d6fb8') });
  await expect(page.getByText('Saved for reuse')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Website URL' }).fill(generatorSiteUrl);
  await page.getByRole('button', { name: 'Generate Marketing Content' }).click();
  await expect(page.getByRole('heading', { level: 2, name: generatorSite.name })).toBeVisible({ timeout: 90_000 });
  await expect(toasts(page).getByText('Content Generated Successfully', { exact: true })).toBeVisible();
}

const post = (page: Page, path: string) => page.locator(`[data-kit-path="${path}"]`);

let site: FixtureSite;

test.describe('your kits', () => {
  test.beforeAll(async () => {
    site = await startGeneratorSite();
  });

  test.afterAll(async () => {
    await site.close();
  });

  test('keeps a kit: reload, reopen, edit, undo, regenerate shorter, share signed out, revoke', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await skipTours(page);
    await subscribe(page);
    await generateKit(page);

    // Leaving the page loses nothing: the kit is found again through the user menu.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Generate Marketing Content' })).toBeVisible();
    // The dashboard counts it.
    await page.goto('/');
    await expect(page.getByText('Content Created', { exact: true }).locator('xpath=..').locator('dd')).toHaveText('1');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Your kits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your kits' })).toBeVisible();
    const kits = page.getByRole('list', { name: 'Kits' });
    await expect(kits.getByRole('link')).toHaveCount(1);
    await kits.getByRole('link', { name: new RegExp(generatorSite.name) }).click();
    await expect(page.getByRole('heading', { level: 2, name: generatorSite.name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Social Media', exact: true })).toHaveAttribute('aria-selected', 'true');

    // Edit a post in place, then undo it.
    const linkedInPath = 'socialPlatforms.1.options.0';
    const original = (await post(page, linkedInPath).innerText()).trim();
    await page.getByRole('button', { name: 'Edit LinkedIn post, option 1' }).click();
    await page.getByRole('textbox', { name: 'Edit LinkedIn post, option 1' }).fill('Quillpoint sends your invoices while you sleep.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(post(page, linkedInPath)).toHaveText('Quillpoint sends your invoices while you sleep.');
    await page.reload();
    await expect(post(page, linkedInPath)).toHaveText('Quillpoint sends your invoices while you sleep.');
    await page.getByRole('button', { name: 'Edit LinkedIn post, option 1' }).click();
    await page.getByRole('textbox', { name: 'Edit LinkedIn post, option 1' }).fill('A second wording.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(post(page, linkedInPath)).toHaveText('A second wording.');
    await page.getByRole('button', { name: 'Undo LinkedIn post, option 1' }).click();
    await expect(post(page, linkedInPath)).toHaveText('Quillpoint sends your invoices while you sleep.');
    expect(original).not.toBe('Quillpoint sends your invoices while you sleep.');

    // Regenerate one post shorter: a different, shorter text.
    const twitterPath = 'socialPlatforms.0.options.0';
    const before = (await post(page, twitterPath).innerText()).trim();
    await page.getByLabel('How to regenerate Twitter post, option 1').selectOption('shorter');
    await page.getByRole('button', { name: 'Regenerate Twitter post, option 1' }).click();
    await expect(post(page, twitterPath)).not.toHaveText(before, { timeout: 60_000 });
    const after = (await post(page, twitterPath).innerText()).trim();
    expect(after.length).toBeLessThan(before.length);

    // Share it, open the link signed out, then revoke it.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this kit' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.getByRole('heading', { level: 2, name: generatorSite.name })).toBeVisible();
    await expect(visitorPage.getByRole('tab', { name: 'Social Media', exact: true })).toBeVisible();
    await expect(post(visitorPage, twitterPath)).toHaveText(after);
    await expect(visitorPage.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(visitorPage.getByRole('button', { name: 'Generate New' })).toHaveCount(0);
    await visitorPage.getByRole('tab', { name: 'Flyers', exact: true }).click();
    const flyer = visitorPage.getByRole('tabpanel').getByRole('img').first();
    await expect(flyer).toBeVisible();
    await expect.poll(() => flyer.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Revoke all links' }).click();
    await expect(toasts(page).getByText('Sharing stopped', { exact: true })).toBeVisible();
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Shared kit not found' })).toBeVisible();
    await visitor.close();
  });
});

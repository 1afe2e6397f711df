import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { generatorSite, generatorSiteUrl, startGeneratorSite } from '../fixtures/generator-site.ts';
import type { FixtureSite } from '../fixtures/generator-site.ts';
import { solidPng } from '../fixtures/png.ts';
import { skipTours, subscribeThroughApi, uniqueEmail } from '../support/journeys.ts';

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** The next Monday (UTC date), so a 7-day plan fills exactly one week view. */
function nextMonday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + (((8 - date.getUTCDay()) % 7) || 7));
  return date.toISOString().slice(0, 10);
}

async function keptKit(page: Page): Promise<{ kitId: string; flyers: Array<{ platform: string }> }> {
  const response = await page.request.post('/api/marketing/generate', {
    data: { url: generatorSiteUrl, siteSnips: [{ image: `data:image/png;base64,${solidPng('#1d6fb8').toString('base64')}`, description: 'Home page with the invoice dashboard' }] },
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
  const kit = (await response.json()) as { kitId: string; flyers?: { flyers: Array<{ platform: string }> } | null };
  return { kitId: kit.kitId, flyers: kit.flyers?.flyers ?? [] };
}

let site: FixtureSite;

test.describe('posting calendar and kit exports', () => {
  test.beforeAll(async () => {
    site = await startGeneratorSite();
  });

  test.afterAll(async () => {
    await site.close();
  });

  test('plans a week, moves a post with the keyboard, edits one, exports the ICS and the kit zip', async ({ page }) => {
    test.setTimeout(120_000);
    await skipTours(page);
    await subscribeThroughApi(page, uniqueEmail('plan'));
    const { kitId, flyers } = await keptKit(page);
    expect(flyers.length).toBeGreaterThan(0);

    await page.goto(`/kits/${kitId}`);
    await expect(page.getByRole('heading', { level: 2, name: generatorSite.name })).toBeVisible();
    await page.getByRole('link', { name: 'Plan posts' }).click();
    await expect(page).toHaveURL(new RegExp(`/kits/${kitId}/plan$`));

    // Plan a week: Twitter and LinkedIn (the form's default networks), one post a day each, in Berlin time.
    const start = nextMonday();
    await page.getByLabel('First day').fill(start);
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await page.getByRole('button', { name: 'Plan posts' }).click();
    await expect(page).toHaveURL(/\?plan=/);
    const posts = page.getByTestId('plan-post');
    await expect(posts).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Push to Postiz' })).toHaveCount(0);
    const planId = new URL(page.url()).searchParams.get('plan')!;

    // Keyboard: pick the first Twitter post of Monday up, move it one day right, drop it.
    const monday = page.getByRole('group', { name: /^Monday/ });
    const tuesday = page.getByRole('group', { name: /^Tuesday/ });
    await expect(monday.getByTestId('plan-post')).toHaveCount(2);
    const handle = monday.getByRole('button', { name: /^Move the Twitter post of .* at 09:00$/ });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: /^Over Monday/ })).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: /^Over Tuesday/ })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(tuesday.getByTestId('plan-post')).toHaveCount(3);
    await expect(monday.getByTestId('plan-post')).toHaveCount(1);
    const moved = (await (await page.request.get(`/api/plans/${planId}`)).json()) as { posts: Array<{ network: string; local: string }> };
    expect(moved.posts.filter((post) => post.network === 'twitter' && post.local.startsWith(start))).toHaveLength(0);

    // Edit a post's text.
    await monday.getByRole('button', { name: /^Edit the LinkedIn post/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit LinkedIn post' });
    await dialog.getByLabel('Text').fill('Quillpoint sends your invoices while you sleep. Start your free trial.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(monday.getByText('Quillpoint sends your invoices while you sleep.')).toBeVisible();

    // The calendar file: one event per post.
    const icsDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export ICS' }).click();
    const ics = (await bytesOf(await icsDownload)).toString('utf8');
    expect((await icsDownload).suggestedFilename()).toBe('quillpoint-posting-plan.ics');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(unfolded.match(/^BEGIN:VEVENT$/gm)).toHaveLength(14);
    expect(unfolded.match(/^END:VEVENT$/gm)).toHaveLength(14);
    expect(unfolded).toContain('Quillpoint sends your invoices while you sleep. Start your free trial.');

    // The whole kit as a zip, opened here.
    await page.getByRole('link', { name: 'Back to the kit' }).click();
    await page.getByRole('button', { name: 'Export' }).click();
    const zipDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Everything (.zip)' }).click();
    expect((await zipDownload).suggestedFilename()).toBe('quillpoint-marketing-kit.zip');
    const files = unzipSync(new Uint8Array(await bytesOf(await zipDownload)));
    const names = Object.keys(files);
    const root = 'quillpoint-marketing-kit/';
    expect(strFromU8(files[`${root}quillpoint-copy.md`]!)).toMatch(/^# Quillpoint: marketing kit/);
    for (const flyer of flyers) {
      const base = `${root}flyers/quillpoint-${flyer.platform.toLowerCase().replace(/\s+/g, '-')}-flyer`;
      expect(strFromU8(files[`${base}.svg`]!)).toContain('<svg');
      expect(Buffer.from(files[`${base}.png`]!).subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect(names.filter((name) => name.endsWith('.png') && name.includes('/flyers/'))).toHaveLength(flyers.length);
    const tokens = JSON.parse(strFromU8(files[`${root}quillpoint-design-tokens.tokens.json`]!)) as { color: { $type: string; primary: { $value: { hex: string } } } };
    expect(tokens.color.$type).toBe('color');
    expect(tokens.color.primary.$value.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(names).toContain(`${root}quillpoint-sources.md`);
  });
});

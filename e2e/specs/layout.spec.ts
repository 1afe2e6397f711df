import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { servePage } from '../fixtures/page-server.ts';
import type { FixtureSite } from '../fixtures/page-server.ts';
import { solidPng } from '../fixtures/png.ts';
import { password, skipTours, subscribeThroughApi, uniqueEmail } from '../support/journeys.ts';
import { buttonsUnderToast, checkedViewports, expectNoSidewaysScroll } from '../support/layout.ts';

// The generator fixture's port: the product reads it because FETCH_ALLOW_PRIVATE_HOSTS lists it.
const host = '127.0.0.1';
const port = 4599;
const siteUrl = `http://${host}:${port}/`;

/** One word as long as `length`, with no place a browser may break it. */
function unbroken(start: string, length = 260): string {
  return `${start}${'W'.repeat(Math.max(0, length - start.length))}`;
}

function longTextSiteHtml(): string {
  const name = unbroken('Brightloop', 90);
  const features = ['Reporting', 'Dashboards', 'Forecasts'].map((feature) => unbroken(feature));
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${name} | ${unbroken('Analytics')}</title>
  <meta name="description" content="${unbroken('Description')}">
  <meta property="og:site_name" content="${name}">
  <meta name="theme-color" content="#0f766e">
</head>
<body>
  <section class="hero"><h1>${unbroken('Headline')}</h1><p>${unbroken('Subheading')}</p><a href="/signup">${unbroken('Start')}</a></section>
  <section id="features"><h2>Features</h2>${features.map((feature) => `<div class="feature-card"><h3>${feature}</h3><p>${feature}</p></div>`).join('')}</section>
  <section class="testimonials"><blockquote>"${unbroken('Testimonial')}" - ${unbroken('Customer', 80)}</blockquote></section>
  <section class="pricing"><h2>Pricing</h2><p>$19 per month</p></section>
  <footer><p>&copy; 2026 ${name}</p></footer>
</body>
</html>`;
}

/** Every string in the kit's content with its dotted path. */
function textLeaves(node: unknown, path: string[] = []): Array<{ path: string; value: string }> {
  if (typeof node === 'string') return [{ path: path.join('.'), value: node }];
  if (Array.isArray(node)) return node.flatMap((item, index) => textLeaves(item, [...path, String(index)]));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => (key === 'kit' && path.length === 0 ? [] : textLeaves(value, [...path, key])));
  }
  return [];
}

/**
 * Replaces every text of the kit a user can edit with one long unbroken word. The server says which
 * paths are computed or fixed; those are left as generated (they hold the site's long words anyway).
 */
async function fillEveryTextField(api: APIRequestContext, kitId: string): Promise<number> {
  const kit = (await (await api.get(`/api/kits/${kitId}`)).json()) as Record<string, unknown>;
  let pending = textLeaves(kit).map(({ path }) => ({
    path,
    // A text overlay holds at most 100 characters.
    value: unbroken(path.replace(/\W/g, ''), /textOverlays/.test(path) ? 100 : 400),
  }));
  let written = 0;
  while (pending.length > 0) {
    const batch = pending.slice(0, 50);
    const response = await api.patch(`/api/kits/${kitId}`, { data: { edits: batch } });
    if (response.ok()) {
      written += batch.length;
      pending = pending.slice(batch.length);
      continue;
    }
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    const refused = batch.find(({ path }) => message.includes(`"${path}"`));
    expect(refused, message).toBeDefined();
    pending = pending.filter((edit) => edit !== refused);
  }
  const renamed = await api.patch(`/api/kits/${kitId}`, { data: { name: unbroken('Kit', 120) } });
  expect(renamed.status()).toBe(200);
  return written;
}

async function keepLongTextKit(page: Page): Promise<{ kitId: string; token: string }> {
  const api = page.request;
  const generated = await api.post('/api/marketing/generate', {
    data: {
      url: siteUrl,
      includeVideo: true,
      customPrompt: unbroken('Prompt', 600),
      targetAudience: unbroken('Audience', 300),
      siteSnips: [{ image: `data:image/png;base64,${solidPng('#0f766e').toString('base64')}`, description: unbroken('Snippet', 300) }],
    },
    timeout: 90_000,
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const { kitId } = (await generated.json()) as { kitId: string };
  expect(await fillEveryTextField(api, kitId)).toBeGreaterThan(50);

  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const plan = await api.post(`/api/kits/${kitId}/plan`, {
    data: { start, days: 7, networks: ['twitter', 'linkedin'], perDay: 1, timezone: 'UTC' },
  });
  expect(plan.status(), await plan.text()).toBeLessThan(300);
  const shared = await api.post(`/api/kits/${kitId}/share`);
  expect(shared.status()).toBeLessThan(300);
  const { token } = (await shared.json()) as { token: string };
  return { kitId, token };
}

/** Opens a screen and waits until it has drawn its data. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1, h2').first()).toBeVisible();
}

async function checkTabs(page: Page, screen: string, tablist: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name: tablist }).getByRole('tab');
  const names = await tabs.allInnerTexts();
  expect(names.length, `${screen} has its tabs`).toBeGreaterThan(0);
  for (const name of names) {
    const tab = page.getByRole('tablist', { name: tablist }).getByRole('tab', { name: name.trim(), exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${screen}, ${name.trim()} tab`);
  }
}

let site: FixtureSite;

test.describe('no screen is wider than its viewport', () => {
  test.beforeAll(async () => {
    site = await servePage(longTextSiteHtml(), host, port);
  });

  test.afterAll(async () => {
    await site.close();
  });

  test('every screen at 375x812 and 1280x800, with a kit holding long unbroken text in every field', async ({ page, browser }) => {
    test.setTimeout(600_000);
    await skipTours(page);
    await subscribeThroughApi(page, uniqueEmail('layout'));
    const { kitId, token } = await keepLongTextKit(page);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const pending = await browser.newContext();
    const pendingPage = await pending.newPage();
    await skipTours(pendingPage);
    const registered = await pendingPage.request.post('/api/auth/register', { data: { firstName: unbroken('Name', 100), email: uniqueEmail('layout-pending'), password } });
    expect(registered.status(), await registered.text()).toBe(201);

    for (const viewport of checkedViewports) {
      for (const each of [page, visitorPage, pendingPage]) await each.setViewportSize({ width: viewport.width, height: viewport.height });

      // Signed out: the landing page, a bookmarked kit that asks to sign in, an unknown page, the shared kit.
      for (const path of ['/', '/kits', `/kits/${kitId}`, '/no-such-page', `/shared/${token}`]) {
        await open(visitorPage, path);
        await expectNoSidewaysScroll(visitorPage, `signed out, ${path}`);
      }
      // Signed up, not yet subscribed.
      await open(pendingPage, '/subscribe');
      await expectNoSidewaysScroll(pendingPage, '/subscribe');

      // A subscriber: every screen of the app.
      for (const path of ['/', '/create', '/video-studio', '/video-preview', '/free-video', '/professional-video', '/music-manager', '/videos', '/kits', `/kits/${kitId}/plan`, `/shared/${token}`, '/pricing', '/admin', '/no-such-page']) {
        await open(page, path);
        await expectNoSidewaysScroll(page, path);
      }
      await open(page, `/kits/${kitId}`);
      await expectNoSidewaysScroll(page, 'the kit');
      await checkTabs(page, 'the kit', 'Generated content');

      // The preview modal: a toast leaves its buttons clear, and Escape still closes it.
      await page.getByRole('tab', { name: 'Social Media', exact: true }).click();
      await page.getByRole('button', { name: /^Preview .+ post$/ }).first().click();
      const preview = page.getByRole('dialog');
      await expect(preview).toBeVisible();
      await preview.getByRole('button', { name: 'Copy content' }).click();
      expect(await buttonsUnderToast(page, preview), `toast over the preview's buttons at ${viewport.name} size`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
    }
    await visitor.close();
    await pending.close();
  });
});

import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The two sizes every screen is checked at: a phone and a laptop. */
export const checkedViewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** How far the page is wider than the viewport, in CSS pixels (0 or less: it fits). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    // Runs in the browser; the project has no DOM types.
    const view = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
    return view.document.documentElement.scrollWidth - view.innerWidth;
  });
}

/** Fails naming the screen and the viewport when the page scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize();
  const size = viewport ? `${viewport.width}x${viewport.height}` : 'unknown size';
  expect(await pageOverflow(page), `${screen} at ${size} is wider than its viewport`).toBeLessThanOrEqual(0);
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The names of the visible buttons in `scope` that the visible toast covers (none when it leaves them clear). */
export async function buttonsUnderToast(page: Page, scope: Locator): Promise<string[]> {
  const toast = page.locator('[role="region"][aria-label^="Notifications"] li');
  await expect(toast).toBeVisible();
  // The toast slides in; measure where it stops.
  await page.waitForTimeout(300);
  const toastBox = await toast.boundingBox();
  if (!toastBox) return [];
  const covered: string[] = [];
  for (const button of await scope.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    if (box && box.width > 0 && overlaps(toastBox, box)) {
      covered.push((await button.getAttribute('aria-label')) ?? (await button.innerText()).trim());
    }
  }
  return covered;
}

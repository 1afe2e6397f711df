import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const password = 'spark-secret-1';

/** Every journey signs up its own user, so journeys never depend on each other's state. */
export function uniqueEmail(journey: string): string {
  return `${journey}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Both tours already seen, for journeys about something else (the tours have their own spec). */
export async function skipTours(page: Page): Promise<void> {
  // Runs in the browser, where this file's other functions do not exist; the project has no DOM types.
  await page.addInitScript(() => {
    const storage = (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage;
    storage.setItem('hasSeenFeatureWalkthrough', 'true');
    storage.setItem('hasSeenTour', 'true');
  });
}

/** The toast list; looked up by CSS because an open modal hides the rest of the page from the accessibility tree. */
export function toasts(page: Page): Locator {
  return page.locator('[role="region"][aria-label^="Notifications"]');
}

export function joinDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Join SiteSpark' });
}

export async function openCreateAccount(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Promoting Content' }).click();
  const dialog = joinDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

export type NewAccount = { firstName: string; email: string; password: string; confirmPassword?: string };

export async function fillCreateAccount(dialog: Locator, account: NewAccount): Promise<void> {
  await dialog.getByLabel('First name').fill(account.firstName);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm password').fill(account.confirmPassword ?? account.password);
}

/** Signs up through the dialog; the page reloads and the route gate sends the new user to /subscribe. */
export async function signUpThroughDialog(page: Page, account: NewAccount): Promise<void> {
  const dialog = await openCreateAccount(page);
  await fillCreateAccount(dialog, account);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/subscribe');
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
}

export async function payWithCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('ZIP code').fill('94107');
  await form.getByRole('button', { name: 'Subscribe for $5/month' }).click();
}

/** Registers through the API with its own cookie jar, leaving the browser signed out. */
export async function registerElsewhere(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/register', { data: { firstName: 'Grace', email, password } });
  expect(response.status()).toBe(201);
}

/**
 * Signs the browser up and pays through the API (the same calls the pages make), for journeys that
 * start inside the app. Waits until auth has applied billing's event.
 */
export async function subscribeThroughApi(page: Page, email: string): Promise<void> {
  const api = page.request;
  expect((await api.post('/api/auth/register', { data: { firstName: 'Linus', email, password } })).status()).toBe(201);
  const session = await api.post('/api/get-or-create-subscription', { data: { plan: 'monthly' } });
  expect(session.status()).toBe(200);
  const { clientSecret } = (await session.json()) as { clientSecret: string };
  const confirm = await api.post('/api/billing/local/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '94107' } },
  });
  expect(confirm.status()).toBe(200);
  await expect
    .poll(async () => ((await (await api.get('/api/auth/user')).json()) as { subscriptionStatus: string }).subscriptionStatus, {
      timeout: 15_000,
    })
    .toBe('active');
}

/** Clicks the button `name` and saves the download it starts to `path`; returns the file name the app suggested. */
export async function downloadFrom(page: Page, name: string, path: string): Promise<string> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const file = await started;
  await file.saveAs(path);
  return file.suggestedFilename();
}

import { expect, test } from '@playwright/test';
import {
  fillCreateAccount,
  joinDialog,
  openCreateAccount,
  password,
  registerElsewhere,
  skipTours,
  subscribeThroughApi,
  toasts,
  uniqueEmail,
} from '../support/journeys.ts';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await skipTours(page);
  });

  test('sign out, then sign in again from the top bar', async ({ page }) => {
    const email = uniqueEmail('return');
    await subscribeThroughApi(page, email);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Start Promoting Content' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign In' }).click();
    const dialog = joinDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveText('L');
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const email = uniqueEmail('wrong');
    await registerElsewhere(request, email);
    await page.goto('/?signin=sign-in');
    const dialog = joinDialog(page);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(toasts(page).getByText('Sign in failed', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('mismatched and short passwords are stopped with their messages', async ({ page }) => {
    const dialog = await openCreateAccount(page);
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registrations.push(request.url());
    });

    await fillCreateAccount(dialog, { firstName: 'Ada', email: uniqueEmail('mismatch'), password, confirmPassword: `${password}x` });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText('Password mismatch', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Passwords do not match.', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Passwords do not match.', { exact: true })).toBeVisible();

    await fillCreateAccount(dialog, { firstName: 'Ada', email: uniqueEmail('short'), password: 'abc12' });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText('Weak password', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Password must be at least 6 characters.', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(registrations).toEqual([]);
  });

  test('/admin stays closed to a subscriber', async ({ page }) => {
    await subscribeThroughApi(page, uniqueEmail('admin'));
    await page.goto('/admin');
    await expect(page.getByText('Access Denied - Admin panel is only available in development mode.')).toBeVisible();
  });
});

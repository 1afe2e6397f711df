import { expect, test } from '@playwright/test';
import { password, payWithCard, signUpThroughDialog, skipTours, testCards, toasts, uniqueEmail } from '../support/journeys.ts';

test.describe('subscribing', () => {
  test.beforeEach(async ({ page }) => {
    await skipTours(page);
  });

  test('sign up, pay with the test card and land in the app with an active subscription', async ({ page }) => {
    await signUpThroughDialog(page, { firstName: 'Ada', email: uniqueEmail('pay'), password });
    await expect(page.getByRole('heading', { name: 'What You Get' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Monthly/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/charged once per successful payment/)).toBeVisible();

    await payWithCard(page, testCards.success);
    await expect(toasts(page).getByText('Subscription Activated!', { exact: true })).toBeVisible();
    await page.waitForURL('**/create', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'SiteSpark' })).toBeVisible();

    const user = (await (await page.request.get('/api/auth/user')).json()) as { subscriptionStatus: string };
    expect(user.subscriptionStatus).toBe('active');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  });

  test('a declined card says so and keeps the user on /subscribe', async ({ page }) => {
    await signUpThroughDialog(page, { firstName: 'Ada', email: uniqueEmail('declined'), password });
    await payWithCard(page, testCards.declined);
    const form = page.getByRole('form', { name: 'Card details' });
    await expect(form.getByRole('alert')).toHaveText('Your card was declined. Please try a different payment method.');
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Subscribe for $5/month' })).toBeEnabled();

    await page.goto('/create');
    await page.waitForURL('**/subscribe');
    const user = (await (await page.request.get('/api/auth/user')).json()) as { subscriptionStatus: string };
    expect(user.subscriptionStatus).not.toBe('active');
  });

  test('choosing the yearly plan changes the price on the button', async ({ page }) => {
    await signUpThroughDialog(page, { firstName: 'Ada', email: uniqueEmail('yearly'), password });
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/get-or-create-subscription')) sessions.push(String(request.postDataJSON()?.plan));
    });
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(page.getByRole('button', { name: 'Subscribe for $50/year' })).toBeVisible();
    expect(sessions).toContain('yearly');
  });
});

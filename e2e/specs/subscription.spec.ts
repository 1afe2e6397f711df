import { expect, test } from '@playwright/test';
import { password, payWithCard, signUpThroughDialog, skipTours, testCards, toasts, uniqueEmail } from '../support/journeys.ts';
import { buttonsUnderToast } from '../support/layout.ts';

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

  test('on a phone the Payment Failed toast leaves the Subscribe button clear, and an empty form flags every field (issue 29, item 6)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpThroughDialog(page, { firstName: 'Ada', email: uniqueEmail('declined-phone'), password });
    const form = page.getByRole('form', { name: 'Card details' });
    const subscribe = form.getByRole('button', { name: 'Subscribe for $5/month' });

    await subscribe.click();
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'ZIP code']) {
      await expect(form.getByLabel(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByLabel('Card number')).toBeFocused();

    // The button at the foot of the screen, where a toast at the bottom would sit.
    await form.getByLabel('Card number').fill(testCards.declined);
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('ZIP code').fill('94107');
    await subscribe.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await subscribe.click();
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await subscribe.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    expect(await buttonsUnderToast(page, form)).toEqual([]);
    await expect(subscribe).toBeEnabled();
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

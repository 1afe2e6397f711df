import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser } from '@sitespark/contracts';
import { createQueryClient } from '../src/api/query-client.ts';
import { Toaster } from '../src/components/ui/Toaster.tsx';
import { SubscribePage } from '../src/routes/subscribe/SubscribePage.tsx';
import { jsonBody, makeUser, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const localConfig = { '/api/billing/config': () => Response.json({ provider: 'local', publishableKey: null }) };

function sessionAnswer(init: RequestInit | undefined) {
  const { plan } = JSON.parse(String(init?.body)) as { plan: string };
  return Response.json({ clientSecret: `pi_local_${plan}_secret_x` });
}

function toastRegion() {
  return document.querySelector('ol') as HTMLElement;
}

const pending = makeUser({ subscriptionStatus: 'incomplete' });

async function fillCard(number: string, postalCode = '12345') {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1230' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: postalCode } });
}

describe('/subscribe', { timeout: 20_000 }, () => {
  it('asks for a payment session for the monthly plan, then a new one on each plan change', async () => {
    const { callsTo } = renderApp('/subscribe', { user: pending }, {
      answers: { ...localConfig, '/api/get-or-create-subscription': sessionAnswer },
    });
    expect(await screen.findByRole('heading', { name: 'What You Get' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Complete Your Subscription' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Subscribe for $5/month' })).toBeTruthy();
    expect(screen.getByText(/charged once per successful payment/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Monthly/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Best Value')).toBeTruthy();
    expect(screen.getByText('Saves 17%')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(await screen.findByRole('button', { name: 'Subscribe for $50/year' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(await screen.findByRole('button', { name: 'Subscribe for $5/month' })).toBeTruthy();

    const plans = callsTo('/api/get-or-create-subscription').map((call) => (jsonBody(call) as { plan: string }).plan);
    expect(plans.filter((plan, index) => plan !== plans[index - 1])).toEqual(['monthly', 'yearly', 'monthly']);
  });

  it('shows a spinner while the client secret loads', async () => {
    renderApp('/subscribe', { user: pending }, {
      answers: { ...localConfig, '/api/get-or-create-subscription': () => new Promise<Response>(() => {}) },
    });
    expect(await screen.findByText('Preparing your secure payment form...')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says it cannot load the form when the answer has no client secret', async () => {
    renderApp('/subscribe', { user: pending }, {
      answers: { ...localConfig, '/api/get-or-create-subscription': () => Response.json({}) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to load payment form. Please try again.');
    expect(within(toastRegion()).getByText('Error')).toBeTruthy();
  });

  it('says it failed to initialize when the subscription call fails', async () => {
    renderApp('/subscribe', { user: pending }, {
      answers: { ...localConfig, '/api/get-or-create-subscription': () => new Response('', { status: 500 }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to initialize subscription. Please try again.');
    expect(within(toastRegion()).getByText('Failed to initialize subscription. Please try again.')).toBeTruthy();
  });

  it('words a declined card with the spec sentence', async () => {
    const { callsTo } = renderApp('/subscribe', { user: pending }, {
      answers: {
        ...localConfig,
        '/api/get-or-create-subscription': sessionAnswer,
        '/api/billing/local/confirm': () =>
          Response.json({ code: 'card_declined', message: 'Your card was declined.' }, { status: 402 }),
      },
    });
    await fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $5/month' }));
    expect(await within(toastRegion()).findByText('Payment Failed')).toBeTruthy();
    const card = screen.getByRole('form', { name: 'Card details' });
    expect(within(card).getByRole('alert').textContent).toBe('Your card was declined. Please try a different payment method.');
    expect(jsonBody(callsTo('/api/billing/local/confirm')[0])).toEqual({
      clientSecret: 'pi_local_monthly_secret_x',
      card: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '12345' },
    });
  });

  it('keeps an expiry that is not MM/YY in the browser', async () => {
    const { callsTo } = renderApp('/subscribe', { user: pending }, {
      answers: { ...localConfig, '/api/get-or-create-subscription': sessionAnswer },
    });
    await fillCard('4242424242424242');
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $5/month' }));
    expect(await screen.findByText('Please enter the expiry date as MM/YY.')).toBeTruthy();
    expect(callsTo('/api/billing/local/confirm')).toHaveLength(0);
  });

  it('submitted empty, flags every empty field inline, focuses the first and asks the provider nothing (issue 29, item 6)', async () => {
    const { callsTo } = renderApp('/subscribe', { user: pending }, {
      answers: { ...localConfig, '/api/get-or-create-subscription': sessionAnswer },
    });
    const number = await screen.findByLabelText('Card number');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe for $5/month' }));
    const wanted: [string, string][] = [
      ['Card number', 'Please enter your card number.'],
      ['Expiry (MM/YY)', 'Please enter the expiry date as MM/YY.'],
      ['CVC', 'Please enter your CVC.'],
      ['ZIP code', 'Please complete your ZIP code.'],
    ];
    for (const [label, message] of wanted) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described, label).toContain(message);
    }
    expect(document.activeElement).toBe(number);
    expect(callsTo('/api/billing/local/confirm')).toHaveLength(0);

    // A field fixed loses its message on the next try; the others keep theirs.
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $5/month' }));
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please complete your CVC.')).toBeTruthy();
    expect(screen.getByText('Please complete your ZIP code.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Expiry (MM/YY)'));
    expect(callsTo('/api/billing/local/confirm')).toHaveLength(0);
  });

  it('after a confirmed payment waits for the account to turn active, then opens /create', async () => {
    let userPolls = 0;
    renderApp('/subscribe', { user: pending }, {
      answers: {
        ...localConfig,
        '/api/get-or-create-subscription': sessionAnswer,
        '/api/billing/local/confirm': () => Response.json({ status: 'succeeded' }),
        '/api/auth/user': () => {
          userPolls += 1;
          const status: AuthUser['subscriptionStatus'] = userPolls >= 3 ? 'active' : 'incomplete';
          return Response.json(makeUser({ subscriptionStatus: status }));
        },
      },
    });
    await fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $5/month' }));
    expect(await within(toastRegion()).findByText('Subscription Activated!')).toBeTruthy();
    expect(within(toastRegion()).getByText('Welcome to SiteSpark! Redirecting you to the app...')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/create'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'SiteSpark' })).toBeTruthy();
    expect(userPolls).toBeGreaterThanOrEqual(3);
  });

  it('signed out: asks to sign in first and points back to sign-in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Toaster>
          <SubscribePage />
        </Toaster>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Please sign in first to complete your subscription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back to Sign In' }).getAttribute('href')).toBe('/');
    expect(within(toastRegion()).getByText('Please Sign In')).toBeTruthy();
    expect(within(toastRegion()).getByText('You need to create an account first to subscribe.')).toBeTruthy();
  });
});

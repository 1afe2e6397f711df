import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeUser, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const periodEnd = '2026-12-22T12:00:00.000Z';
const active = { plan: 'monthly', status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false };

describe('/pricing', { timeout: 20_000 }, () => {
  it('shows the plan and renewal date, and cancels at period end only after confirmation', async () => {
    const { callsTo } = renderApp('/pricing', { user: makeUser() }, {
      answers: {
        '/api/billing/subscription': () => Response.json(active),
        '/api/billing/cancel': () => Response.json({ ...active, cancelAtPeriodEnd: true }),
        '/api/billing/resume': () => Response.json(active),
      },
    });
    expect(await screen.findByRole('heading', { name: 'SiteSpark Monthly' })).toBeTruthy();
    expect(screen.getByText('$5/month')).toBeTruthy();
    expect(screen.getByText('Renews on Dec 22, 2026.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep subscription' }));
    expect(callsTo('/api/billing/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Ends on Dec 22, 2026. You keep access until then.')).toBeTruthy();
    expect(callsTo('/api/billing/cancel')).toHaveLength(1);
    expect(screen.getByText('Ends soon')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Renews on Dec 22, 2026.')).toBeTruthy();
    expect(callsTo('/api/billing/resume')).toHaveLength(1);
  });

  it('offers a retry when the subscription cannot be loaded', async () => {
    let attempts = 0;
    renderApp('/pricing', { user: makeUser() }, {
      answers: {
        '/api/billing/subscription': () => {
          attempts += 1;
          return attempts === 1 ? new Response('', { status: 503 }) : Response.json({ ...active, plan: 'yearly' });
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your subscription.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'SiteSpark Yearly' })).toBeTruthy();
  });
});

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows the real Content Created count beside the fixed stat cards and the four tools', async () => {
    renderApp('/', { user: makeUser() }, { answers: { '/api/content/stats': () => Response.json({ contentCreated: 12, kitsKept: 12, kitsLimit: 500 }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    const terms = await screen.findAllByRole('term');
    const values = Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    await vi.waitFor(() => expect(screen.getByText('12')).toBeTruthy());
    expect(values['Platforms Ready']).toBe('5');
    expect(values['Content Types']).toBe('4');
    for (const tool of ['AI Content Generator', 'AI Video Studio', 'Brand Kit Generator', 'Viral Predictor AI']) {
      expect(screen.getByRole('link', { name: new RegExp(tool) })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Generate Promotional Content' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start Creating Content/ }).getAttribute('href')).toBe('/create');
  });
});

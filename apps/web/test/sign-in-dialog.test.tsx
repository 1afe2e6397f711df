import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonBody, makeUser, renderApp } from './render-app.tsx';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../src/lib/reload-page.ts', () => ({ RELOAD_DELAY_MS: 0, reloadPage }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  reloadPage.mockReset();
});

beforeEach(() => {
  reloadPage.mockReset();
});

const noProvider = { '/api/auth/providers': () => Response.json({ external: null }) };

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Start Promoting Content/ }));
  return screen.findByRole('dialog', { name: 'Join SiteSpark' });
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Fills Ada's registration with these passwords and presses Create Account. */
function register(dialog: HTMLElement, password: string, confirmation: string) {
  fill(dialog, 'First name', 'Ada');
  fill(dialog, 'Email', 'ada@example.com');
  fill(dialog, 'Password', password);
  fill(dialog, 'Confirm password', confirmation);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
}

function toastRegion() {
  return document.querySelector('ol') as HTMLElement;
}

describe('sign-in dialog', { timeout: 20_000 }, () => {
  it('opens from the hero on Create Account, with typed, labelled fields', async () => {
    renderApp('/', { signedOut: true }, { answers: noProvider });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(within(dialog).getByLabelText('First name')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Last name/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(within(dialog).getByLabelText('Confirm password').getAttribute('type')).toBe('password');
  });

  it('opens on the tab the query string names, then clears the query string', async () => {
    renderApp('/?signin=sign-in', { signedOut: true }, { answers: noProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Join SiteSpark' });
    expect(within(dialog).getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).queryByLabelText('Confirm password')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('tells the visitor when an external sign-in came back failed', async () => {
    renderApp('/?signin=sign-in&error=external', { signedOut: true }, { answers: noProvider });
    await screen.findByRole('dialog', { name: 'Join SiteSpark' });
    expect(within(toastRegion()).getByText('Sign in failed')).toBeTruthy();
  });

  it('stops a password mismatch with the spec toast and never calls the server', async () => {
    const { callsTo } = renderApp('/', { signedOut: true }, { answers: noProvider });
    const dialog = await openDialog();
    register(dialog, 'secret12', 'secret13');
    expect(within(toastRegion()).getByText('Password mismatch')).toBeTruthy();
    expect(within(toastRegion()).getByText('Passwords do not match.')).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('/api/auth/register')).toHaveLength(0);
  });

  it('stops a short password with the weak-password toast', async () => {
    const { callsTo } = renderApp('/', { signedOut: true }, { answers: noProvider });
    const dialog = await openDialog();
    register(dialog, 'abc', 'abc');
    expect(within(toastRegion()).getByText('Weak password')).toBeTruthy();
    expect(within(toastRegion()).getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(callsTo('/api/auth/register')).toHaveLength(0);
  });

  it('registers without the confirmation, toasts the welcome and reloads the page', async () => {
    const { callsTo } = renderApp('/', { signedOut: true }, {
      answers: {
        ...noProvider,
        '/api/auth/register': () => Response.json(makeUser({ subscriptionStatus: 'none', lastName: null }), { status: 201 }),
      },
    });
    const dialog = await openDialog();
    register(dialog, 'secret12', 'secret12');
    expect(await within(toastRegion()).findByText('Welcome to SiteSpark!')).toBeTruthy();
    expect(within(toastRegion()).getByText('Account created successfully.')).toBeTruthy();
    expect(jsonBody(callsTo('/api/auth/register')[0])).toEqual({ firstName: 'Ada', email: 'ada@example.com', password: 'secret12' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Join SiteSpark' })).toBeNull();
  });

  it('shows the server message under "Registration failed"', async () => {
    renderApp('/', { signedOut: true }, {
      answers: {
        ...noProvider,
        '/api/auth/register': () =>
          Response.json({ message: 'An account with this email already exists. Please sign in instead.' }, { status: 409 }),
      },
    });
    const dialog = await openDialog();
    register(dialog, 'secret12', 'secret12');
    expect(await within(toastRegion()).findByText('Registration failed')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('An account with this email already exists. Please sign in instead.');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the server message under "Sign in failed" for a wrong password', async () => {
    renderApp('/?signin=sign-in', { signedOut: true }, {
      answers: { ...noProvider, '/api/auth/login': () => Response.json({ message: 'Invalid email or password.' }, { status: 401 }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Join SiteSpark' });
    fill(dialog, 'Email', 'ada@example.com');
    fill(dialog, 'Password', 'wrong-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Sign in failed')).toBeTruthy();
    expect(within(toastRegion()).getByText('Invalid email or password.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid email or password.');
  });

  it('says "Error" and asks to try again when the network fails', async () => {
    renderApp('/?signin=sign-in', { signedOut: true }, {
      answers: {
        ...noProvider,
        '/api/auth/login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Join SiteSpark' });
    fill(dialog, 'Email', 'ada@example.com');
    fill(dialog, 'Password', 'secret12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Error')).toBeTruthy();
    expect(within(toastRegion()).getByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('signs in, toasts the welcome back and reloads', async () => {
    renderApp('/?signin=sign-in', { signedOut: true }, {
      answers: { ...noProvider, '/api/auth/login': () => Response.json(makeUser()) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Join SiteSpark' });
    fill(dialog, 'Email', 'ada@example.com');
    fill(dialog, 'Password', 'secret12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Welcome back!')).toBeTruthy();
    expect(within(toastRegion()).getByText('Successfully signed in.')).toBeTruthy();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('offers the external provider only when one is configured', async () => {
    renderApp('/', { signedOut: true }, {
      answers: { '/api/auth/providers': () => Response.json({ external: { name: 'Replit' } }) },
    });
    let dialog = await openDialog();
    const button = await within(dialog).findByRole('link', { name: 'Continue with Replit' });
    expect(button.getAttribute('href')).toBe('/api/login');
    expect(within(dialog).getByText('Or use Replit account')).toBeTruthy();
    cleanup();

    renderApp('/', { signedOut: true }, { answers: noProvider });
    dialog = await openDialog();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(within(dialog).queryByRole('link', { name: /Continue with/ })).toBeNull();
  });
});

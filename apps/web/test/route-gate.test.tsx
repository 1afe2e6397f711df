import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const landingHeadline = /Turn your website into a month of/;

describe('route gate', () => {
  it('shows Loading... while the auth state loads', () => {
    renderApp('/create', { pending: true });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: landingHeadline })).toBeNull();
  });

  it.each(['/', '/create', '/create-content', '/marketing-generator', '/video-studio', '/free-video', '/professional-video', '/subscribe', '/music-manager'])(
    'shows the landing page to a signed-out visitor at %s',
    async (path) => {
      const { fetchMock } = renderApp(path, { signedOut: true });
      expect(await screen.findByRole('heading', { level: 1, name: landingHeadline })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Start Promoting Content/ })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/auth/login');
      expect(screen.getAllByRole('link', { name: /Get Started/ })[0]?.getAttribute('href')).toBe('/api/login');
      expect(window.location.pathname).toBe(path);
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
    },
  );

  it.each(['/video-preview', '/admin', '/pricing', '/no-such-page'])(
    'shows the not-found page to a signed-out visitor at %s',
    async (path) => {
      renderApp(path, { signedOut: true });
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: landingHeadline })).toBeNull();
    },
  );

  it.each(['/create', '/', '/admin', '/music-manager', '/no-such-page'])(
    'sends a signed-in user without an active subscription from %s to /subscribe',
    async (path) => {
      renderApp(path, { user: makeUser({ subscriptionStatus: 'incomplete' }) });
      expect(await screen.findByRole('heading', { name: 'Subscribe to SiteSpark' })).toBeTruthy();
      expect(window.location.pathname).toBe('/subscribe');
    },
  );

  it('admits an active subscriber to the generator and highlights Create Content', async () => {
    renderApp('/create', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'SiteSpark' })).toBeTruthy();
    expect(window.location.pathname).toBe('/create');
    expect(screen.getByRole('link', { name: /Create Content/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open user menu' }).textContent).toBe('A');
  });

  it.each([
    ['/', 'Welcome back!'],
    ['/marketing-generator', 'SiteSpark'],
    ['/video-studio', 'Video Studio'],
    ['/video-preview', 'Video Preview'],
    ['/free-video', 'Free Video Studio'],
    ['/professional-video', 'Professional Video Studio'],
    ['/music-manager', 'Music Manager'],
    ['/pricing', 'Subscription'],
  ])('shows an active subscriber at %s the screen headed %s', async (path, heading) => {
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(window.location.pathname).toBe(path);
  });

  it('does not highlight Create Content away from the generator', async () => {
    renderApp('/video-studio', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Video Studio' });
    expect(screen.getByRole('link', { name: /Create Content/ }).getAttribute('aria-current')).toBeNull();
  });

  it('blocks /admin for an active subscriber', async () => {
    renderApp('/admin', { user: makeUser() });
    expect(await screen.findByText('Access Denied - Admin panel is only available in development mode.')).toBeTruthy();
  });

  it('shows the not-found page to an active subscriber on an unknown path', async () => {
    renderApp('/nothing/here', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('treats a failed auth request as signed out', async () => {
    const { authCalls } = renderApp('/create', { failWith: 502 });
    expect(await screen.findByRole('heading', { level: 1, name: landingHeadline })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(authCalls()).toBe(1);
  });

  it.each(['/kits', '/kits/5b2e8c1d-7f3a-4e6b-9c0d-000000000001', '/kits/5b2e8c1d-7f3a-4e6b-9c0d-000000000001/plan?plan=p1', '/videos'])(
    'asks a signed-out visitor at %s to sign in, on that page, instead of answering 404',
    async (path) => {
      renderApp(path, { signedOut: true });
      expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
      expect(window.location.pathname + window.location.search).toBe(path);
      expect(window.sessionStorage.getItem('sitespark.returnAfterSignIn')).toBe(path);
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      const dialog = await screen.findByRole('dialog', { name: 'Join SiteSpark' });
      // Signing in reloads this page, so the user stays where the bookmark led.
      expect(within(dialog).getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    },
  );

  it('brings a user who signed in from / (the provider or the top bar) back to the page that asked, once', async () => {
    window.sessionStorage.setItem('sitespark.returnAfterSignIn', '/kits');
    renderApp('/', { user: makeUser() }, { answers: { '/api/kits?limit=20': () => Response.json({ items: [], nextCursor: null }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your kits' })).toBeTruthy();
    expect(window.location.pathname).toBe('/kits');
    expect(window.sessionStorage.getItem('sitespark.returnAfterSignIn')).toBeNull();
    cleanup();
    renderApp('/', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('never leads back to another site or an API address', async () => {
    for (const path of ['//evil.example/kits', '/api/logout']) {
      window.sessionStorage.setItem('sitespark.returnAfterSignIn', path);
      renderApp('/', { user: makeUser() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
      await waitFor(() => expect(window.sessionStorage.getItem('sitespark.returnAfterSignIn')).toBeNull());
      expect(window.location.pathname).toBe('/');
      cleanup();
    }
  });
});

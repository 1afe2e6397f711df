import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { makeUser, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard (issue 29, item 9)', () => {
  it('links to Your kits, Your videos, the studios and the music manager, not only from menus', async () => {
    renderApp('/', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Your work and studios' });
    const links = within(section).getAllByRole('link').map((link) => [link.querySelector('.font-semibold')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Your kits', '/kits'],
      ['Your videos', '/videos'],
      ['Free Video Studio', '/free-video'],
      ['Professional Video Studio', '/professional-video'],
      ['Music Manager', '/music-manager'],
    ]);
  });
});

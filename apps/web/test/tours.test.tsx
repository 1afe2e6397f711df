import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeUser, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stats = { '/api/content/stats': () => Response.json({ contentCreated: 0 }) };

function next(dialog: HTMLElement, times: number) {
  for (let index = 0; index < times; index += 1) fireEvent.click(within(dialog).getByRole('button', { name: /^Next/ }));
}

describe('guided tours', { timeout: 20_000 }, () => {
  it('shows the six-step walkthrough first, then the five-step element tour, then nothing again', async () => {
    renderApp('/', { user: makeUser() }, { answers: stats, toursSeen: false });
    const walkthrough = await screen.findByRole('dialog', { name: 'Welcome to SiteSpark!' });
    expect(within(walkthrough).getByText('Step 1 of 6')).toBeTruthy();
    expect(within(walkthrough).queryByRole('button', { name: /Back/ })).toBeNull();

    next(walkthrough, 1);
    expect(within(walkthrough).getByRole('heading', { name: 'AI Content Generator' })).toBeTruthy();
    fireEvent.click(within(walkthrough).getByRole('button', { name: /Back/ }));
    expect(within(walkthrough).getByText('Step 1 of 6')).toBeTruthy();

    next(walkthrough, 5);
    for (const title of ['Welcome to SiteSpark!', 'AI Content Generator', 'AI Video Studio', 'Brand Kit Generator', 'Viral Predictor AI']) {
      expect(within(walkthrough).queryByRole('heading', { name: title })).toBeNull();
    }
    expect(within(walkthrough).getByText('Step 6 of 6')).toBeTruthy();
    fireEvent.click(within(walkthrough).getByRole('button', { name: 'Get Started' }));
    expect(window.localStorage.getItem('hasSeenFeatureWalkthrough')).toBe('true');
    expect(window.localStorage.getItem('hasSeenTour')).toBeNull();

    const tour = await screen.findByRole('dialog');
    expect(within(tour).getByText('Step 1 of 5')).toBeTruthy();
    next(tour, 1);
    expect(within(tour).getByRole('button', { name: /Previous/ })).toBeTruthy();
    next(tour, 3);
    expect(within(tour).getByRole('heading', { name: 'Your account' })).toBeTruthy();
    fireEvent.click(within(tour).getByRole('button', { name: 'Get Started!' }));
    expect(window.localStorage.getItem('hasSeenTour')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
  });

  it('shows neither tour once both were seen', async () => {
    renderApp('/', { user: makeUser() }, { answers: stats });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skipping the walkthrough sets its flag, and Escape closes the element tour and sets its flag', async () => {
    renderApp('/', { user: makeUser() }, { answers: stats, toursSeen: false });
    const walkthrough = await screen.findByRole('dialog', { name: 'Welcome to SiteSpark!' });
    fireEvent.click(within(walkthrough).getByRole('button', { name: 'Skip Tour' }));
    expect(window.localStorage.getItem('hasSeenFeatureWalkthrough')).toBe('true');

    const tour = await screen.findByRole('dialog');
    expect(within(tour).getByText('Step 1 of 5')).toBeTruthy();
    fireEvent.keyDown(tour, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('hasSeenTour')).toBe('true');
  });

  it('puts focus on the Next button when a tour opens', async () => {
    renderApp('/', { user: makeUser() }, { answers: stats, toursSeen: false });
    const walkthrough = await screen.findByRole('dialog', { name: 'Welcome to SiteSpark!' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(within(walkthrough).getByRole('button', { name: /^Next/ }));
  });

  it('replays the element tour from the help button', async () => {
    renderApp('/', { user: makeUser() }, { answers: stats });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    const tour = await screen.findByRole('dialog');
    expect(within(tour).getByText('Step 1 of 5')).toBeTruthy();
    fireEvent.click(within(tour).getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('tours kept per account (issue 29, item 12)', { timeout: 20_000 }, () => {
  const markUrl = '/api/auth/user/tours-seen';

  it('shows neither tour on a new browser when the account has seen both', async () => {
    renderApp('/', { user: makeUser({ toursSeen: ['walkthrough', 'elementTour'] }) }, { answers: stats, toursSeen: false });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the account when a tour is skipped, and shows the next one the account has not seen', async () => {
    const marked: unknown[] = [];
    const { callsTo } = renderApp('/', { user: makeUser({ toursSeen: [] }) }, {
      answers: {
        ...stats,
        [markUrl]: (init) => {
          marked.push(JSON.parse(String(init?.body)));
          return Response.json(makeUser({ toursSeen: ['walkthrough'] }));
        },
      },
      toursSeen: false,
    });
    const walkthrough = await screen.findByRole('dialog', { name: 'Welcome to SiteSpark!' });
    fireEvent.click(within(walkthrough).getByRole('button', { name: 'Skip Tour' }));
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    await vi.waitFor(() => expect(marked).toEqual([{ tour: 'walkthrough' }]));
    expect(callsTo(markUrl)[0]?.[1]?.method).toBe('POST');
  });

  it("teaches the account the tours this browser's flags say were seen", async () => {
    const marked: unknown[] = [];
    renderApp('/', { user: makeUser({ toursSeen: ['walkthrough'] }) }, {
      answers: {
        ...stats,
        [markUrl]: (init) => {
          marked.push(JSON.parse(String(init?.body)));
          return Response.json(makeUser({ toursSeen: ['walkthrough', 'elementTour'] }));
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    await vi.waitFor(() => expect(marked).toEqual([{ tour: 'elementTour' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

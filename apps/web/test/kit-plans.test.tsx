import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Kit, PostingPlan, PostingPlanSummary } from '@sitespark/contracts';
import { fixtureKitId, makeResult } from './generator-fixtures.ts';
import { makeUser, renderApp } from './render-app.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = { user: makeUser() };
const older = '7c1d2e3f-4a5b-4c6d-8e7f-000000000001';
const latest = '7c1d2e3f-4a5b-4c6d-8e7f-000000000002';

function keptKit(): Kit {
  const { kitId: _kitId, ...result } = makeResult({ video: false });
  return {
    ...result,
    kit: {
      id: fixtureKitId,
      name: 'Brightloop launch',
      url: 'https://brightloop.example/',
      siteName: 'Brightloop',
      type: 'SaaS',
      language: 'en',
      createdAt: '2026-11-24T12:00:00.000Z',
      thumbnail: null,
      updatedAt: '2026-11-24T12:00:00.000Z',
      revision: 0,
      request: { url: 'https://brightloop.example/', customPrompt: '', targetAudience: '', includeVideo: false, siteSnips: [] },
      share: null,
      canRegenerate: true,
    },
  };
}

function summary(id: string, start: string, created: string): PostingPlanSummary {
  return { id, kitId: fixtureKitId, start, days: 7, networks: ['twitter', 'linkedin'], posts: 14, timezone: 'Europe/Berlin', createdAt: created, updatedAt: created };
}

const plans = [summary(latest, '2026-12-06', '2026-11-28T10:00:00.000Z'), summary(older, '2026-12-01', '2026-11-25T10:00:00.000Z')];

function sundayPlan(): PostingPlan {
  // 6 December 2026 is a Sunday.
  return {
    id: latest,
    kitId: fixtureKitId,
    siteName: 'Brightloop',
    start: '2026-12-06',
    days: 7,
    networks: ['twitter'],
    perDay: 1,
    timezone: 'Europe/Berlin',
    posts: [],
    notices: [],
    postizConfigured: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
  };
}

describe("a kit's posting plans (issue 29, item 2)", { timeout: 20_000 }, () => {
  it('are listed on the kit page, newest first, and "Plan posts" opens the latest', async () => {
    renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: () => Response.json(keptKit()),
        [`/api/kits/${fixtureKitId}/plans`]: () => Response.json({ items: plans }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Posting plans' });
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sun, Dec 6 to Sat, Dec 12', `/kits/${fixtureKitId}/plan?plan=${latest}`],
      ['Tue, Dec 1 to Mon, Dec 7', `/kits/${fixtureKitId}/plan?plan=${older}`],
    ]);
    expect((await screen.findByRole('link', { name: 'Plan posts' })).getAttribute('href')).toBe(`/kits/${fixtureKitId}/plan?plan=${latest}`);
  });

  it('are offered on the plan page, and a plan starting on a Sunday opens on a week of its own seven days', async () => {
    renderApp(`/kits/${fixtureKitId}/plan?plan=${latest}`, user, {
      answers: {
        [`/api/plans/${latest}`]: () => Response.json(sundayPlan()),
        [`/api/kits/${fixtureKitId}/plans`]: () => Response.json({ items: plans }),
      },
    });
    const calendar = await screen.findByRole('region', { name: 'Posting calendar' });
    expect(within(calendar).queryAllByRole('group', { name: 'Outside the plan' })).toHaveLength(0);
    expect(within(calendar).getAllByRole('group').filter((cell) => /December/.test(cell.getAttribute('aria-label') ?? '')).map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Sunday, December 6',
      'Monday, December 7',
      'Tuesday, December 8',
      'Wednesday, December 9',
      'Thursday, December 10',
      'Friday, December 11',
      'Saturday, December 12',
    ]);
    const list = screen.getByRole('list', { name: 'Posting plans' });
    expect(within(list).getAllByRole('link')[0]!.getAttribute('aria-current')).toBe('page');
  });
});

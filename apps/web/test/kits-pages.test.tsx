import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Kit, KitSummary } from '@sitespark/contracts';
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

function summary(n: number): KitSummary {
  return {
    id: `5b2e8c1d-7f3a-4e6b-9c0d-${String(n).padStart(12, '0')}`,
    name: `Kit ${n}`,
    url: `https://site-${n}.example/`,
    siteName: `Site ${n}`,
    type: 'SaaS',
    language: 'en',
    createdAt: new Date(Date.UTC(2026, 10, 24, 12, n)).toISOString(),
    thumbnail: null,
  };
}

function keptKit(overrides: Partial<Kit['kit']> = {}): Kit {
  const { kitId: _kitId, ...result } = makeResult({ video: false });
  return {
    ...result,
    kit: {
      ...summary(1),
      id: fixtureKitId,
      name: 'Brightloop launch',
      updatedAt: new Date().toISOString(),
      revision: 0,
      request: { url: 'https://brightloop.example/', customPrompt: '', targetAudience: '', includeVideo: false, siteSnips: [] },
      share: null,
      canRegenerate: true,
      ...overrides,
    },
  };
}

describe('Your kits', { timeout: 20_000 }, () => {
  it('lists kits newest first, loads more with the cursor, and searches', async () => {
    const { callsTo } = renderApp('/kits', user, {
      answers: {
        '/api/kits?limit=20': () => Response.json({ items: [summary(3), summary(2)], nextCursor: 'next-page' }),
        '/api/kits?limit=20&cursor=next-page': () => Response.json({ items: [summary(1)], nextCursor: null }),
        '/api/kits?limit=20&q=kit+2': () => Response.json({ items: [summary(2)], nextCursor: null }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Kits' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/kits/${summary(3).id}`, `/kits/${summary(2).id}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your kits' }), { target: { value: 'kit 2' } });
    await waitFor(() => expect(callsTo('/api/kits?limit=20&q=kit+2')).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Kits' })).getAllByRole('link')).toHaveLength(1));
  });

  it('says when there are no kits yet, and when they could not be loaded', async () => {
    renderApp('/kits', user, { answers: { '/api/kits?limit=20': () => Response.json({ items: [], nextCursor: null }) } });
    expect(await screen.findByText('No kits yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first kit' }).getAttribute('href')).toBe('/create');
    cleanup();
    renderApp('/kits', user, { answers: { '/api/kits?limit=20': () => Response.json({ message: 'The content service is unavailable.' }, { status: 503 }) } });
    expect(await screen.findByText('Your kits could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The content service is unavailable.')).toBeTruthy();
  });

  it('edits a text in place, undoes it, and deletes the kit only after confirming', async () => {
    let kit = keptKit();
    const patches: unknown[] = [];
    const original = kit.websiteCopy.hero;
    const { fetchMock } = renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: (init) => {
          if (init?.method === 'PATCH') {
            const body = JSON.parse(String(init.body)) as { edits: Array<{ path: string; value: string }> };
            patches.push(body);
            kit = { ...kit, websiteCopy: { ...kit.websiteCopy, hero: body.edits[0]!.value }, kit: { ...kit.kit, revision: kit.kit.revision + 1 } };
            return Response.json(kit);
          }
          if (init?.method === 'DELETE') return new Response(null, { status: 204 });
          return Response.json(kit);
        },
        '/api/kits?limit=20': () => Response.json({ items: [], nextCursor: null }),
        [`/api/kits/${fixtureKitId}/revisions`]: () =>
          Response.json({
            items: [{ revision: 1, kind: 'regenerate', instruction: 'shorter', createdAt: new Date().toISOString(), changes: [{ path: 'websiteCopy.hero', oldValue: 'Long hero', newValue: 'Hero' }] }],
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brightloop launch' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(history).findByText(/^1\. Regenerated \(shorter\)/)).toBeTruthy();
    expect(within(history).getByText('websiteCopy.hero')).toBeTruthy();
    fireEvent.keyDown(history, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull());
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Website' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hero headline' }));
    const box = screen.getByRole('textbox', { name: 'Edit hero headline' });
    fireEvent.change(box, { target: { value: 'Reports your clients read' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getByText('Reports your clients read')).toBeTruthy());
    expect(patches).toEqual([{ edits: [{ path: 'websiteCopy.hero', value: 'Reports your clients read' }] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Undo hero headline' }));
    await waitFor(() => expect(screen.getByText(original)).toBeTruthy());
    expect(patches.at(-1)).toEqual({ edits: [{ path: 'websiteCopy.hero', value: original }] });
    expect(screen.queryByRole('button', { name: 'Undo hero headline' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Brightloop launch”?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete kit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/kits'));
    expect(fetchMock.mock.calls.some(([input, init]) => String(input) === `/api/kits/${fixtureKitId}` && init?.method === 'DELETE')).toBe(true);
  });

  it('regenerates a kept kit with the campaign the owner edits, as a new kit from the same page and snippets', async () => {
    const kit = keptKit({
      request: { url: 'https://brightloop.example/', customPrompt: 'Promote the spring webinar until May 3. No emoji.', targetAudience: 'Agency owners', includeVideo: false, siteSnips: [{ description: 'Home', imageUrl: '/api/media/snippets/u/1.png' }] },
    });
    const created = '7c3f9d2e-8a4b-4f7c-8d1e-2b3c4d5e6f70';
    const bodies: unknown[] = [];
    renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: () => Response.json(kit),
        [`/api/kits/${created}`]: () => Response.json({ ...kit, kit: { ...kit.kit, id: created, name: 'Brightloop summer' } }),
        '/api/marketing/generate': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return Response.json({ ...makeResult({ video: false }), kitId: created });
        },
      },
    });
    expect(await screen.findByText('Campaign: the spring webinar for agency owners until May 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit campaign' }));
    const form = screen.getByRole('form', { name: 'Edit the campaign' });
    expect((within(form).getByLabelText('For whom') as HTMLInputElement).value).toBe('Agency owners');
    fireEvent.change(within(form).getByLabelText('Until'), { target: { value: 'until June 30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Regenerate with this campaign' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/kits/${created}`));
    expect(bodies).toEqual([
      {
        url: 'https://brightloop.example/',
        customPrompt: 'Promote the spring webinar until May 3. No emoji.',
        targetAudience: 'Agency owners',
        includeVideo: false,
        siteSnips: [{ image: '/api/media/snippets/u/1.png', description: 'Home' }],
        writeWithoutPage: false,
        campaign: { what: 'the spring webinar', byWhen: 'until June 30', price: null, points: ['free onboarding'], tone: 'friendly', language: 'en' },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brightloop summer' })).toBeTruthy();
  });

  it('shows a shared kit to a signed-out visitor without editing, and says when the link is revoked', async () => {
    const { kit: info, ...content } = keptKit();
    const token = 's'.repeat(43);
    renderApp(`/shared/${token}`, { signedOut: true }, {
      answers: { [`/api/shared/${token}`]: () => Response.json({ ...content, kit: { name: info.name, url: info.url, siteName: info.siteName, type: info.type, language: info.language, createdAt: info.createdAt, updatedAt: info.updatedAt } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brightloop launch' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Social Media' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate New' })).toBeNull();
    expect(screen.getByText('Campaign: the spring webinar for agency owners until May 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit campaign' })).toBeNull();
    cleanup();
    renderApp(`/shared/${token}`, { signedOut: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared kit not found' })).toBeTruthy();
  });

  it("leaves the owner's diagnostics out of the shared view: how the kit was built, its writer and the instructions followed (issue 29, item 13)", async () => {
    const { kit: info, ...content } = keptKit();
    const token = 't'.repeat(43);
    renderApp(`/shared/${token}`, { signedOut: true }, {
      answers: { [`/api/shared/${token}`]: () => Response.json({ ...content, kit: { name: info.name, url: info.url, siteName: info.siteName, type: info.type, language: info.language, createdAt: info.createdAt, updatedAt: info.updatedAt } }) },
    });
    expect(await screen.findByRole('tab', { name: 'Social Media' })).toBeTruthy();
    expect(screen.getByText('Campaign: the spring webinar for agency owners until May 3')).toBeTruthy();
    expect(screen.queryByText(content.grounding.summary)).toBeNull();
    expect(screen.queryByText(/^Written in /)).toBeNull();
    expect(screen.queryByText(/^Followed: /)).toBeNull();
    expect(screen.queryByRole('note', { name: 'Instructions not followed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Written by the built-in writer' })).toBeNull();
    expect(document.body.textContent).not.toContain(content.builtFrom);
  });

  it('lists Your kits in the user menu', async () => {
    renderApp('/', user, { answers: { '/api/content/stats': () => Response.json({ contentCreated: 3, kitsKept: 3, kitsLimit: 500 }) } });
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Open user menu' }), { button: 0, pointerType: 'mouse' });
    const item = await screen.findByRole('menuitem', { name: 'Your kits' });
    expect(item.getAttribute('href')).toBe('/kits');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KitVideo } from '@sitespark/contracts';
import { fixtureKitId, keptKit, musicTracks } from './generator-fixtures.ts';
import { jsonBody, makeUser, renderApp } from './render-app.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The slideshow player plays its music through Audio, which jsdom does not implement.
  vi.stubGlobal(
    'Audio',
    class {
      src = '';
      play = () => Promise.resolve();
      pause = () => {};
      removeAttribute = () => {};
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = { user: makeUser() };

const renderedVideo: KitVideo = {
  id: '0f8b6c2e-3a41-4d7e-9b5a-6c1d2e3f4a5b',
  url: '/api/media/videos/u/brightloop.mp4',
  thumbnailUrl: '/api/media/thumbnails/u/brightloop.jpg',
  duration: 36,
  createdAt: new Date(Date.UTC(2026, 10, 24, 12, 0)).toISOString(),
};

describe('videos of a kept kit', { timeout: 20_000 }, () => {
  it('lists the videos rendered from the kit with a link to Your videos, and says deleting the kit keeps them', async () => {
    renderApp(`/kits/${fixtureKitId}`, user, {
      answers: { [`/api/kits/${fixtureKitId}`]: () => Response.json(keptKit([renderedVideo])), '/api/music': () => Response.json({ tracks: musicTracks }) },
    });
    const region = await screen.findByRole('region', { name: 'Videos of this kit' });
    expect(within(region).getByRole('link', { name: 'Your videos' }).getAttribute('href')).toBe('/videos');
    const list = within(region).getByRole('list', { name: 'Videos of this kit' });
    const player = within(list).getByLabelText('Video 1 of this kit');
    expect(player.getAttribute('src')).toBe(renderedVideo.url);
    expect(player.getAttribute('poster')).toBe(renderedVideo.thumbnailUrl);
    expect(within(list).getByText(/^0:36 · /)).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Brightloop launch”?' });
    expect(within(confirm).getByText(/Its videos are not deleted: they stay in Your videos\./)).toBeTruthy();
  });

  it("sends the kit's id with its slideshow export, so the MP4 is linked to the kit", async () => {
    vi.stubGlobal('alert', vi.fn());
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: () => Response.json(keptKit([])),
        '/api/music': () => Response.json({ tracks: musicTracks }),
        '/api/export-video': () => Response.json({ success: true, videoUrl: '/api/media/videos/u/v.mp4' }),
      },
    });
    const region = await screen.findByRole('region', { name: 'Videos of this kit' });
    expect(within(region).getByText(/No videos yet/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Export to MP4' }));
    await waitFor(() => expect(callsTo('/api/export-video')).toHaveLength(1));
    expect(jsonBody(callsTo('/api/export-video')[0])).toMatchObject({ kitId: fixtureKitId });
    // The kit is read again, so the new video shows once content has linked it.
    await waitFor(() => expect(callsTo(`/api/kits/${fixtureKitId}`).length).toBeGreaterThan(1));
  });
});

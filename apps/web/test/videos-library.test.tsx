import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MusicTrack, Video } from '@sitespark/contracts';
import { musicTrackLabel } from '../src/routes/video-studio/shared/track-label.ts';
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

describe('music track labels', () => {
  it('says the genre and mood once, even when a built-in name already has them in brackets', () => {
    expect(musicTrackLabel({ name: 'Steady Progress (Corporate, synthesized)', genre: 'Corporate', mood: 'Professional' })).toBe('Steady Progress (Corporate, Professional)');
    expect(musicTrackLabel({ name: 'My Song (v2)', genre: 'Pop', mood: 'Upbeat' })).toBe('My Song (v2) (Pop, Upbeat)');
    expect(musicTrackLabel({ name: 'Launch Theme', genre: 'Pop', mood: 'Calm' })).toBe('Launch Theme (Pop, Calm)');
  });
});

describe('renaming and deleting own music', { timeout: 20_000 }, () => {
  it('renames an own track inline with the keyboard and deletes it after confirming; built-in tracks offer neither', async () => {
    const own: MusicTrack = { id: '0f0e0d0c-1111-4222-8333-444455556666', name: 'My Upload', url: '/api/media/music/u/0f0e0d0c-1111-4222-8333-444455556666.mp3', genre: 'Pop', mood: 'Upbeat', trackId: 'my-upload', own: true };
    const builtin: MusicTrack = { id: 'b1', name: 'Steady Progress', url: '/api/media/library/builtin/c.mp3', genre: 'Corporate', mood: 'Professional', trackId: 'steady', own: false };
    let tracks = [builtin, own];
    const patches: unknown[] = [];
    renderApp('/music-manager', user, {
      answers: {
        '/api/music': () => Response.json({ tracks }),
        '/api/music/0f0e0d0c-1111-4222-8333-444455556666': async (init) => {
          if (init?.method === 'PATCH') {
            const body = JSON.parse(String(init.body)) as { name: string };
            patches.push(body);
            tracks = tracks.map((t) => (t.id === '0f0e0d0c-1111-4222-8333-444455556666' ? { ...t, name: body.name } : t));
            return Response.json(tracks.find((t) => t.id === '0f0e0d0c-1111-4222-8333-444455556666'));
          }
          tracks = tracks.filter((t) => t.id !== '0f0e0d0c-1111-4222-8333-444455556666');
          return Response.json({ id: '0f0e0d0c-1111-4222-8333-444455556666' });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Music tracks' });
    expect(within(list).queryByRole('button', { name: /Rename Steady Progress/ })).toBeNull();
    expect(within(list).queryByRole('button', { name: /Delete Steady Progress/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Rename My Upload' }));
    const input = screen.getByRole('textbox', { name: 'New name for My Upload' });
    fireEvent.change(input, { target: { value: 'Old name' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(patches).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rename My Upload' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New name for My Upload' }), { target: { value: '  Launch Theme ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'New name for My Upload' }), { key: 'Enter' });
    await screen.findByText('Launch Theme');
    expect(patches).toEqual([{ name: 'Launch Theme' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Launch Theme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/will be deleted for good/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete track' }));
    await waitFor(() => expect(screen.queryByText('Launch Theme')).toBeNull());
  });
});

function doneVideo(): Video {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'professional-video',
    studio: 'Professional Video Studio',
    title: 'Acme Rockets',
    status: 'succeeded',
    progress: 100,
    stage: 'Done',
    error: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: '2026-11-24T10:01:00.000Z',
    thumbnailUrl: '/api/media/thumbnails/u/t.jpg',
    duration: 45,
    size: 3_500_000,
    videoUrl: '/api/media/videos/u/v.mp4',
    downloadUrl: '/api/media/videos/u/v.mp4?download=Acme.mp4',
  };
}

describe('/videos', { timeout: 20_000 }, () => {
  const done: Video = {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'professional-video',
    studio: 'Professional Video Studio',
    title: 'Acme Rockets',
    status: 'succeeded',
    progress: 100,
    stage: 'Done',
    error: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: '2026-11-24T10:01:00.000Z',
    thumbnailUrl: '/api/media/thumbnails/u/t.jpg',
    duration: 45,
    size: 3_500_000,
    videoUrl: '/api/media/videos/u/v.mp4',
    downloadUrl: '/api/media/videos/u/v.mp4?download=Acme.mp4',
  };

  it('shows each video with its status, thumbnail, duration, size and download, and deletes one after confirming', async () => {
    let videos = [done];
    const deletes: string[] = [];
    renderApp('/videos', user, {
      answers: {
        '/api/videos': () => Response.json({ videos, nextCursor: null }),
        [`/api/videos/${done.id}`]: (init) => {
          deletes.push(String(init?.method));
          videos = [];
          return Response.json({ id: done.id, deletedObjects: 4 });
        },
      },
    });
    const row = await screen.findByText('Acme Rockets');
    const item = row.closest('li')!;
    expect(within(item).getByText('Ready')).toBeTruthy();
    expect(within(item).getByText(/Professional Video Studio · 0:45 · 3\.3 MB/)).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Thumbnail of Acme Rockets' }).getAttribute('src')).toBe(done.thumbnailUrl);
    expect(within(item).getByRole('link', { name: 'Download Acme Rockets' }).getAttribute('href')).toBe(done.downloadUrl);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete Acme Rockets' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete video' }));
    await screen.findByText('No videos yet.');
    expect(deletes).toEqual(['DELETE']);
  });

  it('says so when the list cannot be loaded', async () => {
    renderApp('/videos', user, { answers: { '/api/videos': () => Response.json({ message: 'Database unavailable' }, { status: 503 }) } });
    expect(await screen.findByText('Your videos could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
  });
});

describe('usage and announcements', { timeout: 20_000 }, () => {
  it('shows kits kept, renders today and storage used against their limits on the dashboard', async () => {
    renderApp('/', user, {
      answers: {
        '/api/content/stats': () => Response.json({ contentCreated: 3, kitsKept: 3, kitsLimit: 500 }),
        '/api/videos/usage': () => Response.json({ rendersToday: 2, rendersPerDayLimit: 20, resetsAt: '2026-11-25T00:00:00.000Z', videoBytes: 1_048_576 }),
        '/api/storage': () => Response.json({ usedBytes: 2_097_152, limitBytes: 2 * 1024 ** 3, musicBytes: 524_288, videoBytes: 1_048_576, contentBytes: 524_288 }),
      },
    });
    expect(await screen.findByText('3 of 500')).toBeTruthy();
    expect(await screen.findByText('2 of 20')).toBeTruthy();
    expect(await screen.findByText('2.0 MB of 2.00 GB')).toBeTruthy();
    expect(screen.getByText('Music 512 KB · videos 1.0 MB · kit images 512 KB')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Renders today' }).getAttribute('aria-valuenow')).toBe('10');
  });

  it('announces a render that finished while the user was elsewhere, with a link to Your videos', async () => {
    const running = { ...doneVideo(), status: 'running' as const, progress: 40, stage: 'Rendering video', finishedAt: null, size: null, videoUrl: null, downloadUrl: null };
    let unfinished = [running];
    renderApp('/music-manager', user, {
      answers: {
        '/api/music': () => Response.json({ tracks: [] }),
        '/api/videos?status=unfinished': () => {
          const answer = Response.json({ videos: unfinished, nextCursor: null });
          unfinished = [];
          return answer;
        },
        [`/api/videos/${running.id}`]: () => Response.json(doneVideo()),
      },
    });
    expect(await screen.findByText('Your video is ready', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText('Acme Rockets (Professional Video Studio) has finished rendering.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View in Your videos' }).getAttribute('href')).toBe('/videos');
  });
});

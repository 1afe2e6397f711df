import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MusicTrack } from '@sitespark/contracts';
import { makeUser, renderApp } from './render-app.tsx';
import { libraryTracks } from './video-fixtures.ts';

let played: string[] = [];

beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.getAttribute('src') ?? '');
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = { user: makeUser() };
const mp3 = (name: string) => new File([new Uint8Array([0x49, 0x44, 0x33])], name, { type: 'audio/mpeg' });
const mp4 = (name: string) => new File([new Uint8Array([0, 0, 0, 0x18])], name, { type: 'video/mp4' });

function uploadedTrack(form: FormData, id: string): MusicTrack {
  return {
    id,
    name: String(form.get('trackName')),
    url: `/api/media/music/u/${id}.mp3`,
    genre: String(form.get('genre') ?? 'Background') as MusicTrack['genre'],
    mood: String(form.get('mood') ?? 'Professional') as MusicTrack['mood'],
    trackId: String(form.get('trackId')),
  };
}

describe('/music-manager', { timeout: 20_000 }, () => {
  it('lists the tracks and plays one at a time with Preview and Stop', async () => {
    renderApp('/music-manager', user, { answers: { '/api/music': () => Response.json({ tracks: libraryTracks }) } });
    const list = await screen.findByRole('list', { name: 'Music tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Corporate')).toBeTruthy();
    expect(within(list).getByText('Modern')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Content Generator' }).getAttribute('href')).toBe('/create');

    const stopFirst = screen.getByRole('button', { name: 'Stop Boardroom Sunrise' }) as HTMLButtonElement;
    expect(stopFirst.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Preview Boardroom Sunrise' }));
    expect(stopFirst.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Preview Neon Circuit' }));
    expect(stopFirst.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Preview Neon Circuit' }).getAttribute('aria-pressed')).toBe('true');
    expect(played).toEqual([libraryTracks[0]?.url, libraryTracks[1]?.url]);
    expect(screen.getAllByRole('button', { name: /^Preview/ }).filter((button) => button.getAttribute('aria-pressed') === 'true')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Stop Neon Circuit' }));
    expect(screen.getByRole('button', { name: 'Preview Neon Circuit' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('only logs a failed library fetch and shows an empty library', async () => {
    renderApp('/music-manager', user, { answers: { '/api/music': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) } });
    expect(await screen.findByText('The music library could not be loaded.')).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
    expect(document.querySelector('[role="region"] li')).toBeNull();
  });

  it('says why the built-in library is empty when the server tells it', async () => {
    const notice = 'The built-in music library is unavailable on this server: ffmpeg is not installed.';
    renderApp('/music-manager', user, { answers: { '/api/music': () => Response.json({ tracks: [], notice }) } });
    const shown = await screen.findByText(notice);
    expect(shown.getAttribute('role')).toBe('status');
  });

  it('uploads any number of MP3s one after another with names from their files, then refreshes the list', async () => {
    const library: MusicTrack[] = [...libraryTracks];
    const order: string[] = [];
    const { callsTo } = renderApp('/music-manager', user, {
      answers: {
        '/api/music': () => Response.json({ tracks: library }),
        '/api/upload-music-file': async (init) => {
          const form = init?.body as FormData;
          order.push(String(form.get('trackId')));
          if (form.get('trackId') === 'broken') return Response.json({ message: 'Only MP3 files can be uploaded.' }, { status: 415 });
          const track = uploadedTrack(form, `own-${order.length}`);
          library.push(track);
          return Response.json(track, { status: 201 });
        },
      },
    });
    await screen.findByRole('list', { name: 'Music tracks' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload MP3s' }));
    const files = ['Morning_Run.mp3', 'broken.mp3', 'a.mp3', 'b.mp3', 'c.mp3', 'd.mp3', 'e.mp3'].map(mp3);
    fireEvent.change(screen.getByLabelText('Choose MP3 files'), { target: { files } });

    const uploads = screen.getByRole('list', { name: 'MP3 uploads' });
    const rows = within(uploads).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    const first = rows[0] as HTMLElement;
    expect((within(first).getByLabelText('Track name') as HTMLInputElement).value).toBe('Morning Run');
    expect((within(first).getByLabelText('Track ID') as HTMLInputElement).value).toBe('morning-run');
    expect((within(first).getByLabelText('Genre') as HTMLSelectElement).value).toBe('Background');
    expect((within(first).getByLabelText('Mood') as HTMLSelectElement).value).toBe('Professional');
    fireEvent.change(within(first).getByLabelText('Genre'), { target: { value: 'Pop' } });

    fireEvent.click(screen.getByRole('button', { name: 'Upload 7 Files' }));
    await waitFor(() => expect(within(uploads).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '0', '100', '100', '100', '100', '100']));
    expect(order).toEqual(['morning-run', 'broken', 'a', 'b', 'c', 'd', 'e']);
    expect(within(rows[1] as HTMLElement).getByRole('alert').textContent).toBe('Only MP3 files can be uploaded.');
    const firstForm = callsTo('/api/upload-music-file')[0]?.[1]?.body as FormData;
    expect(Object.fromEntries(['trackId', 'trackName', 'genre', 'mood'].map((key) => [key, firstForm.get(key)]))).toEqual({
      trackId: 'morning-run',
      trackName: 'Morning Run',
      genre: 'Pop',
      mood: 'Professional',
    });
    expect((firstForm.get('music') as File).name).toBe('Morning_Run.mp3');

    const list = screen.getByRole('list', { name: 'Music tracks' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    expect(within(list).getByText('Morning Run')).toBeTruthy();
    expect(callsTo('/api/music').length).toBeGreaterThan(1);
  });

  it('converts at most five videos into the five fixed track names and shows why one failed', async () => {
    let failNext = true;
    renderApp('/music-manager', user, {
      answers: {
        '/api/music': () => Response.json({ tracks: libraryTracks }),
        '/api/extract-audio': async (init) => {
          const form = init?.body as FormData;
          if (failNext) {
            failNext = false;
            return Response.json({ message: 'This video has no audio track to extract.' }, { status: 400 });
          }
          return Response.json(uploadedTrack(form, String(form.get('trackId'))), { status: 201 });
        },
      },
    });
    await screen.findByRole('list', { name: 'Music tracks' });
    fireEvent.click(screen.getByRole('button', { name: 'Convert Videos' }));
    fireEvent.change(screen.getByLabelText('Choose video files'), { target: { files: ['1.mp4', '2.mp4', '3.mp4', '4.mp4', '5.mp4', '6.mp4'].map(mp4) } });

    expect(screen.getByText('The converter takes at most 5 videos at a time: 1 not added.')).toBeTruthy();
    const conversions = screen.getByRole('list', { name: 'Video conversions' });
    const rows = within(conversions).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Corporate Theme'),
      expect.stringContaining('Upbeat Energy'),
      expect.stringContaining('Ambient Flow'),
      expect.stringContaining('Tech Pulse'),
      expect.stringContaining('Minimal Focus'),
    ]);
    expect((screen.getByLabelText('Choose video files') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Convert 5 Videos' }));
    await waitFor(() => expect(within(conversions).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['0', '100', '100', '100', '100']));
    expect(within(rows[0] as HTMLElement).getByRole('alert').textContent).toBe('This video has no audio track to extract.');
  });
});

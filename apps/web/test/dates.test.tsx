import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Kit, Video } from '@sitespark/contracts';
import { formatDate, formatDateTime, formatDay, formatTime, formatUtcTime } from '../src/lib/format-date.ts';
import { fixtureKitId, keptKit } from './generator-fixtures.ts';
import { makeUser, renderApp } from './render-app.tsx';

const zoneBefore = process.env.TZ;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  process.env.TZ = 'UTC';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const user = { user: makeUser() };
const madeAt = '2026-11-29T04:01:16.000Z';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one date format', { timeout: 20_000 }, () => {
  it('formats dates, times and days one way, in the viewer’s time zone', () => {
    expect(formatDateTime(madeAt)).toBe('Nov 29, 2026, 4:01 AM');
    expect(formatDate(madeAt)).toBe('Nov 29, 2026');
    expect(formatTime(madeAt)).toBe('4:01 AM');
    expect(formatDay('2026-11-29')).toBe('Sun, Nov 29');
    process.env.TZ = 'America/New_York';
    expect(formatDateTime(madeAt)).toBe('Nov 28, 2026, 11:01 PM');
    expect(formatUtcTime('2026-11-25T00:00:00.000Z')).toBe('12:00 AM UTC');
  });

  it('leaves no screen formatting a date on its own (toLocale…String, its own Intl.DateTimeFormat)', () => {
    const root = resolve(import.meta.dirname, '../src');
    // The plan calendar reads a time zone's wall-clock parts with Intl; it shows nothing with them.
    const allowed = [join('lib', 'format-date.ts'), join('routes', 'plans', 'plan-calendar.ts')];
    const offenders = sourceFiles(root)
      .filter((file) => !allowed.some((path) => file.endsWith(path)))
      .filter((file) => /\.toLocale(?:Date|Time)String\(|new Date\([^)]*\)\.toLocaleString\(|new Intl\.DateTimeFormat\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('shows a kit’s dates (made, revisions, its videos), Your kits and Your videos in that format', async () => {
    const kit: Kit = keptKit([{ id: '22222222-2222-4222-8222-222222222222', url: '/api/media/videos/u/k.mp4', thumbnailUrl: null, duration: 30, createdAt: madeAt }]);
    kit.kit.createdAt = madeAt;
    renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: () => Response.json(kit),
        [`/api/kits/${fixtureKitId}/revisions`]: () =>
          Response.json({ items: [{ revision: 1, kind: 'regenerate', instruction: 'shorter', createdAt: madeAt, changes: [] }] }),
      },
    });
    expect(await screen.findByText(`Made Nov 29, 2026, 4:01 AM from ${kit.kit.url}`)).toBeTruthy();
    expect(screen.getAllByText(/30 s · Nov 29, 2026, 4:01 AM|0:30 · Nov 29, 2026, 4:01 AM/).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(history).findByText('1. Regenerated (shorter) · Nov 29, 2026, 4:01 AM')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
    cleanup();

    const video: Video = {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'professional-video',
      studio: 'Professional Video Studio',
      title: 'Acme Rockets',
      status: 'succeeded',
      progress: 100,
      stage: 'Done',
      error: null,
      createdAt: madeAt,
      finishedAt: madeAt,
      thumbnailUrl: null,
      duration: 45,
      size: 3_500_000,
      videoUrl: '/api/media/videos/u/v.mp4',
      downloadUrl: '/api/media/videos/u/v.mp4?download=Acme.mp4',
    };
    renderApp('/videos', user, { answers: { '/api/videos': () => Response.json({ videos: [video], nextCursor: null }) } });
    expect(await screen.findByText(/Nov 29, 2026, 4:01 AM/)).toBeTruthy();
    cleanup();

    const { kit: info } = kit;
    renderApp('/kits', user, { answers: { '/api/kits?limit=20': () => Response.json({ items: [{ id: info.id, name: info.name, url: info.url, siteName: info.siteName, type: info.type, language: info.language, createdAt: madeAt, thumbnail: null }], nextCursor: null }) } });
    expect(await screen.findByText('SaaS · English · Nov 29, 2026, 4:01 AM')).toBeTruthy();
  });
});

describe('the daily render limit says its day is a UTC day', { timeout: 20_000 }, () => {
  const answers = {
    '/api/content/stats': () => Response.json({ contentCreated: 3, kitsKept: 3, kitsLimit: 500 }),
    '/api/videos/usage': () => Response.json({ rendersToday: 2, rendersPerDayLimit: 20, resetsAt: '2026-11-25T00:00:00.000Z', videoBytes: 0 }),
    '/api/storage': () => Response.json({ usedBytes: 0, limitBytes: 2 * 1024 ** 3, musicBytes: 0, videoBytes: 0, contentBytes: 0 }),
  };

  it('says UTC and the viewer’s own time of that midnight', async () => {
    process.env.TZ = 'America/New_York';
    renderApp('/', user, { answers });
    expect(await screen.findByText('Starts again at 12:00 AM UTC (7:00 PM your time)')).toBeTruthy();
  });

  it('says UTC alone to a viewer whose time is UTC', async () => {
    renderApp('/', user, { answers });
    expect(await screen.findByText('Starts again at 12:00 AM UTC')).toBeTruthy();
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderJobSchemas, type RenderJobKind } from '@sitespark/contracts';
import { AppError, type ObjectInfo } from '@sitespark/service-kit';
import { deleteVideo } from '../src/domain/delete-video.ts';
import { getVideoUsage } from '../src/domain/get-video-usage.ts';
import { listVideos } from '../src/domain/list-videos.ts';
import { reserveRender } from '../src/domain/reserve-render.ts';
import { toVideo } from '../src/domain/to-video.ts';
import type { RenderJobStatus } from '../src/persistence/entities.ts';
import type { RenderUsageRepository } from '../src/persistence/render-usage-repository.ts';
import type { LibraryJob, VideoLibraryRepository } from '../src/persistence/video-library-repository.ts';

function inMemoryLibrary(jobs: LibraryJob[]): VideoLibraryRepository & { jobs: LibraryJob[]; latestScreenshots: Map<string, string[]>; announced: string[] } {
  const latestScreenshots = new Map<string, string[]>();
  const newestFirst = (userId: string) => jobs.filter((job) => job.userId === userId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const library = {
    jobs,
    latestScreenshots,
    async listByUser(userId: string, page: { limit: number; after?: string; statuses?: readonly RenderJobStatus[] }) {
      let own = newestFirst(userId);
      if (page.after) {
        const index = own.findIndex((job) => job.id === page.after);
        if (index < 0) return null;
        own = own.slice(index + 1);
      }
      return own.filter((job) => !page.statuses || page.statuses.includes(job.status)).slice(0, page.limit);
    },
    async findOwned(userId: string, id: string) {
      return jobs.find((job) => job.id === id && job.userId === userId) ?? null;
    },
    async recordSizes(id: string, sizes: { videoBytes: number; storedBytes: number }) {
      Object.assign(jobs.find((job) => job.id === id)!, sizes);
    },
    async listUnmeasured(userId: string) {
      return jobs.filter((job) => job.userId === userId && job.status === 'succeeded' && job.storedBytes === null);
    },
    async storedBytesOf(userId: string) {
      return jobs.filter((job) => job.userId === userId).reduce((sum, job) => sum + (job.storedBytes ?? 0), 0);
    },
    async keysUsedByOtherJobs(userId: string, exceptJobId: string, keys: readonly string[]) {
      const others = jobs.filter((job) => job.userId === userId && job.id !== exceptJobId).map((job) => JSON.stringify([job.input, job.result]));
      return new Set(keys.filter((key) => others.some((text) => text.includes(key))));
    },
    announced: [] as string[],
    async announceStorage(userId: string) {
      library.announced.push(userId);
    },
    async announceKitVideo() {},
    async deleteFinished(userId: string, id: string, keys: readonly string[]) {
      const index = jobs.findIndex((job) => job.id === id && job.userId === userId);
      if (index < 0) return 'missing' as const;
      if (jobs[index]!.status === 'queued' || jobs[index]!.status === 'running') return 'unfinished' as const;
      jobs.splice(index, 1);
      if (latestScreenshots.get(userId)?.some((key) => keys.includes(key))) latestScreenshots.delete(userId);
      return 'deleted' as const;
    },
  };
  return library;
}

function inMemoryStore(objects: Record<string, number>) {
  const sizes = new Map(Object.entries(objects));
  return {
    sizes,
    async stat(key: string): Promise<ObjectInfo | null> {
      const size = sizes.get(key);
      return size === undefined ? null : ({ key, size, contentType: 'application/octet-stream' } as unknown as ObjectInfo);
    },
    async delete(key: string) {
      sizes.delete(key);
    },
  };
}

let clock = Date.parse('2026-11-24T10:00:00Z');
function job(userId: string, kind: RenderJobKind, status: RenderJobStatus, result: Record<string, unknown> | null, input: Record<string, unknown> = {}): LibraryJob {
  clock += 1000;
  return {
    id: randomUUID(),
    userId,
    kind,
    status,
    percent: status === 'succeeded' ? 100 : 40,
    stage: status === 'succeeded' ? 'Done' : 'Rendering video',
    attempts: 1,
    input: { inputKeys: [], ...input },
    result,
    error: status === 'failed' ? 'The website took too long to load.' : null,
    errorStatus: status === 'failed' ? 422 : null,
    createdAt: new Date(clock),
    updatedAt: new Date(clock),
    startedAt: new Date(clock),
    finishedAt: status === 'succeeded' || status === 'failed' ? new Date(clock + 500) : null,
    videoBytes: null,
    storedBytes: null,
  } as unknown as LibraryJob;
}

describe('the video library use cases', () => {
  const user = randomUUID();

  it('names every kind of render after the studio that starts it', () => {
    for (const kind of Object.keys(renderJobSchemas) as RenderJobKind[]) {
      const video = toVideo(job(user, kind, 'running', null));
      expect(video.studio.length).toBeGreaterThan(3);
      expect(video).toMatchObject({ kind, status: 'running', progress: 40, downloadUrl: null, videoUrl: null, size: null });
    }
  });

  it("names a render that Video Studio's auto mode asked for Video Studio, though it runs as a free video", () => {
    expect(toVideo(job(user, 'free-video', 'running', null, { url: 'https://acme.example/', studio: 'video-studio' })).studio).toBe('Video Studio');
    expect(toVideo(job(user, 'free-video', 'running', null, { url: 'https://acme.example/', studio: 'free-video' })).studio).toBe('Free Video Studio');
    // Renders kept before the field existed stay the free studio's.
    expect(toVideo(job(user, 'free-video', 'running', null, { url: 'https://acme.example/' })).studio).toBe('Free Video Studio');
  });

  it('lists newest first in pages, measuring each finished video once', async () => {
    const key = `videos/${user}/a.mp4`;
    const library = inMemoryLibrary([
      job(user, 'convert-to-video', 'succeeded', { success: true, videoUrl: `/api/media/${key}?download=Acme.mp4` }, { websiteUrl: 'https://www.acme.example/' }),
      job(user, 'free-video', 'failed', null, { url: 'https://acme.example/' }),
      job(randomUUID(), 'free-video', 'running', null),
    ]);
    const store = inMemoryStore({ [key]: 1234 });
    const first = await listVideos({ library, store }, { userId: user, query: { limit: 1 } });
    expect(first.videos.map((video) => [video.kind, video.title, video.error])).toEqual([['free-video', 'acme.example', 'The website took too long to load.']]);
    const second = await listVideos({ library, store }, { userId: user, query: { limit: 1, cursor: first.nextCursor! } });
    expect(second).toEqual({ videos: [expect.objectContaining({ kind: 'convert-to-video', title: 'Acme', size: 1234, downloadUrl: `/api/media/${key}?download=Acme.mp4` })], nextCursor: null });
    store.sizes.set(key, 9999);
    const again = await listVideos({ library, store }, { userId: user, query: { limit: 5, status: 'succeeded' } });
    expect(again.videos.map((video) => video.size)).toEqual([1234]);
    await expect(listVideos({ library, store }, { userId: user, query: { limit: 1, cursor: randomUUID() } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('deletes only what the video alone uses, never library music or another job\'s objects, and refuses an unfinished one', async () => {
    const own = { video: `videos/${user}/v.mp4`, thumb: `thumbnails/${user}/t.jpg`, shared: `screenshots/${user}/s.png` };
    const libraryMusic = 'library/builtin/corporate.mp3';
    const userMusic = `music/${user}/m.mp3`;
    const target = job(user, 'free-video', 'succeeded', {
      videoUrl: `/api/media/${own.video}`,
      thumbnailUrl: `/api/media/${own.thumb}`,
      htmlTemplate: `<img src="/api/media/${own.shared}"><audio src="/api/media/${libraryMusic}">`,
      musicSelection: { url: `/api/media/${userMusic}` },
    });
    const sibling = job(user, 'convert-to-video', 'succeeded', { success: true, videoUrl: `/api/media/videos/${user}/other.mp4` }, { htmlKey: `render-inputs/${user}/x.html`, note: `/api/media/${own.shared}` });
    const running = job(user, 'professional-video', 'running', null);
    const library = inMemoryLibrary([target, sibling, running]);
    const store = inMemoryStore({ [own.video]: 10, [own.thumb]: 5, [own.shared]: 7, [libraryMusic]: 100, [userMusic]: 50 });

    await expect(deleteVideo({ library, store }, { userId: randomUUID(), id: target.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteVideo({ library, store }, { userId: user, id: running.id })).rejects.toEqual(new AppError('CONFLICT', 'This video is still rendering. You can delete it once it has finished.'));
    expect(await deleteVideo({ library, store }, { userId: user, id: target.id })).toEqual({ id: target.id, deletedObjects: 2 });
    expect([...store.sizes.keys()].sort()).toEqual([libraryMusic, userMusic, own.shared].sort());
    expect(library.jobs.map((j) => j.id)).toEqual([sibling.id, running.id]);
  });

  it('counts renders against the daily limit and gives back a reservation', async () => {
    const counts = new Map<string, number>();
    const usage: RenderUsageRepository = {
      async rendersOn(userId, day) {
        return counts.get(`${userId}:${day}`) ?? 0;
      },
      async reserve(userId, day, limit) {
        const count = counts.get(`${userId}:${day}`) ?? 0;
        if (count >= limit) return false;
        counts.set(`${userId}:${day}`, count + 1);
        return true;
      },
      async release(userId, day) {
        counts.set(`${userId}:${day}`, Math.max(0, (counts.get(`${userId}:${day}`) ?? 0) - 1));
      },
    };
    const now = () => new Date('2026-11-24T23:59:00Z');
    const quota = { usage, rendersPerDay: 2, now };
    await reserveRender(quota, { userId: user });
    const second = await reserveRender(quota, { userId: user });
    await expect(reserveRender(quota, { userId: user })).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429, message: expect.stringContaining('2 videos a day') });
    await second.release();
    await reserveRender(quota, { userId: user });
    // A new UTC day starts from zero.
    await reserveRender({ ...quota, now: () => new Date('2026-11-25T00:00:01Z') }, { userId: user });

    const library = inMemoryLibrary([]);
    expect(await getVideoUsage({ usage, library, store: inMemoryStore({}), rendersPerDay: 2, now }, { userId: user })).toEqual({
      rendersToday: 2,
      rendersPerDayLimit: 2,
      resetsAt: '2026-11-25T00:00:00.000Z',
      videoBytes: 0,
    });
  });
});

describe('renders per user per minute (issue 29, F6)', () => {
  it('refuses a burst past the per-minute limit with 429 and the wait, without counting it against the day', async () => {
    const counted: string[] = [];
    const usage = {
      reserve: async (userId: string) => (counted.push(userId), true),
      release: async () => undefined,
    };
    const hits = new Map<string, number>();
    const perMinute = { hit: async (key: string) => (hits.set(key, (hits.get(key) ?? 0) + 1), (hits.get(key) ?? 0) > 2 ? 42 : 0) };
    const quota = { usage, rendersPerDay: 100, perMinute };
    const user = randomUUID();
    await reserveRender(quota, { userId: user });
    await reserveRender(quota, { userId: user });
    await expect(reserveRender(quota, { userId: user })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Too many videos started in a minute. Please wait 42 seconds and try again.',
      details: { retryAfterSeconds: 42 },
    });
    expect(counted).toEqual([user, user]);
    await reserveRender(quota, { userId: randomUUID() });
  });
});

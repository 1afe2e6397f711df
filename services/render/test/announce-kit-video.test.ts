import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RenderKitVideoRenderedV1 } from '@sitespark/contracts';
import { announceKitVideo } from '../src/domain/announce-kit-video.ts';
import type { LibraryJob } from '../src/persistence/video-library-repository.ts';

const userId = randomUUID();
const videoKey = `videos/${userId}/slideshow.mp4`;
const thumbnailKey = `thumbnails/${userId}/slideshow.jpg`;

function job(overrides: Partial<LibraryJob> = {}): LibraryJob {
  const now = new Date();
  return {
    id: randomUUID(),
    userId,
    kind: 'export-video',
    status: 'succeeded',
    percent: 100,
    stage: 'Done',
    attempts: 1,
    input: { imageKeys: ['render-inputs/x/1.png'], textOverlays: [], musicKey: null, websiteAnalysis: { name: 'Acme', description: '', type: '', features: [] }, inputKeys: [] },
    result: { success: true, videoUrl: `/api/media/${videoKey}?download=Acme%20slideshow.mp4`, thumbnailUrl: `/api/media/${thumbnailKey}` },
    error: null,
    errorStatus: null,
    kitId: randomUUID(),
    createdAt: now,
    updatedAt: now,
    startedAt: now,
    finishedAt: now,
    videoBytes: null,
    storedBytes: null,
    ...overrides,
  } as LibraryJob;
}

function setup(jobs: LibraryJob[]) {
  const announced: RenderKitVideoRenderedV1[] = [];
  const probed: string[] = [];
  const sizes: Record<string, number> = { [videoKey]: 5000, [thumbnailKey]: 300 };
  const deps = {
    library: {
      findOwned: async (owner: string, id: string) => jobs.find((candidate) => candidate.id === id && candidate.userId === owner) ?? null,
      recordSizes: async () => {},
      announceKitVideo: async (video: RenderKitVideoRenderedV1) => {
        announced.push(video);
      },
    },
    store: { stat: async (key: string) => (key in sizes ? { key, size: sizes[key]!, contentType: 'video/mp4', lastModified: new Date(), metadata: {} } : null) },
    probeDuration: async (key: string) => {
      probed.push(key);
      return 11.996;
    },
  };
  return { deps, announced, probed };
}

describe('announceKitVideo', () => {
  it("announces a kit's finished export with its MP4, thumbnail, measured size and probed length", async () => {
    const exported = job();
    const { deps, announced, probed } = setup([exported]);
    expect(await announceKitVideo(deps, { userId, jobId: exported.id })).toBe(true);
    expect(announced).toEqual([{ jobId: exported.id, userId, kitId: exported.kitId, videoKey, thumbnailKey, duration: 12, bytes: 5000 }]);
    expect(probed).toEqual([videoKey]);
  });

  it('announces nothing for a render without a kit, a failed one, one deleted since or one whose MP4 is gone', async () => {
    const noKit = job({ kitId: null });
    const failed = job({ status: 'failed', result: null, error: 'Export failed' });
    const gone = job({ result: { success: true, videoUrl: `/api/media/videos/${userId}/gone.mp4` } });
    const { deps, announced } = setup([noKit, failed, gone]);
    for (const candidate of [noKit, failed, gone]) expect(await announceKitVideo(deps, { userId, jobId: candidate.id })).toBe(false);
    expect(await announceKitVideo(deps, { userId: randomUUID(), jobId: noKit.id })).toBe(false);
    expect(announced).toEqual([]);
  });
});

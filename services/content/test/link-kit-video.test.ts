import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RenderKitVideoRenderedV1 } from '@sitespark/contracts';
import { linkKitVideo } from '../src/domain/link-kit-video.ts';
import type { KitVideoLink } from '../src/persistence/kit-video-repository.ts';

function setup(stored: string[]) {
  const links: Array<Omit<KitVideoLink, 'createdAt'>> = [];
  const deps = {
    kitVideos: {
      link: async (video: Omit<KitVideoLink, 'createdAt'>) => {
        if (links.some((link) => link.jobId === video.jobId)) return false;
        links.push(video);
        return true;
      },
    },
    store: { stat: async (key: string) => (stored.includes(key) ? { key, size: 10, contentType: 'video/mp4', lastModified: new Date(), metadata: {} } : null) },
  };
  return { deps, links };
}

const userId = randomUUID();
const announced = (overrides: Partial<RenderKitVideoRenderedV1> = {}): RenderKitVideoRenderedV1 => ({
  jobId: randomUUID(),
  userId,
  kitId: randomUUID(),
  videoKey: `videos/${userId}/a.mp4`,
  thumbnailKey: `thumbnails/${userId}/a.jpg`,
  duration: 12,
  bytes: 2048,
  ...overrides,
});

describe('linkKitVideo', () => {
  it('links a stored MP4 of the user once, however often it is announced', async () => {
    const { deps, links } = setup([`videos/${userId}/a.mp4`]);
    const video = announced();
    expect(await linkKitVideo(deps, video)).toBe(true);
    expect(await linkKitVideo(deps, video)).toBe(false);
    expect(links).toEqual([{ ...video }]);
  });

  it("links nothing for another user's object, a shared area or an MP4 already deleted", async () => {
    const other = randomUUID();
    const { deps, links } = setup([`videos/${other}/b.mp4`, 'library/builtin/track.mp3']);
    expect(await linkKitVideo(deps, announced({ videoKey: `videos/${other}/b.mp4` }))).toBe(false);
    expect(await linkKitVideo(deps, announced({ videoKey: 'library/builtin/track.mp3' }))).toBe(false);
    expect(await linkKitVideo(deps, announced())).toBe(false);
    expect(links).toEqual([]);
  });

  it("drops a thumbnail that is not the user's own", async () => {
    const { deps, links } = setup([`videos/${userId}/a.mp4`]);
    expect(await linkKitVideo(deps, announced({ thumbnailKey: `thumbnails/${randomUUID()}/x.jpg` }))).toBe(true);
    expect(links[0]?.thumbnailKey).toBeNull();
  });
});

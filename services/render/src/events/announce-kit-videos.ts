import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEventData, renderJobFinishedV1 } from '@sitespark/contracts';
import type { Bus, Logger, ObjectStore, Subscription } from '@sitespark/service-kit';
import { announceKitVideo, type AnnounceKitVideoDeps } from '../domain/announce-kit-video.ts';
import { probeMedia } from '../engine/index.ts';

export interface AnnounceKitVideosDeps {
  bus: Bus;
  library: AnnounceKitVideoDeps['library'];
  store: Pick<ObjectStore, 'stat' | 'get'>;
  logger: Logger;
  flushOutbox: () => Promise<unknown>;
}

/** The length of a stored MP4, read by ffprobe from a temporary copy (the store may be S3). */
function storedVideoDuration(store: Pick<ObjectStore, 'get'>) {
  return async (videoKey: string): Promise<number> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitespark-kit-video-'));
    try {
      const file = path.join(dir, 'video.mp4');
      await writeFile(file, await store.get(videoKey));
      return (await probeMedia(file)).durationSec;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Each succeeded render that was started from a kit is announced to content (through the outbox)
 * as render.kitvideo.rendered.v1, so the kit lists it and its zip export holds it.
 */
export function announceKitVideos(deps: AnnounceKitVideosDeps): Promise<Subscription> {
  const probeDuration = storedVideoDuration(deps.store);
  return deps.bus.subscribe({
    subject: renderJobFinishedV1.subject,
    durable: 'render-kit-videos',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(renderJobFinishedV1, message.data);
      if (event.status !== 'succeeded') return;
      const announced = await announceKitVideo({ library: deps.library, store: deps.store, probeDuration }, { userId: event.userId, jobId: event.jobId });
      if (!announced) return;
      deps.flushOutbox().catch((error: unknown) => deps.logger.warn({ err: error, jobId: event.jobId }, 'kit video recorded; content hears of it once the bus answers'));
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'a video rendered from a kit could not be announced'),
  });
}

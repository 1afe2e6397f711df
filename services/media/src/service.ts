import multipart from '@fastify/multipart';
import { createMediaTools, createScheduler, createService, mediaToolsDetail, startOutboxRelay, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createFfmpeg } from './adapters/ffmpeg.ts';
import type { MediaConfig } from './config.ts';
import { libraryCompositions } from './domain/library/compositions.ts';
import { createMusicLibrarySynthesis, scheduleMusicLibrarySynthesis } from './jobs/music-library-synthesis.ts';
import { announceStorageUsage } from './domain/announce-storage-usage.ts';
import { subscribeToContentStorage } from './events/content-storage-changed.ts';
import { subscribeToVideoStorage } from './events/render-storage-changed.ts';
import { createContentStorageRepository } from './persistence/content-storage-repository.ts';
import { createMusicTrackRepository } from './persistence/music-track-repository.ts';
import { createVideoStorageRepository } from './persistence/video-storage-repository.ts';
import { registerMediaObjectRoutes } from './routes/media-objects.ts';
import { registerMusicRoutes } from './routes/music.ts';

export async function buildService(deps: ServiceDeps<MediaConfig>): Promise<BuiltService> {
  const { config, dataSource, store, logger } = deps;
  const tools = createMediaTools({ ffmpegPath: config.FFMPEG_PATH, ffprobePath: config.FFPROBE_PATH });
  deps.readiness.push({
    name: 'media-tools',
    required: false,
    check: async () => tools.has('ffmpeg', 'ffprobe'),
    detail: () => mediaToolsDetail(tools.missing()),
  });
  const app = await createService({
    name: 'media',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    readiness: deps.readiness,
  });
  // Limits are set per route from the contracts when a request's parts are read.
  await app.register(multipart, { throwFileSizeLimit: true });
  const ffmpeg = createFfmpeg({ ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH });
  const tracks = createMusicTrackRepository(dataSource);
  const synthesis = config.MUSIC_LIBRARY_SYNTHESIS
    ? createMusicLibrarySynthesis({ tracks, store, ffmpeg, logger, tools }, libraryCompositions)
    : undefined;
  const videos = createVideoStorageRepository(dataSource);
  const contentStorage = createContentStorageRepository(dataSource);
  const storageLimit = { tracks, videos, content: contentStorage, storageLimitBytes: config.STORAGE_LIMIT_BYTES };
  // The user's new total goes out on the outbox (media.storage.usage.v1) whenever a part of it changed.
  const relay = startOutboxRelay({ dataSource, bus: deps.bus, logger });
  const flushOutbox = () => void relay.flush().catch((error: unknown) => logger.warn({ err: error }, 'storage usage recorded; content hears of it once the bus answers'));
  const storageChanged = async (userId: string) => {
    await announceStorageUsage({ ...storageLimit, announcements: contentStorage }, { userId });
    flushOutbox();
  };
  const videoStorage = await subscribeToVideoStorage(deps.bus, videos, logger, storageChanged);
  const contentStorageEvents = await subscribeToContentStorage({ ...storageLimit, announcements: contentStorage, bus: deps.bus, storage: contentStorage, logger, flushOutbox });
  registerMusicRoutes(app, {
    tracks,
    store,
    ffmpeg,
    storageLimit,
    onStorageChanged: storageChanged,
    ...(synthesis ? { libraryNotice: synthesis.notice } : {}),
  });
  registerMediaObjectRoutes(app, { store });

  const storageBackground = [
    { name: 'video storage', close: () => videoStorage.drain() },
    { name: 'content storage', close: () => contentStorageEvents.drain() },
    { name: 'outbox relay', close: () => relay.stop() },
  ];
  if (!synthesis) return { app, background: storageBackground };
  // The library fills in behind the running service (GET /api/music lists whatever exists so far),
  // now and, while it is incomplete (ffmpeg not yet installed), on the scheduler's ticks.
  const stop = new AbortController();
  const library = synthesis.run(stop.signal);
  const scheduler = createScheduler({ dataSource, logger });
  scheduleMusicLibrarySynthesis(scheduler, synthesis, config.MUSIC_LIBRARY_CHECK_INTERVAL_MS);
  await scheduler.start();
  return {
    app,
    // The start-up pass stops first: a tick that found it running waits for it.
    background: [
      {
        name: 'music library synthesis',
        close: async () => {
          stop.abort();
          await library;
        },
      },
      { name: 'scheduler', close: () => scheduler.close() },
      ...storageBackground,
    ],
  };
}

import multipart from '@fastify/multipart';
import { createService, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createFfmpeg } from './adapters/ffmpeg.ts';
import type { MediaConfig } from './config.ts';
import { ensureMusicLibrary } from './domain/ensure-music-library.ts';
import { libraryCompositions } from './domain/library/compositions.ts';
import { createMusicTrackRepository } from './persistence/music-track-repository.ts';
import { registerMediaObjectRoutes } from './routes/media-objects.ts';
import { registerMusicRoutes } from './routes/music.ts';

export async function buildService(deps: ServiceDeps<MediaConfig>): Promise<BuiltService> {
  const { config, dataSource, store, logger } = deps;
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
  registerMusicRoutes(app, { tracks, store, ffmpeg });
  registerMediaObjectRoutes(app, { store });

  if (!config.MUSIC_LIBRARY_SYNTHESIS) return { app };
  // The library fills in behind the running service; GET /api/music lists whatever exists so far.
  const stop = new AbortController();
  const library = ensureMusicLibrary({ tracks, store, ffmpeg, logger }, { compositions: libraryCompositions, signal: stop.signal })
    .then((outcome) => logger.info(outcome, 'built-in music library checked'))
    .catch((error: unknown) => {
      if (!stop.signal.aborted) logger.error({ err: error }, 'built-in music library could not be prepared');
    });
  return {
    app,
    background: [
      {
        name: 'music library synthesis',
        close: async () => {
          stop.abort();
          await library;
        },
      },
    ],
  };
}

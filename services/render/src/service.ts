import { createMediaTools, createPostgresRateLimiter, createService, mediaToolsDetail, startOutboxRelay, type BuiltService, type Logger, type ServiceDeps } from '@sitespark/service-kit';
import { createChromium } from './adapters/chromium.ts';
import { createSpeechSynthesizer, type SpeechConfig } from './adapters/create-speech-synthesizer.ts';
import { resolveSpeechSettings } from './adapters/speech/speech-settings.ts';
import type { RenderConfig } from './config.ts';
import { convertHtmlToVideo } from './domain/convert-html-to-video.ts';
import { createCustomImagesVideo } from './domain/create-custom-images-video.ts';
import { createFreeVideo } from './domain/create-free-video.ts';
import { createProfessionalVideo } from './domain/create-professional-video.ts';
import { exportSlideshowVideo } from './domain/export-slideshow-video.ts';
import type { JobRenderers, RenderEngine } from './domain/render-context.ts';
import { renderVideoFile } from './domain/render-video-file.ts';
import { extractFrame, renderSlideshow } from './engine/index.ts';
import { announceKitVideos } from './events/announce-kit-videos.ts';
import { measureFinishedVideos } from './events/measure-finished-videos.ts';
import { consumeRenderJobs } from './events/render-job-requested.ts';
import { keepSiteCampaigns } from './events/site-campaign-changed.ts';
import { keepSiteCorrections } from './events/site-corrections-changed.ts';
import { subscribeToRenderJobUpdates } from './events/render-job-updates.ts';
import { createRenderMetrics } from './metrics.ts';
import { createLatestScreenshotsRepository } from './persistence/latest-screenshots-repository.ts';
import { createRenderJobRepository } from './persistence/render-job-repository.ts';
import { createRenderUsageRepository } from './persistence/render-usage-repository.ts';
import { createSiteCampaignCopyRepository } from './persistence/site-campaign-repository.ts';
import { createSiteCorrectionCopyRepository } from './persistence/site-correction-repository.ts';
import { createVideoLibraryRepository } from './persistence/video-library-repository.ts';
import { registerCustomImagesRoute } from './routes/custom-images.ts';
import { registerJobEventRoute } from './routes/job-events.ts';
import { registerScreenshotRoute } from './routes/screenshots.ts';
import { registerVideoLibraryRoutes } from './routes/video-library.ts';
import type { RenderRouteDeps } from './routes/submit-job.ts';
import { registerVideoRoutes } from './routes/videos.ts';

const renderers: JobRenderers = {
  'free-video': createFreeVideo,
  'custom-images': createCustomImagesVideo,
  'export-video': exportSlideshowVideo,
  'generate-video-file': renderVideoFile,
  'convert-to-video': convertHtmlToVideo,
  'professional-video': createProfessionalVideo,
};

/** Seams for tests: replace how a kind of job is rendered, or an engine call. */
export interface RenderServiceOverrides {
  renderers?: Partial<JobRenderers>;
  engine?: Partial<RenderEngine>;
}

export async function buildService(deps: ServiceDeps<RenderConfig>, overrides: RenderServiceOverrides = {}): Promise<BuiltService> {
  const { config, dataSource, bus, store, logger } = deps;
  // ffmpeg and ffprobe are run from PATH (engine/ffmpeg.ts); Chromium from CHROMIUM_PATH.
  const mediaTools = createMediaTools({ chromiumPath: config.CHROMIUM_PATH });
  deps.readiness.push({
    name: 'media-tools',
    required: false,
    check: async () => mediaTools.has('ffmpeg', 'ffprobe', 'chromium'),
    detail: () => mediaToolsDetail(mediaTools.missing()),
  });
  const app = await createService({
    name: 'render',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    readiness: deps.readiness,
  });
  const metrics = createRenderMetrics(app.metrics, { bus, logger });

  const chromium = createChromium({
    executablePath: config.CHROMIUM_PATH,
    allowPrivateHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
    navigationTimeoutMs: config.SCREENSHOT_NAVIGATION_TIMEOUT_MS,
    logger,
  });
  const jobs = createRenderJobRepository(dataSource);
  const screenshots = createLatestScreenshotsRepository(dataSource);
  const updates = await subscribeToRenderJobUpdates(bus, logger);
  const relay = startOutboxRelay({ dataSource, bus, logger });
  const usage = createRenderUsageRepository(dataSource);
  const library = createVideoLibraryRepository(dataSource);
  const routeDeps: RenderRouteDeps = {
    jobs,
    screenshots,
    store,
    logger,
    updates,
    waitTimeoutMs: config.RENDER_WAIT_TIMEOUT_MS,
    allowPrivateHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
    flushOutbox: () => relay.flush(),
    mediaTools,
    quota: {
      usage,
      rendersPerDay: config.RENDERS_PER_DAY_LIMIT,
      // Table created by migration RenderRequestHits1700000015000.
      perMinute: createPostgresRateLimiter(dataSource, { tableName: 'render_request_hits', maxHits: config.RENDERS_PER_USER_PER_MINUTE, windowMs: 60_000 }),
    },
  };
  registerVideoRoutes(app, routeDeps);
  await registerCustomImagesRoute(app, routeDeps);
  registerScreenshotRoute(app, { screenshots, store });
  registerJobEventRoute(app, { jobs, updates });
  registerVideoLibraryRoutes(app, { library, usage, store, rendersPerDay: config.RENDERS_PER_DAY_LIMIT, flushOutbox: () => relay.flush(), logger });
  const videoStorage = await measureFinishedVideos({ bus, library, store, logger, flushOutbox: () => relay.flush() });
  const kitVideos = await announceKitVideos({ bus, library, store, logger, flushOutbox: () => relay.flush() });
  // Content owns the corrections; render keeps the copy it announces, so no render waits on content.
  const siteCorrections = createSiteCorrectionCopyRepository(dataSource);
  const corrections = await keepSiteCorrections({ bus, siteCorrections, logger });
  // Likewise the campaign of each user's latest kit of a site: the studios' videos say it.
  const siteCampaigns = createSiteCampaignCopyRepository(dataSource);
  const campaigns = await keepSiteCampaigns({ bus, siteCampaigns, logger });

  const engine: RenderEngine = {
    renderSlideshow,
    extractFrame,
    speech: createSpeechSynthesizer({ ...speechConfigOf(config, logger), logger: logger.child({ component: 'speech' }) }),
    ...overrides.engine,
  };
  const worker = config.RENDER_WORKER
    ? await consumeRenderJobs(
        {
          jobs,
          bus,
          store,
          logger,
          chromium,
          engine,
          renderers: { ...renderers, ...overrides.renderers },
          metrics,
          siteCorrections,
          siteCampaigns,
          settings: {
            fps: config.RENDER_FPS,
            ffmpegTimeoutMs: config.RENDER_FFMPEG_TIMEOUT_MS,
            allowPrivateHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
            maxAttempts: config.RENDER_MAX_ATTEMPTS,
          },
        },
        { retryDelayMs: config.RENDER_RETRY_DELAY_MS, ackWaitMs: config.RENDER_JOB_ACK_WAIT_MS },
      )
    : null;

  return {
    app,
    background: [
      { name: 'outbox relay', close: () => relay.stop() },
      ...(worker ? [{ name: 'render worker', close: () => worker.drain() }] : []),
      { name: 'video storage', close: () => videoStorage.drain() },
      { name: 'kit videos', close: () => kitVideos.drain() },
      { name: 'site corrections', close: () => corrections.drain() },
      { name: 'site campaigns', close: () => campaigns.drain() },
      { name: 'render job updates', close: () => updates.close() },
      { name: 'chromium', close: () => chromium.close() },
    ],
  };
}

/** The voiceover settings: SPEECH_* over the shared OPENAI_* (see resolveSpeechSettings), logged once at start-up. */
function speechConfigOf(config: RenderConfig, logger: Logger): SpeechConfig {
  const settings = resolveSpeechSettings(config);
  if (settings.provider === 'offline') {
    logger.info({ speech: 'offline', reason: settings.reason }, 'voiceovers use the offline voice');
    return { offlineReason: settings.reason };
  }
  const { baseUrl, apiKey, model, voices } = settings.endpoint;
  logger.info({ speech: 'openai', speechUrl: `${baseUrl}/audio/speech`, model, voices, authorization: apiKey ? 'bearer key' : 'none' }, 'voiceovers use a speech endpoint, with the offline voice as fallback');
  return { endpoint: settings.endpoint };
}

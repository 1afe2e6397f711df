import { LRUCache } from 'lru-cache';
import multipart from '@fastify/multipart';
import { createPostgresRateLimiter, createService, safeFetch, startOutboxRelay, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createBuiltinGenerator } from './adapters/builtin-generator.ts';
import { createKitCompute, defaultComputeThreads } from './adapters/compute/create-kit-compute.ts';
import type { ContentGenerator } from './adapters/content-generator.ts';
import { createModelMetrics } from './adapters/model/model-metrics.ts';
import { createModelWriter } from './adapters/model/model-writer.ts';
import type { ContentConfig } from './config.ts';
import type { GuardedFetch } from './domain/analyze-website.ts';
import { createGenerationRepository } from './persistence/generation-repository.ts';
import { subscribeToKitVideos } from './events/render-kit-videos.ts';
import { createKitRepository } from './persistence/kit-repository.ts';
import { createKitVideoRepository } from './persistence/kit-video-repository.ts';
import { createSnippetRepository } from './persistence/snippet-repository.ts';
import { registerKitRoutes } from './routes/kits.ts';
import { registerMarketingRoutes } from './routes/marketing.ts';
import { registerSnippetRoutes } from './routes/snippets.ts';
import { createPostizClient } from './adapters/postiz/postiz-client.ts';
import { createPlanRepository } from './persistence/plan-repository.ts';
import { registerKitExportRoutes } from './routes/kit-exports.ts';
import { registerPlanRoutes } from './routes/plans.ts';
import { announceContentStorage } from './domain/announce-content-storage.ts';
import { subscribeToStorageUsage } from './events/media-storage-usage.ts';
import { createContentStorageRepository } from './persistence/content-storage-repository.ts';
import { createSiteCorrectionRepository } from './persistence/site-correction-repository.ts';
import { registerSiteCorrectionRoutes } from './routes/site-corrections.ts';

export async function buildService(deps: ServiceDeps<ContentConfig>): Promise<BuiltService> {
  const { config, dataSource, store, logger } = deps;
  const app = await createService({
    name: 'content',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    readiness: deps.readiness,
  });
  await app.register(multipart);

  const compute = createKitCompute({ threads: config.CONTENT_COMPUTE_THREADS ?? defaultComputeThreads(), niceIncrement: config.CONTENT_COMPUTE_NICE, logger });
  let generator: ContentGenerator = createBuiltinGenerator(compute);
  if (config.OPENAI_API_KEY || config.OPENAI_BASE_URL) {
    const writer = createModelWriter({
      settings: {
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
        model: config.OPENAI_MODEL,
        responseFormat: config.OPENAI_RESPONSE_FORMAT ?? null,
        vision: config.OPENAI_VISION,
        temperature: config.OPENAI_TEMPERATURE ?? null,
        maxOutputTokens: config.OPENAI_MAX_OUTPUT_TOKENS,
        idleTimeoutMs: config.OPENAI_TIMEOUT_MS,
        maxRetries: config.OPENAI_MAX_RETRIES,
        maxRetryWaitMs: config.OPENAI_MAX_RETRY_WAIT_MS,
      },
      deadlineMs: config.OPENAI_DEADLINE_MS,
      digestTokenBudget: config.OPENAI_DIGEST_TOKENS,
      parallelSections: config.OPENAI_PARALLEL_REQUESTS,
      unsupportedClaims: config.OPENAI_UNSUPPORTED_CLAIMS,
      logger,
      metrics: createModelMetrics(app.metrics),
    });
    // Checked in the background: a model server that is down must not stop the service starting.
    void writer.probe();
    deps.readiness.push({
      name: 'model',
      required: false,
      check: async () => writer.health!().ok,
      detail: () => writer.health!().detail,
    });
    generator = writer;
  }
  const fetch: GuardedFetch = (url, options) => safeFetch(url, { ...options, allowPrivateHosts: config.FETCH_ALLOW_PRIVATE_HOSTS });

  // Content's bytes go to media on the outbox (content.storage.changed.v1); media's totals come back (media.storage.usage.v1).
  const storage = createContentStorageRepository(dataSource);
  const relay = startOutboxRelay({ dataSource, bus: deps.bus, logger });
  const measuredSizes = new LRUCache<string, number>({ max: 200_000 });
  const contentStorageChanged = async (userId: string) => {
    try {
      await announceContentStorage({ storage, store, sizes: measuredSizes }, { userId });
    } catch (error) {
      logger.warn({ err: error, userId }, 'content storage could not be measured; it is announced with the next change');
      return;
    }
    void relay.flush().catch((error: unknown) => logger.warn({ err: error }, 'content storage recorded; media hears of it once the bus answers'));
  };
  const storageUsageEvents = await subscribeToStorageUsage({ bus: deps.bus, storage, logger });

  const generations = createGenerationRepository(dataSource);
  // Table created by migration UserRequestHits1700000004700; a minute's window per user and route.
  const userLimiter = (route: string) =>
    createPostgresRateLimiter(dataSource, { tableName: 'user_request_hits', keyPrefix: route, maxHits: config.COSTLY_REQUESTS_PER_USER_PER_MINUTE, windowMs: 60_000 });
  const userLimiters = { generate: userLimiter('generate'), regenerate: userLimiter('regenerate'), exportZip: userLimiter('export-zip') };
  const siteCorrections = createSiteCorrectionRepository(dataSource);
  registerMarketingRoutes(app, {
    siteCorrections,
    storage,
    contentStorageChanged,
    generations,
    store,
    generator,
    fetch,
    compute,
    dailyModelTokensPerUser: config.OPENAI_DAILY_TOKENS_PER_USER ?? null,
    kitsLimit: config.KITS_KEPT_LIMIT,
    userLimiters,
  });
  const kitVideos = createKitVideoRepository(dataSource);
  registerKitRoutes(app, {
    kits: createKitRepository(dataSource),
    kitVideos,
    store,
    generator,
    compute,
    // Tables created by migration KitsKept1700000004200; a minute's window per client address, images ten times the pages.
    sharedLimiters: {
      pages: createPostgresRateLimiter(dataSource, { tableName: 'shared_kit_hits', keyPrefix: 'page', maxHits: config.SHARED_KIT_REQUESTS_PER_MINUTE, windowMs: 60_000 }),
      files: createPostgresRateLimiter(dataSource, { tableName: 'shared_kit_hits', keyPrefix: 'file', maxHits: config.SHARED_KIT_REQUESTS_PER_MINUTE * 10, windowMs: 60_000 }),
    },
    userLimiters,
    publicOrigin: config.PUBLIC_ORIGIN ?? null,
    internalSecret: config.INTERNAL_SECRET,
    modelBudget: { dailyTokens: config.OPENAI_DAILY_TOKENS_PER_USER ?? null, generations },
    contentStorageChanged,
  });
  registerSiteCorrectionRoutes(app, {
    corrections: siteCorrections,
    kits: createKitRepository(dataSource),
    flushOutbox: () => void relay.flush().catch((error: unknown) => logger.warn({ err: error }, 'site corrections kept; render hears of them once the bus answers')),
  });
  registerSnippetRoutes(app, { snippets: createSnippetRepository(dataSource), store, storage, contentStorageChanged });
  const planKits = createKitRepository(dataSource);
  const postiz = config.POSTIZ_URL && config.POSTIZ_API_KEY ? createPostizClient({ baseUrl: config.POSTIZ_URL, apiKey: config.POSTIZ_API_KEY }) : null;
  registerPlanRoutes(app, {
    kits: planKits,
    plans: createPlanRepository(dataSource),
    writeVariations: (request) => compute.writePostVariations(request),
    postiz,
    postizConfigured: postiz !== null,
  });
  registerKitExportRoutes(app, { kits: planKits, kitVideos, store, fetch, userLimiters, maxZipBytes: config.KIT_EXPORT_MAX_BYTES });
  const kitVideoEvents = await subscribeToKitVideos({ bus: deps.bus, kitVideos, store, logger });
  logger.info(
    { generator: generator.kind, model: generator.kind === 'openai' ? config.OPENAI_MODEL : null, privateHostsAllowed: config.FETCH_ALLOW_PRIVATE_HOSTS.length },
    'content service configured',
  );
  return {
    app,
    background: [
      { name: 'kit videos', close: () => kitVideoEvents.drain() },
      { name: 'storage usage', close: () => storageUsageEvents.drain() },
      { name: 'outbox relay', close: () => relay.stop() },
      { name: 'kit compute pool', close: () => compute.close() },
    ],
  };
}

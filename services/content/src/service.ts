import multipart from '@fastify/multipart';
import { createService, safeFetch, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createBuiltinGenerator } from './adapters/builtin-generator.ts';
import { createKitCompute, defaultComputeThreads } from './adapters/compute/create-kit-compute.ts';
import type { ContentGenerator } from './adapters/content-generator.ts';
import { createModelMetrics } from './adapters/model/model-metrics.ts';
import { createModelWriter } from './adapters/model/model-writer.ts';
import type { ContentConfig } from './config.ts';
import type { GuardedFetch } from './domain/analyze-website.ts';
import { createGenerationRepository } from './persistence/generation-repository.ts';
import { createSnippetRepository } from './persistence/snippet-repository.ts';
import { registerMarketingRoutes } from './routes/marketing.ts';
import { registerSnippetRoutes } from './routes/snippets.ts';

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

  const generations = createGenerationRepository(dataSource);
  registerMarketingRoutes(app, { generations, store, generator, fetch, compute, dailyModelTokensPerUser: config.OPENAI_DAILY_TOKENS_PER_USER ?? null });
  registerSnippetRoutes(app, { snippets: createSnippetRepository(dataSource), store });
  logger.info(
    { generator: generator.kind, model: generator.kind === 'openai' ? config.OPENAI_MODEL : null, privateHostsAllowed: config.FETCH_ALLOW_PRIVATE_HOSTS.length },
    'content service configured',
  );
  return { app, background: [{ name: 'kit compute pool', close: () => compute.close() }] };
}

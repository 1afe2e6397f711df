import multipart from '@fastify/multipart';
import { createService, type BuiltService, type ServiceDeps } from '@sitespark/service-kit';
import { createBuiltinGenerator } from './adapters/builtin-generator.ts';
import type { ContentGenerator } from './adapters/content-generator.ts';
import { createOpenAiGenerator } from './adapters/openai-generator.ts';
import { safeFetch } from '@sitespark/service-kit';
import type { ContentConfig } from './config.ts';
import type { GuardedFetch } from './domain/analyze-website.ts';
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

  const generator: ContentGenerator = config.OPENAI_API_KEY
    ? createOpenAiGenerator({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        logger,
      })
    : createBuiltinGenerator();
  const fetch: GuardedFetch = (url, options) => safeFetch(url, { ...options, allowPrivateHosts: config.FETCH_ALLOW_PRIVATE_HOSTS });

  registerMarketingRoutes(app, { dataSource, store, generator, fetch });
  registerSnippetRoutes(app, { dataSource, store });
  logger.info({ generator: generator.kind, privateHostsAllowed: config.FETCH_ALLOW_PRIVATE_HOSTS.length }, 'content service configured');
  return { app };
}

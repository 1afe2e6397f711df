import type { DataSource } from 'typeorm';
import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import type { ContentGenerator } from '../adapters/content-generator.ts';
import type { GuardedFetch } from '../domain/analyze-website.ts';
import { generateMarketingKit } from '../domain/generate-marketing-kit.ts';
import { getContentStats } from '../domain/get-content-stats.ts';

export interface MarketingRouteDeps {
  dataSource: DataSource;
  store: ObjectStore;
  generator: ContentGenerator;
  fetch: GuardedFetch;
  dailyModelTokensPerUser: number | null;
}

export function registerMarketingRoutes(app: ServiceApp, deps: MarketingRouteDeps): void {
  bindRoute(app, contentRoutes.generate, async ({ body, identity, request }) => {
    const result = await generateMarketingKit(body, identity.userId, { ...deps, logger: request.log });
    request.log.info(
      {
        userId: identity.userId,
        site: result.websiteAnalysis.name,
        type: result.websiteAnalysis.type,
        fetched: result.analysisReport.fetched,
        generator: deps.generator.kind,
        sections: result.writer.sections,
        usage: result.writer.usage,
      },
      'marketing kit generated',
    );
    return result;
  });

  bindRoute(app, contentRoutes.getStats, async ({ identity }) => getContentStats(identity.userId, deps.dataSource));
}

import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { applyCampaignEdit } from '../domain/apply-campaign-edit.ts';
import { checkUserRate, type UserRateLimiters } from '../domain/check-user-rate.ts';
import { generateMarketingKit, type GenerateMarketingKitDeps } from '../domain/generate-marketing-kit.ts';
import { getContentStats } from '../domain/get-content-stats.ts';
import type { GenerationRepository } from '../persistence/generation-repository.ts';

export type MarketingRouteDeps = GenerateMarketingKitDeps & {
  generations: GenerationRepository;
  /** Announces the user's content bytes to media after a kit stored its objects (never rejects). */
  contentStorageChanged?: (userId: string) => Promise<void>;
  userLimiters: Pick<UserRateLimiters, 'generate'>;
};

export function registerMarketingRoutes(app: ServiceApp, deps: MarketingRouteDeps): void {
  bindRoute(app, contentRoutes.generate, async ({ body, identity, request }) => {
    await checkUserRate(deps.userLimiters.generate, { userId: identity.userId });
    const result = await generateMarketingKit({ ...deps, logger: request.log }, { request: applyCampaignEdit(body), userId: identity.userId });
    request.log.info(
      {
        userId: identity.userId,
        kitId: result.kitId,
        site: result.websiteAnalysis.name,
        type: result.websiteAnalysis.type,
        fetched: result.analysisReport.fetched,
        generator: deps.generator.kind,
        sections: result.writer.sections,
        usage: result.writer.usage,
      },
      'marketing kit generated',
    );
    await deps.contentStorageChanged?.(identity.userId);
    return result;
  });

  bindRoute(app, contentRoutes.getStats, async ({ identity }) => getContentStats(deps, { userId: identity.userId }));
}

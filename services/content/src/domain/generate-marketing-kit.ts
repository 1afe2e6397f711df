import type { GenerationRequest } from '@sitespark/contracts';
import { cleanText, findLibraryTrack, mediaUrlPrefix, undoableWrites, type ObjectStore } from '@sitespark/service-kit';
import { applySiteCorrections, audiencePhrase, parseInstructions, readCampaign, siteKeyOf, type SiteModel } from '@sitespark/site-model';
import type { ContentGenerator } from '../adapters/content-generator.ts';
import type { GenerationRepository } from '../persistence/generation-repository.ts';
import type { SiteCorrectionRepository } from '../persistence/site-correction-repository.ts';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import { analyzeWebsite, type AnalysisLog, type GuardedFetch } from './analyze-website.ts';
import { checkKitsLimit, kitsLimitReached } from './check-kits-limit.ts';
import { checkModelBudget } from './check-model-budget.ts';
import { checkStorageRoom, type CheckStorageRoomDeps } from './check-storage-room.ts';
import { composeVideoContent, musicGenreFor } from './compose-video-content.ts';
import { createFlyers } from './create-flyers.ts';
import type { GeneratedKit } from '@sitespark/contracts';
import { resolveSnippets } from './resolve-snippets.ts';

export interface GenerateMarketingKitDeps {
  generations: Pick<GenerationRepository, 'addWithinLimit' | 'modelTokensSince' | 'countByUser'>;
  store: ObjectStore;
  generator: ContentGenerator;
  fetch: GuardedFetch;
  compute: Pick<KitCompute, 'readPage' | 'buildSiteModel' | 'assembleKit' | 'renderFlyerSvgs'>;
  logger?: AnalysisLog;
  /** Model tokens one user may spend per UTC day, or null for no limit. */
  dailyModelTokensPerUser: number | null;
  /** Most kits one user keeps (KITS_KEPT_LIMIT). */
  kitsLimit: number;
  /** The user's storage as media counted it: uploaded screenshots are refused at the limit. */
  storage?: CheckStorageRoomDeps['storage'];
  /** The owner's corrections of what was read from their sites; without it the site is written as read. */
  siteCorrections?: Pick<SiteCorrectionRepository, 'listBySite'>;
}

/** The site as its owner corrected it (for this user and site), before any writer sees it. */
async function withOwnerCorrections(deps: Pick<GenerateMarketingKitDeps, 'siteCorrections'>, site: SiteModel, userId: string): Promise<SiteModel> {
  const key = siteKeyOf(site.url);
  if (!deps.siteCorrections || !key) return site;
  return applySiteCorrections(site, await deps.siteCorrections.listBySite(userId, key));
}

/**
 * Snippets stored, the user's instructions read, the site modelled through the SSRF guard (a page
 * that cannot be read answers PAGE_UNREADABLE and keeps nothing, unless the user chose to write
 * from the snippets and prompt alone) and corrected as its owner asked, copy
 * written by the configured generator in the site's language, grounded against the site, scores
 * and metrics computed, flyers (and the video part when asked) rendered, and the whole kit kept in
 * the user's history.
 */
export async function generateMarketingKit(deps: GenerateMarketingKitDeps, input: { request: GenerationRequest; userId: string }): Promise<GeneratedKit> {
  const { request, userId } = input;
  await checkKitsLimit(deps, { userId, kitsLimit: deps.kitsLimit });
  if (deps.storage && request.siteSnips.some((snip) => snip.image.startsWith('data:'))) await checkStorageRoom({ storage: deps.storage }, { userId });
  const customPrompt = cleanText(request.customPrompt ?? '').trim();
  const targetAudience = cleanText(request.targetAudience ?? '').trim();
  if (deps.generator.kind === 'openai' && deps.dailyModelTokensPerUser !== null) await checkModelBudget(deps, { userId, dailyTokens: deps.dailyModelTokensPerUser });
  // Snippet images and flyers are stored on the way; a kit that fails later must not leave them.
  const writes = undoableWrites(deps.store);
  try {
    return await buildAndKeepKit(request, userId, { ...deps, store: writes.store }, { customPrompt, targetAudience });
  } catch (error) {
    await writes.undo();
    throw error;
  }
}

async function buildAndKeepKit(
  request: GenerationRequest,
  userId: string,
  kitDeps: GenerateMarketingKitDeps,
  { customPrompt, targetAudience }: { customPrompt: string; targetAudience: string },
): Promise<GeneratedKit> {
  // What this kit wrote to the store (flyers, uploaded snippet images) is deleted with it.
  const ownedKeys: string[] = [];
  const { store } = kitDeps;
  const deps: GenerateMarketingKitDeps = {
    ...kitDeps,
    store: {
      ...store,
      put: (key, body, options) => {
        ownedKeys.push(key);
        return store.put(key, body, options);
      },
    },
  };
  // Inline copies of the images only for a reader: a writer that looks at images, or the video's self-contained HTML.
  const thumbnails = deps.generator.readsImages || request.includeVideo;
  const snippets = await resolveSnippets(deps, { snippets: request.siteSnips, userId, thumbnails });
  const instructions = parseInstructions(customPrompt, targetAudience);
  const analysed = await analyzeWebsite(deps, {
    url: request.url,
    snippets: snippets.map((s) => ({ description: s.description, image: s.bytes })),
    prompt: customPrompt,
    instructions,
    writeWithoutPage: request.writeWithoutPage === true,
  });
  // Both writers, the flyers and the video read the site as its owner corrected it.
  const site = await withOwnerCorrections(deps, analysed, userId);
  // One reading of the brief for the writer and the video: the slides, narration and hooks promote what the posts promote.
  const campaign = readCampaign(customPrompt, targetAudience, site.language);
  const { copy, writer } = await deps.generator.generate({
    site,
    instructions,
    customPrompt,
    targetAudience,
    audiencePhrase: audiencePhrase(targetAudience, site.language),
    campaign,
    // Only images we decoded and re-encoded: a model server that fetched a user's URL itself would bypass the SSRF guard.
    snippets: snippets.map((s) => ({ description: s.description, image: s.thumbnail })),
  });
  const flyers = await createFlyers(
    { store: deps.store, renderSvgs: (content) => deps.compute.renderFlyerSvgs(content) },
    {
      userId,
      content: {
        name: site.name,
        headline: copy.websiteCopy.hero,
        copy: copy.websiteCopy.subheading,
        cta: copy.adCopy.cta || copy.websiteCopy.callToAction,
        domain: site.domain,
        features: site.features.map((f) => f.name),
        colors: site.brand.colors,
        language: site.language,
      },
    },
  );
  const libraryTrack = request.includeVideo ? await findLibraryTrack(deps.store, musicGenreFor(site)) : null;
  const videoContent = request.includeVideo ? composeVideoContent({ site, copy, snippets, prompt: customPrompt, targetAudience, libraryTrack, address: instructions.address, campaign }) : null;
  const result = await deps.compute.assembleKit({
    site,
    copy,
    generator: deps.generator.kind,
    writer,
    instructions,
    prompt: customPrompt,
    targetAudience,
    flyers,
    videoContent,
    snippetCount: snippets.length,
  });

  const siteKey = siteKeyOf(site.url);
  const kept = await deps.generations.addWithinLimit(
    {
      userId,
      url: site.url,
      siteName: site.name,
      name: site.name,
      siteType: result.websiteAnalysis.type,
      language: result.language.code,
      thumbnailUrl: result.flyers?.flyers[0]?.downloadUrl ?? snippets.find((s) => s.imageUrl.startsWith(mediaUrlPrefix))?.imageUrl ?? null,
      siteModel: site as unknown as Record<string, unknown>,
      objectKeys: ownedKeys,
      generator: deps.generator.kind,
      request: {
        url: request.url,
        customPrompt,
        targetAudience,
        includeVideo: request.includeVideo,
        siteSnips: snippets.map((s) => ({ description: s.description, imageUrl: s.imageUrl })),
      },
      result: result as unknown as Record<string, unknown>,
      modelTokens: writer.usage ? writer.usage.inputTokens + writer.usage.outputTokens : 0,
    },
    deps.kitsLimit,
    // The studios' videos of the site say this kit's campaign (render keeps the newest per user and site).
    siteKey ? { site: siteKey, brief: { customPrompt, targetAudience }, campaign } : undefined,
  );
  // Kits kept by parallel requests since the early check: this one is refused, and its stored objects undone by the caller.
  if ('kitsKept' in kept) throw kitsLimitReached(kept.kitsKept, deps.kitsLimit);
  return { ...result, kitId: kept.kitId };
}

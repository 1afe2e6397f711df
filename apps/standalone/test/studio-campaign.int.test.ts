import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreeVideoResult, type SiteCampaign } from '@sitespark/contracts';
import { contentService } from '@sitespark/content';
import { renderService } from '@sitespark/render';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../../../services/content/src/config.ts';
import type { RenderConfig } from '../../../services/render/src/config.ts';
import { createSiteCampaignCopyRepository, type SiteCampaignCopyRepository } from '../../../services/render/src/persistence/site-campaign-repository.ts';
import { brandedBakeryPage, startFixtureServer, type FixtureServer } from '../../../services/render/test/support/fixture-sites.ts';

/**
 * The campaign of a user's latest kit reaches the studios over the bus only: content announces it
 * when the kit is generated, render keeps the newest per user and site, and a studio video of the
 * site says it.
 */
let infra: TestInfra;
let site: FixtureServer;
let render: TestService<RenderConfig>;
let content: TestService<ContentConfig>;
let copy: SiteCampaignCopyRepository;
const owner = randomUUID();
const stranger = randomUUID();
let snippet: string;

beforeAll(async () => {
  infra = await createTestInfra('studio-campaign');
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(brandedBakeryPage);
  });
  render = await buildTestService(renderService, infra, {
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    FETCH_ALLOW_PRIVATE_HOSTS: site.host,
    RENDER_FPS: '10',
    RENDERS_PER_DAY_LIMIT: '100',
  });
  content = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.host, CONTENT_COMPUTE_THREADS: '0' });
  copy = createSiteCampaignCopyRepository(render.dataSource);
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#b8741d' } }).png().toBuffer();
  snippet = `data:image/png;base64,${png.toString('base64')}`;
}, 90_000);

afterAll(async () => {
  await content?.close();
  await render?.close();
  await site?.close();
  await infra?.cleanup();
});

async function generateKit(userId: string, customPrompt: string): Promise<string> {
  const response = await content.app.inject({
    method: 'POST',
    url: '/api/marketing/generate',
    headers: content.as(userId),
    payload: { url: `${site.origin}/`, siteSnips: [{ image: snippet, description: 'The bakery counter' }], customPrompt },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().kitId as string;
}

/** Render's copy of the user's campaign of the site once it promotes `what` (once there is none, for null). */
async function copied(userId: string, what: RegExp | null): Promise<SiteCampaign | null> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const campaign = await copy.findBySite(userId, site.host);
    const arrived = what === null ? campaign === null : Boolean(campaign?.what && what.test(campaign.what));
    if (arrived || Date.now() > deadline) return campaign;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a studio video of a site says the campaign of the user's latest kit of it, and only for them", () => {
  it("renders the free video's slides, narration and Reels/TikTok hooks from the owner's latest brief", async () => {
    const cakes = await generateKit(owner, 'Promote our wedding cakes');
    const fishFry = await generateKit(owner, "We're adding a Friday fish fry this month");
    await generateKit(stranger, 'Promote our karaoke brunch');

    expect((await copied(owner, /fish fry/i))?.what).toMatch(/Friday fish fry/i);
    expect((await copied(stranger, /karaoke/i))?.what).toMatch(/karaoke brunch/i);

    const response = await render.app.inject({
      method: 'POST',
      url: '/api/free-video',
      headers: render.as(owner),
      payload: { url: `${site.origin}/`, style: 'professional', videoLength: 15, platforms: ['TikTok', 'Instagram'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const video = FreeVideoResult.parse(response.json());
    const slides = video.slideshowData.textOverlays.map((overlay) => overlay.text);
    // As read without a brief, the first slide is 'Crumb & Co\n' and the site's own pitch.
    expect(slides[0]).toMatch(/^Crumb & Co\n.*fish fry/i);
    expect(video.slideshowData.audioScript).toMatch(/fish fry/i);
    for (const tip of video.platformOptimizations) expect(tip.hookLine).toMatch(/fish fry/i);
    const said = [...slides, video.slideshowData.audioScript, ...video.platformOptimizations.map((tip) => tip.hookLine), video.htmlTemplate].join('\n');
    expect(said).not.toMatch(/karaoke|wedding cakes/i);

    // A late or repeated announcement of an older kit never brings its campaign back.
    const older = await copy.findBySite(owner, site.host);
    expect(await copy.record({ userId: owner, site: site.host, kitId: randomUUID(), campaign: { ...older!, what: 'wedding cakes' }, changedAt: new Date('2020-01-01T00:00:00Z') })).toBe(false);
    expect((await copy.findBySite(owner, site.host))?.what).toMatch(/fish fry/i);

    // Deleting the latest kit brings back the campaign of the one before; deleting the last leaves none.
    const remove = (kitId: string) => content.app.inject({ method: 'DELETE', url: `/api/kits/${kitId}`, headers: content.as(owner) });
    expect((await remove(fishFry)).statusCode).toBe(204);
    expect((await copied(owner, /wedding cakes/i))?.what).toMatch(/wedding cakes/i);
    expect((await remove(cakes)).statusCode).toBe(204);
    expect(await copied(owner, null)).toBeNull();
    expect((await copied(stranger, /karaoke/i))?.what).toMatch(/karaoke brunch/i);
  }, 150_000);
});

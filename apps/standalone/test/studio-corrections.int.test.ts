import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreeVideoResult, SiteCorrection, type SiteCorrectionFact } from '@sitespark/contracts';
import { contentService } from '@sitespark/content';
import { renderService } from '@sitespark/render';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../../../services/content/src/config.ts';
import type { RenderConfig } from '../../../services/render/src/config.ts';
import { createSiteCorrectionCopyRepository, type SiteCorrectionCopyRepository } from '../../../services/render/src/persistence/site-correction-repository.ts';
import { brandedBakeryPage, startFixtureServer, type FixtureServer } from '../../../services/render/test/support/fixture-sites.ts';

/**
 * The owner's corrections reach the studios over the bus only: content keeps them and announces each
 * user's list of the site, render keeps its copy, and a studio video of the site is written from the
 * site as that user corrected it.
 */
let infra: TestInfra;
let site: FixtureServer;
let render: TestService<RenderConfig>;
let content: TestService<ContentConfig>;
let copy: SiteCorrectionCopyRepository;
const owner = randomUUID();
const stranger = randomUUID();

beforeAll(async () => {
  infra = await createTestInfra('studio-corrections');
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(brandedBakeryPage);
  });
  render = await buildTestService(renderService, infra, {
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    FETCH_ALLOW_PRIVATE_HOSTS: site.host,
    RENDER_FPS: '10',
    RENDERS_PER_DAY_LIMIT: '100',
  });
  content = await buildTestService(contentService, infra, { CONTENT_COMPUTE_THREADS: '0' });
  copy = createSiteCorrectionCopyRepository(render.dataSource);
}, 90_000);

afterAll(async () => {
  await content?.close();
  await render?.close();
  await site?.close();
  await infra?.cleanup();
});

async function correct(userId: string, correction: Record<string, unknown>): Promise<SiteCorrection> {
  const response = await content.app.inject({ method: 'POST', url: '/api/content/site-corrections', headers: content.as(userId), payload: { url: `${site.origin}/`, ...correction } });
  expect(response.statusCode, response.body).toBe(201);
  return SiteCorrection.parse(response.json());
}

/** Render's copy of the user's corrections of the site once it holds `count` of them. */
async function copied(userId: string, count: number): Promise<SiteCorrectionFact[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = await copy.listBySite(userId, site.host);
    if (list.length === count || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a studio video of a site says what its owner corrected, and only for them", () => {
  it('renders the free video with the owner\'s name and without the offering they removed; withdrawn corrections leave the copy', async () => {
    const name = await correct(owner, { field: 'name', action: 'set', value: { text: 'Crumb & Daughters' } });
    await correct(owner, { field: 'offering', action: 'remove', target: 'Slow fermented' });
    await correct(stranger, { field: 'name', action: 'set', value: { text: 'Stranger Bakes Ltd' } });

    expect(await copied(owner, 2)).toEqual([
      { field: 'name', action: 'set', target: null, value: { text: 'Crumb & Daughters', detail: null, price: null } },
      { field: 'offering', action: 'remove', target: 'Slow fermented', value: null },
    ]);
    expect((await copied(stranger, 1)).map((c) => c.value?.text)).toEqual(['Stranger Bakes Ltd']);

    const response = await render.app.inject({
      method: 'POST',
      url: '/api/free-video',
      headers: render.as(owner),
      payload: { url: `${site.origin}/`, style: 'professional', videoLength: 15, platforms: ['YouTube'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const video = FreeVideoResult.parse(response.json());
    const slides = video.slideshowData.textOverlays.map((overlay) => overlay.text);
    // As read, the first slide is 'Crumb & Co\n…' and the second the offering 'Slow fermented' with its description.
    expect(slides[0]).toMatch(/^Crumb & Daughters\n/);
    expect(video.slideshowData.audioScript).toContain('Meet Crumb & Daughters.');
    expect(video.videoUrl).toContain(`download=${encodeURIComponent('Crumb & Daughters slideshow.mp4')}`);
    const said = [...slides, video.slideshowData.audioScript, video.htmlTemplate].join('\n');
    expect(said).not.toMatch(/Slow fermented|36 hours/);
    expect(said).not.toContain('Stranger Bakes');

    // Withdrawing the name in content takes it out of render's copy too; the stranger's list is theirs alone.
    expect((await content.app.inject({ method: 'DELETE', url: `/api/content/site-corrections/${name.id}`, headers: content.as(owner) })).statusCode).toBe(204);
    expect(await copied(owner, 1)).toEqual([{ field: 'offering', action: 'remove', target: 'Slow fermented', value: null }]);
    expect((await copied(stranger, 1)).map((c) => c.value?.text)).toEqual(['Stranger Bakes Ltd']);
    // A late or repeated announcement of an older list never brings a withdrawn correction back.
    expect(await copy.record({ userId: owner, site: site.host, corrections: [], changedAt: new Date('2020-01-01T00:00:00Z') })).toBe(false);
    expect(await copy.listBySite(owner, site.host)).toHaveLength(1);
  }, 150_000);
});

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeneratedContent } from '@sitespark/contracts';
import { buildTestService, createTestInfra, listFilesUnder, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { GenerationRecord } from '../src/persistence/entities.ts';
import { languageOfText, splitSentences } from '@sitespark/site-model';
import { dataUrl, fixtureHtml, fixtureSite, germanFixtureHtml, germanFixtureSite, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

let infra: TestInfra;
let content: TestService<ContentConfig>;
let site: FixtureServer;
let outsider: FixtureServer;
let deadHostPort: string;
let snippetImage: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  infra = await createTestInfra('content-generate');
  const ogImage = await solidPng(fixtureSite.themeColor, 600, 315);
  site = await startFixtureServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(fixtureHtml({ stylesheet: '/style.css', ogImage: '/og.png' }));
    } else if (path === '/style.css') {
      response.setHeader('content-type', 'text/css');
      response.end(':root{--color-secondary:#12355b}.card{border:1px solid #e4e7eb}.btn-primary{background:#0e7c66}');
    } else if (path === '/og.png') {
      response.setHeader('content-type', 'image/png');
      response.end(ogImage);
    } else if (path === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
    } else if (path === '/to-outsider') {
      response.writeHead(301, { location: `${outsider.url}/` });
      response.end();
    } else if (path === '/de') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(germanFixtureHtml());
    } else if (path === '/not-html') {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    } else if (path === '/js-only') {
      // A script-rendered app as a fetcher sees it: a good title and description, and no visible text.
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        '<!doctype html><html lang="en"><head><title>Brightloop | Project analytics for busy teams</title><meta name="description" content="Brightloop gives agencies one place to plan projects."></head>' +
          '<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/main.js"></script></body></html>',
      );
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  outsider = await startFixtureServer((_request, response) => {
    response.end('<html><title>Internal admin</title></html>');
  });
  deadHostPort = `127.0.0.1:${await freePort()}`;
  content = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: `${site.hostPort},${deadHostPort}` });
  snippetImage = dataUrl(await solidPng('#0e7c66'));
});

afterAll(async () => {
  await content?.close();
  await site?.close();
  await outsider?.close();
  await infra?.cleanup();
});

function generate(userId: string, payload: Record<string, unknown>) {
  return content.app.inject({ method: 'POST', url: '/api/marketing/generate', headers: content.as(userId), payload });
}

function snippets(count: number) {
  return Array.from({ length: count }, (_, i) => ({ image: snippetImage, description: `Dashboard view ${i + 1} with project timelines`, originalFileName: `shot-${i + 1}.png` }));
}

describe('POST /api/marketing/generate', () => {
  it('turns the fixture website into a kit that carries its name, features and theme colour', async () => {
    const userId = randomUUID();
    const before = site.connections();
    const response = await generate(userId, { url: `${site.url}/`, siteSnips: snippets(2), includeVideo: true, targetAudience: 'agency owners', customPrompt: 'Friendly tone' });
    expect(response.statusCode).toBe(200);
    const kit = response.json();
    expect(GeneratedContent.safeParse(kit).success).toBe(true);
    expect(site.connections() - before).toBeGreaterThanOrEqual(3);

    expect(kit.websiteAnalysis).toMatchObject({ name: 'Brightloop', type: 'SaaS' });
    expect(kit.websiteAnalysis.features).toEqual(expect.arrayContaining(fixtureSite.features));
    expect(kit.brandColors.primary).toBe(fixtureSite.themeColor);
    expect(kit.brandColors.secondary).toBe('#12355b');
    expect(kit.analysisReport).toMatchObject({ fetched: true, note: null, generator: 'builtin' });
    expect(kit.analysisReport.colorEvidence.join(' ')).toMatch(/theme-color.*stylesheet 1/s);
    for (const text of [kit.socialPosts.option1, kit.emailCopy.body, kit.websiteCopy.subheading, kit.adCopy.checklist.google.join(' ')]) {
      expect(text).toMatch(/Brightloop|Real-time Collaboration|real-time collaboration/);
    }
    const allPosts = kit.socialPlatforms.flatMap((p: { options: string[] }) => p.options).join('\n').toLowerCase();
    for (const feature of fixtureSite.features) expect(allPosts, feature).toContain(feature.toLowerCase());
    expect(allPosts).toContain('$12 per user / month');
    expect(allPosts).toContain('dana reyes');
    expect(kit.marketingIntel.contentRating).toBe(Math.round(kit.marketingIntel.contentRating));
    expect(kit.viralPredictor.posts).toHaveLength(12);

    expect(kit.flyers.flyers.map((f: { platform: string }) => f.platform)).toEqual(['Instagram', 'Facebook', 'Twitter', 'LinkedIn', 'Story', 'Print Letter']);
    for (const flyer of kit.flyers.flyers as Array<{ downloadUrl: string; dimensions: string }>) {
      expect(flyer.downloadUrl).toMatch(new RegExp(`^/api/media/flyers/${userId}/[0-9a-f-]+\\.svg$`));
      const svg = (await content.store.get(flyer.downloadUrl.slice('/api/media/'.length))).toString('utf8');
      expect(svg).toContain('Brightloop'.toUpperCase());
      expect(svg).toContain(`stop-color="${fixtureSite.themeColor}"`);
      expect(svg).toContain(`width="${flyer.dimensions.split('x')[0]}"`);
    }

    const video = kit.videoContent;
    expect(video.sections).toHaveLength(5);
    expect(video.sections[0].image).toMatch(new RegExp(`^/api/media/snippets/${userId}/`));
    expect(video.slideshowData.textOverlays[0].text).toBe('Brightloop\nProject analytics for busy teams');
    expect(video.slideshowData.textOverlays.map((o: { text: string }) => o.text).join('\n')).not.toMatch(/Professional Solutions|Trusted Excellence/);
    expect(video.htmlTemplate).toContain('data:image/webp;base64,');

    const stored = await content.dataSource.getRepository(GenerationRecord).findBy({ userId });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.siteName).toBe('Brightloop');
    expect(JSON.stringify(stored[0]!.request)).not.toContain('base64');
    const stats = await content.app.inject({ method: 'GET', url: '/api/content/stats', headers: content.as(userId) });
    expect(stats.json()).toEqual({ contentCreated: 1, kitsKept: 1, kitsLimit: 500 });
    const otherStats = await content.app.inject({ method: 'GET', url: '/api/content/stats', headers: content.as(randomUUID()) });
    expect(otherStats.json()).toEqual({ contentCreated: 0, kitsKept: 0, kitsLimit: 500 });
  });

  it('omits the video part unless asked for it', async () => {
    const response = await generate(randomUUID(), { url: `${site.url}/`, siteSnips: snippets(1) });
    expect(response.statusCode).toBe(200);
    expect(response.json().videoContent).toBeNull();
  });

  describe('a page that cannot be read', () => {
    /** Generates for a new user and checks that nothing was kept: no kit, no count, no stored image. */
    async function refusedKeepingNothing(url: string) {
      const userId = randomUUID();
      const before = await listFilesUnder(content.objectsDir);
      const response = await generate(userId, { url, siteSnips: snippets(2), customPrompt: 'Friendly tone' });
      expect(response.statusCode, response.body).toBe(422);
      expect(await content.dataSource.getRepository(GenerationRecord).countBy({ userId })).toBe(0);
      expect((await content.app.inject({ method: 'GET', url: '/api/content/stats', headers: content.as(userId) })).json()).toMatchObject({ contentCreated: 0, kitsKept: 0 });
      // The two snippet images were stored on the way; they leave with the refusal.
      expect(await listFilesUnder(content.objectsDir)).toEqual(before);
      return response.json() as { message: string; code: string };
    }

    it('answers 422 for a page that answers 404, and keeps nothing', async () => {
      expect(await refusedKeepingNothing(`${site.url}/gone`)).toEqual({ code: 'PAGE_UNREADABLE', message: `We could not read ${site.url}/gone: the page answered 404 Not Found.` });
    });

    it('answers 422 for a page with no visible text (a script-rendered app), and keeps nothing', async () => {
      expect(await refusedKeepingNothing(`${site.url}/js-only`)).toEqual({ code: 'PAGE_UNREADABLE', message: `We could not read ${site.url}/js-only: the page has no readable text (it may need JavaScript).` });
    });

    it('answers 422 for an answer that is not a web page, and for a site that cannot be reached', async () => {
      expect((await refusedKeepingNothing(`${site.url}/not-html`)).message).toBe(`We could not read ${site.url}/not-html: the address answered application/json, not a web page.`);
      // The connection error's code is for the log; the user reads what happened.
      expect((await refusedKeepingNothing(`http://${deadHostPort}/`)).message).toBe(`We could not read http://${deadHostPort}/: the website could not be reached.`);
    });

    it('writes from the snippets and prompt alone when the user chooses to, named from their words and never after the host', async () => {
      const userId = randomUUID();
      const response = await generate(userId, {
        url: `${site.url}/gone`,
        siteSnips: [{ image: snippetImage, description: 'Class schedule for morning yoga and meditation sessions' }],
        customPrompt: 'We are Lotus Flow Yoga. Promote our spring wellness retreat.',
        writeWithoutPage: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const kit = response.json();
      expect(kit.analysisReport).toMatchObject({ fetched: false, note: 'the page answered 404 Not Found', nameSource: 'your prompt' });
      expect(kit.websiteAnalysis.name).toBe('Lotus Flow Yoga');
      expect(kit.websiteAnalysis.type).toBe('Health & Wellness');
      expect(kit.brandColors.primary).toBe('#0e7c66');
      expect(kit.analysisReport.colorEvidence[0]).toMatch(/snippet 1's image/);
      const stored = await content.dataSource.getRepository(GenerationRecord).findOneByOrFail({ userId });
      expect([stored.name, stored.siteName]).toEqual(['Lotus Flow Yoga', 'Lotus Flow Yoga']);
      // The address may stand in a link; never as the business.
      expect(JSON.stringify([kit.socialPlatforms, kit.emailCopy.subject, kit.websiteCopy.hero]).replace(/https?:\/\/[^\s"\\]+/g, '')).not.toContain('127.0.0.1');
    });

    it('gives a neutral name, not the address, when the user names nothing and the host is an IP', async () => {
      const response = await generate(randomUUID(), { url: `http://${deadHostPort}/`, siteSnips: snippets(1), writeWithoutPage: true });
      expect(response.statusCode, response.body).toBe(200);
      const kit = response.json();
      expect(kit.websiteAnalysis.name).toBe('Your business');
      expect(kit.builtFrom).toBe(`Written from your snippet alone, because we could not read http://${deadHostPort}/: the website could not be reached.`);
    });
  });

  it('applies the spec validation messages', async () => {
    const userId = randomUUID();
    const badUrl = await generate(userId, { url: 'not a url', siteSnips: snippets(1) });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('Please enter a valid URL');
    const none = await generate(userId, { url: `${site.url}/`, siteSnips: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please upload at least 1 site snippet before generating content.');
    const six = await generate(userId, { url: `${site.url}/`, siteSnips: snippets(6) });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('You can only upload 5 snippets maximum');
    expect(await content.dataSource.getRepository(GenerationRecord).countBy({ userId })).toBe(0);
  });

  it('keeps a kit whose prompt, audience and snippet description hold lone surrogates, dropping them (issue 29, F3)', async () => {
    const userId = randomUUID();
    const response = await generate(userId, {
      url: `${site.url}/`,
      siteSnips: [{ image: snippetImage, description: 'Dashboard\ud800 with timelines\udfff' }],
      customPrompt: 'Promote the\udc00 spring offer',
      targetAudience: 'agency\ud83d owners',
    });
    expect(response.statusCode, response.body).toBe(200);
    const kept = await content.dataSource.getRepository(GenerationRecord).findOneByOrFail({ userId });
    expect(kept.request).toMatchObject({
      customPrompt: 'Promote the spring offer',
      targetAudience: 'agency owners',
      siteSnips: [{ description: 'Dashboard with timelines' }],
    });
  });

  it('requires a signed-in subscriber', async () => {
    const anonymous = await content.app.inject({ method: 'POST', url: '/api/marketing/generate', payload: { url: `${site.url}/`, siteSnips: snippets(1) } });
    expect(anonymous.statusCode).toBe(401);
    const unpaid = await content.app.inject({ method: 'POST', url: '/api/marketing/generate', headers: content.as(randomUUID(), 'none'), payload: { url: `${site.url}/`, siteSnips: snippets(1) } });
    expect(unpaid.statusCode).toBe(403);
  });

  it("makes a video that says the owner's campaign: slide 1, the narration's opening and the TikTok hook, never a stock line", async () => {
    const customPrompt = 'Promote our Real-time Collaboration add-on until June 30. Stress that setup takes five minutes.';
    const response = await generate(randomUUID(), { url: `${site.url}/`, siteSnips: snippets(2), includeVideo: true, customPrompt, targetAudience: 'agency owners' });
    expect(response.statusCode, response.body).toBe(200);
    const video = response.json().videoContent;
    const overlays: string[] = video.slideshowData.textOverlays.map((o: { text: string }) => o.text);
    expect(overlays[0]).toBe('Brightloop\nReal-time Collaboration add-on until June 30');
    expect(overlays).toContain('Setup takes five minutes');
    expect(overlays.join('\n')).not.toMatch(/Professional Solutions|Trusted Excellence|Powerful Tools|Get Started Today|Visit Our Website|Transform Your Future/);
    expect(video.slideshowData.audioScript).toMatch(/^Real-time Collaboration add-on at Brightloop until June 30\. Setup takes five minutes\. /);
    expect(video.platformOptimizations.find((p: { platform: string }) => p.platform === 'TikTok').hookLine).toBe('Real-time Collaboration add-on at Brightloop until June 30.');
  });

  it('refuses snippet images that are not images, and media keys of other users', async () => {
    const html = dataUrl(Buffer.from('<html><script>alert(1)</script></html>'));
    const disguised = await generate(randomUUID(), { url: `${site.url}/`, siteSnips: [{ image: html, description: 'x' }] });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe('Snippet 1 must be a PNG, JPEG or WebP image');

    const owner = randomUUID();
    const first = await generate(owner, { url: `${site.url}/`, siteSnips: snippets(1), includeVideo: true });
    const ownImage: string = first.json().videoContent.sections[0].image;
    const reused = await generate(owner, { url: `${site.url}/`, siteSnips: [{ image: ownImage, description: 'again' }] });
    expect(reused.statusCode).toBe(200);
    const stolen = await generate(randomUUID(), { url: `${site.url}/`, siteSnips: [{ image: ownImage, description: 'not mine' }] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe("Snippet 1's image was not found");
    const traversal = await generate(owner, { url: `${site.url}/`, siteSnips: [{ image: `/api/media/snippets/${owner}/../../etc/passwd`, description: 'x' }] });
    expect(traversal.statusCode).toBe(400);
  });
});

describe('SSRF guard on generation', () => {
  const refusedTargets: Array<[string, () => string]> = [
    ['127.0.0.1 outside the allowlist', () => `${outsider.url}/`],
    ['10.0.0.1', () => 'http://10.0.0.1/'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['[::1]', () => `http://[::1]:${outsider.hostPort.split(':')[1]}/`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${outsider.hostPort.split(':')[1]}/`],
    ['decimal 2130706433', () => `http://2130706433:${outsider.hostPort.split(':')[1]}/`],
    ['a redirect from the allowed fixture to 169.254.169.254', () => `${site.url}/to-metadata`],
    ['a redirect from the allowed fixture to a private host', () => `${site.url}/to-outsider`],
  ];

  it.each(refusedTargets)('refuses %s with a clear 400 and no connection', async (_label, target) => {
    const userId = randomUUID();
    const started = Date.now();
    const response = await generate(userId, { url: target(), siteSnips: snippets(1) });
    expect(response.statusCode).toBe(400);
    // One answer for every refused address: which range it fell in is only logged.
    expect(response.json().message).toBe('This address cannot be fetched: it is not a public website.');
    expect(response.body).not.toMatch(/\d+\.\d+\.\d+\.\d+|::/);
    expect(outsider.connections()).toBe(0);
    // A connection attempt to an unroutable address would take seconds to time out.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await content.dataSource.getRepository(GenerationRecord).countBy({ userId })).toBe(0);
    // The snippet image was stored before the address was refused; it must not stay behind.
    expect((await listFilesUnder(content.objectsDir)).filter((file) => file.includes(userId))).toEqual([]);
  });

  it.each(['file:///etc/passwd', 'gopher://127.0.0.1:70/_stats', 'ftp://example.com/'])('refuses %s before anything else', async (url) => {
    const response = await generate(randomUUID(), { url, siteSnips: snippets(1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid URL');
    expect(outsider.connections()).toBe(0);
  });

  describe('a German site', () => {
    const emoji = /\p{Extended_Pictographic}/u;
    function copyPieces(kit: Record<string, any>): string[] {
      const email = kit.emailCopy;
      return [
        ...kit.socialPlatforms.flatMap((p: { options: string[] }) => p.options),
        email.subject,
        email.body,
        ...['welcome', 'nurture', 'promotional'].flatMap((k) => email.sequences[k].flatMap((m: { subject: string; body: string }) => [m.subject, m.body])),
        kit.adCopy.headline,
        kit.adCopy.description,
        ...Object.values(kit.websiteCopy as Record<string, string>),
      ];
    }

    it('gets its whole kit in German, with its own facts grounded in the sentences they came from', async () => {
      const response = await generate(randomUUID(), { url: `${site.url}/de`, siteSnips: snippets(1) });
      expect(response.statusCode).toBe(200);
      const kit = response.json();
      expect(kit.language.code).toBe('de');
      expect(kit.websiteAnalysis.name).toBe(germanFixtureSite.name);
      expect(kit.websiteAnalysis.features).toEqual(expect.arrayContaining(germanFixtureSite.features));
      const sentences = copyPieces(kit).flatMap((piece) => splitSentences(piece.replace(/(^|\s)#\S+/g, ' '), 'de'));
      const english = sentences.filter((sentence) => sentence.split(/\s+/).length >= 4 && languageOfText(sentence) === 'en');
      expect(english).toEqual([]);
      expect(JSON.stringify(kit.socialPlatforms)).not.toMatch(/(^|[^\p{L}])cksbecher/u);
      const price = kit.grounding.claims.find((claim: { text: string }) => /89\s?€/.test(claim.text));
      expect(price?.source?.text).toContain('89 €');
    });

    it('obeys what the user asked for and never pastes the prompt', async () => {
      const customPrompt = 'Bitte ohne Emojis, und erwähne den Töpferkurs am Samstag.';
      const response = await generate(randomUUID(), { url: `${site.url}/de`, siteSnips: snippets(2), customPrompt, targetAudience: 'Familien mit kleinen Kindern' });
      expect(response.statusCode).toBe(200);
      const kit = response.json();
      const pieces = copyPieces(kit);
      expect(pieces.filter((piece) => emoji.test(piece))).toEqual([]);
      for (const { options } of kit.socialPlatforms) for (const post of options) expect(post).toMatch(/Töpferkurs/);
      expect(JSON.stringify(kit)).not.toContain('ohne Emojis');
      expect(JSON.stringify(kit.socialPlatforms)).not.toMatch(/Dashboard view|#DashboardView/);
      expect(kit.instructions.notHonoured).toEqual([]);
      expect(kit.instructions.honoured.length).toBeGreaterThanOrEqual(2);
    });
  });

  it('says once, in one sentence, what a kit was built from', async () => {
    const read = (await generate(randomUUID(), { url: `${site.url}/`, siteSnips: snippets(3), customPrompt: 'Friendly tone' })).json();
    expect(read.builtFrom).toBe(`Built from your page at ${site.url}/, your 3 snippets and your prompt.`);

    const response = await generate(randomUUID(), { url: `${site.url}/js-only`, siteSnips: snippets(2), customPrompt: 'Friendly tone', writeWithoutPage: true });
    expect(response.statusCode).toBe(200);
    const kit = response.json();
    expect(kit.builtFrom).toBe(`Written from your 2 snippets and your prompt alone, because we could not read ${site.url}/js-only: the page has no readable text (it may need JavaScript).`);
    // No other status line tells it again: not the description, the report, the rating, the grounding or the language.
    const statusLines = JSON.stringify([kit.builtFrom, kit.websiteAnalysis, kit.analysisReport, kit.marketingIntel.contentRatingFactors, kit.grounding.summary, kit.language]);
    expect(statusLines.match(/could not (read|be read)|Built from/g)).toEqual(['could not read']);
    expect(kit.websiteAnalysis.features.join(' ')).not.toMatch(/Dashboard view/);
  });
});

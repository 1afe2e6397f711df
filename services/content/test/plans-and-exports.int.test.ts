import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanPushResult, PostingPlan, PostingPlanList, type GeneratedKit, type PlanNetwork } from '@sitespark/contracts';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { postLength } from '@sitespark/site-model';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { GenerationRecord } from '../src/persistence/entities.ts';
import { PlanRecord } from '../src/persistence/plan-entity.ts';
import { dataUrl, fixtureHtml, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

const postizKey = 'postiz-test-key-5b1d';

let infra: TestInfra;
let content: TestService<ContentConfig>;
let unconfigured: TestService<ContentConfig>;
let wrongKey: TestService<ContentConfig>;
let site: FixtureServer;
let postiz: FixtureServer;
let logoPng: Buffer;
const postizRequests: Array<{ method: string; url: string; authorization: string | undefined; body: unknown }> = [];

const alice = randomUUID();
const bob = randomUUID();
let kit: GeneratedKit;
let plainKit: GeneratedKit;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function call(service: TestService<ContentConfig>, userId: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return service.app.inject({ method, url, headers: service.as(userId), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function generate(userId: string, path: string): Promise<GeneratedKit> {
  const snippet = dataUrl(await solidPng('#0e7c66'));
  const response = await call(content, userId, 'POST', '/api/marketing/generate', { url: `${site.url}${path}`, includeVideo: true, siteSnips: [{ image: snippet, description: 'Dashboard with project reports' }] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GeneratedKit;
}

async function planRows(): Promise<number> {
  return content.dataSource.getRepository(PlanRecord).count();
}

beforeAll(async () => {
  infra = await createTestInfra('content-plans');
  logoPng = await solidPng('#ff8a3d', 192, 192);
  site = await startFixtureServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/bidi') {
      // The site's name with a right-to-left override written as an entity and a left-to-right isolate as itself.
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(fixtureHtml().replaceAll('Brightloop', 'Bright&#x202E;loop\u2066'));
    } else if (path === '/' || path === '/plain') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      const html = fixtureHtml();
      response.end(path === '/' ? html.replace('</head>', '<link rel="apple-touch-icon" href="/logo.png"></head>') : html);
    } else if (path === '/logo.png') {
      response.setHeader('content-type', 'image/png');
      response.end(logoPng);
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  postiz = await startFixtureServer(async (request, response) => {
    const body = await readBody(request);
    postizRequests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: body ? JSON.parse(body) : null });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== postizKey) {
      response.statusCode = 401;
      response.end('{"msg":"Invalid API key"}');
    } else if (request.method === 'GET' && request.url === '/api/public/v1/integrations') {
      response.end(
        JSON.stringify([
          { id: 'int-x', name: 'Brightloop on X', identifier: 'x', disabled: false, picture: '', profile: 'brightloop' },
          { id: 'int-li-off', name: 'Old page', identifier: 'linkedin-page', disabled: true, picture: '', profile: 'old' },
          { id: 'int-li', name: 'Brightloop', identifier: 'linkedin', disabled: false, picture: '', profile: 'brightloop' },
        ]),
      );
    } else if (request.method === 'POST' && request.url === '/api/public/v1/posts') {
      response.end(JSON.stringify([{ postId: randomUUID(), integration: 'x' }]));
    } else {
      response.statusCode = 404;
      response.end('{"msg":"not found"}');
    }
  });
  const env = { FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort, CONTENT_COMPUTE_THREADS: '0' };
  content = await buildTestService(contentService, infra, { ...env, POSTIZ_URL: `${postiz.url}/api`, POSTIZ_API_KEY: postizKey });
  unconfigured = await buildTestService(contentService, infra, env);
  wrongKey = await buildTestService(contentService, infra, { ...env, POSTIZ_URL: `${postiz.url}/api`, POSTIZ_API_KEY: 'not-the-key' });
  kit = await generate(alice, '/');
  plainKit = await generate(alice, '/plain');
}, 120_000);

afterAll(async () => {
  await unconfigured?.close();
  await wrongKey?.close();
  await content?.close();
  await site?.close();
  await postiz?.close();
  await infra?.cleanup();
});

const week = { start: '2026-12-07', days: 7, networks: ['twitter', 'linkedin', 'facebook'], perDay: 2, timezone: 'Europe/Berlin' };

describe('POST /api/kits/:id/plan and GET /api/plans/:id', () => {
  let plan: PostingPlan;

  beforeAll(async () => {
    const response = await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, week);
    expect(response.statusCode, response.body).toBe(201);
    plan = PostingPlan.parse(response.json());
  });

  it('fills a week at each network\'s good hours in the user\'s time zone, never repeating a text, with new posts where the kit has too few', () => {
    expect(plan.notices, JSON.stringify(plan.notices)).toHaveLength(1);
    expect(plan.posts).toHaveLength(7 * 3 * 2);
    expect(new Set(plan.posts.map((post) => post.text)).size).toBe(plan.posts.length);
    const kitTexts = kit.socialPlatforms.flatMap((entry) => entry.options);
    expect(plan.posts.filter((post) => post.origin === 'kit').map((post) => post.text).every((text) => kitTexts.includes(text))).toBe(true);
    const variations = plan.posts.filter((post) => post.origin === 'variation');
    expect(variations.length).toBeGreaterThan(0);
    for (const post of variations) expect(kitTexts).not.toContain(post.text);
    expect(plan.notices[0]).toMatch(/new posts? (was|were) written for this plan/);
    const hours: Record<PlanNetwork, string[]> = { twitter: ['09:00', '12:00'], linkedin: ['08:00', '12:00'], facebook: ['09:00', '13:00'], instagram: [] };
    for (const post of plan.posts) {
      expect(hours[post.network]).toContain(post.local.slice(11));
      expect(post.local.slice(0, 10) >= '2026-12-07' && post.local.slice(0, 10) <= '2026-12-13').toBe(true);
      expect(post.length).toBeLessThanOrEqual(post.limit);
    }
    // Berlin is UTC+1 in December.
    expect(plan.posts[0]).toMatchObject({ network: 'linkedin', local: '2026-12-07T08:00', at: '2026-12-07T07:00:00.000Z' });
  });

  it('answers the same plan on GET, and 404 to anyone else, exactly as for a plan that does not exist', async () => {
    const mine = await call(content, alice, 'GET', `/api/plans/${plan.id}`);
    expect(mine.statusCode).toBe(200);
    expect(PostingPlan.parse(mine.json())).toEqual(plan);
    const foreign = await call(content, bob, 'GET', `/api/plans/${plan.id}`);
    const missing = await call(content, bob, 'GET', `/api/plans/${randomUUID()}`);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { message: 'Plan not found', code: 'NOT_FOUND' }]);
    expect([missing.statusCode, missing.json()]).toEqual([foreign.statusCode, foreign.json()]);
  });

  it("refuses to plan another user's kit and bad requests with a clear 4xx, storing nothing", async () => {
    const before = await planRows();
    const foreign = await call(content, bob, 'POST', `/api/kits/${kit.kitId}/plan`, week);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Kit not found']);
    for (const [bad, message] of [
      [{ days: 40 }, 'A plan covers 7 to 31 days'],
      [{ timezone: 'Europe/Atlantis' }, 'Unknown time zone: use an IANA name such as Europe/Berlin'],
      [{ networks: ['myspace'] }, null],
      [{ perDay: 9 }, 'At most 3 posts per network per day'],
    ] as const) {
      const response = await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      if (message) expect(response.json().message).toContain(message);
    }
    expect(await planRows()).toBe(before);
  });
});

describe('GET /api/kits/:id/plans (issue 29, item 2)', () => {
  it("lists the kit's plans newest first without their posts, and answers 404 for another user's kit", async () => {
    const own = await generate(alice, '/plain');
    const empty = await call(content, alice, 'GET', `/api/kits/${own.kitId}/plans`);
    expect([empty.statusCode, empty.json()]).toEqual([200, { items: [] }]);
    const first = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${own.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
    const second = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${own.kitId}/plan`, { ...week, start: '2026-12-06', networks: ['linkedin'], perDay: 1 })).json());
    const listed = await call(content, alice, 'GET', `/api/kits/${own.kitId}/plans`);
    expect(listed.statusCode).toBe(200);
    const { items } = PostingPlanList.parse(listed.json());
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]).toEqual({ id: second.id, kitId: own.kitId, start: '2026-12-06', days: 7, networks: ['linkedin'], posts: second.posts.length, timezone: 'Europe/Berlin', createdAt: second.createdAt, updatedAt: second.updatedAt });
    expect(listed.body).not.toContain(first.posts[0]!.text);
    const foreign = await call(content, bob, 'GET', `/api/kits/${own.kitId}/plans`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Kit not found']);
  });
});

describe('how far ahead a plan may start (issue 29, F10)', () => {
  it('refuses a start in the year 9999 with a 400, storing nothing', async () => {
    const before = await planRows();
    const response = await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, start: '9999-12-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^A plan can start at most 2 years ahead: choose a date until \d{4}-\d{2}-\d{2}$/);
    expect(await planRows()).toBe(before);
  });
});

describe('PATCH /api/plans/:id', () => {
  let plan: PostingPlan;

  beforeAll(async () => {
    plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
  });

  it('moves a post to a new time inside the plan and keeps the plan in time order', async () => {
    const first = plan.posts[0]!;
    const response = await call(content, alice, 'PATCH', `/api/plans/${plan.id}`, { postId: first.id, at: '2026-12-10T15:30:00+01:00' });
    expect(response.statusCode, response.body).toBe(200);
    const moved = PostingPlan.parse(response.json());
    expect(moved.posts.find((post) => post.id === first.id)).toMatchObject({ at: '2026-12-10T14:30:00.000Z', local: '2026-12-10T15:30', text: first.text });
    expect(moved.posts.map((post) => post.at)).toEqual(moved.posts.map((post) => post.at).toSorted());
    plan = moved;
  });

  it('edits a text within the network rules and marks it as edited', async () => {
    const post = plan.posts[1]!;
    const text = 'Plan, track and report every client project in Brightloop. Start your free trial today #ProjectManagement';
    const response = await call(content, alice, 'PATCH', `/api/plans/${plan.id}`, { postId: post.id, text });
    expect(response.statusCode, response.body).toBe(200);
    expect(PostingPlan.parse(response.json()).posts.find((p) => p.id === post.id)).toMatchObject({ text, origin: 'edited', length: postLength(text, 'Twitter') });
    plan = PostingPlan.parse(response.json());
  });

  it('keeps an edited text holding a lone surrogate, without it (issue 29, F3)', async () => {
    const post = plan.posts[3]!;
    const response = await call(content, alice, 'PATCH', `/api/plans/${plan.id}`, { postId: post.id, text: 'Brightloop\ud800 plans every client project\udc00 for you' });
    expect(response.statusCode, response.body).toBe(200);
    plan = PostingPlan.parse(response.json());
    expect(plan.posts.find((p) => p.id === post.id)!.text).toBe('Brightloop plans every client project for you');
  });

  it('refuses a time outside the plan, a text Twitter would refuse, too many hashtags or a repeated text, and changes nothing', async () => {
    const post = plan.posts[2]!;
    const refusals: Array<[object, string]> = [
      [{ at: '2027-01-20T09:00:00Z' }, 'Choose a time within the plan: 2026-12-07 00:00 to 2026-12-13 23:59 (Europe/Berlin)'],
      [{ text: `${'Brightloop '.repeat(24)}https://brightloop.example/ 🚀🚀` }, 'Twitter allows 280 characters; this post has'],
      [{ text: 'Brightloop #one #two #three #four' }, 'Twitter allows at most 3 hashtags; this post has 4'],
      [{ text: plan.posts[0]!.text }, 'Another post of this plan already says exactly this'],
      [{ text: '   ' }, 'A post cannot be empty'],
      [{ postId: randomUUID(), text: 'x' }, 'Post not found in this plan'],
    ];
    for (const [change, message] of refusals) {
      const response = await call(content, alice, 'PATCH', `/api/plans/${plan.id}`, { postId: post.id, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toContain(message);
    }
    const foreign = await call(content, bob, 'PATCH', `/api/plans/${plan.id}`, { postId: post.id, text: 'Mine now' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Plan not found']);
    expect(PostingPlan.parse((await call(content, alice, 'GET', `/api/plans/${plan.id}`)).json())).toEqual(plan);
  });
});

describe('GET /api/plans/:id/export', () => {
  let plan: PostingPlan;

  beforeAll(async () => {
    plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, networks: ['twitter', 'instagram'], perDay: 1 })).json());
  });

  it('answers an .ics with one event per post, named from the site', async () => {
    const response = await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="brightloop-posting-plan.ics"; filename*=UTF-8''brightloop-posting-plan.ics`);
    const unfolded = response.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded.match(/^BEGIN:VEVENT$/gm)).toHaveLength(plan.posts.length);
    expect(unfolded).toContain(`DTSTART:${plan.posts[0]!.at.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(unfolded).toContain('SUMMARY:Instagram post: Brightloop');
  });

  it("answers Hootsuite's bulk CSV, for one network when asked", async () => {
    const all = await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=csv`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.body.startsWith('"12/07/2026 ')).toBe(true);
    const twitter = await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=csv&network=twitter`);
    expect(twitter.headers['content-disposition']).toContain('brightloop-posting-plan-twitter-hootsuite.csv');
    expect(twitter.body.split(/\r\n(?="\d\d\/)/)).toHaveLength(7);
    const none = await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=csv&network=linkedin`);
    expect([none.statusCode, none.json().message]).toEqual([400, 'This plan has no linkedin posts to export']);
    expect((await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=pdf`)).statusCode).toBe(400);
    expect((await call(content, bob, 'GET', `/api/plans/${plan.id}/export?format=ics`)).statusCode).toBe(404);
  });
});

describe('POST /api/plans/:id/push', () => {
  it('creates a draft in Postiz for each post whose network has a connected channel, as its public API expects', async () => {
    const plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, networks: ['twitter', 'linkedin', 'facebook'], perDay: 1 })).json());
    postizRequests.length = 0;
    const response = await call(content, alice, 'POST', `/api/plans/${plan.id}/push`);
    expect(response.statusCode, response.body).toBe(200);
    const result = PlanPushResult.parse(response.json());
    expect(result).toEqual({ pushed: 14, skipped: [{ network: 'facebook', posts: 7, reason: 'No facebook channel is connected in Postiz' }], message: '14 drafts were created in Postiz; 7 facebook skipped (no channel connected).' });
    expect(postizRequests[0]).toMatchObject({ method: 'GET', url: '/api/public/v1/integrations', authorization: postizKey });
    const drafts = postizRequests.filter((request) => request.method === 'POST');
    expect(drafts).toHaveLength(14);
    for (const draft of drafts) expect(draft.authorization).toBe(postizKey);
    const twitterPost = plan.posts.find((post) => post.network === 'twitter')!;
    expect(drafts.map((draft) => draft.body)).toContainEqual({
      type: 'draft',
      date: twitterPost.at,
      shortLink: false,
      tags: [],
      posts: [{ integration: { id: 'int-x' }, value: [{ content: twitterPost.text, image: [] }], settings: { __type: 'x', who_can_reply_post: 'everyone' } }],
    });
    const linkedinPost = plan.posts.find((post) => post.network === 'linkedin')!;
    expect(drafts.map((draft) => draft.body)).toContainEqual(expect.objectContaining({ date: linkedinPost.at, posts: [expect.objectContaining({ integration: { id: 'int-li' } })] }));
  });

  it("answers 404 for another user's plan without calling Postiz, and 409 saying so when Postiz is not configured", async () => {
    const plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
    expect(plan.postizConfigured).toBe(true);
    postizRequests.length = 0;
    expect((await call(content, bob, 'POST', `/api/plans/${plan.id}/push`)).statusCode).toBe(404);
    expect(postizRequests).toEqual([]);
    const off = await call(unconfigured, alice, 'POST', `/api/plans/${plan.id}/push`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Pushing to Postiz is not configured on this server (POSTIZ_URL and POSTIZ_API_KEY are not set). Export the plan as a calendar or CSV instead.');
    expect(PostingPlan.parse((await call(unconfigured, alice, 'GET', `/api/plans/${plan.id}`)).json()).postizConfigured).toBe(false);
    expect(postizRequests).toEqual([]);
  });

  it('answers 502 with the reason when Postiz refuses the key, creating nothing', async () => {
    const plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${kit.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
    postizRequests.length = 0;
    const refused = await call(wrongKey, alice, 'POST', `/api/plans/${plan.id}/push`);
    expect([refused.statusCode, refused.json().message]).toEqual([502, 'Postiz refused the API key (401); check POSTIZ_API_KEY']);
    expect(postizRequests.map((request) => `${request.method} ${request.url} ${request.authorization}`)).toEqual(['GET /api/public/v1/integrations not-the-key']);
  });
});

describe('GET /api/kits/:id/export', () => {
  it('answers a zip named from the site with the copy, flyers as SVG and PNG, design tokens, the logo and the sources', async () => {
    const response = await call(content, alice, 'GET', `/api/kits/${kit.kitId}/export?format=zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="brightloop-marketing-kit.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    const prefix = 'brightloop-marketing-kit/';
    expect(names.every((name) => name.startsWith(prefix))).toBe(true);
    const markdown = strFromU8(files[`${prefix}brightloop-copy.md`]!);
    expect(markdown.startsWith('# Brightloop: marketing kit')).toBe(true);
    // What the kit was built from is the kit's own sentence, once.
    expect(markdown.split(kit.builtFrom)).toHaveLength(2);
    expect(markdown).not.toContain('Built from Built from');
    expect(markdown).toContain(kit.websiteCopy.hero.split('\n')[0]!);
    for (const entry of kit.socialPlatforms) for (const option of entry.options) expect(markdown).toContain(option.split('\n')[0]!);

    const flyers = kit.flyers!.flyers;
    expect(flyers.length).toBeGreaterThan(0);
    for (const flyer of flyers) {
      const name = `${prefix}flyers/brightloop-${flyer.platform.toLowerCase().replace(/\s+/g, '-')}-flyer`;
      expect(strFromU8(files[`${name}.svg`]!)).toContain('<svg');
      const png = await sharp(Buffer.from(files[`${name}.png`]!)).metadata();
      expect(`${png.format} ${png.width}x${png.height}`).toBe(`png ${flyer.dimensions}`);
    }

    const tokens = JSON.parse(strFromU8(files[`${prefix}brightloop-design-tokens.tokens.json`]!));
    expect(tokens.color.$type).toBe('color');
    expect(tokens.color.primary.$value).toMatchObject({ colorSpace: 'srgb', hex: kit.brandColors.primary.toLowerCase() });
    expect(tokens.font.$type).toBe('fontFamily');

    const logo = Buffer.from(files[`${prefix}brightloop-logo.png`]!);
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    const sources = strFromU8(files[`${prefix}brightloop-sources.md`]!);
    expect(sources).toContain(kit.grounding.summary);
    const sourced = kit.grounding.claims.find((claim) => claim.source);
    if (sourced) expect(sources).toContain(sourced.source!.text.split('\n')[0]!);
    expect(JSON.parse(strFromU8(files[`${prefix}brightloop-kit.json`]!)).websiteCopy).toEqual(kit.websiteCopy);
    const videoFiles = names.filter((name) => name.startsWith(`${prefix}video/`));
    expect(videoFiles.length).toBeGreaterThan(0);
    expect(strFromU8(files[`${prefix}README.txt`]!)).not.toContain('Not included');
  });

  it('answers the Markdown or the JSON alone, and says in the zip when the site showed no logo', async () => {
    const md = await call(content, alice, 'GET', `/api/kits/${kit.kitId}/export?format=md`);
    expect([md.statusCode, md.headers['content-type']]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(md.headers['content-disposition']).toContain('brightloop-marketing-kit.md');
    expect(md.body.startsWith('# Brightloop: marketing kit')).toBe(true);
    const json = await call(content, alice, 'GET', `/api/kits/${kit.kitId}/export?format=json`);
    expect(json.json()).toMatchObject({ websiteCopy: kit.websiteCopy, kit: { siteName: 'Brightloop' } });
    const plain = unzipSync(new Uint8Array((await call(content, alice, 'GET', `/api/kits/${plainKit.kitId}/export`)).rawPayload));
    expect(Object.keys(plain).some((name) => name.includes('-logo.'))).toBe(false);
    expect(strFromU8(plain['brightloop-marketing-kit/README.txt']!)).toContain('Logo: No logo was found on this site');
  });

  it("answers 404 for another user's kit and 400 for an unknown format", async () => {
    const foreign = await call(content, bob, 'GET', `/api/kits/${kit.kitId}/export?format=zip`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Kit not found']);
    expect((await call(content, alice, 'GET', `/api/kits/${kit.kitId}/export?format=docx`)).statusCode).toBe(400);
  });
});

describe('GET /api/kits/:id/logo', () => {
  it("downloads the logo found on the kit's site, and answers 404 when it showed none or the kit is not yours", async () => {
    const response = await call(content, alice, 'GET', `/api/kits/${kit.kitId}/logo`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toContain('brightloop-logo.png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 192 });
    const none = await call(content, alice, 'GET', `/api/kits/${plainKit.kitId}/logo`);
    expect([none.statusCode, none.json().message]).toEqual([404, 'No logo was found on this site']);
    expect((await call(content, bob, 'GET', `/api/kits/${kit.kitId}/logo`)).json().message).toBe('Kit not found');
  });
});

describe('a deleted kit', () => {
  it('takes its plans with it', async () => {
    const own = await generate(alice, '/plain');
    const plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${own.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
    const deleted = await content.app.inject({ method: 'DELETE', url: `/api/kits/${own.kitId}`, headers: content.as(alice) });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await call(content, alice, 'GET', `/api/plans/${plan.id}`)).statusCode).toBe(404);
    expect(await content.dataSource.getRepository(PlanRecord).countBy({ kitId: own.kitId })).toBe(0);
  });
});

describe('bidirectional controls in what a site calls itself (issue 29, F8)', () => {
  const bidi = /[\u202a-\u202e\u2066-\u2069]/u;

  it('are left out where the page is read: the kit, its plan calendar, its exports and its shared page', async () => {
    const bidiKit = await generate(alice, '/bidi');
    expect(bidiKit.websiteAnalysis.name).toBe('Brightloop');
    expect(JSON.stringify(bidiKit)).not.toMatch(bidi);
    const plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${bidiKit.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
    expect((await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=ics`)).body).not.toMatch(bidi);
    expect((await call(content, alice, 'GET', `/api/kits/${bidiKit.kitId}/export?format=md`)).body).not.toMatch(bidi);
  });

  it('are left out of the README, the calendar and the shared page of a kit and plan kept before', async () => {
    const old = await generate(alice, '/plain');
    const plan = PostingPlan.parse((await call(content, alice, 'POST', `/api/kits/${old.kitId}/plan`, { ...week, networks: ['twitter'], perDay: 1 })).json());
    const name = 'Invoice\u202Egnp.exe';
    await content.dataSource.getRepository(GenerationRecord).update({ id: old.kitId }, { name, siteName: name });
    await content.dataSource.getRepository(PlanRecord).update({ id: plan.id }, { siteName: name });

    const calendar = (await call(content, alice, 'GET', `/api/plans/${plan.id}/export?format=ics`)).body.replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain('X-WR-CALNAME:Invoicegnp.exe posting plan');
    expect(calendar).not.toMatch(bidi);
    const zip = unzipSync(new Uint8Array((await call(content, alice, 'GET', `/api/kits/${old.kitId}/export`)).rawPayload));
    const readme = strFromU8(Object.entries(zip).find(([file]) => file.endsWith('/README.txt'))![1]);
    expect(readme.startsWith('Invoicegnp.exe: marketing kit by SiteSpark')).toBe(true);
    const token = (await call(content, alice, 'POST', `/api/kits/${old.kitId}/share`)).json().url.split('/').pop() as string;
    const shared = await content.app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().kit).toMatchObject({ name: 'Invoicegnp.exe', siteName: 'Invoicegnp.exe' });
    expect(shared.body).not.toMatch(bidi);
  });
});

describe('the Markdown export shows texts, never markup (issue 29, F9)', () => {
  it('escapes raw HTML and links, and keeps a line break in a headline from starting a heading', async () => {
    const fresh = await generate(alice, '/plain');
    const edits = [
      { path: 'adCopy.headline', value: 'Spring sale\n# Injected heading' },
      { path: 'adCopy.variations.headlines.0', value: '<img src=x onerror=alert(1)>' },
      { path: 'emailCopy.subject', value: '[Open](javascript:alert(1)) now' },
      { path: 'websiteCopy.hero', value: 'Hello\n# Quoted heading\n<script>alert(1)</script>\n[x]: javascript:alert(1)\n```\n<https://evil.example>\n![pixel](https://evil.example/p.gif)\n\\[still](javascript:alert(2))' },
    ];
    const edited = await content.app.inject({ method: 'PATCH', url: `/api/kits/${fresh.kitId}`, headers: content.as(alice), payload: { edits } });
    expect(edited.statusCode, edited.body).toBe(200);
    // A kit kept before names were cleaned where they enter.
    await content.dataSource.getRepository(GenerationRecord).update({ id: fresh.kitId }, { name: 'Invoice\u202Egnp.exe' });

    const md = (await call(content, alice, 'GET', `/api/kits/${fresh.kitId}/export?format=md`)).body;
    const lines = md.split('\n');
    expect(lines[0]).toBe('# Invoicegnp.exe: marketing kit');
    expect(md).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
    expect(lines.filter((line) => /Injected heading|Quoted heading/.test(line))).toEqual(['**Headline:** Spring sale # Injected heading', '> \\# Quoted heading']);
    // No unescaped "<" (raw HTML, autolinks) and no unescaped "[" (links, images, link definitions) anywhere.
    expect(md).not.toMatch(/(^|[^\\])(\\\\)*</m);
    expect(md).not.toMatch(/(^|[^\\])(\\\\)*\[/m);
    expect(lines).toContain('> \\```');
    expect(md).toContain('- \\<img src=x onerror=alert(1)>');
    expect(md).toContain('> \\\\\\[still\\](javascript:alert(2))');
  });
});

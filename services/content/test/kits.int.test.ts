import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kit, KitList, KitRegenerated, KitRevisionList, SharedKit } from '@sitespark/contracts';
import { buildTestService, createTestInfra, listFilesUnder, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { GenerationRecord, KitRevisionRecord, KitShareRecord } from '../src/persistence/entities.ts';
import { dataUrl, fixtureHtml, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

let infra: TestInfra;
let content: TestService<ContentConfig>;
let site: FixtureServer;
let snippetImage: string;

beforeAll(async () => {
  infra = await createTestInfra('content-kits');
  site = await startFixtureServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(fixtureHtml());
  });
  content = await buildTestService(contentService, infra, {
    FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort,
    KITS_KEPT_LIMIT: '3',
    SHARED_KIT_REQUESTS_PER_MINUTE: '5',
    CONTENT_COMPUTE_THREADS: '0',
  });
  snippetImage = dataUrl(await solidPng('#0e7c66'));
}, 60_000);

afterAll(async () => {
  await content?.close();
  await site?.close();
  await infra?.cleanup();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(userId: string | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return content.app.inject({ method, url, headers: { ...(userId ? content.as(userId) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function generateKit(userId: string): Promise<string> {
  const response = await call(userId, 'POST', '/api/marketing/generate', {
    url: `${site.url}/`,
    siteSnips: [{ image: snippetImage, description: 'Dashboard with project timelines' }],
    customPrompt: '',
  });
  expect(response.statusCode).toBe(200);
  const kitId = response.json().kitId as string;
  expect(kitId).toMatch(/^[0-9a-f-]{36}$/);
  return kitId;
}

const objectFiles = async (userId: string) => (await listFilesUnder(content.objectsDir)).filter((file) => file.includes(userId));

describe('kits are kept', () => {
  it('lists, opens, edits, undoes, renames and lists revisions of a generated kit', async () => {
    const me = randomUUID();
    const kitId = await generateKit(me);

    const list = KitList.parse((await call(me, 'GET', '/api/kits')).json());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: kitId, name: 'Brightloop', siteName: 'Brightloop', type: 'SaaS', language: 'en' });
    expect(list.items[0]!.thumbnail).toMatch(new RegExp(`^/api/media/flyers/${me}/`));
    expect(list.nextCursor).toBeNull();

    const opened = await call(me, 'GET', `/api/kits/${kitId}`);
    expect(opened.statusCode).toBe(200);
    const kit = Kit.parse(opened.json());
    expect(kit.kit).toMatchObject({ id: kitId, revision: 0, share: null, canRegenerate: true });
    expect(kit.viralPredictor.posts).toHaveLength(12);
    expect(kit.flyers?.flyers).toHaveLength(6);

    const before = kit.socialPlatforms[0]!.options[0]!;
    const scoreBefore = kit.viralPredictor.posts.find((p) => p.platform === kit.socialPlatforms[0]!.platform && p.option === 1)!.score;
    const edited = await call(me, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path: 'socialPlatforms.0.options.0', value: 'Hi.' }, { path: 'websiteCopy.hero', value: 'Reports your clients read' }] });
    expect(edited.statusCode).toBe(200);
    const afterEdit = Kit.parse(edited.json());
    expect(afterEdit.socialPlatforms[0]!.options[0]).toBe('Hi.');
    expect(afterEdit.websiteCopy.hero).toBe('Reports your clients read');
    expect(afterEdit.socialPosts.option1).toContain('Hi.');
    expect(afterEdit.kit.revision).toBe(1);
    // Scores are recomputed from the new text: a two-letter post scores lower than the written one.
    const scoreAfter = afterEdit.viralPredictor.posts.find((p) => p.platform === afterEdit.socialPlatforms[0]!.platform && p.option === 1)!.score;
    expect(scoreAfter).toBeLessThan(scoreBefore);

    // A reload shows the edit.
    expect(Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json()).socialPlatforms[0]!.options[0]).toBe('Hi.');

    // Undo is an edit back: a new revision, nothing lost.
    const undone = Kit.parse((await call(me, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path: 'socialPlatforms.0.options.0', value: before }] })).json());
    expect(undone.socialPlatforms[0]!.options[0]).toBe(before);
    expect(undone.kit.revision).toBe(2);

    const renamed = Kit.parse((await call(me, 'PATCH', `/api/kits/${kitId}`, { name: 'Spring launch' })).json());
    expect(renamed.kit.name).toBe('Spring launch');
    expect(KitList.parse((await call(me, 'GET', '/api/kits')).json()).items[0]!.name).toBe('Spring launch');

    const revisions = KitRevisionList.parse((await call(me, 'GET', `/api/kits/${kitId}/revisions`)).json());
    expect(revisions.items.map((r) => [r.revision, r.kind])).toEqual([
      [3, 'rename'],
      [2, 'edit'],
      [1, 'edit'],
    ]);
    expect(revisions.items[2]!.changes).toEqual(
      expect.arrayContaining([{ path: 'socialPlatforms.0.options.0', oldValue: before, newValue: 'Hi.' }]),
    );
    expect(revisions.items[0]!.changes).toEqual([{ path: 'name', oldValue: 'Brightloop', newValue: 'Spring launch' }]);
  }, 60_000);

  it('refuses edits of unknown, computed or non-text paths with a clear 400 and changes nothing', async () => {
    const me = randomUUID();
    const kitId = await generateKit(me);
    const cases: Array<[string, RegExp]> = [
      ['websiteCopy.nope', /no text at "websiteCopy.nope"/],
      ['marketingIntel.contentRating', /not a text field/],
      ['brandColors.primary', /not editable/],
      ['socialPosts.option1', /combined from the posts in socialPlatforms/],
      ['socialPlatforms.0.options.9', /no text at/],
      ['__proto__.polluted', /no text at|keys and indexes/],
      ['flyers.flyers.0.downloadUrl', /not editable/],
    ];
    for (const [path, message] of cases) {
      const response = await call(me, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path: 'websiteCopy.hero', value: 'Fine' }, { path, value: 'x' }] });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toMatch(message);
    }
    expect((await call(me, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path: 'websiteCopy.hero', value: '   ' }] })).statusCode).toBe(400);
    expect((await call(me, 'PATCH', `/api/kits/${kitId}`, {})).statusCode).toBe(400);
    const kit = Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json());
    expect(kit.kit.revision).toBe(0);
    expect(kit.websiteCopy.hero).not.toBe('Fine');
  }, 60_000);

  it('refuses a zero-padded index with a clear 400 on edit and regenerate, and changes nothing (issue 29, F1)', async () => {
    const me = randomUUID();
    const kitId = await generateKit(me);
    const before = Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json());
    for (const path of ['socialPlatforms.00.options.0', 'socialPlatforms.0.options.01', 'emailCopy.sequences.welcome.00.body']) {
      const edited = await call(me, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path, value: 'Changed' }] });
      expect(edited.statusCode, path).toBe(400);
      expect(edited.json().message, path).toMatch(/without leading zeros/);
      const regenerated = await call(me, 'POST', `/api/kits/${kitId}/regenerate`, { path });
      expect(regenerated.statusCode, path).toBe(400);
      expect(regenerated.json().message, path).toMatch(/without leading zeros/);
    }
    const after = Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json());
    expect(after.kit.revision).toBe(0);
    expect(after.socialPlatforms).toEqual(before.socialPlatforms);
    expect(KitRevisionList.parse((await call(me, 'GET', `/api/kits/${kitId}/revisions`)).json()).items).toHaveLength(0);
  }, 60_000);

  it('regenerates one post shorter, with its grounding and score, stored as a revision', async () => {
    const me = randomUUID();
    const kitId = await generateKit(me);
    const kit = Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json());
    const path = 'socialPlatforms.1.options.0';
    const old = kit.socialPlatforms[1]!.options[0]!;

    const response = await call(me, 'POST', `/api/kits/${kitId}/regenerate`, { path, instruction: 'shorter' });
    expect(response.statusCode).toBe(200);
    const result = KitRegenerated.parse(response.json());
    const fresh = result.changes[0]!.newValue;
    expect(result.changes).toEqual([{ path, oldValue: old, newValue: fresh }]);
    expect(fresh).not.toBe(old);
    expect(fresh.length).toBeLessThanOrEqual(old.length * 0.9);
    expect(result.score).toMatchObject({ platform: kit.socialPlatforms[1]!.platform, option: 1 });
    expect(result.grounding.every((claim) => claim.path === path)).toBe(true);
    expect(result.kit.socialPlatforms[1]!.options[0]).toBe(fresh);
    expect(result.revision).toBe(1);

    const revisions = KitRevisionList.parse((await call(me, 'GET', `/api/kits/${kitId}/revisions`)).json());
    expect(revisions.items[0]).toMatchObject({ revision: 1, kind: 'regenerate', instruction: 'shorter' });

    const email = KitRegenerated.parse((await call(me, 'POST', `/api/kits/${kitId}/regenerate`, { path: 'emailCopy.sequences.welcome.1', instruction: 'longer' })).json());
    const body = email.changes.find((c) => c.path === 'emailCopy.sequences.welcome.1.body')!;
    expect(body.newValue.length).toBeGreaterThanOrEqual(body.oldValue.length * 1.1);

    const refused = await call(me, 'POST', `/api/kits/${kitId}/regenerate`, { path: 'marketingIntel.keyBenefits.0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/cannot be regenerated/);
    const badInstruction = await call(me, 'POST', `/api/kits/${kitId}/regenerate`, { path, instruction: 'louder' });
    expect(badInstruction.statusCode).toBe(400);
  }, 60_000);

  it('pages newest first with an opaque cursor and searches by name or site', async () => {
    const me = randomUUID();
    const rows = content.dataSource.getRepository(GenerationRecord);
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 5; i++) {
      await rows.save(
        rows.create({
          userId: me,
          url: `https://site-${i}.example/`,
          siteName: `Site ${i}`,
          name: i === 3 ? 'Autumn sale' : `Site ${i}`,
          siteType: 'Business',
          language: 'en',
          thumbnailUrl: null,
          siteModel: null,
          content: null,
          revision: 0,
          objectKeys: [],
          generator: 'builtin',
          request: {},
          result: {},
          modelTokens: 0,
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    const first = KitList.parse((await call(me, 'GET', '/api/kits?limit=2')).json());
    expect(first.items.map((k) => k.siteName)).toEqual(['Site 4', 'Site 3']);
    const second = KitList.parse((await call(me, 'GET', `/api/kits?limit=2&cursor=${first.nextCursor}`)).json());
    expect(second.items.map((k) => k.siteName)).toEqual(['Site 2', 'Site 1']);
    const third = KitList.parse((await call(me, 'GET', `/api/kits?limit=2&cursor=${second.nextCursor}`)).json());
    expect(third.items.map((k) => k.siteName)).toEqual(['Site 0']);
    expect(third.nextCursor).toBeNull();

    expect(KitList.parse((await call(me, 'GET', '/api/kits?q=autumn')).json()).items.map((k) => k.siteName)).toEqual(['Site 3']);
    expect(KitList.parse((await call(me, 'GET', '/api/kits?q=site-1.example')).json()).items.map((k) => k.siteName)).toEqual(['Site 1']);
    expect(KitList.parse((await call(me, 'GET', '/api/kits?q=%25')).json()).items).toEqual([]);
    const badCursor = await call(me, 'GET', '/api/kits?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toMatch(/cursor is not valid/);
    const impossibleDay = Buffer.from(JSON.stringify(['2026-02-30 10:00:00+00', randomUUID()])).toString('base64url');
    expect((await call(me, 'GET', `/api/kits?cursor=${impossibleDay}`)).statusCode).toBe(400);
    expect((await call(me, 'GET', `/api/kits?q=${encodeURIComponent('auto\u0000mn')}`)).statusCode).toBe(200);
    // Another user's list is empty; an old kit (no site model) opens but cannot be regenerated.
    expect(KitList.parse((await call(randomUUID(), 'GET', '/api/kits')).json()).items).toEqual([]);
  });

  it('deletes a kit with its objects, revisions and share links, leaving nothing behind', async () => {
    const me = randomUUID();
    const kitId = await generateKit(me);
    await call(me, 'PATCH', `/api/kits/${kitId}`, { name: 'To delete' });
    await call(me, 'POST', `/api/kits/${kitId}/share`);
    const kit = Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json());
    const keys = [...kit.flyers!.flyers.map((f) => f.downloadUrl), kit.kit.request.siteSnips[0]!.imageUrl].map((address) => address.slice('/api/media/'.length));
    expect(keys).toHaveLength(7);
    for (const key of keys) expect(await content.store.stat(key), key).not.toBeNull();
    expect((await objectFiles(me)).length).toBeGreaterThanOrEqual(7);

    expect((await call(randomUUID(), 'DELETE', `/api/kits/${kitId}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/api/kits/${kitId}`)).statusCode).toBe(204);
    expect(await objectFiles(me)).toEqual([]);
    for (const key of keys) expect(await content.store.stat(key), key).toBeNull();
    expect(await content.dataSource.getRepository(GenerationRecord).countBy({ id: kitId })).toBe(0);
    expect(await content.dataSource.getRepository(KitRevisionRecord).countBy({ kitId })).toBe(0);
    expect(await content.dataSource.getRepository(KitShareRecord).countBy({ kitId })).toBe(0);
    expect((await call(me, 'GET', `/api/kits/${kitId}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/api/kits/${kitId}`)).statusCode).toBe(404);
  }, 60_000);

  it('shares a kit read-only through an unguessable link, serves its images, and revokes it', async () => {
    const me = randomUUID();
    const kitId = await generateKit(me);
    const created = await call(me, 'POST', `/api/kits/${kitId}/share`);
    expect(created.statusCode).toBe(201);
    const { token, url } = created.json() as { token: string; url: string };
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(url).toBe(`/shared/${token}`);
    const stored = await content.dataSource.getRepository(KitShareRecord).findOneByOrFail({ kitId });
    expect(stored.tokenHash).not.toContain(token);

    const shared = await call(null, 'GET', `/api/shared/${token}`, undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(shared.statusCode).toBe(200);
    const kit = SharedKit.parse(shared.json());
    expect(kit.kit.name).toBe('Brightloop');
    expect(JSON.stringify(kit)).not.toContain(me);
    const flyer = kit.flyers!.flyers[0]!.downloadUrl;
    expect(flyer).toBe(`/api/shared/${encodeURIComponent(token)}/files/0`);
    const image = await call(null, 'GET', flyer);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
    // Only the kit's own files: another key through the same token is not found.
    expect((await call(null, 'GET', `/api/shared/${token}/files/99`)).statusCode).toBe(404);

    expect(Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json()).kit.share).not.toBeNull();
    expect((await call(me, 'DELETE', `/api/kits/${kitId}/share`)).statusCode).toBe(204);
    const revoked = await call(null, 'GET', `/api/shared/${token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toMatch(/revoked/);
    expect((await call(null, 'GET', flyer)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/shared/${'x'.repeat(43)}`)).statusCode).toBe(404);
    // Another user cannot share or revoke this kit.
    expect((await call(randomUUID(), 'POST', `/api/kits/${kitId}/share`)).statusCode).toBe(404);
    expect((await call(randomUUID(), 'DELETE', `/api/kits/${kitId}/share`)).statusCode).toBe(404);
  }, 60_000);

  it('shares the kit without the owner\'s request: no prompt, instructions, campaign or snippet images, and no snippet through the link (issue 29, F7)', async () => {
    const me = randomUUID();
    const prompt = 'Write for busy agency owners. Never use emoji. Mention our quiet onboarding call in every post.';
    const description = 'Dashboard with project timelines';
    const response = await call(me, 'POST', '/api/marketing/generate', {
      url: `${site.url}/`,
      siteSnips: [{ image: snippetImage, description }],
      customPrompt: prompt,
    });
    expect(response.statusCode).toBe(200);
    const kitId = response.json().kitId as string;
    const owner = Kit.parse((await call(me, 'GET', `/api/kits/${kitId}`)).json());
    // The owner's own view has them, so the shared view below leaves out something that is there.
    expect(owner.instructions.honoured.length + owner.instructions.notHonoured.length).toBeGreaterThan(0);
    const { token } = (await call(me, 'POST', `/api/kits/${kitId}/share`)).json() as { token: string };

    const shared = await call(null, 'GET', `/api/shared/${token}`, undefined, { 'x-forwarded-for': '203.0.113.21' });
    expect(shared.statusCode).toBe(200);
    const kit = SharedKit.parse(shared.json());
    const text = JSON.stringify(kit);
    expect(kit.instructions).toEqual({ honoured: [], notHonoured: [] });
    expect(kit.campaign).toBeUndefined();
    expect(kit.builtFrom).not.toMatch(/prompt|snippet/i);
    expect(text).not.toContain(prompt);
    expect(text).not.toContain('onboarding call in every post');
    expect(text).not.toContain('data:image');
    expect(text).not.toContain('/api/media/');
    expect(kit.writer.notices).toEqual([]);
    for (const claim of kit.grounding.claims) if (claim.source && ['your brief', 'snippet'].includes(claim.source.where)) expect(claim.source.text).toBe('');

    // Every file the link serves is one of the kit's flyers; the uploaded snippet is never one of them.
    const flyers = kit.flyers?.flyers.length ?? 0;
    for (let index = 0; index < flyers + 3; index++) {
      const file = await call(null, 'GET', `/api/shared/${token}/files/${index}`, undefined, { 'x-forwarded-for': `203.0.113.${30 + index}` });
      if (index < flyers) expect(file.headers['content-type']).toBe('image/svg+xml');
      else expect(file.statusCode).toBe(404);
    }
  }, 60_000);

  it('rate-limits the public shared route per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(null, 'GET', `/api/shared/${'y'.repeat(43)}`)).statusCode);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a new kit at the kits-kept limit with a clear 409, and counts kept kits in the stats', async () => {
    const me = randomUUID();
    for (let i = 0; i < 3; i++) await generateKit(me);
    const stats = await call(me, 'GET', '/api/content/stats');
    expect(stats.json()).toEqual({ contentCreated: 3, kitsKept: 3, kitsLimit: 3 });
    const refused = await call(me, 'POST', '/api/marketing/generate', { url: `${site.url}/`, siteSnips: [{ image: snippetImage, description: 'x' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', kitsKept: 3, kitsLimit: 3 });
    expect(refused.json().message).toMatch(/Delete kits you no longer need/);
    const kits = KitList.parse((await call(me, 'GET', '/api/kits')).json());
    expect((await call(me, 'DELETE', `/api/kits/${kits.items[0]!.id}`)).statusCode).toBe(204);
    expect((await call(me, 'GET', '/api/content/stats')).json()).toMatchObject({ contentCreated: 2, kitsKept: 2 });
    await generateKit(me);
  }, 90_000);

  it('keeps exactly the limit when parallel generations race it, refusing the rest with the limit\'s 409 and keeping none of their files (issue 29, F5)', async () => {
    const me = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(me, 'POST', '/api/marketing/generate', { url: `${site.url}/`, siteSnips: [{ image: snippetImage, description: 'Dashboard' }] })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, ...Array.from({ length: 7 }, () => 409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', kitsLimit: 3 });
      expect(refused.json().message).toMatch(/the most an account can keep \(3\)\. Delete kits you no longer need/);
    }
    expect((await call(me, 'GET', '/api/content/stats')).json()).toMatchObject({ kitsKept: 3, kitsLimit: 3 });
    const kept = KitList.parse((await call(me, 'GET', '/api/kits')).json()).items.map((item) => item.id).sort();
    expect(kept).toEqual(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().kitId as string).sort());
    // What the refused ones stored on the way (snippet images, flyers) is undone: only the kept kits' files remain.
    const records = await content.dataSource.getRepository(GenerationRecord).findBy({ userId: me });
    const keptKeys = new Set(records.flatMap((record) => record.objectKeys));
    const strays = (await objectFiles(me)).filter((file) => ![...keptKeys].some((key) => file.includes(key)));
    expect(strays).toEqual([]);
  }, 120_000);

  it("answers 404 for another user's kit on every route and 401 signed out", async () => {
    const owner = randomUUID();
    const kitId = await generateKit(owner);
    const other = randomUUID();
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', `/api/kits/${kitId}`],
      ['PATCH', `/api/kits/${kitId}`, { name: 'Mine now' }],
      ['DELETE', `/api/kits/${kitId}`],
      ['POST', `/api/kits/${kitId}/regenerate`, { path: 'websiteCopy.hero' }],
      ['GET', `/api/kits/${kitId}/revisions`],
      ['POST', `/api/kits/${kitId}/share`],
      ['DELETE', `/api/kits/${kitId}/share`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(other, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await call(null, 'GET', '/api/kits')).statusCode).toBe(401);
    expect((await call(owner, 'GET', `/api/kits/${kitId}`)).json().kit.name).toBe('Brightloop');
  }, 60_000);
});

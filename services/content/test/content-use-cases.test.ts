import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, createFsObjectStore } from '@sitespark/service-kit';
import { checkModelBudget } from '../src/domain/check-model-budget.ts';
import { getContentStats } from '../src/domain/get-content-stats.ts';
import { listSavedSnippets } from '../src/domain/list-saved-snippets.ts';
import { resolveSnippets } from '../src/domain/resolve-snippets.ts';
import { saveSnippet } from '../src/domain/save-snippet.ts';
import { solidPng } from './support/fixture-site.ts';
import { inMemoryGenerations, inMemorySnippets } from './support/in-memory-repositories.ts';

const generation = (userId: string, modelTokens = 0) => ({
  userId,
  url: 'https://a.example/',
  siteName: 'A',
  name: 'A',
  siteType: 'SaaS',
  language: 'en',
  thumbnailUrl: null,
  siteModel: null,
  objectKeys: [],
  generator: 'builtin',
  request: {},
  result: {},
  modelTokens,
});
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('content use cases with in-memory repositories', () => {
  it("counts only the user's own kits for the dashboard", async () => {
    const generations = inMemoryGenerations();
    const [me, other] = [randomUUID(), randomUUID()];
    await generations.add(generation(me));
    await generations.add(generation(me));
    await generations.add(generation(other));
    expect(await getContentStats({ generations, kitsLimit: 500 }, { userId: me })).toEqual({ contentCreated: 2, kitsKept: 2, kitsLimit: 500 });
  });

  it('lets a user generate until the day\'s model tokens are spent, then answers 429 with the wait until midnight UTC', async () => {
    const generations = inMemoryGenerations();
    const userId = randomUUID();
    const now = new Date(Date.UTC(2026, 10, 24, 21, 30));
    await generations.add(generation(userId, 900));
    await expect(checkModelBudget({ generations }, { userId, dailyTokens: 1000, now })).resolves.toBeUndefined();
    await generations.add(generation(userId, 200));
    const refused = await checkModelBudget({ generations }, { userId, dailyTokens: 1000, now }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).message).toBe("You have used today's AI writing allowance (1,000 tokens). It resets at midnight UTC, in 2 h 30 min.");
    expect((refused as AppError).details).toEqual({ retryAfterSeconds: 2.5 * 3600 });
  });

  it('saves a snippet re-encoded under a server-made key, and lists the newest first', async () => {
    const root = await mkdtemp(join(tmpdir(), 'snippets-'));
    dirs.push(root);
    const store = createFsObjectStore({ rootDir: root });
    const snippets = inMemorySnippets();
    const userId = randomUUID();
    const first = await saveSnippet({ snippets, store }, { userId, image: await solidPng('#112233'), fields: { description: ' Pricing table ', originalFileName: '../../etc/passwd.png' } });
    const second = await saveSnippet({ snippets, store }, { userId, image: await solidPng('#445566'), fields: { description: 'Hero', originalFileName: 'hero.png' } });
    expect(first.description).toBe('Pricing table');
    expect(first.originalFileName).toBe('passwd.png');
    expect(snippets.rows[0]!.objectKey).not.toContain('passwd');
    expect((await listSavedSnippets({ snippets }, { userId })).map((s) => s.id)).toEqual([second.id, first.id]);
  });

  it('removes the stored image when the snippet cannot be recorded, so nothing is orphaned', async () => {
    const root = await mkdtemp(join(tmpdir(), 'snippets-'));
    dirs.push(root);
    const store = createFsObjectStore({ rootDir: root });
    await expect(saveSnippet({ snippets: inMemorySnippets({ failOnAdd: true }), store }, { userId: randomUUID(), image: await solidPng('#112233'), fields: { description: '', originalFileName: 'a.png' } })).rejects.toThrow('database unavailable');
    const files = await readdir(root, { recursive: true, withFileTypes: true });
    expect(files.filter((f) => f.isFile())).toEqual([]);
  });

  it("encodes a snippet's small inline copy only for a reader that needs one, and keeps the image's bytes for its colours either way", async () => {
    const root = await mkdtemp(join(tmpdir(), 'snippets-'));
    dirs.push(root);
    const store = createFsObjectStore({ rootDir: root });
    const userId = randomUUID();
    const image = `data:image/png;base64,${(await solidPng('#3b5bdb')).toString('base64')}`;
    const [withoutCopy] = await resolveSnippets({ store }, { snippets: [{ image, description: 'Pricing' }], userId, thumbnails: false });
    expect(withoutCopy).toMatchObject({ description: 'Pricing', imageUrl: expect.stringMatching(new RegExp(`^/api/media/snippets/${userId}/`)), thumbnail: null });
    expect(withoutCopy!.bytes!.length).toBeGreaterThan(0);
    const [again] = await resolveSnippets({ store }, { snippets: [{ image: withoutCopy!.imageUrl, description: 'Pricing' }], userId, thumbnails: true });
    expect(again!.thumbnail).toMatch(/^data:image\/webp;base64,/);
    const [plain] = await resolveSnippets({ store }, { snippets: [{ image: withoutCopy!.imageUrl, description: 'Pricing' }], userId, thumbnails: false });
    expect(plain!.thumbnail).toBeNull();
  });
});

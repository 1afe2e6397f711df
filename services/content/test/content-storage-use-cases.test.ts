import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '@sitespark/contracts';
import { keyFromMediaUrl, mediaUrl, type ObjectInfo } from '@sitespark/service-kit';
import type { SiteModel } from '@sitespark/site-model';
import { announceContentStorage } from '../src/domain/announce-content-storage.ts';
import { checkStorageRoom } from '../src/domain/check-storage-room.ts';
import { renderFlyerSvgs } from '../src/domain/create-flyers.ts';
import type { KeptKit } from '../src/domain/get-kit.ts';
import { saveWithRedrawnFlyers, type RedrawKitFlyersDeps } from '../src/domain/redraw-kit-flyers.ts';

const userId = randomUUID();

function memoryStore(options: { failPutAfter?: number } = {}) {
  const objects = new Map<string, Buffer>();
  let puts = 0;
  return {
    objects,
    async put(key: string, body: Buffer) {
      puts += 1;
      if (options.failPutAfter !== undefined && puts > options.failPutAfter) throw new Error('disk full');
      objects.set(key, body);
      return { key, size: body.length } as unknown as ObjectInfo;
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
}

function keptKit(store: ReturnType<typeof memoryStore>): KeptKit {
  const flyerKeys = Array.from({ length: 6 }, (_, i) => `flyers/${userId}/old-${i}.svg`);
  for (const key of flyerKeys) store.objects.set(key, Buffer.from('<svg>old</svg>'));
  const content = {
    websiteCopy: { hero: 'Old headline', subheading: 'Old subheading.', callToAction: 'Start now' },
    adCopy: { cta: 'Try it' },
    flyers: { flyers: flyerKeys.map((key) => ({ platform: 'Instagram', dimensions: '1080x1080', size: '1 KB', downloadUrl: mediaUrl(key) })) },
  } as unknown as GenerationResult;
  const siteModel = {
    name: 'Brightloop',
    domain: 'brightloop.example',
    features: [{ name: 'Timelines' }],
    brand: { colors: { primary: '#123456', secondary: '#345678', accent: '#f59e0b' } },
    language: 'en',
  } as unknown as SiteModel;
  return {
    id: randomUUID(),
    userId,
    name: 'Brightloop',
    url: 'https://brightloop.example/',
    siteName: 'Brightloop',
    type: 'SaaS',
    language: 'en',
    thumbnail: mediaUrl(flyerKeys[0]!),
    generator: 'builtin',
    request: { url: 'https://brightloop.example/', customPrompt: '', targetAudience: '', includeVideo: false, siteSnips: [] },
    content,
    siteModel,
    revision: 0,
    objectKeys: [`snippets/${userId}/shot.png`, ...flyerKeys],
    createdAt: new Date(),
    updatedAt: new Date(),
    sharedAt: null,
  };
}

const edited = (kept: KeptKit, hero: string): GenerationResult => ({ ...kept.content, websiteCopy: { ...kept.content.websiteCopy, hero } });

function deps(store: ReturnType<typeof memoryStore>, announced: string[] = []): RedrawKitFlyersDeps {
  return {
    store,
    compute: { renderFlyerSvgs: async (content) => renderFlyerSvgs(content) },
    kits: { keysUsedElsewhere: async () => new Set<string>() },
    afterRedraw: async (user) => void announced.push(user),
  };
}

describe('saveWithRedrawnFlyers', () => {
  it('saves new flyers with the new headline and their keys, then deletes the old ones', async () => {
    const store = memoryStore();
    const kept = keptKit(store);
    const oldKeys = kept.objectKeys.slice(1);
    const announced: string[] = [];
    let saved: Record<string, unknown> | undefined;
    const { redrawn } = await saveWithRedrawnFlyers(deps(store, announced), { kept, content: edited(kept, 'New headline') }, async (fields) => {
      saved = fields;
    });
    expect(redrawn).toBe(true);
    const flyers = (saved!.content as unknown as GenerationResult).flyers!.flyers;
    const newKeys = flyers.map((flyer) => keyFromMediaUrl(flyer.downloadUrl)!);
    expect(saved!.objectKeys).toEqual([`snippets/${userId}/shot.png`, ...newKeys]);
    expect(saved!.thumbnailUrl).toBe(flyers[0]!.downloadUrl);
    for (const key of newKeys) expect(store.objects.get(key)!.toString()).toContain('<title>Brightloop: New headline</title>');
    for (const key of oldKeys) expect(store.objects.has(key)).toBe(false);
    expect(announced).toEqual([userId]);
  });

  it('keeps the old flyers and leaves no new object when storing or saving fails', async () => {
    const failingStore = memoryStore({ failPutAfter: 3 });
    const kept = keptKit(failingStore);
    let saves = 0;
    await expect(saveWithRedrawnFlyers(deps(failingStore), { kept, content: edited(kept, 'New headline') }, async () => void (saves += 1))).rejects.toThrow('disk full');
    expect(saves).toBe(0);
    expect([...failingStore.objects.keys()].sort()).toEqual(kept.objectKeys.slice(1).sort());

    const store = memoryStore();
    const again = keptKit(store);
    const conflict = saveWithRedrawnFlyers(deps(store), { kept: again, content: edited(again, 'New headline') }, async () => {
      throw new Error('changed meanwhile');
    });
    await expect(conflict).rejects.toThrow('changed meanwhile');
    expect([...store.objects.keys()].sort()).toEqual(again.objectKeys.slice(1).sort());
  });

  it('leaves the flyers alone when none of their texts changed', async () => {
    const store = memoryStore();
    const kept = keptKit(store);
    const content = { ...kept.content, socialPlatforms: [] } as unknown as GenerationResult;
    let saved: Record<string, unknown> | undefined;
    const { redrawn } = await saveWithRedrawnFlyers(deps(store), { kept, content }, async (fields) => void (saved = fields));
    expect(redrawn).toBe(false);
    expect(saved).toEqual({ content });
    expect(store.objects.size).toBe(6);
  });
});

describe('content storage', () => {
  it("announces the bytes of the user's distinct stored objects, a missing one as nothing", async () => {
    const sizes: Record<string, number> = { 'flyers/u/a.svg': 1000, 'snippets/u/b.png': 250 };
    const announced: Array<[string, number]> = [];
    const total = await announceContentStorage(
      {
        storage: {
          objectKeysOf: async () => ['flyers/u/a.svg', 'snippets/u/b.png', 'snippets/u/gone.png'],
          announce: async (user, bytes) => void announced.push([user, bytes]),
        },
        store: { stat: async (key) => (key in sizes ? ({ size: sizes[key] } as ObjectInfo) : null) },
      },
      { userId: 'u' },
    );
    expect(total).toBe(1250);
    expect(announced).toEqual([['u', 1250]]);
  });

  it('asks the store only for objects it has not measured before, and measures a missing one again later', async () => {
    const sizes: Record<string, number> = { 'flyers/u/a.svg': 1000 };
    let keys = ['flyers/u/a.svg', 'snippets/u/late.png'];
    const asked: string[] = [];
    const deps = {
      storage: { objectKeysOf: async () => keys, announce: async () => undefined },
      store: { stat: async (key: string) => (asked.push(key), key in sizes ? ({ size: sizes[key] } as ObjectInfo) : null) },
      sizes: new Map<string, number>(),
    };
    expect(await announceContentStorage(deps, { userId: 'u' })).toBe(1000);
    sizes['snippets/u/late.png'] = 300;
    keys = [...keys, 'flyers/u/new.svg'];
    sizes['flyers/u/new.svg'] = 20;
    expect(await announceContentStorage(deps, { userId: 'u' })).toBe(1320);
    expect(asked).toEqual(['flyers/u/a.svg', 'snippets/u/late.png', 'snippets/u/late.png', 'flyers/u/new.svg']);
  });

  it('refuses an upload with 413 once media counted the user at or over the limit', async () => {
    const usage = new Map([
      ['under', { usedBytes: 999, limitBytes: 1000 }],
      ['at', { usedBytes: 1000, limitBytes: 1000 }],
    ]);
    const storage = { usageOf: async (user: string) => usage.get(user) ?? null };
    await checkStorageRoom({ storage }, { userId: 'under' });
    await checkStorageRoom({ storage }, { userId: 'never-counted' });
    await expect(checkStorageRoom({ storage }, { userId: 'at' })).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Storage limit reached: your music, videos and kit images take 1000 bytes of 1000 bytes. Delete videos, tracks or kits you no longer need to make room.',
    });
  });
});

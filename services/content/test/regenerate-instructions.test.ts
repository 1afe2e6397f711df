import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { regenerateInstructions, type GenerationResult } from '@sitespark/contracts';
import { createKitCompute } from '../src/adapters/compute/create-kit-compute.ts';
import type { ContentGenerator, PieceRewriteRequest } from '../src/adapters/content-generator.ts';
import { assembleKit } from '../src/domain/assemble-kit.ts';
import { generateBuiltinCopy } from '../src/adapters/builtin-generator.ts';
import { builtinWriter } from '../src/adapters/builtin-generator.ts';
import { regenerateKitPiece } from '../src/domain/regenerate-kit-piece.ts';
import { casualness, obeys, rewriteByRule, wordOverlap } from '../src/domain/rewrite-instructions.ts';
import type { KitRepository, StoredKit } from '../src/persistence/kit-repository.ts';
import { handBuiltSite } from './support/hand-built-site.ts';
import { parseInstructions } from '@sitespark/site-model';

describe('what each regenerate instruction means, measured', () => {
  const post = "We are open every Saturday. Come and see the new pottery course. It is the best way to start!";
  it('shorter and longer by at least a tenth of the characters, and never the same text', () => {
    expect(obeys('shorter', post, post.slice(0, 60), 'en')).toBe(true);
    expect(obeys('shorter', post, `${post.slice(0, -3)}!!`, 'en')).toBe(false);
    expect(obeys('longer', post, `${post} Book a seat today.`, 'en')).toBe(true);
    expect(obeys('longer', post, `${post} Go.`, 'en')).toBe(false);
    expect(obeys(undefined, post, ` ${post} `, 'en')).toBe(false);
  });

  it('more casual and more formal by register markers, in the kit language', () => {
    expect(casualness("We're open! Don't miss it 🎉", 'en')).toBeGreaterThan(casualness('We are open. Do not miss it.', 'en'));
    expect(casualness('Kommen Sie vorbei.', 'de')).toBeLessThan(casualness('Komm vorbei, du wirst es lieben!', 'de'));
    expect(obeys('more casual', 'We are open. Do not miss it.', "We're open. Don't miss it!", 'en')).toBe(true);
    expect(obeys('more formal', "We're open! Don't miss it 🎉", 'We are open. Do not miss it.', 'en')).toBe(true);
  });

  it('another angle shares at most half its words', () => {
    expect(wordOverlap('Fresh bread every morning', 'Fresh bread every morning daily', 'en')).toBeGreaterThan(0.5);
    expect(obeys('another angle', 'Fresh bread every morning at the bakery', 'Our Saturday pottery course has four seats left', 'en')).toBe(true);
    expect(obeys('another angle', 'Fresh bread every morning at the bakery', 'Fresh bread every morning at our bakery', 'en')).toBe(false);
  });

  it('rewrites the text itself by rule when no written version does what was asked', () => {
    const shorter = rewriteByRule('shorter', post, 'en', [])!;
    expect(shorter.length).toBeLessThanOrEqual(post.length * 0.9);
    expect(post.startsWith(shorter.replace(/\.$/, ''))).toBe(true);
    const longer = rewriteByRule('longer', post, 'en', ['Four seats are left for the Saturday course.'])!;
    expect(longer).toBe(`${post} Four seats are left for the Saturday course.`);
    expect(rewriteByRule('more casual', 'We are open. Do not miss it.', 'en', [])).toBe("We're open. Don't miss it.");
    expect(rewriteByRule('more casual', 'Wir haben geöffnet.', 'de', [])).toBe('Wir haben geöffnet!');
    expect(rewriteByRule('more formal', "We're open! Don't miss it 🎉", 'en', [])).toBe('We are open. Do not miss it');
    expect(rewriteByRule('another angle', post, 'en', [])).toBeNull();
  });
});

/** A kept kit written by the built-in writer from the hand-built site, over one in-memory row. */
function keptKit() {
  const site = handBuiltSite({
    name: 'Crumb & Co',
    url: 'https://crumbandco.com',
    type: 'Food & Drink',
    paragraphs: [
      'We bake every loaf by hand in our Leeds kitchen.',
      'Our seeded rye uses a sourdough starter we have fed since 2009.',
      'Orders placed before 2 pm are ready the next morning.',
      'Our cinnamon buns come out of the oven at 8 am every Saturday.',
      'We deliver across Leeds on Fridays.',
    ],
    features: [
      { name: 'Seeded rye', description: 'Dense, tangy and packed with sunflower seeds.' },
      { name: 'Cinnamon buns', description: 'Baked fresh every Saturday morning.' },
      { name: 'Next-day pickup', description: 'Order before 2 pm and collect the next morning.' },
    ],
    prices: [{ item: 'Seeded rye', amount: '£4.50', row: 'Seeded rye £4.50' }],
    testimonials: [{ quote: 'The best rye in Yorkshire.', author: 'Sam Patel' }],
    location: 'Leeds',
    callsToAction: ['Order now'],
  });
  const instructions = parseInstructions('', '');
  const brief = { site, instructions, customPrompt: '', targetAudience: '', audiencePhrase: null, snippets: [] };
  const copy = generateBuiltinCopy(brief);
  const content: GenerationResult = assembleKit({
    site,
    copy,
    generator: 'builtin',
    writer: builtinWriter,
    instructions,
    prompt: '',
    targetAudience: '',
    flyers: null,
    videoContent: null,
    snippetCount: 0,
  });
  const userId = randomUUID();
  const row: StoredKit = {
    id: randomUUID(),
    userId,
    name: site.name,
    url: site.url,
    siteName: site.name,
    siteType: site.type,
    language: site.language,
    thumbnailUrl: null,
    generator: 'builtin',
    request: { url: site.url, customPrompt: '', targetAudience: '', includeVideo: false, siteSnips: [] },
    content: content as unknown as Record<string, unknown>,
    siteModel: site as unknown as Record<string, unknown>,
    revision: 0,
    objectKeys: [],
    createdAt: new Date(),
    updatedAt: new Date(),
    sharedAt: null,
  };
  const kits: Pick<KitRepository, 'findOwned' | 'update'> = {
    findOwned: async (owner, kitId) => (owner === userId && kitId === row.id ? structuredClone(row) : null),
    update: async (_owner, _kitId, expected, fields) => {
      expect(expected).toBe(row.revision);
      if (fields.content) row.content = fields.content;
      row.revision += 1;
      return row.revision;
    },
  };
  return { row, kits, userId, content };
}

describe('regenerating one piece of a kept kit', () => {
  const compute = createKitCompute({ threads: 0 });
  const builtin: Pick<ContentGenerator, 'kind' | 'rewrite'> = { kind: 'builtin' };

  for (const instruction of regenerateInstructions) {
    it(`writes a post that differs and is measurably ${instruction}`, async () => {
      const { row, kits, userId, content } = keptKit();
      const path = 'socialPlatforms.2.options.1';
      const old = content.socialPlatforms[2]!.options[1]!;
      const result = await regenerateKitPiece({ kits, compute, generator: builtin }, { userId, kitId: row.id, request: { path, instruction } });
      const fresh = result.changes[0]!.newValue;
      expect(fresh).not.toBe(old);
      expect(obeys(instruction, old, fresh, content.language.code)).toBe(true);
      expect(result.kit.content.socialPlatforms[2]!.options[1]).toBe(fresh);
      expect(result.score).toMatchObject({ platform: content.socialPlatforms[2]!.platform, option: 2 });
      expect(result.grounding.every((claim) => claim.path === path)).toBe(true);
    });
  }

  it("uses the model's rewrite when it does what was asked, and the built-in writer's when it does not", async () => {
    const { row, kits, userId, content } = keptKit();
    const old = content.websiteCopy.subheading;
    const asked: PieceRewriteRequest[] = [];
    const model: Pick<ContentGenerator, 'kind' | 'rewrite'> = {
      kind: 'openai',
      rewrite: async (_brief, request) => {
        asked.push(request);
        return { texts: [{ path: 'websiteCopy.subheading', text: 'Short and sweet.' }], tokens: 120 };
      },
    };
    const result = await regenerateKitPiece({ kits, compute, generator: model }, { userId, kitId: row.id, request: { path: 'websiteCopy.subheading', instruction: 'shorter' } });
    expect(asked[0]!.instruction).toMatch(/shorter/);
    expect(asked[0]!.texts).toEqual([{ path: 'websiteCopy.subheading', text: old }]);
    expect(result.changes).toEqual([{ path: 'websiteCopy.subheading', oldValue: old, newValue: 'Short and sweet.' }]);

    const stubborn: Pick<ContentGenerator, 'kind' | 'rewrite'> = {
      kind: 'openai',
      rewrite: async () => ({ texts: [{ path: 'websiteCopy.subheading', text: 'Short.' }], tokens: 1 }),
    };
    const again = await regenerateKitPiece({ kits, compute, generator: stubborn }, { userId, kitId: row.id, request: { path: 'websiteCopy.subheading', instruction: 'longer' } });
    // The model answered something shorter when asked for longer: a built-in version (or the rule) stands instead.
    expect(again.changes[0]!.newValue).not.toBe('Short.');
    expect(again.changes[0]!.newValue.length).toBeGreaterThanOrEqual('Short and sweet.'.length * 1.1);
  });

  it("refuses a model rewrite once the day's model budget is spent, before asking the model", async () => {
    const { row, kits, userId } = keptKit();
    let asked = 0;
    const model: Pick<ContentGenerator, 'kind' | 'rewrite'> = {
      kind: 'openai',
      rewrite: async () => {
        asked++;
        return { texts: [], tokens: 0 };
      },
    };
    const modelBudget = { dailyTokens: 1000, generations: { modelTokensSince: async () => 1000 } };
    await expect(
      regenerateKitPiece({ kits, compute, generator: model, modelBudget }, { userId, kitId: row.id, request: { path: 'websiteCopy.hero' } }),
    ).rejects.toMatchObject({ status: 429 });
    expect(asked).toBe(0);
    expect(row.revision).toBe(0);
  });

  it('refuses a zero-padded index before asking the model, and keeps no revision (issue 29, F1)', async () => {
    const { row, kits, userId } = keptKit();
    let asked = 0;
    const model: Pick<ContentGenerator, 'kind' | 'rewrite'> = {
      kind: 'openai',
      rewrite: async () => {
        asked++;
        return { texts: [], tokens: 100 };
      },
    };
    for (const path of ['socialPlatforms.00.options.0', 'socialPlatforms.0.options.01']) {
      await expect(regenerateKitPiece({ kits, compute, generator: model }, { userId, kitId: row.id, request: { path } })).rejects.toMatchObject({ status: 400 });
    }
    expect(asked).toBe(0);
    expect(row.revision).toBe(0);
  });

  it('refuses another user, and a kit kept without its site model', async () => {
    const { row, kits, userId } = keptKit();
    await expect(regenerateKitPiece({ kits, compute, generator: builtin }, { userId: randomUUID(), kitId: row.id, request: { path: 'websiteCopy.hero' } })).rejects.toMatchObject({ status: 404 });
    row.siteModel = null;
    await expect(regenerateKitPiece({ kits, compute, generator: builtin }, { userId, kitId: row.id, request: { path: 'websiteCopy.hero' } })).rejects.toMatchObject({ status: 409 });
  });
});

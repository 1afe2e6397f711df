import { describe, expect, it } from 'vitest';
import { AppError } from '@sitespark/service-kit';
import { applyTextEdits, isEditableTextPath, pieceAt, readPath } from '../src/domain/kit-paths.ts';
import { decodeKitCursor, encodeKitCursor } from '../src/domain/list-kits.ts';

const kit = {
  socialPosts: { option1: 'Twitter/X:\nHello' },
  socialPlatforms: [{ platform: 'Twitter', options: ['One', 'Two', 'Three'] }],
  emailCopy: { subject: 'Hi', body: 'Body', sequences: { welcome: [{ subject: 'W1', body: 'Welcome body' }], nurture: [], promotional: [] }, tips: ['Tip'] },
  adCopy: { headline: 'Ad', description: 'Desc', cta: 'Go', variations: { headlines: ['H1', 'H2'], descriptions: ['D1'], ctas: ['C1'] } },
  websiteCopy: { hero: 'Hero', subheading: 'Sub', callToAction: 'Start', features: 'F', benefits: 'B', testimonial: 'T' },
  marketingIntel: { contentRating: 72, keyBenefits: ['Fast'], competitorInsights: [] },
  brandColors: { primary: '#112233' },
  videoContent: { slideshowData: { textOverlays: [{ text: 'Overlay' }], audioScript: 'Script' }, sections: [], platformOptimizations: [] },
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

describe('editing a kit by dotted path', () => {
  it('replaces texts in a copy, reports what changed, and skips texts left as they were', () => {
    const { content, changes } = applyTextEdits(kit, [
      { path: 'socialPlatforms.0.options.1', value: '  Second post  ' },
      { path: 'websiteCopy.hero', value: 'Hero' },
      { path: 'emailCopy.sequences.welcome.0.body', value: 'New\r\nwelcome' },
    ]);
    expect(content.socialPlatforms[0]!.options).toEqual(['One', 'Second post', 'Three']);
    expect(content.emailCopy.sequences.welcome[0]!.body).toBe('New\nwelcome');
    expect(changes).toEqual([
      { path: 'socialPlatforms.0.options.1', oldValue: 'Two', newValue: 'Second post' },
      { path: 'emailCopy.sequences.welcome.0.body', oldValue: 'Welcome body', newValue: 'New\nwelcome' },
    ]);
    expect(kit.socialPlatforms[0]!.options[1]).toBe('Two');
  });

  it('refuses unknown paths, non-text values, computed texts and blank values, naming the path', () => {
    expect(refusal(() => applyTextEdits(kit, [{ path: 'websiteCopy.slogan', value: 'x' }]))).toBe('The kit has no text at "websiteCopy.slogan"');
    expect(refusal(() => applyTextEdits(kit, [{ path: 'marketingIntel.contentRating', value: '99' }]))).toMatch(/is not a text field/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'socialPlatforms.0', value: 'x' }]))).toMatch(/is not a text field/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'brandColors.primary', value: '#000000' }]))).toMatch(/computed or fixed/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'socialPosts.option1', value: 'x' }]))).toMatch(/edit socialPlatforms/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'socialPlatforms.0.options.3', value: 'x' }]))).toMatch(/no text at/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'constructor.name', value: 'x' }]))).toMatch(/no text at/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'websiteCopy.hero', value: ' \n ' }]))).toBe('"websiteCopy.hero" cannot be empty');
    expect(refusal(() => applyTextEdits(kit, [{ path: 'videoContent.slideshowData.textOverlays.0.text', value: 'x'.repeat(101) }]))).toMatch(/at most 100/);
    expect(refusal(() => applyTextEdits(kit, [{ path: 'websiteCopy.hero', value: 'a' }, { path: 'websiteCopy.hero', value: 'b' }]))).toMatch(/twice/);
  });

  it('refuses a zero-padded index, which would read one text and write another key (issue 29, F1)', () => {
    for (const path of ['socialPlatforms.00.options.0', 'socialPlatforms.0.options.01', 'adCopy.variations.headlines.00']) {
      expect(refusal(() => applyTextEdits(kit, [{ path, value: 'x' }])), path).toMatch(/without leading zeros/);
      expect(refusal(() => pieceAt(kit, path)), path).toMatch(/without leading zeros/);
    }
    expect(readPath(kit, 'socialPlatforms.0.options.01')).not.toBe('Two');
    expect(kit.socialPlatforms[0]!.options).toEqual(['One', 'Two', 'Three']);
  });

  it('checks every edit before applying any', () => {
    refusal(() => applyTextEdits(kit, [{ path: 'websiteCopy.hero', value: 'Changed' }, { path: 'nope', value: 'x' }]));
    expect(kit.websiteCopy.hero).toBe('Hero');
  });

  it('knows which texts are editable', () => {
    expect(isEditableTextPath('adCopy.variations.headlines.1')).toBe(true);
    expect(isEditableTextPath('videoContent.slideshowData.audioScript')).toBe(true);
    expect(isEditableTextPath('grounding.summary')).toBe(false);
    expect(isEditableTextPath('flyers.flyers.0.downloadUrl')).toBe(false);
    expect(readPath(kit, 'adCopy.variations.headlines.1')).toBe('H2');
  });
});

describe('the piece a regenerate path names', () => {
  it('is one post, one email (subject and body), one ad variation or one website block', () => {
    expect(pieceAt(kit, 'socialPlatforms.0.options.2')).toMatchObject({ kind: 'post', platformIndex: 0, option: 2 });
    expect(pieceAt(kit, 'emailCopy.sequences.welcome.0')).toMatchObject({ kind: 'email', paths: ['emailCopy.sequences.welcome.0.subject', 'emailCopy.sequences.welcome.0.body'] });
    expect(pieceAt(kit, 'emailCopy.sequences.welcome.0.body').paths).toHaveLength(2);
    expect(pieceAt(kit, 'emailCopy').paths).toEqual(['emailCopy.subject', 'emailCopy.body']);
    expect(pieceAt(kit, 'adCopy.variations.headlines.1')).toMatchObject({ kind: 'ad', field: 'headlines', index: 1 });
    expect(pieceAt(kit, 'websiteCopy.benefits')).toMatchObject({ kind: 'website', block: 'benefits' });
  });

  it('refuses anything else', () => {
    expect(refusal(() => pieceAt(kit, 'marketingIntel.keyBenefits.0'))).toMatch(/cannot be regenerated/);
    expect(refusal(() => pieceAt(kit, 'emailCopy.tips.0'))).toMatch(/cannot be regenerated/);
    expect(refusal(() => pieceAt(kit, 'adCopy.variations.headlines.7'))).toMatch(/no text at/);
  });
});

describe('the kit list cursor', () => {
  it('round-trips and refuses anything it did not make', () => {
    const position = { createdAtExact: '2026-11-24 16:45:28.401234+00', id: '5b2e8c1d-7f3a-4e6b-9c0d-1a2b3c4d5e6f' };
    expect(decodeKitCursor(encodeKitCursor(position))).toEqual(position);
    for (const bad of ['', 'abc', Buffer.from('["now","x"]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url')]) {
      expect(refusal(() => decodeKitCursor(bad))).toMatch(/cursor is not valid/);
    }
  });
});

describe('texts as they are kept', () => {
  it('drops what PostgreSQL cannot store: NUL and other controls, lone surrogates', () => {
    const { content } = applyTextEdits(kit, [{ path: 'websiteCopy.hero', value: 'A\u0000B\ud800C 😀' }]);
    expect(content.websiteCopy.hero).toBe('ABC 😀');
  });
});

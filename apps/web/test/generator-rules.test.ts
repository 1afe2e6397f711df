import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenerationResult, SavedSnippet } from '@sitespark/contracts';
import { composeCustomPrompt, defaultAdvancedOptions } from '../src/routes/generator/model/compose-prompt.ts';
import { analyzeContent } from '../src/routes/generator/model/content-analytics.ts';
import { downloadSequentially } from '../src/routes/generator/model/downloads.ts';
import { flyerFileName, jsonFileName, mediaDownloadUrl } from '../src/routes/generator/model/file-names.ts';
import { currentStageIndex, generationStages, stageIntervalMs } from '../src/routes/generator/model/generation-stages.ts';
import { resultTabs } from '../src/routes/generator/model/result-tabs.ts';
import { playbackSpeeds, slideIntervalMs, slideProgressPercent, wrapSlideIndex } from '../src/routes/generator/model/slideshow-timing.ts';
import {
  canAddSnippet,
  emptyDraft,
  recentSnippetsView,
  reuseSavedSnippet,
  toSiteSnippets,
  uploadedDrafts,
} from '../src/routes/generator/model/snippet-drafts.ts';
import type { SnippetDraft } from '../src/routes/generator/model/snippet-drafts.ts';
import { emailPreviewLine, sequencePreview, shownAdHeadlines, truncateText } from '../src/routes/generator/model/truncate.ts';
import { checkWebsiteUrl } from '../src/routes/generator/model/website-url.ts';
import { toPickerHex, withOpacity } from '../src/routes/generator/model/overlay-style.ts';

afterEach(() => {
  vi.useRealTimers();
});

const longText = 'a'.repeat(300);

describe('truncation (spec section 9)', () => {
  it('keeps text at or under the limit and cuts longer text to the limit plus an ellipsis', () => {
    expect(truncateText('short', 100)).toBe('short');
    expect(truncateText('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(truncateText('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'🚀'.repeat(60)}`;
    const cut = truncateText(text, 50);
    expect(Array.from(cut)).toHaveLength(51);
    expect(cut.startsWith('🚀'.repeat(50))).toBe(true);
  });

  it('shows three emails of a sequence with bodies cut at 100 characters', () => {
    const emails = Array.from({ length: 5 }, (_, index) => ({ subject: `Email ${index + 1}`, body: longText }));
    const shown = sequencePreview(emails);
    expect(shown.map((email) => email.subject)).toEqual(['Email 1', 'Email 2', 'Email 3']);
    expect(shown[0]?.body).toBe(`${'a'.repeat(100)}…`);
  });

  it('cuts the inbox preview line at 80 characters, on one line', () => {
    const line = emailPreviewLine(`Hi there,\n\n${'abcdefghij'.repeat(10)}`);
    expect(line).not.toContain('\n');
    expect(Array.from(line.replace(/…$/, ''))).toHaveLength(80);
    expect(line.endsWith('…')).toBe(true);
  });

  it('shows three ad variation headlines', () => {
    expect(shownAdHeadlines(['one', 'two', 'three', 'four', 'five'])).toEqual(['one', 'two', 'three']);
    expect(shownAdHeadlines(['only'])).toEqual(['only']);
  });
});

describe('result tabs (7, 8 or 9)', () => {
  const video = {} as NonNullable<GenerationResult['videoContent']>;
  const flyers = { flyers: [{ platform: 'Instagram', dimensions: '1080x1080', size: '2 KB', downloadUrl: '/api/media/f.svg' }] };

  it('has seven tabs without video data or flyers, Social Media first', () => {
    const tabs = resultTabs({ videoContent: null, flyers: null });
    expect(tabs.map((tab) => tab.id)).toEqual(['social-posts', 'email-copy', 'ad-copy', 'website-copy', 'brand-kit', 'viral-predictor', 'marketing-intel']);
    expect(tabs.map((tab) => tab.label)).toEqual(['Social Media', 'Email', 'Ads', 'Website', 'Brand Kit', 'Viral AI', 'Intelligence']);
  });

  it('has eight tabs with either video data or flyers', () => {
    expect(resultTabs({ videoContent: video, flyers: null }).map((tab) => tab.id)).toContain('video-content');
    expect(resultTabs({ videoContent: video, flyers: null })).toHaveLength(8);
    expect(resultTabs({ videoContent: undefined, flyers }).map((tab) => tab.id)).toContain('flyers');
    expect(resultTabs({ videoContent: undefined, flyers })).toHaveLength(8);
  });

  it('has nine tabs with both, video before flyers before the brand kit', () => {
    const ids = resultTabs({ videoContent: video, flyers }).map((tab) => tab.id);
    expect(ids).toHaveLength(9);
    expect(ids.slice(4, 7)).toEqual(['video-content', 'flyers', 'brand-kit']);
  });

  it('treats an empty flyer list as no flyers', () => {
    expect(resultTabs({ videoContent: null, flyers: { flyers: [] } })).toHaveLength(7);
  });
});

function saved(index: number): SavedSnippet {
  return {
    id: `s${index}`,
    imageUrl: `/api/media/snippets/u/${index}.png`,
    description: `Saved ${index}`,
    originalFileName: `${index}.png`,
    createdAt: new Date(Date.UTC(2025, 0, index + 1)).toISOString(),
  };
}

function filled(count: number): SnippetDraft[] {
  return Array.from({ length: count }, (_, index) => ({ ...emptyDraft(), image: `data:image/png;base64,${index}`, description: `d${index}` }));
}

describe('snippet limits', () => {
  it('offers the Add button below five slots and hides it at five', () => {
    expect(canAddSnippet(filled(0))).toBe(true);
    expect(canAddSnippet(filled(4))).toBe(true);
    expect(canAddSnippet(filled(5))).toBe(false);
  });

  it('reuses a saved snippet into an empty slot first, then into a new slot', () => {
    const withEmpty = [...filled(1), emptyDraft()];
    const intoEmpty = reuseSavedSnippet(withEmpty, saved(1));
    expect(intoEmpty.ok && intoEmpty.drafts).toHaveLength(2);
    expect(intoEmpty.ok && intoEmpty.drafts[1]?.image).toBe('/api/media/snippets/u/1.png');

    const appended = reuseSavedSnippet(filled(4), saved(2));
    expect(appended.ok && appended.drafts).toHaveLength(5);
    expect(appended.ok && appended.drafts[4]?.description).toBe('Saved 2');
  });

  it('refuses a sixth snippet', () => {
    expect(reuseSavedSnippet(filled(5), saved(3))).toEqual({ ok: false });
  });

  it('fills the last empty slot even when five slots exist', () => {
    const drafts = [...filled(4), emptyDraft()];
    const result = reuseSavedSnippet(drafts, saved(4));
    expect(result.ok && uploadedDrafts(result.drafts)).toHaveLength(5);
  });

  it('sends only uploaded snippets, by their saved address when there is one', () => {
    const drafts: SnippetDraft[] = [
      { ...emptyDraft(), image: 'data:image/png;base64,AAA', savedImageUrl: '/api/media/snippets/u/a.png', description: ' Hero ', originalFileName: 'a.png', saveState: 'saved' },
      emptyDraft(),
      { ...emptyDraft(), image: 'data:image/png;base64,BBB', description: 'Pricing', originalFileName: null, saveState: 'failed' },
    ];
    expect(toSiteSnippets(drafts)).toEqual([
      { image: '/api/media/snippets/u/a.png', description: 'Hero', originalFileName: 'a.png' },
      { image: 'data:image/png;base64,BBB', description: 'Pricing' },
    ]);
  });

  it('shows the eight newest saved snippets and says how many exist when more do', () => {
    const many = Array.from({ length: 11 }, (_, index) => saved(index));
    const view = recentSnippetsView(many);
    expect(view.shown.map((snippet) => snippet.id)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
    expect(view.summary).toBe('Showing 8 of 11 saved snippets');
    expect(recentSnippetsView(many.slice(0, 8)).summary).toBeNull();
    expect(recentSnippetsView(many.slice(0, 3)).shown).toHaveLength(3);
  });

  it('leaves out of the recent snippets those already in the form, and counts only the rest', () => {
    const many = Array.from({ length: 11 }, (_, index) => saved(index));
    const inForm = [many[0]!, many[3]!].map((snippet): SnippetDraft => ({ key: snippet.id, image: snippet.imageUrl, savedImageUrl: snippet.imageUrl, description: '', originalFileName: null, saveState: 'saved' }));
    const pending: SnippetDraft = { key: 'p', image: 'data:image/png;base64,AAA', savedImageUrl: null, description: '', originalFileName: null, saveState: 'saving' };
    const view = recentSnippetsView(many, [...inForm, pending]);
    expect(view.shown.map((snippet) => snippet.id)).toEqual(['s1', 's2', 's4', 's5', 's6', 's7', 's8', 's9']);
    expect(view.summary).toBe('Showing 8 of 9 saved snippets');
  });
});

describe('slideshow timing', () => {
  it('divides the 5500 ms interval by the speed', () => {
    expect(playbackSpeeds).toEqual([0.5, 1, 1.5, 2]);
    expect(playbackSpeeds.map(slideIntervalMs)).toEqual([11_000, 5500, 5500 / 1.5, 2750]);
  });

  it('wraps the slide index both ways', () => {
    expect(wrapSlideIndex(5, 5)).toBe(0);
    expect(wrapSlideIndex(-1, 5)).toBe(4);
    expect(wrapSlideIndex(-6, 5)).toBe(4);
    expect(wrapSlideIndex(12, 5)).toBe(2);
    expect(wrapSlideIndex(3, 0)).toBe(0);
  });

  it('reports progress through the slide, clamped to 0-100', () => {
    expect(slideProgressPercent(0, 1)).toBe(0);
    expect(slideProgressPercent(2750, 1)).toBe(50);
    expect(slideProgressPercent(2750, 2)).toBe(100);
    expect(slideProgressPercent(99_999, 0.5)).toBe(100);
    expect(slideProgressPercent(-5, 1)).toBe(0);
  });
});

describe('generation form rules', () => {
  it('accepts http and https addresses, reads a bare domain as https, and refuses the rest with the spec message', () => {
    expect(checkWebsiteUrl('http://127.0.0.1:4599/')).toEqual({ ok: true, url: 'http://127.0.0.1:4599/' });
    expect(checkWebsiteUrl('example.com')).toEqual({ ok: true, url: 'https://example.com' });
    for (const bad of ['', '   ', 'not a url', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(checkWebsiteUrl(bad)).toEqual({ ok: false, message: 'Please enter a valid URL' });
    }
  });

  it('appends tone and offer to the prompt as sentences, keeping the user words first', () => {
    expect(composeCustomPrompt('  ', defaultAdvancedOptions)).toBeUndefined();
    expect(composeCustomPrompt('Focus on the new app', defaultAdvancedOptions)).toBe('Focus on the new app.');
    expect(composeCustomPrompt('Focus on the new app', { tone: 'friendly', offer: '20% off' })).toBe(
      'Focus on the new app. Use a friendly, casual tone. Mention our special offer: 20% off.',
    );
    expect(composeCustomPrompt('', { tone: 'professional', offer: '' })).toBe('Use a professional tone.');
  });

  it('moves through the generation stages on a timer and holds on the last', () => {
    const stages = generationStages(false);
    expect(generationStages(true)).toHaveLength(stages.length + 1);
    expect(currentStageIndex(0, stages.length)).toBe(0);
    expect(currentStageIndex(stageIntervalMs, stages.length)).toBe(1);
    expect(currentStageIndex(stageIntervalMs * 100, stages.length)).toBe(stages.length - 1);
  });
});

describe('downloads and file names', () => {
  it('names the JSON file from the title and flyers from site and platform', () => {
    expect(jsonFileName('Twitter post - option 2')).toBe('twitter-post-option-2.json');
    expect(jsonFileName('!!!')).toBe('content.json');
    expect(flyerFileName('Café Lumière', 'Print Letter')).toBe('cafe-lumiere-print-letter-flyer.svg');
    expect(mediaDownloadUrl('/api/media/flyers/a.svg', 'my flyer.svg')).toBe('/api/media/flyers/a.svg?download=my%20flyer.svg');
  });

  it('starts the downloads 500 ms apart', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const done = downloadSequentially(
      [
        { href: '/a', fileName: 'a.svg' },
        { href: '/b', fileName: 'b.svg' },
        { href: '/c', fileName: 'c.svg' },
      ],
      { start: (_href, fileName) => started.push(fileName) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a.svg']);
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toEqual(['a.svg']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a.svg', 'b.svg']);
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(started).toEqual(['a.svg', 'b.svg', 'c.svg']);
  });
});

describe('overlay colours', () => {
  it('applies the background opacity to hex colours and shows any colour in the picker', () => {
    expect(withOpacity('#8b5cf6', 0.9)).toBe('rgba(139, 92, 246, 0.9)');
    expect(withOpacity('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withOpacity('white', 0.3)).toBe('color-mix(in srgb, white 30%, transparent)');
    expect(toPickerHex('#ABC')).toBe('#aabbcc');
    expect(toPickerHex('#11223344')).toBe('#112233');
    expect(toPickerHex('rgb(1, 2, 3)')).toBe('#000000');
  });
});

describe('preview analytics', () => {
  it('measures the text itself: characters, words, sentences, hashtags and reading ease', () => {
    const stats = analyzeContent('Ship faster. Try it today? #Launch #SaaS 🚀');
    expect(stats).toMatchObject({ characters: 42, words: 7, sentences: 3, hashtags: 2, questions: 1 });
    expect(stats.readingEase).toBeGreaterThan(60);
    const hard = analyzeContent('Comprehensive organizational transformation necessitates extraordinarily sophisticated implementation methodologies.');
    expect(hard.readingEase).toBeLessThan(30);
    expect(hard.readingLevel).toBe('Very difficult');
    expect(analyzeContent('')).toMatchObject({ words: 0, sentences: 0, readingEase: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { CustomImagesFields, FreeVideoRequest, ProfessionalVideoRequest, ScreenshotParams } from '../src/index.ts';

const sections = [
  { id: 'hero', name: 'Hero', textPrompt: 'Welcome' },
  { id: 'features', name: 'Features', textPrompt: 'What we do' },
  { id: 'benefits', name: 'Benefits', textPrompt: 'Why it helps' },
  { id: 'proof', name: 'Proof', textPrompt: 'What clients say' },
  { id: 'cta', name: 'Call to action', textPrompt: 'Start today' },
];

describe('free video request', () => {
  it("applies the auto video defaults: style professional, 30 s, YouTube, the free studio", () => {
    expect(FreeVideoRequest.parse({ url: 'https://example.com' })).toEqual({
      url: 'https://example.com',
      style: 'professional',
      videoLength: 30,
      platforms: ['YouTube'],
      studio: 'free-video',
    });
  });

  it('takes the studio that asked, and refuses one it does not know', () => {
    expect(FreeVideoRequest.parse({ url: 'https://example.com', studio: 'video-studio' }).studio).toBe('video-studio');
    const refused = FreeVideoRequest.safeParse({ url: 'https://example.com', studio: 'professional' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("studio must be 'free-video' or 'video-studio'.");
  });

  it('offers lengths 15, 30, 45 and 60 seconds only', () => {
    for (const videoLength of [15, 30, 45, 60]) {
      expect(FreeVideoRequest.safeParse({ url: 'https://example.com', videoLength }).success).toBe(true);
    }
    expect(FreeVideoRequest.safeParse({ url: 'https://example.com', videoLength: 90 }).success).toBe(false);
  });

  it("asks for a website URL when it is empty", () => {
    expect(FreeVideoRequest.safeParse({ url: ' ' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a website URL',
    ]);
  });

  it('does not share its default platform list between requests', () => {
    const first = FreeVideoRequest.parse({ url: 'https://example.com' });
    first.platforms.push('TikTok');
    expect(FreeVideoRequest.parse({ url: 'https://example.com' }).platforms).toEqual(['YouTube']);
  });
});

describe('professional video request', () => {
  it('defaults to 45 s, YouTube and Instagram, templates on', () => {
    expect(ProfessionalVideoRequest.parse({ url: 'https://example.com' })).toMatchObject({
      videoLength: 45,
      platforms: ['YouTube', 'Instagram'],
      useTemplate: true,
    });
  });

  it('offers lengths 30, 45, 60 and 90 seconds only', () => {
    expect(ProfessionalVideoRequest.safeParse({ url: 'https://example.com', videoLength: 90 }).success).toBe(true);
    expect(ProfessionalVideoRequest.safeParse({ url: 'https://example.com', videoLength: 15 }).success).toBe(false);
  });

  it('rejects an unknown platform', () => {
    expect(ProfessionalVideoRequest.safeParse({ url: 'https://example.com', platforms: ['MySpace'] }).success).toBe(false);
  });
});

describe('custom images fields (multipart)', () => {
  it('parses the sections JSON and the volume text', () => {
    expect(CustomImagesFields.parse({ sections: JSON.stringify(sections), volume: '40' })).toEqual({
      sections,
      volume: 40,
    });
  });

  it('defaults the volume to 70 and bounds it to 0..100', () => {
    expect(CustomImagesFields.parse({ sections: JSON.stringify(sections) }).volume).toBe(70);
    expect(CustomImagesFields.safeParse({ sections: JSON.stringify(sections), volume: '110' }).success).toBe(false);
  });

  it('needs exactly the five sections, each once, as valid JSON', () => {
    expect(CustomImagesFields.safeParse({ sections: JSON.stringify(sections.slice(0, 4)) }).success).toBe(false);
    const repeated = [...sections.slice(0, 4), sections[0]];
    expect(CustomImagesFields.safeParse({ sections: JSON.stringify(repeated) }).success).toBe(false);
    expect(CustomImagesFields.safeParse({ sections: '[{' }).error?.issues[0]?.message).toBe('Expected JSON');
  });
});

describe('screenshot params', () => {
  it('reads the index from the path', () => {
    expect(ScreenshotParams.parse({ index: '2' })).toEqual({ index: 2 });
    expect(ScreenshotParams.safeParse({ index: '-1' }).success).toBe(false);
    expect(ScreenshotParams.safeParse({ index: 'x' }).success).toBe(false);
  });
});

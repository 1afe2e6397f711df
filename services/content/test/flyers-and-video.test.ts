import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultOverlayStyle, defaultTextOverlays, VideoContent } from '@sitespark/contracts';
import { generateBuiltinCopy } from '../src/adapters/builtin-generator.ts';
import { composeVideoContent } from '../src/domain/compose-video-content.ts';
import { escapeXml, flyerFormats, renderFlyerSvg, wrapText } from '../src/domain/create-flyers.ts';
import { readPage } from '@sitespark/site-model';
import { composeSiteAnalysis } from '../src/domain/site/site-analysis.ts';
import { fixtureHtml } from './support/fixture-site.ts';

const hostile = 'Acme <script>alert(1)</script> & "Sons" \u0001';

const content = {
  name: hostile,
  headline: 'Ship </text><text>injected</text> faster & smarter',
  copy: 'A long subheading that needs wrapping across several lines so that the layout code has to do its job properly on every format.',
  cta: 'Start free trial',
  domain: 'acme.test',
  features: ['Real-time <b>Collaboration</b>', 'Automated Reports', 'Smart Scheduling'],
  colors: { primary: '#0e7c66', secondary: '#1f2933', accent: '#ff8a3d', neutral: '#222222' },
};

describe('flyers', () => {
  it.each(flyerFormats)('renders a valid $platform SVG of $width x $height with escaped text', async (format) => {
    const svg = renderFlyerSvg(format, content);
    expect(svg).not.toMatch(/<script|<b>|<\/text><text>injected/);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('stop-color="#0e7c66"');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect([meta.width, meta.height]).toEqual([format.width, format.height]);
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it('ignores colours that are not plain hex', () => {
    const svg = renderFlyerSvg(flyerFormats[0], { ...content, colors: { ...content.colors, accent: 'red" onload="alert(1)' } });
    expect(svg).not.toContain('onload');
  });

  it('wraps within the width and marks cut text', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 40, 300, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(Math.floor(300 / 22));
    expect(lines[1]).toMatch(/…$/);
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

describe('video content', () => {
  const analysis = composeSiteAnalysis({ url: 'https://brightloop.io/', facts: readPage(fixtureHtml(), 'https://brightloop.io/'), fetchNote: null, snippets: [], prompt: '', colorCandidates: [] });
  const copy = generateBuiltinCopy({ analysis, customPrompt: '', targetAudience: '', snippets: [] });
  const snippets = [
    { description: 'Dashboard', imageUrl: '/api/media/snippets/u1/a.png', bytes: null, thumbnail: 'data:image/webp;base64,AAAA' },
    { description: 'Reports', imageUrl: '/api/media/snippets/u1/b.png', bytes: null, thumbnail: 'data:image/webp;base64,BBBB' },
  ];

  it('has five 6-second sections over the snippets, the default overlays and a music brief without an invented track', () => {
    const video = composeVideoContent({ analysis, copy, snippets, prompt: '' });
    expect(VideoContent.safeParse(video).success).toBe(true);
    expect(video.sections.map((s) => s.name)).toEqual(['Hero', 'Features', 'Benefits', 'Social Proof', 'Call to Action']);
    expect(video.sections.map((s) => s.image)).toEqual(['/api/media/snippets/u1/a.png', '/api/media/snippets/u1/b.png', '/api/media/snippets/u1/a.png', '/api/media/snippets/u1/b.png', '/api/media/snippets/u1/a.png']);
    expect(video.slideshowData.transitionTimings).toEqual([6, 6, 6, 6, 6]);
    expect(video.slideshowData.totalDuration).toBe(30);
    expect(video.duration).toBe(30);
    expect(video.screenshotCount).toBe(2);
    expect(video.slideshowData.textOverlays).toEqual(defaultTextOverlays('Brightloop', 'SaaS', analysis.features[0]));
    expect(video.slideshowData.textOverlays[0]).toMatchObject(defaultOverlayStyle);
    expect(video.musicSelection).toMatchObject({ genre: 'Electronic', musicUrl: null });
    expect(video.musicSelection.description).toMatch(/No track is attached yet/);
    expect(video.platformOptimizations.map((p) => p.platform)).toEqual(['YouTube', 'Instagram', 'TikTok', 'Twitter', 'LinkedIn', 'Facebook']);
    expect(video.slideshowData.audioScript).toContain('Brightloop');
  });

  it('attaches the music library track of the chosen genre once the media service has made it', () => {
    const video = composeVideoContent({ analysis, copy, snippets, prompt: '', libraryTrack: { key: 'library/builtin/electronic-neon-circuit-v1.mp3', genre: 'Electronic' } });
    expect(video.musicSelection).toMatchObject({ genre: 'Electronic', musicUrl: '/api/media/library/builtin/electronic-neon-circuit-v1.mp3' });
    expect(video.musicSelection.description).toMatch(/library's Electronic track is attached/);
  });

  it('builds a self-contained slideshow page with escaped text', () => {
    const evil = { ...analysis, name: '<img src=x onerror=alert(1)>' };
    const video = composeVideoContent({ analysis: evil, copy, snippets, prompt: '' });
    expect(video.htmlTemplate).toMatch(/^<!doctype html>/);
    expect(video.htmlTemplate).not.toContain('<img src=x');
    expect(video.htmlTemplate).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(video.htmlTemplate).toContain('data:image/webp;base64,AAAA');
    expect(video.htmlTemplate).not.toMatch(/<(link|script)[^>]+(src|href)=/);
    expect(video.htmlTemplate.match(/class="slide/g)).toHaveLength(5);
  });
});

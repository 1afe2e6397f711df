import { describe, expect, it } from 'vitest';
import { canRead, keyFromMediaUrl, mediaUrl } from '@sitespark/service-kit';
import { cameraTransform, defaultOverlayStyle } from '@sitespark/contracts';
import { buildHtmlTemplate } from '../src/domain/build-html-template.ts';
import { checkImage } from '../src/domain/check-image.ts';
import { describeWebsite } from '../src/domain/describe-website.ts';
import { evenTimings, slideDurations, totalSeconds, transitionSec } from '../src/domain/plan-slides.ts';
import { optimizeForPlatforms, writeNarrationBySlide } from '../src/domain/video-copy.ts';
import { siteOverlays } from '../src/domain/capture-site.ts';

describe('slide timing', () => {
  it.each([15, 30, 45, 60, 90])('splits %i s into five slides that crossfade to exactly that length', (length) => {
    for (const fps of [10, 24, 30]) {
      const timings = evenTimings(length, 5, fps);
      expect(totalSeconds(timings, fps)).toBeCloseTo(length, 9);
      const durations = slideDurations(timings, fps);
      // What the engine renders: every slide's frames, minus one crossfade between each pair.
      const frames = durations.reduce((sum, duration) => sum + Math.round(duration * fps), 0) - Math.round(transitionSec * fps) * 4;
      expect(frames).toBe(length * fps);
      expect(durations.every((duration) => duration > transitionSec)).toBe(true);
    }
  });
});

describe('media addresses', () => {
  const user = '3f1c2a8e-5b7d-4e6f-9a0b-1c2d3e4f5a6b';

  it('round-trips a key through its address, download name included', () => {
    const key = `videos/${user}/clip.mp4`;
    const url = mediaUrl(key, 'Café & Co slideshow.mp4');
    expect(url).toBe(`/api/media/${key}?download=Caf%C3%A9%20%26%20Co%20slideshow.mp4`);
    expect(keyFromMediaUrl(url)).toBe(key);
    expect(keyFromMediaUrl(`https://sitespark.example${url}`)).toBe(key);
    expect(keyFromMediaUrl('/api/screenshots/1')).toBeNull();
  });

  it("lets a user read their own objects and the library, not someone else's", () => {
    expect(canRead(user, `screenshots/${user}/a.png`)).toBe(true);
    expect(canRead(user, 'library/builtin/pop.mp3')).toBe(true);
    expect(canRead(user, 'screenshots/someone-else/a.png')).toBe(false);
    expect(canRead(user, `screenshots/${user}/../other/a.png`)).toBe(false);
    // The rule media serves objects by: a key names a file below its owner, and nothing malformed is read.
    expect(canRead(user, `screenshots/${user}`)).toBe(false);
    expect(canRead(user, `/screenshots/${user}/a.png`)).toBe(false);
    expect(canRead(user, `screenshots//${user}/a.png`)).toBe(false);
  });
});

describe('reading a site', () => {
  const page = (lang: string, body: string, title = 'Home | Acme Tools') =>
    `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;

  it('reads the rendered page into the same site model the content kit uses', () => {
    const site = describeWebsite({ url: 'https://www.acme-tools.com/', html: page('en', '<h1>Acme Tools</h1><p>Acme builds tools for teams that ship every day.</p>') }, 'https://www.acme-tools.com/');
    expect(site.name).toBe('Acme Tools');
    expect(site.domain).toBe('acme-tools.com');
    expect(site.fetched).toBe(true);
    expect(site.language).toBe('en');
  });

  it('says the page was not read when Chromium gave no HTML', () => {
    const site = describeWebsite({ url: 'https://www.acme-tools.com/', html: '' }, 'https://www.acme-tools.com/');
    expect(site.fetched).toBe(false);
    expect(site.fetchNote).toBeTruthy();
  });

  it('writes the narration in the page language and fits the video length', () => {
    const html = page(
      'de',
      '<h1>Familienrecht mit Festpreisen</h1><p>Wir begleiten Sie durch Trennung, Scheidung und Unterhaltsfragen. Unsere Kanzlei in Köln berät Sie persönlich.</p><h2>Festpreis-Scheidung</h2><p>Ein Preis, vorab vereinbart, ohne Überraschungen.</p><a href="/termin">Termin vereinbaren</a>',
      'Kanzlei Hartmann | Familienrecht in Köln',
    );
    const site = describeWebsite({ url: 'https://kanzlei-hartmann.de/', html }, 'https://kanzlei-hartmann.de/');
    expect(site.language).toBe('de');
    for (const length of [30, 90]) {
      const parts = writeNarrationBySlide(site, evenTimings(length - 3, 5, 30));
      // A part per section and the end card's.
      expect(parts).toHaveLength(6);
      const script = parts.filter(Boolean).join(' ');
      expect(script.split(/\s+/).length).toBeLessThanOrEqual(Math.floor(length * 2.3));
      expect(script).toMatch(/^Das ist /);
      expect(script).not.toMatch(/\b(Meet|Visit|Discover)\b/);
    }
    expect(siteOverlays(site).map((overlay) => overlay.text).join(' ')).not.toMatch(/Professional Solutions|Trusted Excellence|Get Started Today/);
    const [youtube, tiktok] = optimizeForPlatforms(site, ['YouTube', 'TikTok'], 90);
    // One table with the content kit: YouTube's best length is 60 s.
    expect(youtube).toMatchObject({ platform: 'YouTube', optimalLength: 60 });
    expect(tiktok!.optimalLength).toBe(30);
    expect(optimizeForPlatforms(site, ['TikTok'], 15)[0]).toMatchObject({ platform: 'TikTok', optimalLength: 15 });
  });

  it("fills every slide of a page that was read, even one without a call to action, and never with the spec's stock lines", () => {
    const html = page(
      'en',
      '<h1>Acme Rockets</h1><p>Launch faster with our software platform</p><h2>Mission Planner</h2><p>Plan every launch window in minutes.</p>',
      'Acme Rockets | Launch faster',
    );
    const site = describeWebsite({ url: 'https://acme-rockets.com/', html }, 'https://acme-rockets.com/');
    const texts = siteOverlays(site).map((overlay) => overlay.text);
    expect(texts.join(' ')).not.toMatch(/Professional Solutions|Trusted Excellence|Quality Service|Advanced Features|Powerful Tools|Get Started Today|Visit Our Website|Transform Your Future/);
    expect(texts).toContain('Mission Planner\nPlan every launch window in minutes.');
    // The last slide calls to action with the address.
    expect(texts[4]).toBe('Visit acme-rockets.com');
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(100);
  });
});

describe('the HTML template', () => {
  it('escapes every text it shows', () => {
    const html = buildHtmlTemplate({
      title: '<script>alert(1)</script>',
      slides: [{ imageUrl: '/api/media/x" onerror="alert(1)', overlay: { ...defaultOverlayStyle, text: '</div><img src=x onerror=alert(1)>' }, durationSec: 3 }],
      width: 1920,
      height: 1080,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onerror="');
  });
});

describe('the HTML template plays the MP4\'s camera', () => {
  it('holds a slide that crossfades in at its start view until it is in, and arrives when the MP4 does', () => {
    const start = { x: 0, y: 0, width: 1920, height: 1080 };
    const target = { x: 480, y: 270, width: 960, height: 540 };
    const camera = { start, target, motionSec: 2 };
    const html = buildHtmlTemplate({ title: 'Two slides', slides: [{ imageUrl: '/api/media/a.png', durationSec: 6, camera }, { imageUrl: '/api/media/b.png', durationSec: 6, camera }], width: 1920, height: 1080 });
    const keyframes = /@keyframes camera-1\{([^]*?)\}\}/.exec(html)![1]!;
    // Of 12 s: the second slide's time starts at 6 s (50 %), as the MP4's does; it fades in over 6..6.5 s (54.167 %), the
    // camera sets off then and arrives 2 s into the slide's time, at 8 s (66.667 %).
    expect(html).toContain('@keyframes slide-1{0%{opacity:0}50.000%{opacity:0}54.167%{opacity:1}');
    expect(keyframes).toContain(`54.167%{transform:${cameraTransform(start, 1920, 1080)}`);
    expect(keyframes).toContain(`66.667%{transform:${cameraTransform(target, 1920, 1080)}`);
    // One slide never fades away.
    const alone = buildHtmlTemplate({ title: 'One slide', slides: [{ imageUrl: '/api/media/a.png', durationSec: 6 }], width: 1920, height: 1080 });
    expect(alone).toContain('@keyframes slide-0{0%{opacity:1}100%{opacity:1}}');
  });
});

describe('image checks', () => {
  it('refuses a PNG whose header claims a huge size before decoding it', async () => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(50_000, 16);
    header.writeUInt32BE(50_000, 20);
    await expect(checkImage(header, 'Image 1')).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a file that is not an image whatever its name', async () => {
    await expect(checkImage(Buffer.from('<html></html>'), 'Image 2')).rejects.toMatchObject({ status: 415, message: 'Image 2 must be a PNG, JPEG or WebP image.' });
  });
});

import { describe, expect, it } from 'vitest';
import { autoVideoRequest, needsOwnMusic } from '../src/routes/video-studio/api/create-auto-video.ts';
import { customVideoForm } from '../src/routes/video-studio/api/create-custom-video.ts';
import {
  GENERATED_VIDEO_STORAGE_KEY,
  loadGeneratedVideo,
  saveGeneratedVideo,
  toGeneratedVideo,
} from '../src/routes/video-studio/model/generated-video.ts';
import { sliderToGain, snapVolume } from '../src/routes/video-studio/model/music-volume.ts';
import {
  isSectionDisabled,
  isSelectionComplete,
  sectionImageProblem,
  toggleSection,
} from '../src/routes/video-studio/model/sections.ts';
import type { SectionId } from '../src/routes/video-studio/model/sections.ts';
import { downloadNameOf, downloadUrl, playableUrl, siteNameOf } from '../src/routes/video-studio/shared/media-url.ts';
import { newJobId, scaleProgress } from '../src/routes/video-studio/shared/render-job.ts';
import { checkWebsiteUrl } from '../src/routes/video-studio/shared/website-url.ts';
import { formatSeconds, sectionIndexAt, sectionStarts } from '../src/routes/video-preview/section-timeline.ts';
import { mediaSources, replaceSources } from '../src/routes/free-video/standalone-html.ts';
import { freeVideoResult } from './video-fixtures.ts';

describe('section picker (spec section 5: exactly 5 sections)', () => {
  const all: SectionId[] = ['hero', 'features', 'benefits', 'proof', 'cta'];

  it('opens the upload screen only with exactly five different sections', () => {
    expect(isSelectionComplete([])).toBe(false);
    expect(isSelectionComplete(all.slice(0, 4))).toBe(false);
    expect(isSelectionComplete(all)).toBe(true);
    expect(isSelectionComplete(['hero', 'hero', 'features', 'benefits', 'proof'])).toBe(false);
  });

  it('keeps the picker order whatever order sections are ticked in, and unticks a ticked one', () => {
    let selected: SectionId[] = [];
    for (const id of ['cta', 'hero', 'proof'] as const) selected = toggleSection(selected, id);
    expect(selected).toEqual(['hero', 'proof', 'cta']);
    expect(toggleSection(selected, 'proof')).toEqual(['hero', 'cta']);
  });

  it('disables unticked boxes once the limit is reached but never a ticked one, and ignores a tick beyond it', () => {
    const three: SectionId[] = ['hero', 'features', 'benefits'];
    expect(isSectionDisabled(three, 'proof', 3)).toBe(true);
    expect(isSectionDisabled(three, 'hero', 3)).toBe(false);
    expect(toggleSection(three, 'proof', 3)).toEqual(three);
    expect(isSectionDisabled(all.slice(0, 4), 'cta')).toBe(false);
    expect(all.every((id) => !isSectionDisabled(all, id))).toBe(true);
  });

  it('accepts png, jpeg, jpg and webp screenshots up to 5 MB and says why it refuses others', () => {
    expect(sectionImageProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(sectionImageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(sectionImageProblem({ name: 'a.jpg', type: 'image/jpg', size: 1000 })).toBeNull();
    expect(sectionImageProblem({ name: 'a.webp', type: 'image/webp', size: 1000 })).toBeNull();
    expect(sectionImageProblem({ name: 'a.webp', type: '', size: 1000 })).toBeNull();
    expect(sectionImageProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(sectionImageProblem({ name: 'a.png', type: 'image/png', size: 6 * 1024 * 1024 })).toMatch(/too large/);
  });
});

describe('music volume (spec section 9: default 70, max 100, step 10)', () => {
  it('plays the default 70 at the slideshow gain 0.3 and scales linearly from silence', () => {
    expect(sliderToGain(70)).toBeCloseTo(0.3, 10);
    expect(sliderToGain(0)).toBe(0);
    expect(sliderToGain(35)).toBeCloseTo(0.15, 10);
    expect(sliderToGain(100)).toBeCloseTo(0.3 * (100 / 70), 10);
  });

  it('stays within 0..1 for values off the slider', () => {
    expect(sliderToGain(-20)).toBe(0);
    expect(sliderToGain(1000)).toBeCloseTo(0.3 * (100 / 70), 10);
    expect(sliderToGain(Number.NaN)).toBeCloseTo(0.3, 10);
  });

  it('snaps a stored volume to the slider steps', () => {
    expect(snapVolume(73)).toBe(70);
    expect(snapVolume(150)).toBe(100);
    expect(snapVolume(-5)).toBe(0);
  });
});

describe('the generated video in browser storage (spec section 3)', () => {
  it('stores exactly the client shape: videoUrl, thumbnailUrl, duration, sections, backgroundMusic, musicVolume', () => {
    const storage = window.localStorage;
    storage.clear();
    const video = toGeneratedVideo(freeVideoResult(), '/api/media/library/builtin/corporate.mp3', 60);
    saveGeneratedVideo(video, storage);

    const stored = JSON.parse(storage.getItem(GENERATED_VIDEO_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['backgroundMusic', 'duration', 'musicVolume', 'sections', 'thumbnailUrl', 'videoUrl']);
    const sections = stored.sections as Record<string, unknown>[];
    expect(sections).toHaveLength(5);
    expect(Object.keys(sections[0] ?? {}).sort()).toEqual(['id', 'image', 'name', 'text', 'timing']);
    expect(sections.map((section) => section.id)).toEqual(['hero', 'features', 'benefits', 'proof', 'cta']);
    expect(stored).toMatchObject({
      videoUrl: '/api/media/videos/u/v.mp4?download=Lumenfold%20slideshow.mp4',
      thumbnailUrl: '/api/media/screenshots/u/1.png',
      duration: 15,
      backgroundMusic: '/api/media/library/builtin/corporate.mp3',
      musicVolume: 60,
    });
    expect(loadGeneratedVideo(storage)).toEqual(video);
  });

  it('keeps the server section ids and falls back to no music', () => {
    const result = freeVideoResult();
    result.sections = result.sections.map((section, index) => ({ ...section, id: ['cta', 'proof', 'benefits', 'features', 'hero'][index] }));
    const video = toGeneratedVideo(result, null, 70);
    expect(video.sections.map((section) => section.id)).toEqual(['cta', 'proof', 'benefits', 'features', 'hero']);
    expect(video.backgroundMusic).toBeNull();
  });

  it('reads nothing when nothing or something else is stored', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(loadGeneratedVideo(storage)).toBeNull();
    storage.setItem(GENERATED_VIDEO_STORAGE_KEY, 'not json');
    expect(loadGeneratedVideo(storage)).toBeNull();
    storage.setItem(GENERATED_VIDEO_STORAGE_KEY, JSON.stringify({ videoUrl: 5 }));
    expect(loadGeneratedVideo(storage)).toBeNull();
  });
});

describe('studio requests', () => {
  it('auto mode asks for the spec defaults: professional, 30 s, YouTube', () => {
    expect(autoVideoRequest(' https://example.com ')).toEqual({ url: 'https://example.com', style: 'professional', videoLength: 30, platforms: ['YouTube'], studio: 'video-studio' });
  });

  it('renders again only when the user chose a track or another volume', () => {
    expect(needsOwnMusic('', 70)).toBe(false);
    expect(needsOwnMusic('', 40)).toBe(true);
    expect(needsOwnMusic('/api/media/library/x.mp3', 70)).toBe(true);
  });

  it('sends the sections as JSON and their images in the same order', () => {
    const image = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    const form = customVideoForm({
      sections: [
        { id: 'hero', name: 'Hero', textPrompt: 'Hello', image: image('one.png') },
        { id: 'cta', name: 'Call to Action', textPrompt: 'Buy', image: new Blob([new Uint8Array([1])], { type: 'image/webp' }) },
      ],
      music: '/api/media/library/a.mp3',
      volume: 40,
    });
    expect(JSON.parse(String(form.get('sections')))).toEqual([
      { id: 'hero', name: 'Hero', textPrompt: 'Hello' },
      { id: 'cta', name: 'Call to Action', textPrompt: 'Buy' },
    ]);
    expect(form.get('music')).toBe('/api/media/library/a.mp3');
    expect(form.get('volume')).toBe('40');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['one.png', 'section-2.webp']);
  });

  it('leaves music out when none was chosen', () => {
    const form = customVideoForm({ sections: [], music: '', volume: 70 });
    expect(form.has('music')).toBe(false);
  });
});

describe('website address (spec section 5)', () => {
  it('says an empty address is required, reads a bare domain as https and refuses other schemes', () => {
    expect(checkWebsiteUrl('  ')).toEqual({ ok: false, reason: 'empty', message: 'Please enter a website URL' });
    expect(checkWebsiteUrl('example.com')).toEqual({ ok: true, url: 'https://example.com' });
    expect(checkWebsiteUrl('127.0.0.1:4598/')).toEqual({ ok: true, url: 'https://127.0.0.1:4598/' });
    expect(checkWebsiteUrl('http://127.0.0.1:4598/')).toEqual({ ok: true, url: 'http://127.0.0.1:4598/' });
    expect(checkWebsiteUrl('ftp://example.com')).toMatchObject({ ok: false, reason: 'invalid', message: 'Please enter a valid URL' });
  });
});

describe('media addresses', () => {
  const video = '/api/media/videos/u/v.mp4?download=Lumenfold%20slideshow.mp4';

  it('plays without the download parameter and downloads with a name', () => {
    expect(playableUrl(video)).toBe('/api/media/videos/u/v.mp4');
    expect(downloadNameOf(video)).toBe('Lumenfold slideshow.mp4');
    expect(downloadUrl('/api/media/a.mp3', 'My track.mp3')).toBe('/api/media/a.mp3?download=My+track.mp3');
    expect(downloadUrl(video)).toBe(video);
    expect(siteNameOf(video)).toBe('Lumenfold');
    expect(siteNameOf('/api/media/videos/u/v.mp4')).toBe('Website');
  });
});

describe('render progress', () => {
  it('makes version 4 UUIDs the job stream accepts', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newJobId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('maps a job’s 0..100 into its share of a longer run', () => {
    const seen: number[] = [];
    const listener = scaleProgress(({ percent }) => seen.push(percent), 60, 100);
    listener({ percent: 0, stage: 'a' });
    listener({ percent: 50, stage: 'b' });
    listener({ percent: 120, stage: 'c' });
    expect(seen).toEqual([60, 80, 100]);
  });
});

describe('preview timeline (spec section 4)', () => {
  it('starts each section after the ones before it and finds the section playing at a time', () => {
    expect(sectionStarts([6, 6, 6])).toEqual([0, 6, 12]);
    expect(sectionIndexAt([6, 6, 6], 0)).toBe(0);
    expect(sectionIndexAt([6, 6, 6], 5.99)).toBe(0);
    expect(sectionIndexAt([6, 6, 6], 6)).toBe(1);
    expect(sectionIndexAt([6, 6, 6], 100)).toBe(2);
    expect(sectionIndexAt([], 3)).toBe(0);
    expect(formatSeconds(75)).toBe('1:15');
  });
});

describe('downloadable HTML slideshow', () => {
  it('finds each stored image and track once and swaps them for embedded data', () => {
    const html = '<img src="/api/media/s/1.png"><img src="/api/media/s/1.png"><img src="https://x/y.png"><audio src="/api/media/library/a.mp3"></audio>';
    expect(mediaSources(html)).toEqual(['/api/media/s/1.png', '/api/media/library/a.mp3']);
    const replaced = replaceSources(html, new Map([['/api/media/s/1.png', 'data:image/png;base64,AA==']]));
    expect(replaced).toBe('<img src="data:image/png;base64,AA=="><img src="data:image/png;base64,AA=="><img src="https://x/y.png"><audio src="/api/media/library/a.mp3"></audio>');
  });
});

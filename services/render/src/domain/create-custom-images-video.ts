import { defaultOverlayStyle, videoDefaults, type FreeVideoResult, type TextOverlay } from '@sitespark/contracts';
import { keyAreas, mediaUrl } from '@sitespark/service-kit';
import { detailFocus, platformSize } from '../engine/index.ts';
import { buildHtmlTemplate } from './build-html-template.ts';
import { imageContentTypes, imageExtensions, imageTypeOf } from './check-image.ts';
import { musicGain } from './music-gain.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo } from './render-video.ts';
import { fitWholeWords, optimalVideoLength } from '@sitespark/site-model';

/** Video Studio's manual mode: the five uploaded section images with their text, at 16:9. */
export async function createCustomImagesVideo(context: RenderContext<'custom-images'>): Promise<RenderOutcome<'custom-images'>> {
  const { input } = context.job;
  const size = platformSize('YouTube');
  context.progress(3, 'Reading your images');
  const images: Buffer[] = [];
  const screenshotKeys: string[] = [];
  for (const key of input.imageKeys) {
    const bytes = await context.store.get(key);
    const type = (await imageTypeOf(bytes)) ?? 'png';
    images.push(bytes);
    screenshotKeys.push(await context.saveBuffer(keyAreas.screenshots, imageExtensions[type], bytes, imageContentTypes[type]));
  }
  const overlays: TextOverlay[] = input.sections.map((section) => ({
    ...defaultOverlayStyle,
    text: (section.textPrompt.trim() || section.name).slice(0, 100),
  }));
  const timings = images.map(() => videoDefaults.sectionTimingSeconds);
  const music = input.musicKey ? { file: await context.fetchToFile(input.musicKey, 'music'), volume: musicGain(input.volume) } : undefined;
  // Uploads have no element boxes: each drifts towards its most detailed part, shown whole over a blurred fill when its shape differs.
  const focus = await Promise.all(images.map((image) => detailFocus(image).catch(() => null)));
  const video = await renderVideo(context, {
    images,
    focus: focus.map((box) => box ?? undefined),
    fit: 'auto',
    overlays,
    timings,
    size,
    ...(music ? { music } : {}),
    progress: { from: 10, to: 95, stage: 'Rendering video' },
    outputName: 'custom-images.mp4',
  });
  context.progress(96, 'Saving video');
  const videoKey = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
  const musicUrl = input.musicKey ? mediaUrl(input.musicKey) : '';
  const sections = input.sections.map((section, index) => ({
    id: section.id,
    name: section.name,
    text: overlays[index]?.text ?? '',
    image: mediaUrl(screenshotKeys[index] ?? ''),
    timing: timings[index] ?? videoDefaults.sectionTimingSeconds,
  }));
  const result: FreeVideoResult = {
    htmlTemplate: buildHtmlTemplate({
      title: 'Video slideshow',
      slides: sections.map((section, index) => ({ imageUrl: section.image, overlay: overlays[index], durationSec: section.timing })),
      width: size.width,
      height: size.height,
      ...(musicUrl ? { musicUrl } : {}),
    }),
    screenshotCount: screenshotKeys.length,
    slideshowData: {
      screenshots: screenshotKeys.map((key) => mediaUrl(key)),
      textOverlays: overlays,
      transitionTimings: timings,
      totalDuration: video.durationSec,
      audioScript: input.sections.map((section) => section.textPrompt.trim()).filter(Boolean).join(' '),
    },
    musicSelection: {
      genre: '',
      mood: '',
      tempo: '',
      energy: '',
      duration: video.durationSec,
      description: musicUrl ? `Your chosen track at ${input.volume}% volume.` : 'No music was chosen.',
      reasoning: 'Chosen by you in the Video Studio.',
      musicUrl,
    },
    // Uploaded images carry no site to read: the best length is the one fact to give (the same table content reads).
    platformOptimizations: [{ platform: 'YouTube' as const, optimalLength: optimalVideoLength('YouTube', video.durationSec), thumbnailText: fitWholeWords(sections[0]?.text.split('\n')[0] ?? '', 40, 'en') ?? '', hookLine: fitWholeWords(sections[0]?.text ?? '', 120, 'en') ?? '', hashtagStrategy: [] }],
    sections,
    duration: video.durationSec,
    videoUrl: mediaUrl(videoKey, 'Video slideshow.mp4'),
    thumbnailUrl: mediaUrl(screenshotKeys[0] ?? ''),
  };
  return { result, screenshotKeys };
}

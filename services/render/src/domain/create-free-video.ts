import { backgroundMusicGain, type FreeVideoResult } from '@sitespark/contracts';
import { findLibraryTrack, keyAreas, mediaUrl } from '@sitespark/service-kit';
import { platformSize } from '../engine/index.ts';
import { buildHtmlTemplate } from './build-html-template.ts';
import { captureSite, describeSections } from './capture-site.ts';
import { evenTimings } from './plan-slides.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo } from './render-video.ts';
import { chooseMusic, describeMusic, optimizeForPlatforms, writeAudioScript } from './video-copy.ts';

/**
 * The Free Video Studio: screenshots of the site, the five default overlays, library music, an MP4
 * of exactly the chosen length at the first platform's size, and the HTML version of the same show.
 */
export async function createFreeVideo(context: RenderContext<'free-video'>): Promise<RenderOutcome<'free-video'>> {
  const { input } = context.job;
  const platform = input.platforms[0] ?? 'YouTube';
  const size = platformSize(platform);
  const site = await captureSite(context, input.url, size, { from: 2, to: 30 });

  const choice = chooseMusic(site.site, input.style);
  const track = await findLibraryTrack(context.store, choice.genre);
  const timings = evenTimings(input.videoLength, site.slideImages.length, context.settings.fps);
  const video = await renderVideo(context, {
    images: site.slideImages,
    overlays: site.overlays,
    timings,
    size,
    ...(track ? { music: { file: await context.fetchToFile(track.key, 'music'), volume: backgroundMusicGain } } : {}),
    progress: { from: 32, to: 95, stage: 'Rendering video' },
    outputName: 'free-video.mp4',
  });

  context.progress(96, 'Saving video');
  const videoKey = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
  const fileName = `${site.site.name} slideshow.mp4`;
  const sections = describeSections(site.screenshotKeys, site.overlays, timings, site.site.language);
  const musicUrl = track ? mediaUrl(track.key) : '';
  const result: FreeVideoResult = {
    htmlTemplate: buildHtmlTemplate({
      title: `${site.site.name} slideshow`,
      slides: sections.map((section, index) => ({ imageUrl: section.image, overlay: site.overlays[index], durationSec: section.timing })),
      width: size.width,
      height: size.height,
      ...(musicUrl ? { musicUrl } : {}),
    }),
    screenshotCount: site.screenshotKeys.length,
    slideshowData: {
      screenshots: site.screenshotKeys.map((key) => mediaUrl(key)),
      textOverlays: site.overlays,
      transitionTimings: timings,
      totalDuration: video.durationSec,
      audioScript: writeAudioScript(site.site, input.videoLength),
    },
    musicSelection: describeMusic(site.site, choice, input.videoLength, musicUrl, track ? `${track.genre} track` : undefined),
    platformOptimizations: optimizeForPlatforms(site.site, input.platforms.length > 0 ? input.platforms : [platform], input.videoLength),
    sections,
    duration: video.durationSec,
    videoUrl: mediaUrl(videoKey, fileName),
  };
  return { result, screenshotKeys: site.screenshotKeys };
}

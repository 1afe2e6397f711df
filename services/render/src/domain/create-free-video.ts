import { backgroundMusicGain, styledCameraPath, type FreeVideoResult } from '@sitespark/contracts';
import { findLibraryTrack, keyAreas, mediaUrl } from '@sitespark/service-kit';
import { cameraPath, imageSize, motionFrames, platformSize, type Box, type FrameSize } from '../engine/index.ts';
import { buildHtmlTemplate } from './build-html-template.ts';
import { brandLook, brandOverlays } from './brand-look.ts';
import { captureSite, describeSections, overlaysOffElements, storeSlides } from './capture-site.ts';
import { evenTimings, slideDurations } from './plan-slides.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo, saveThumbnail, thumbnailAtSec } from './render-video.ts';
import { styledOverlays, styledRender, type StyleMotion } from './video-style.ts';
import { chooseMusic, describeMusic, optimizeForPlatforms, writeAudioScript } from './video-copy.ts';

/**
 * The Free Video Studio: screenshots of the site, the five default overlays, library music, an MP4
 * of exactly the chosen length at the first platform's size, and the HTML version of the same show.
 * The style sets the music's mood and what is seen: transitions, camera, type and overlay shape.
 */
export async function createFreeVideo(context: RenderContext<'free-video'>): Promise<RenderOutcome<'free-video'>> {
  const { input } = context.job;
  const platform = input.platforms[0] ?? 'YouTube';
  const size = platformSize(platform);
  const site = await captureSite(context, input.url, size, { from: 2, to: 30 });
  const slides = await storeSlides(context, site, size);

  const choice = chooseMusic(site.site, input.style);
  const track = await findLibraryTrack(context.store, choice.genre);
  const timings = evenTimings(input.videoLength, slides.images.length, context.settings.fps);
  const { look, motion } = styledRender(input.style);
  const overlays = overlaysOffElements(
    styledOverlays(brandOverlays(site.overlays, brandLook(site.capture.brand)), look),
    slides.images.map((image, index) => ({ image, focus: slides.focus[index] })),
    size,
  );
  const video = await renderVideo(context, {
    images: slides.images,
    focus: slides.focus,
    overlays,
    timings,
    size,
    motion,
    ...(track ? { music: { file: await context.fetchToFile(track.key, 'music'), volume: backgroundMusicGain } } : {}),
    progress: { from: 32, to: 95, stage: 'Rendering video' },
    outputName: 'free-video.mp4',
  });

  context.progress(96, 'Saving video');
  const videoKey = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
  const thumbnailKey = await saveThumbnail(context, video, thumbnailAtSec(timings[0] ?? 0), 'free-video');
  const fileName = `${site.site.name} slideshow.mp4`;
  const sections = describeSections(slides.keys, overlays, timings, site.site.language);
  const musicUrl = track ? mediaUrl(track.key) : '';
  const result: FreeVideoResult = {
    htmlTemplate: buildHtmlTemplate({
      title: `${site.site.name} slideshow`,
      slides: sections.map((section, index) => ({ imageUrl: section.image, overlay: overlays[index], durationSec: section.timing, ...templateCamera(slides.images[index], slides.focus[index], size, timings, index, context.settings.fps, motion) })),
      width: size.width,
      height: size.height,
      fadeSec: motion.transitionSec,
      transition: motion.transition,
      ...(musicUrl ? { musicUrl } : {}),
    }),
    screenshotCount: site.screenshotKeys.length,
    slideshowData: {
      screenshots: site.screenshotKeys.map((key) => mediaUrl(key)),
      textOverlays: overlays,
      transitionTimings: timings,
      totalDuration: video.durationSec,
      audioScript: writeAudioScript(site.site, input.videoLength, site.campaign),
    },
    musicSelection: describeMusic(site.site, choice, input.videoLength, musicUrl, track ? `${track.genre} track` : undefined),
    platformOptimizations: optimizeForPlatforms(site.site, input.platforms.length > 0 ? input.platforms : [platform], input.videoLength, site.campaign),
    sections,
    duration: video.durationSec,
    videoUrl: mediaUrl(videoKey, fileName),
    thumbnailUrl: mediaUrl(thumbnailKey),
  };
  return { result, screenshotKeys: site.screenshotKeys };
}

/** The MP4's camera for one slide, for the HTML version to play the same move at the same time. */
function templateCamera(
  image: Buffer | undefined,
  focus: Box | undefined,
  size: FrameSize,
  timings: readonly number[],
  index: number,
  fps: number,
  motion: StyleMotion,
): { camera?: { start: Box; target: Box; motionSec: number } } {
  const dimensions = image ? imageSize(image) : null;
  const slideSec = slideDurations(timings, fps, motion.transitionSec)[index];
  if (!dimensions || !focus || slideSec === undefined) return {};
  const path = styledCameraPath(motion.cameraPath, cameraPath(dimensions, focus, size.width, size.height, 'cover'), size.width, size.height);
  if (motion.cameraPath === 'hold') return { camera: { ...path, motionSec: 0 } };
  const frames = motionFrames(Math.round(slideSec * fps), fps, motion.motionSec);
  if (frames < 2) return {};
  return { camera: { ...path, motionSec: frames / fps } };
}

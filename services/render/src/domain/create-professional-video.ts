import path from 'node:path';
import { videoDefaults, type Platform, type ProfessionalVideoResult } from '@sitespark/contracts';
import { aspectFor, type CaptureAspect } from '../adapters/chromium.ts';
import { platformSize, type FrameSize } from '../engine/index.ts';
import { captureSite } from './capture-site.ts';
import { findLibraryTrack, keyAreas, mediaUrl } from '@sitespark/service-kit';
import { musicGain } from './music-gain.ts';
import { recordVoiceover } from './record-voiceover.ts';
import { evenTimings } from './plan-slides.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo } from './render-video.ts';
import { chooseMusic, optimizeForPlatforms, writeNarration } from './video-copy.ts';

interface Cut {
  size: FrameSize;
  lengthSec: number;
}

const cutId = (cut: Cut) => `${cut.size.width}x${cut.size.height}@${cut.lengthSec}`;

/**
 * The Professional Video Studio: a narrated video at the first platform's size and length, its
 * thumbnail, the narration on its own, and a cut per platform at that platform's size and best
 * length (cuts that would be identical are rendered once).
 */
export async function createProfessionalVideo(context: RenderContext<'professional-video'>): Promise<RenderOutcome<'professional-video'>> {
  const { input } = context.job;
  const platforms: Platform[] = input.platforms.length > 0 ? [...new Set(input.platforms)] : ['YouTube'];
  const mainSize = platformSize(platforms[0]!);
  const site = await captureSite(context, input.url, mainSize, { from: 2, to: 18 });
  const optimizations = optimizeForPlatforms(site.site, platforms, input.videoLength);

  const imagesByAspect = new Map<CaptureAspect, Buffer[]>([[aspectFor(mainSize), site.slideImages]]);
  for (const platform of platforms) {
    const aspect = aspectFor(platformSize(platform));
    if (imagesByAspect.has(aspect)) continue;
    context.progress(20, `Taking ${platform} screenshots`);
    const capture = await context.captureWebsite(input.url, { aspect, maxShots: videoDefaults.slides });
    imagesByAspect.set(aspect, site.slideImages.map((_, index) => capture.screenshots[index % capture.screenshots.length]!));
  }

  context.progress(24, 'Recording the voiceover');
  const language = site.site.language;
  const script = writeNarration(site.site, input.videoLength);
  // The voice reads the site's language. A failing speech endpoint gives the offline voice; with no
  // voice at all the video goes out unnarrated. Either way the note says so, and the video is made.
  const { speech, note: voiceNote } = await recordVoiceover(context, script, language);
  const audioKey = speech ? await context.saveFile(keyAreas.audio, 'mp3', speech.file, 'audio/mpeg') : null;

  const track = await findLibraryTrack(context.store, chooseMusic(site.site, input.style).genre);
  // Under a voice the music sits lower than in a silent slideshow.
  const music = track ? { file: await context.fetchToFile(track.key, 'music'), volume: musicGain(40) } : undefined;
  const overlays = input.useTemplate ? site.overlays : undefined;

  const mainCut: Cut = { size: mainSize, lengthSec: input.videoLength };
  const cuts = new Map<string, Cut>([[cutId(mainCut), mainCut]]);
  const platformCuts = optimizations.map((optimization) => {
    const cut = { size: platformSize(optimization.platform), lengthSec: optimization.optimalLength };
    cuts.set(cutId(cut), cut);
    return cutId(cut);
  });

  const work = [...cuts.values()].reduce((sum, cut) => sum + cut.size.width * cut.size.height * cut.lengthSec, 0);
  let done = 0;
  const rendered = new Map<string, { key: string; file: string; durationSec: number }>();
  for (const [id, cut] of cuts) {
    const share = cut.size.width * cut.size.height * cut.lengthSec;
    const from = 30 + (62 * done) / work;
    const to = 30 + (62 * (done + share)) / work;
    done += share;
    const video = await renderVideo(context, {
      images: imagesByAspect.get(aspectFor(cut.size)) ?? site.slideImages,
      ...(overlays ? { overlays } : {}),
      timings: evenTimings(cut.lengthSec, site.slideImages.length, context.settings.fps),
      size: cut.size,
      ...(music ? { music } : {}),
      ...(speech ? { voiceoverFile: speech.file } : {}),
      progress: { from, to, stage: `Rendering ${cut.size.width}x${cut.size.height} video` },
      outputName: `${id}.mp4`,
    });
    rendered.set(id, { key: await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4'), file: video.file, durationSec: video.durationSec });
  }

  context.progress(94, 'Making the thumbnail');
  const main = rendered.get(cutId(mainCut))!;
  const thumbnailFile = path.join(context.workDir, 'thumbnail.jpg');
  await context.engine.extractFrame(main.file, Math.min(1, main.durationSec / 2), thumbnailFile, { signal: context.signal });
  const thumbnailKey = await context.saveFile(keyAreas.thumbnails, 'jpg', thumbnailFile, 'image/jpeg');

  const fileName = `${site.site.name} slideshow.mp4`;
  const result: ProfessionalVideoResult = {
    videoUrl: mediaUrl(main.key, fileName),
    thumbnailUrl: mediaUrl(thumbnailKey),
    duration: main.durationSec,
    websiteAnalysis: { name: site.site.name },
    audioNarration: { audioUrl: audioKey ? mediaUrl(audioKey) : '', script, language, ...(speech?.voice ? { voice: speech.voice } : {}), ...(voiceNote ? { note: voiceNote } : {}) },
    platformVideos: optimizations.map((optimization, index) => {
      const video = rendered.get(platformCuts[index]!)!;
      return { ...optimization, videoUrl: mediaUrl(video.key, `${site.site.name} ${optimization.platform} slideshow.mp4`) };
    }),
  };
  return { result, screenshotKeys: site.screenshotKeys };
}

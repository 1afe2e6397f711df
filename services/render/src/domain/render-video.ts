import path from 'node:path';
import type { TextOverlay } from '@sitespark/contracts';
import type { Box, CaptionStyle, FrameSize, SlideFit, TimedCaption, VoiceSegment } from '../engine/index.ts';
import { slideDurations, transitionSec } from './plan-slides.ts';
import { keyAreas } from '@sitespark/service-kit';
import type { RenderContext } from './render-context.ts';
import type { StyleMotion } from './video-style.ts';

export interface VideoPlan {
  /** One image per slide, in order. */
  images: Buffer[];
  overlays?: ReadonlyArray<TextOverlay | undefined>;
  /** Per slide, the part of its image the camera moves to. */
  focus?: ReadonlyArray<Box | undefined>;
  /** How an image of another aspect fills the frame (see SlideFit); uploads use `auto`. */
  fit?: SlideFit;
  captions?: { items: TimedCaption[]; style: CaptionStyle };
  /** Where overlays are laid out (the platform's safe area); the frame's margins by default. */
  overlayArea?: Box;
  /** Seconds each slide is shown; the video lasts their sum. */
  timings: number[];
  size: FrameSize;
  music?: { file: string; volume: number };
  /** The narration: the whole recording from the start, or its `segments` each at its slide. */
  voiceover?: { file: string; segments?: readonly VoiceSegment[] };
  /** The style's transition, its length and the camera's path and pace; today's crossfade and push-in without one. */
  motion?: StyleMotion;
  /** The share of the job's progress bar this render fills. */
  progress: { from: number; to: number; stage: string };
  outputName: string;
}

/** Renders slides to an MP4 in the job's work directory, reporting progress along the way. */
export async function renderVideo(context: RenderContext, plan: VideoPlan): Promise<{ file: string; durationSec: number; captionBoxes?: Box[] }> {
  const { fps, ffmpegTimeoutMs } = context.settings;
  const crossfadeSec = plan.motion?.transitionSec ?? transitionSec;
  const durations = slideDurations(plan.timings, fps, crossfadeSec);
  const { from, to, stage } = plan.progress;
  context.progress(from, stage);
  const video = await context.engine.renderSlideshow({
    slides: plan.images.map((image, index) => {
      const overlay = plan.overlays?.[index];
      const focus = plan.focus?.[index];
      return { image, durationSec: durations[index] ?? 1, ...(overlay ? { overlay } : {}), ...(focus ? { focus } : {}) };
    }),
    width: plan.size.width,
    height: plan.size.height,
    fps,
    transitionSec: crossfadeSec,
    ...(plan.motion ? { transition: plan.motion.transition, cameraPath: plan.motion.cameraPath, motionSec: plan.motion.motionSec } : {}),
    ...(plan.music ? { music: plan.music } : {}),
    ...(plan.voiceover ? { voiceover: plan.voiceover } : {}),
    ...(plan.fit ? { fit: plan.fit } : {}),
    ...(plan.captions && plan.captions.items.length > 0 ? { captions: plan.captions } : {}),
    ...(plan.overlayArea ? { overlayArea: plan.overlayArea } : {}),
    outputFile: path.join(context.workDir, plan.outputName),
    signal: context.signal,
    timeoutMs: ffmpegTimeoutMs,
    tempRoot: context.workDir,
    onProgress: (percent) => context.progress(from + ((to - from) * percent) / 100, stage),
  });
  return { file: video.file, durationSec: video.durationSec, ...(video.captionBoxes ? { captionBoxes: video.captionBoxes } : {}) };
}

/** Stores a frame of a rendered video as its JPEG thumbnail and returns the key. */
export async function saveThumbnail(context: RenderContext, video: { file: string; durationSec: number }, atSec: number, name: string): Promise<string> {
  const file = path.join(context.workDir, `${name}-thumbnail.jpg`);
  await context.engine.extractFrame(video.file, Math.max(0, Math.min(video.durationSec / 2, atSec)), file, { signal: context.signal });
  return context.saveFile(keyAreas.thumbnails, 'jpg', file, 'image/jpeg');
}

/** Late in the first section: its camera has arrived and the crossfade has not begun. */
export function thumbnailAtSec(firstSectionSec: number): number {
  return Math.max(0, Math.min(3, firstSectionSec * 0.7));
}

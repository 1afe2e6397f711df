import path from 'node:path';
import type { TextOverlay } from '@sitespark/contracts';
import type { FrameSize } from '../engine/index.ts';
import { slideDurations, transitionSec } from './plan-slides.ts';
import type { RenderContext } from './render-context.ts';

export interface VideoPlan {
  /** One image per slide, in order. */
  images: Buffer[];
  overlays?: ReadonlyArray<TextOverlay | undefined>;
  /** Seconds each slide is shown; the video lasts their sum. */
  timings: number[];
  size: FrameSize;
  music?: { file: string; volume: number };
  voiceoverFile?: string;
  /** The share of the job's progress bar this render fills. */
  progress: { from: number; to: number; stage: string };
  outputName: string;
}

/** Renders slides to an MP4 in the job's work directory, reporting progress along the way. */
export async function renderVideo(context: RenderContext, plan: VideoPlan): Promise<{ file: string; durationSec: number }> {
  const { fps, ffmpegTimeoutMs } = context.settings;
  const durations = slideDurations(plan.timings, fps);
  const { from, to, stage } = plan.progress;
  context.progress(from, stage);
  const video = await context.engine.renderSlideshow({
    slides: plan.images.map((image, index) => {
      const overlay = plan.overlays?.[index];
      return { image, durationSec: durations[index] ?? 1, ...(overlay ? { overlay } : {}) };
    }),
    width: plan.size.width,
    height: plan.size.height,
    fps,
    transitionSec,
    ...(plan.music ? { music: plan.music } : {}),
    ...(plan.voiceoverFile ? { voiceover: { file: plan.voiceoverFile } } : {}),
    outputFile: path.join(context.workDir, plan.outputName),
    signal: context.signal,
    timeoutMs: ffmpegTimeoutMs,
    tempRoot: context.workDir,
    onProgress: (percent) => context.progress(from + ((to - from) * percent) / 100, stage),
  });
  return { file: video.file, durationSec: video.durationSec };
}

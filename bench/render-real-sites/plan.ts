import { basename } from 'node:path';
import type { RenderSlideshowOptions, RenderedVideo } from '../../services/render/src/engine/index.ts';
import { captionFrames } from '../../services/render/src/engine/plan-pieces.ts';
import { measureCost, type Cost } from './cpu.ts';
import { probeDuration } from './frames.ts';

/** What the render asked the engine to draw, as the engine received it. */
export interface RenderPlan {
  outputName: string;
  width: number;
  height: number;
  fps: number;
  transitionSec: number;
  slides: Array<{ frames: number; overlayText: string | null }>;
  captions: Array<{ text: string; startSec: number; endSec: number }>;
  /** Seconds of voice heard: the placed parts of the voiceover, or its whole track; null when the video has none. */
  voiceoverSec: number | null;
  durationSec: number;
  /** The engine's own time (the job's capture and copy excluded). */
  cost: Cost;
}

type RenderSlideshow = (options: RenderSlideshowOptions) => Promise<RenderedVideo>;

/** The engine's renderSlideshow, recording each call's plan and cost into `plans`. */
export function recordingRenderSlideshow(render: RenderSlideshow, plans: RenderPlan[]): RenderSlideshow {
  return async (options) => {
    const fps = options.fps ?? 30;
    // What is heard: the parts of the recording the engine places (a shorter cut leaves some out), else the whole track.
    const segments = options.voiceover?.segments;
    const voiceoverSec = !options.voiceover ? null : segments && segments.length > 0 ? segments.reduce((sum, segment) => sum + Math.max(0, segment.toSec - segment.fromSec), 0) : await probeDuration(options.voiceover.file);
    const { value, cost } = await measureCost(() => render(options));
    plans.push({
      outputName: basename(options.outputFile),
      width: options.width,
      height: options.height,
      fps,
      transitionSec: options.slides.length > 1 ? (options.transitionSec ?? 0.5) : 0,
      slides: options.slides.map((slide) => ({ frames: Math.round(slide.durationSec * fps), overlayText: slide.overlay?.text.trim() || null })),
      captions: (options.captions?.items ?? []).map(({ text, startSec, endSec }) => ({ text, startSec, endSec })),
      voiceoverSec,
      durationSec: value.durationSec,
      cost,
    });
    return value;
  };
}

export interface OnScreen {
  /** Overlay texts showing (two while slides crossfade). */
  overlays: string[];
  captions: string[];
  /** The slides showing, by index (the last of a professional cut is its end card). */
  slides: number[];
}

/** The texts the plan puts on screen at frame `n`. */
export function onScreenAt(plan: RenderPlan, n: number): OnScreen {
  const transitionFrames = Math.round(plan.transitionSec * plan.fps);
  const shown: OnScreen = { overlays: [], captions: [], slides: [] };
  let start = 0;
  for (const [index, slide] of plan.slides.entries()) {
    if (n >= start && n < start + slide.frames) {
      shown.slides.push(index);
      if (slide.overlayText) shown.overlays.push(slide.overlayText);
    }
    start += slide.frames - transitionFrames;
  }
  for (const caption of plan.captions) {
    const frames = captionFrames(caption.startSec, Math.min(caption.endSec, plan.durationSec), plan.fps);
    if (n >= frames.start && n < frames.end) shown.captions.push(caption.text);
  }
  // The engine draws one text layer at a time: a slide's overlay is left off the frames a caption shows on
  // (render-slideshow's `captions`), so an overlay planned under a caption is not on screen.
  if (shown.captions.length > 0) shown.overlays = [];
  return shown;
}

/** Crossfade between slides, in seconds, unless a style sets its own. */
export const transitionSec = 0.5;
/** A slide shows at least this long, so a crossfade always fits inside it. */
const minSlideSec = 1;

/** `count` equal shares of `totalSec`, in whole frames, adding up to exactly `totalSec`. */
export function evenTimings(totalSec: number, count: number, fps: number): number[] {
  const totalFrames = Math.round(totalSec * fps);
  const base = Math.floor(totalFrames / count);
  const extra = totalFrames - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / fps);
}

/**
 * The engine's slide durations for slides shown `timings` seconds each: every slide but the last is
 * lengthened by the crossfade it overlaps with, so the video lasts exactly the sum of the timings.
 */
export function slideDurations(timings: readonly number[], fps: number, crossfadeSec: number = transitionSec): number[] {
  const transitionFrames = timings.length > 1 ? Math.round(crossfadeSec * fps) : 0;
  return timings.map((timing, index) => {
    const frames = Math.max(Math.round(minSlideSec * fps), Math.round(timing * fps));
    return (frames + (index < timings.length - 1 ? transitionFrames : 0)) / fps;
  });
}

/** How long the slides of `slideDurations(timings)` last together. */
export function totalSeconds(timings: readonly number[], fps: number): number {
  return timings.reduce((sum, timing) => sum + Math.max(Math.round(minSlideSec * fps), Math.round(timing * fps)), 0) / fps;
}

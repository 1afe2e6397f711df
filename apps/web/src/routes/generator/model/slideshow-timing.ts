import { videoDefaults } from '@sitespark/contracts';

/** Spec section 9: the player's speeds; each divides the 5500 ms slide interval. */
export const playbackSpeeds = [0.5, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof playbackSpeeds)[number];

export const progressTickMs = 100;

export function slideIntervalMs(speed: PlaybackSpeed): number {
  return videoDefaults.slideshowIntervalMs / speed;
}

/** Moves through the slides cyclically: past the last comes the first, before the first the last. */
export function wrapSlideIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** How far through the current slide the player is, 0 to 100. */
export function slideProgressPercent(elapsedMs: number, speed: PlaybackSpeed): number {
  const interval = slideIntervalMs(speed);
  return Math.min(100, Math.max(0, (elapsedMs / interval) * 100));
}

export function speedLabel(speed: PlaybackSpeed): string {
  return `${speed}x`;
}

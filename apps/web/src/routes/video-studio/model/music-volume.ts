import { backgroundMusicGain, musicVolume } from '@sitespark/contracts';

export const volumeSlider = musicVolume;

/**
 * The playback gain of a volume slider position, as the renderer mixes it: the default 70 plays at
 * the slideshow's usual gain (0.3), 0 is silent, and the gain never exceeds 1.
 */
export function sliderToGain(percent: number): number {
  if (!Number.isFinite(percent)) return backgroundMusicGain;
  const clamped = Math.min(musicVolume.max, Math.max(musicVolume.min, percent));
  return Math.min(1, (backgroundMusicGain * clamped) / musicVolume.default);
}

/** A slider value snapped to the slider's steps and bounds. */
export function snapVolume(percent: number): number {
  if (!Number.isFinite(percent)) return musicVolume.default;
  const stepped = Math.round(percent / musicVolume.step) * musicVolume.step;
  return Math.min(musicVolume.max, Math.max(musicVolume.min, stepped));
}

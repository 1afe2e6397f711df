import { backgroundMusicGain, musicVolume } from '@sitespark/contracts';

/** The volume slider's default (70) plays a track at the slideshow's usual gain (0.3); 0 is silent. */
export function musicGain(sliderPercent: number): number {
  return Math.min(1, Math.max(0, (backgroundMusicGain * sliderPercent) / musicVolume.default));
}

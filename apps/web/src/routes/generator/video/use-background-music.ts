import { useCallback, useEffect, useRef } from 'react';
import { backgroundMusicGain } from '@sitespark/contracts';

export type BackgroundMusicOptions = { src: string | null; playing: boolean; enabled: boolean };

/**
 * Music under the slideshow (spec sections 4 and 9): looped at volume 0.3, heard only while the
 * slideshow plays and music is on. A new track replaces the old one.
 */
export function useBackgroundMusic({ src, playing, enabled }: BackgroundMusicOptions): { rewind: () => void } {
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    if (!src) {
      audioRef.current = null;
      return;
    }
    const audio = new Audio(src);
    audio.loop = true;
    audio.volume = backgroundMusicGain;
    audio.preload = 'auto';
    audioRef.current = audio;
    return () => {
      audio.pause();
      audio.removeAttribute('src');
      if (audioRef.current === audio) audioRef.current = null;
    };
  }, [src]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing && enabled) {
      // Spec section 8: a failed play is only logged (a browser may refuse autoplay).
      audio.play()?.catch((error: unknown) => console.warn('Background music could not play', error));
    } else {
      audio.pause();
    }
  }, [playing, enabled, src]);

  const rewind = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }, []);

  return { rewind };
}

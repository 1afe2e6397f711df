import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { backgroundMusicGain } from '@sitespark/contracts';
import { playMedia } from '../video-studio/shared/play-media.ts';

/**
 * One audio element for the whole list, so only one track plays at a time. Playing another track
 * replaces the first; a failed play is only logged (spec section 8).
 */
export function useTrackPreview(): {
  audioRef: RefObject<HTMLAudioElement | null>;
  playingId: string | null;
  play: (id: string, url: string) => void;
  stop: () => void;
  onEnded: () => void;
} {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    setPlayingId(null);
  }, []);

  const play = useCallback((id: string, url: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    if (audio.getAttribute('src') !== url) audio.src = url;
    audio.currentTime = 0;
    audio.volume = backgroundMusicGain;
    setPlayingId(id);
    playMedia(audio, () => setPlayingId((current) => (current === id ? null : current)));
  }, []);

  const onEnded = useCallback(() => setPlayingId(null), []);

  useEffect(() => () => audioRef.current?.pause(), []);

  return { audioRef, playingId, play, stop, onEnded };
}

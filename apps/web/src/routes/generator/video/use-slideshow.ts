import { useCallback, useEffect, useRef, useState } from 'react';
import { progressTickMs, slideIntervalMs, slideProgressPercent, wrapSlideIndex } from '../model/slideshow-timing.ts';
import type { PlaybackSpeed } from '../model/slideshow-timing.ts';

export type Slideshow = {
  index: number;
  playing: boolean;
  speed: PlaybackSpeed;
  /** 0-100 through the current slide, updated every 100 ms while playing. */
  progress: number;
  toggle: () => void;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Back to the first slide, paused. */
  reset: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
};

/**
 * The generator's slideshow player (spec sections 4 and 9): cyclic in both directions, one slide every
 * 5500 ms / speed while playing. Any move restarts the current slide's time.
 */
export function useSlideshow(count: number): Slideshow {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const [progress, setProgress] = useState(0);
  const slideStartedAt = useRef(0);

  useEffect(() => {
    setProgress(0);
    if (!playing || count === 0) return;
    slideStartedAt.current = Date.now();
    const advance = setTimeout(() => setIndex((current) => wrapSlideIndex(current + 1, count)), slideIntervalMs(speed));
    const tick = setInterval(() => setProgress(slideProgressPercent(Date.now() - slideStartedAt.current, speed)), progressTickMs);
    return () => {
      clearTimeout(advance);
      clearInterval(tick);
    };
  }, [playing, speed, count, index]);

  const goTo = useCallback((target: number) => setIndex(wrapSlideIndex(target, count)), [count]);

  return {
    index,
    playing,
    speed,
    progress,
    toggle: useCallback(() => setPlaying((current) => !current && count > 0), [count]),
    next: useCallback(() => setIndex((current) => wrapSlideIndex(current + 1, count)), [count]),
    previous: useCallback(() => setIndex((current) => wrapSlideIndex(current - 1, count)), [count]),
    goTo,
    reset: useCallback(() => {
      setPlaying(false);
      setIndex(0);
      setProgress(0);
    }, []),
    setSpeed,
  };
}

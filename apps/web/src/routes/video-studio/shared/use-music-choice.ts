import { useState } from 'react';
import { musicVolume } from '@sitespark/contracts';
import type { MusicSettingsProps } from './MusicSettings.tsx';
import { useMusicLibrary } from './use-music-library.ts';

export type MusicChoiceStart = {
  /** The track's url to start with; '' for the empty option. */
  music?: string;
  volume?: number;
  /** Until the user picks, the first library track is the choice (manual mode). */
  firstTrackUntilPicked?: boolean;
};

type LibraryMusicProps = Pick<MusicSettingsProps, 'tracks' | 'loading' | 'music' | 'onMusic' | 'volume' | 'onVolume'>;

/** A video's background music and volume, with the library's tracks: the values to send and MusicSettings' props. */
export function useMusicChoice(start: MusicChoiceStart = {}): { music: string; volume: number; settings: LibraryMusicProps } {
  const library = useMusicLibrary();
  const [picked, setPicked] = useState<string | null>(start.music ?? null);
  const [volume, setVolume] = useState<number>(start.volume ?? musicVolume.default);
  const music = picked ?? (start.firstTrackUntilPicked ? library.tracks[0]?.url : undefined) ?? '';
  return { music, volume, settings: { tracks: library.tracks, loading: library.isLoading, music, onMusic: setPicked, volume, onVolume: setVolume } };
}

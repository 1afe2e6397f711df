import { useEffect, useId, useRef, useState } from 'react';
import { Music, Play, Square } from 'lucide-react';
import type { MusicTrack } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { sliderToGain, volumeSlider } from '../model/music-volume.ts';
import { playMedia } from './play-media.ts';
import { Select } from './Select.tsx';
import { musicTrackLabel } from './track-label.ts';

export type MusicSettingsProps = {
  tracks: readonly MusicTrack[];
  loading: boolean;
  /** A track's url, or '' for the empty option. */
  music: string;
  onMusic: (url: string) => void;
  volume: number;
  onVolume: (volume: number) => void;
  /** What '' means here: the site's own match in auto mode, no music elsewhere. */
  emptyOptionLabel: string;
  disabled?: boolean;
};

/** Background music for a video: a library track, its volume, and a preview at that volume. */
export function MusicSettings({ tracks, loading, music, onMusic, volume, onVolume, emptyOptionLabel, disabled }: MusicSettingsProps) {
  const id = useId();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = sliderToGain(volume);
  }, [volume]);

  const stop = () => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    setPreviewing(false);
  };

  const preview = () => {
    const audio = audioRef.current;
    if (!audio || !music) return;
    if (audio.getAttribute('src') !== music) audio.src = music;
    audio.volume = sliderToGain(volume);
    setPreviewing(true);
    playMedia(audio, () => setPreviewing(false));
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-music`} className="flex items-center gap-2">
          <Music aria-hidden="true" className="size-4 text-brand-600" />
          Background music
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Select
            id={`${id}-music`}
            className="flex-1"
            value={music}
            disabled={disabled || loading}
            onChange={(event) => {
              stop();
              onMusic(event.target.value);
            }}
          >
            <option value="">{loading ? 'Loading the music library…' : emptyOptionLabel}</option>
            {tracks.map((track) => (
              <option key={track.id} value={track.url}>
                {musicTrackLabel(track)}
              </option>
            ))}
          </Select>
          {previewing ? (
            <Button variant="secondary" onClick={stop} aria-label="Stop the music preview">
              <Square aria-hidden="true" />
              Stop
            </Button>
          ) : (
            <Button variant="secondary" onClick={preview} disabled={!music || disabled} aria-label="Preview the chosen music">
              <Play aria-hidden="true" />
              Preview
            </Button>
          )}
        </div>
        <audio ref={audioRef} preload="none" loop onEnded={() => setPreviewing(false)} className="hidden" />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-volume`}>Music volume</Label>
          <output htmlFor={`${id}-volume`} className="text-sm font-semibold text-brand-800 tabular-nums">{`${volume}%`}</output>
        </div>
        <input
          id={`${id}-volume`}
          type="range"
          min={volumeSlider.min}
          max={volumeSlider.max}
          step={volumeSlider.step}
          value={volume}
          disabled={disabled}
          onChange={(event) => onVolume(Number(event.target.value))}
          aria-valuetext={`${volume}%`}
          className="h-2 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
        />
      </div>
    </div>
  );
}

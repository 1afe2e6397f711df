import { Music, Play, Square } from 'lucide-react';
import { clsx } from 'clsx';
import type { MusicTrack } from '@sitespark/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TrackActions } from './TrackActions.tsx';

export type TrackListProps = {
  tracks: readonly MusicTrack[];
  loading: boolean;
  failed: boolean;
  playingId: string | null;
  onPlay: (track: MusicTrack) => void;
  onStop: () => void;
  /** After one of the user's own tracks was renamed or deleted. */
  onChanged?: () => void;
};

/** The library: each track's name, genre and mood, with Preview and Stop; the user's own tracks also Rename and Delete. */
export function TrackList({ tracks, loading, failed, playingId, onPlay, onStop, onChanged }: TrackListProps) {
  if (loading) {
    return (
      <div className="flex items-center gap-3 py-8 text-sm text-ink-muted">
        <Spinner label="Loading the music library" />
        Loading the music library…
      </div>
    );
  }
  if (tracks.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <Music aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="text-sm font-semibold text-ink">{failed ? 'The music library could not be loaded.' : 'No tracks yet.'}</p>
        <p className="text-sm text-ink-muted">{failed ? 'Please reload the page to try again.' : 'Upload MP3s or convert videos to build your library.'}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-line" aria-label="Music tracks">
      {tracks.map((track) => {
        const playing = playingId === track.id;
        return (
          <li key={track.id} className={clsx('flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between', playing && 'bg-brand-50/50')}>
            <div className="flex min-w-0 items-center gap-3">
              <span className={clsx('flex size-10 shrink-0 items-center justify-center rounded-xl', playing ? 'bg-brand-600 text-white' : 'bg-brand-100 text-brand-700')}>
                <Music aria-hidden="true" className={clsx('size-5', playing && 'animate-pulse')} />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <span className="truncate text-sm font-semibold text-ink" title={track.name}>
                  {track.name}
                </span>
                <span className="flex flex-wrap gap-1.5">
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{track.genre}</span>
                  <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-ink-muted ring-1 ring-line">{track.mood}</span>
                </span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              <Button variant={playing ? 'primary' : 'secondary'} size="sm" aria-label={`Preview ${track.name}`} aria-pressed={playing} onClick={() => onPlay(track)}>
                <Play aria-hidden="true" />
                {playing ? 'Playing' : 'Preview'}
              </Button>
              <Button variant="ghost" size="sm" aria-label={`Stop ${track.name}`} disabled={!playing} onClick={onStop}>
                <Square aria-hidden="true" />
                Stop
              </Button>
              {track.own && (
                <TrackActions
                  track={track}
                  onChanged={() => {
                    if (playing) onStop();
                    onChanged?.();
                  }}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import type { MusicTrack } from '@sitespark/contracts';

/**
 * A track as the music pickers list it: its name, then its genre and mood, each said once. A name
 * that already ends with its genre in brackets ("Steady Progress (Corporate)", as built-in tracks
 * were once named) loses that bracket instead of getting a second one.
 */
export function musicTrackLabel(track: Pick<MusicTrack, 'name' | 'genre' | 'mood'>): string {
  const trailing = /\s*\(([^()]*)\)\s*$/.exec(track.name);
  const saysGenre = trailing?.[1]?.toLowerCase().includes(track.genre.toLowerCase()) ?? false;
  const name = trailing && saysGenre ? track.name.slice(0, trailing.index).trim() : track.name.trim();
  return `${name || track.name} (${track.genre}, ${track.mood})`;
}

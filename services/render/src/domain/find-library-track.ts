import { musicGenres, type MusicGenre } from '@sitespark/contracts';
import type { ObjectStore } from '@sitespark/service-kit';

export interface LibraryTrack {
  key: string;
  genre: MusicGenre;
}

/**
 * The media service's built-in piece of each genre (its compositions' slugs; media stores them at
 * `library/builtin/<slug>.mp3`). The object store cannot be listed, so the render service finds the
 * library by name; this table mirrors media's until the contracts package exports it for both.
 */
const builtinSlugs: Record<MusicGenre, string> = {
  Corporate: 'corporate-steady-progress-v1',
  Pop: 'pop-bright-side-v1',
  Ambient: 'ambient-still-water-v1',
  Electronic: 'electronic-neon-circuit-v1',
  Cinematic: 'cinematic-rising-horizon-v1',
  Background: 'background-clean-lines-v1',
};

export function builtinTrackKey(genre: MusicGenre): string {
  return `library/builtin/${builtinSlugs[genre]}.mp3`;
}

/** The built-in track of the genre, else of another genre that exists; null when the library is empty. */
export async function findLibraryTrack(store: ObjectStore, genre: MusicGenre): Promise<LibraryTrack | null> {
  const order = [genre, 'Background' as const, ...musicGenres].filter((value, index, all) => all.indexOf(value) === index);
  for (const candidate of order) {
    const key = builtinTrackKey(candidate);
    if (await store.stat(key)) return { key, genre: candidate };
  }
  return null;
}

import { builtinMusicKey, musicGenres, type MusicGenre } from '@sitespark/contracts';
import type { ObjectStore } from '../object-store/object-store.ts';

export interface LibraryTrack {
  key: string;
  genre: MusicGenre;
}

/**
 * The built-in track of the genre, else of another genre that exists; null while the media
 * service has not synthesized any yet. The object store cannot be listed, so tracks are found by
 * their contract key.
 */
export async function findLibraryTrack(store: ObjectStore, genre: MusicGenre): Promise<LibraryTrack | null> {
  const order = [genre, 'Background' as const, ...musicGenres].filter((value, index, all) => all.indexOf(value) === index);
  for (const candidate of order) {
    const key = builtinMusicKey(candidate);
    if (await store.stat(key)) return { key, genre: candidate };
  }
  return null;
}

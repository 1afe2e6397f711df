import { describe, expect, it } from 'vitest';
import { builtinMusicSlugs, musicGenres } from '@sitespark/contracts';
import { libraryCompositions as compositions } from '../src/domain/library/compositions.ts';

describe('built-in library keys', () => {
  it('synthesizes exactly the piece the contract names for every genre, so content and render find it', () => {
    for (const genre of musicGenres) {
      const composition = compositions.find((candidate) => candidate.genre === genre);
      expect(composition?.slug, genre).toBe(builtinMusicSlugs[genre]);
    }
  });
});

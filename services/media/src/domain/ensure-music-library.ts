import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtinMusicKeyOfSlug } from '@sitespark/contracts';
import type { Logger, ObjectStore } from '@sitespark/service-kit';
import type { Ffmpeg } from '../adapters/ffmpeg.ts';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { renderComposition } from './library/render-composition.ts';
import type { Composition } from './library/synth-graph.ts';

export interface EnsureMusicLibraryDeps {
  tracks: Pick<MusicTrackRepository, 'listRetiredBuiltin' | 'remove' | 'findBuiltin' | 'putBuiltin'>;
  store: ObjectStore;
  ffmpeg: Ffmpeg;
  logger: Logger;
}

export interface EnsureMusicLibraryInput {
  compositions: readonly Composition[];
  signal?: AbortSignal;
}

export interface LibraryOutcome {
  created: string[];
  present: string[];
  failed: string[];
}

export function libraryObjectKey(composition: Composition): string {
  return builtinMusicKeyOfSlug(composition.slug);
}

/**
 * Makes sure every built-in composition exists as an MP3 object and a library row, synthesising
 * only what is missing (so a restart, or a second replica, finds the work done). Rows of
 * compositions no longer shipped are removed with their objects. One failing piece is logged and
 * does not stop the others.
 */
export async function ensureMusicLibrary(deps: EnsureMusicLibraryDeps, input: EnsureMusicLibraryInput): Promise<LibraryOutcome> {
  const { tracks, store, ffmpeg, logger } = deps;
  const { compositions, signal } = input;
  const outcome: LibraryOutcome = { created: [], present: [], failed: [] };

  const retired = await tracks.listRetiredBuiltin(compositions.map((c) => c.slug));
  for (const row of retired) {
    await tracks.remove(row.id);
    await store.delete(row.objectKey);
  }

  const workDir = await mkdtemp(path.join(tmpdir(), 'sitespark-music-library-'));
  try {
    for (const composition of compositions) {
      signal?.throwIfAborted();
      const key = libraryObjectKey(composition);
      const row = await tracks.findBuiltin(composition.slug);
      if (row && row.objectKey === key && (await store.stat(key))) {
        // A composition renamed or retagged in a release keeps its audio: only the row's labels change.
        if (row.name !== composition.name || row.genre !== composition.genre || row.mood !== composition.mood) {
          const { ownerId, builtin, source, trackId, objectKey, durationSeconds, sizeBytes } = row;
          await tracks.putBuiltin({ ownerId, builtin, source, trackId, objectKey, durationSeconds, sizeBytes, name: composition.name, genre: composition.genre, mood: composition.mood });
        }
        outcome.present.push(composition.slug);
        continue;
      }
      const started = Date.now();
      try {
        const rendered = await renderComposition(composition, ffmpeg, workDir, signal);
        const info = await store.put(key, createReadStream(rendered.file), { contentType: 'audio/mpeg' });
        await rm(rendered.file, { force: true });
        await tracks.putBuiltin({
          ownerId: null,
          builtin: true,
          source: 'builtin',
          trackId: composition.slug,
          name: composition.name,
          genre: composition.genre,
          mood: composition.mood,
          objectKey: key,
          durationSeconds: rendered.durationSeconds,
          sizeBytes: info.size,
        });
        outcome.created.push(composition.slug);
        logger.info({ track: composition.slug, seconds: rendered.durationSeconds, ms: Date.now() - started }, 'built-in music track synthesised');
      } catch (error) {
        if (signal?.aborted) throw error;
        outcome.failed.push(composition.slug);
        logger.error({ err: error, track: composition.slug }, 'could not synthesise a built-in music track');
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return outcome;
}

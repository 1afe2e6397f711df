import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { MusicGenre, MusicMood } from '@sitespark/contracts';
import { newObjectKey, type ObjectStore } from '@sitespark/service-kit';
import type { MusicTrackRecord, MusicTrackSource } from '../persistence/entities.ts';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { checkStorageLimit, getStorageUsage, storageLimitReached, type StorageLimitDeps } from './check-storage-limit.ts';

/** The storage limit as a track is kept: counted, and checked again atomically as its row is written. */
export type TrackStorageLimitDeps = StorageLimitDeps & { tracks: Pick<MusicTrackRepository, 'bytesOwnedBy' | 'addWithinStorage'> };

export interface SaveMusicTrackDeps {
  tracks: Pick<MusicTrackRepository, 'add'>;
  store: ObjectStore;
  /** The user's storage limit; without it any size that passed the upload checks is kept. */
  storageLimit?: TrackStorageLimitDeps;
}

export interface SaveMusicTrackInput {
  ownerId: string;
  source: Exclude<MusicTrackSource, 'builtin'>;
  /** A checked, probed MP3 on local disk. */
  file: string;
  /** Only these byte ranges [start, end) of the file are stored (its tags and audio); the whole file without. */
  ranges?: ReadonlyArray<readonly [number, number]>;
  durationSeconds: number;
  trackId: string;
  name: string;
  genre: MusicGenre;
  mood: MusicMood;
}

/**
 * Stores a user's MP3 under `music/<userId>/` and records it in their library. The object is
 * written first and removed again if the row cannot be written, so a failure leaves neither.
 */
export async function saveMusicTrack(deps: SaveMusicTrackDeps, options: SaveMusicTrackInput): Promise<MusicTrackRecord> {
  const { store } = deps;
  const { ownerId } = options;
  if (deps.storageLimit) {
    const bytes = options.ranges ? options.ranges.reduce((sum, [start, end]) => sum + Math.max(0, end - start), 0) : (await stat(options.file)).size;
    await checkStorageLimit(deps.storageLimit, { userId: ownerId, bytes });
  }
  const key = newObjectKey('music', ownerId, 'mp3');
  const body = options.ranges ? Readable.from(readRanges(options.file, options.ranges)) : createReadStream(options.file);
  const info = await store.put(key, body, { contentType: 'audio/mpeg' });
  try {
    const track = {
      ownerId,
      builtin: false,
      source: options.source,
      trackId: options.trackId,
      name: options.name,
      genre: options.genre,
      mood: options.mood,
      objectKey: key,
      durationSeconds: options.durationSeconds,
      sizeBytes: info.size,
    };
    if (!deps.storageLimit) return await deps.tracks.add(track);
    // Checked again as the row is written: parallel uploads all passed the check above.
    const { videoBytes, contentBytes } = await getStorageUsage(deps.storageLimit, { userId: ownerId });
    const limitBytes = deps.storageLimit.storageLimitBytes;
    const kept = await deps.storageLimit.tracks.addWithinStorage(track, { limitBytes, otherBytes: videoBytes + contentBytes });
    if ('musicBytes' in kept) throw storageLimitReached({ usedBytes: kept.musicBytes + videoBytes + contentBytes, limitBytes, bytes: info.size });
    return kept.track;
  } catch (error) {
    await store.delete(key).catch((cleanupError: unknown) => {
      throw new AggregateError([error, cleanupError], `Saving the track failed and its object ${key} could not be removed`);
    });
    throw error;
  }
}

async function* readRanges(file: string, ranges: ReadonlyArray<readonly [number, number]>): AsyncGenerator<Buffer> {
  for (const [start, end] of ranges) {
    if (end <= start) continue;
    for await (const chunk of createReadStream(file, { start, end: end - 1 })) yield chunk as Buffer;
  }
}

import { mediaRoutes, uploadLimits } from '@sitespark/contracts';
import { bindRoute, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Ffmpeg } from '../adapters/ffmpeg.ts';
import { getStorageUsage } from '../domain/check-storage-limit.ts';
import { deleteMusicTrack } from '../domain/delete-music-track.ts';
import { extractAudioTrack } from '../domain/extract-audio-track.ts';
import { listMusic } from '../domain/list-music.ts';
import { renameMusicTrack } from '../domain/rename-music-track.ts';
import type { TrackStorageLimitDeps } from '../domain/save-music-track.ts';
import { toMusicTrack } from '../domain/to-music-track.ts';
import { uploadMusicTrack } from '../domain/upload-music-track.ts';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { receiveUpload } from './receive-upload.ts';

export interface MusicRouteDeps {
  tracks: MusicTrackRepository;
  store: ObjectStore;
  ffmpeg: Ffmpeg;
  libraryNotice?: (builtinCount: number) => string | undefined;
  storageLimit: TrackStorageLimitDeps;
  /** Announces the user's new storage total after their music changed (content refuses uploads at the limit). */
  onStorageChanged?: (userId: string) => Promise<void>;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export function registerMusicRoutes(app: ServiceApp, deps: MusicRouteDeps): void {
  // The track is stored either way; a total that could not be announced now goes out with the next change.
  const storageChanged = (request: FastifyRequest, userId: string) =>
    deps.onStorageChanged?.(userId).catch((error: unknown) => request.log.warn({ err: error, userId }, 'storage usage could not be announced'));
  bindRoute(app, mediaRoutes.listMusic, async ({ identity }) => listMusic(deps, { userId: identity.userId }));

  bindRoute(app, mediaRoutes.renameMusicTrack, ({ identity, params, body }) => renameMusicTrack(deps, { userId: identity.userId, id: params.id, name: body.name }));
  bindRoute(app, mediaRoutes.deleteMusicTrack, async ({ identity, params, request }) => {
    const deleted = await deleteMusicTrack(deps, { userId: identity.userId, id: params.id });
    await storageChanged(request, identity.userId);
    return deleted;
  });
  bindRoute(app, mediaRoutes.getStorageUsage, ({ identity }) => getStorageUsage(deps.storageLimit, { userId: identity.userId }));

  bindRoute(app, mediaRoutes.uploadMusicFile, async ({ identity, request, reply }) => {
    const upload = {
      route: mediaRoutes.uploadMusicFile,
      fileField: 'music',
      tooLarge: `The file is too large. Music files can be up to ${megabytes(uploadLimits.musicBytes)} MB.`,
    };
    const track = await receiveUpload(request, upload, ({ fields, file }) =>
      uploadMusicTrack(deps, { userId: identity.userId, fields, file }),
    );
    request.log.info({ trackId: track.id, seconds: track.durationSeconds, bytes: track.sizeBytes }, 'music uploaded');
    await storageChanged(request, identity.userId);
    return reply.status(201).send(toMusicTrack(track));
  });

  bindRoute(app, mediaRoutes.extractAudio, async ({ identity, request, reply }) => {
    const upload = {
      route: mediaRoutes.extractAudio,
      fileField: 'video',
      tooLarge: `The video is too large. Videos can be up to ${megabytes(uploadLimits.videoBytes)} MB.`,
    };
    const track = await receiveUpload(request, upload, ({ fields, file, workDir }) =>
      extractAudioTrack(deps, { userId: identity.userId, fields, file, workDir }),
    );
    request.log.info({ trackId: track.id, seconds: track.durationSeconds, bytes: track.sizeBytes }, 'audio extracted from a video');
    await storageChanged(request, identity.userId);
    return reply.status(201).send(toMusicTrack(track));
  });
}

import { readFile } from 'node:fs/promises';
import { MusicUploadFields, uploadLimits } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { FfmpegError, type Ffmpeg } from '../adapters/ffmpeg.ts';
import type { MusicTrackRecord } from '../persistence/entities.ts';
import { mp3Layout } from './media-signatures.ts';
import { parseFields } from './parse-fields.ts';
import { saveMusicTrack, type SaveMusicTrackDeps } from './save-music-track.ts';

export interface UploadMusicTrackDeps extends SaveMusicTrackDeps {
  ffmpeg: Ffmpeg;
}

export interface UploadMusicTrackInput {
  userId: string;
  fields: Record<string, string>;
  file: { path: string; size: number } | null;
}

const probeTimeoutMs = 20_000;

const notAnMp3Message = 'Only MP3 files can be uploaded. This file is not an MP3.';

export async function uploadMusicTrack(deps: UploadMusicTrackDeps, options: UploadMusicTrackInput): Promise<MusicTrackRecord> {
  const fields = parseFields(MusicUploadFields, options.fields);
  const { file } = options;
  if (!file || file.size === 0) throw new AppError('BAD_REQUEST', 'Please choose an MP3 file to upload.');
  if (file.size > uploadLimits.musicBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is too large. Music files can be up to ${uploadLimits.musicBytes / 1024 / 1024} MB.`);
  }
  // An MP3 by its bytes, all of them (at most 25 MB, read whole): only its tags and audio frames are stored.
  const layout = mp3Layout(await readFile(file.path));
  if (!layout) throw new AppError('UNSUPPORTED_MEDIA_TYPE', notAnMp3Message);

  const unreadable = new AppError('BAD_REQUEST', 'This MP3 file could not be read. It may be damaged.');
  const probe = await deps.ffmpeg.probe(file.path, 'mp3', { timeoutMs: probeTimeoutMs }).catch((error: unknown) => {
    if (error instanceof FfmpegError && error.reason === 'exit') throw unreadable;
    throw error;
  });
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio' && stream.codec_name === 'mp3');
  const probedSeconds = Number(probe.format.duration ?? audio?.duration);
  if (!audio || !Number.isFinite(probedSeconds) || probedSeconds <= 0) throw unreadable;
  // ffprobe trusts the first frame's VBR header, which counts only the first of several joined files.
  const durationSeconds = Math.abs(layout.seconds - probedSeconds) > Math.max(1, layout.seconds / 20) ? layout.seconds : probedSeconds;

  return saveMusicTrack(deps, {
    ownerId: options.userId,
    source: 'upload',
    file: file.path,
    ranges: layout.keep,
    durationSeconds,
    trackId: fields.trackId,
    name: fields.trackName,
    genre: fields.genre,
    mood: fields.mood,
  });
}

import path from 'node:path';
import { ExtractAudioFields, defaultMusicGenre, defaultMusicMood, uploadLimits } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { FfmpegError, type Ffmpeg, type MediaProbe } from '../adapters/ffmpeg.ts';
import { readBytes } from '../adapters/local-files.ts';
import type { MusicTrackRecord } from '../persistence/entities.ts';
import { detectVideoContainer, isPlaylistOrReference, type VideoContainer } from './media-signatures.ts';
import { parseFields } from './parse-fields.ts';
import { saveMusicTrack, type SaveMusicTrackDeps } from './save-music-track.ts';

export interface ExtractAudioTrackDeps extends SaveMusicTrackDeps {
  ffmpeg: Ffmpeg;
}

export interface ExtractAudioTrackInput {
  userId: string;
  fields: Record<string, string>;
  file: { path: string; size: number } | null;
  /** A directory of this request's own, removed by the caller. */
  workDir: string;
}

const probeTimeoutMs = 20_000;
const extractTimeoutMs = 3 * 60_000;
/** Not in the spec: bounds the work and the stored size of one extraction. */
const maxAudioSeconds = 30 * 60;

const noAudioMessage = 'This video has no audio track to extract.';

/** QuickTime data references (which name other files) stay off whatever ffmpeg's default. */
function demuxerOptions(container: VideoContainer): string[] {
  return container.demuxer === 'mov' ? ['-enable_drefs', '0'] : [];
}

async function probeVideo(ffmpeg: Ffmpeg, file: string, container: VideoContainer): Promise<MediaProbe> {
  const unreadable = new AppError('BAD_REQUEST', `This ${container.label} video could not be read. It may be damaged.`);
  try {
    return await ffmpeg.probe(file, container.demuxer, { timeoutMs: probeTimeoutMs, demuxerOptions: demuxerOptions(container) });
  } catch (error) {
    if (error instanceof FfmpegError && error.reason === 'exit') throw unreadable;
    throw error;
  }
}

/** Converts the first audio stream of an uploaded video to an MP3 (libmp3lame VBR quality 2) in the user's library. */
export async function extractAudioTrack(deps: ExtractAudioTrackDeps, options: ExtractAudioTrackInput): Promise<MusicTrackRecord> {
  const fields = parseFields(ExtractAudioFields, options.fields);
  const { file } = options;
  const { ffmpeg } = deps;
  if (!file || file.size === 0) throw new AppError('BAD_REQUEST', 'Please choose a video file to convert.');
  if (file.size > uploadLimits.videoBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The video is too large. Videos can be up to ${uploadLimits.videoBytes / 1024 / 1024} MB.`);
  }
  const head = await readBytes(file.path, 0, 512);
  if (isPlaylistOrReference(head)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Playlists and files that point to other files cannot be converted. Please upload the video file itself.');
  }
  const container = await detectVideoContainer(head);
  if (!container) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a supported video. Please upload an MP4, MOV, WebM, MKV or AVI file.');

  const probe = await probeVideo(ffmpeg, file.path, container);
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
  if (!audio) throw new AppError('BAD_REQUEST', noAudioMessage);
  const videoSeconds = Number(probe.format.duration);
  if (Number.isFinite(videoSeconds) && videoSeconds > maxAudioSeconds) {
    throw new AppError('BAD_REQUEST', `Videos longer than ${maxAudioSeconds / 60} minutes cannot be converted.`);
  }

  const output = path.join(options.workDir, 'extracted.mp3');
  try {
    await ffmpeg.run(
      [
        '-protocol_whitelist', 'file,pipe', '-f', container.demuxer, ...demuxerOptions(container), '-i', file.path,
        '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1',
        '-c:a', 'libmp3lame', '-q:a', '2', '-t', String(maxAudioSeconds),
        '-protocol_whitelist', 'file,pipe', '-y', output,
      ],
      { timeoutMs: extractTimeoutMs },
    );
  } catch (error) {
    if (error instanceof FfmpegError && error.reason === 'exit') {
      throw new AppError('BAD_REQUEST', `The sound of this ${container.label} video could not be converted. It may be damaged.`, { cause: error });
    }
    if (error instanceof FfmpegError && error.reason === 'timeout') {
      throw new AppError('TIMEOUT', 'Converting this video took too long. Please try a shorter video.', { cause: error });
    }
    throw error;
  }
  const extracted = await ffmpeg.probe(output, 'mp3', { timeoutMs: probeTimeoutMs });
  const durationSeconds = Number(extracted.format.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new AppError('BAD_REQUEST', noAudioMessage);

  return saveMusicTrack(deps, {
    ownerId: options.userId,
    source: 'extracted',
    file: output,
    durationSeconds,
    trackId: fields.trackId,
    name: fields.trackName,
    genre: defaultMusicGenre,
    mood: defaultMusicMood,
  });
}

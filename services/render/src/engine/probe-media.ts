import { resolve } from 'node:path';
import { fileUrl, imageDemuxers, mediaDemuxers, restrictedInput, runFfprobe } from './ffmpeg.ts';

export interface MediaInfo {
  durationSec: number;
  /** ffprobe's demuxer name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "mp3". */
  formatName: string;
  video?: { codec: string; width: number; height: number; pixFmt: string };
  audio?: { codec: string };
  audioStreams: number;
}

interface ProbeOutput {
  format?: { duration?: string; format_name?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; pix_fmt?: string; duration?: string }[];
}

/** Streams and duration of a local audio, video or image file; only the demuxers we render from may open it. */
export async function probeMedia(file: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<MediaInfo> {
  const { stdout } = await runFfprobe(
    [
      '-v', 'error',
      ...restrictedInput([...mediaDemuxers, ...imageDemuxers]),
      '-print_format', 'json',
      '-show_format',
      '-show_streams',
      fileUrl(resolve(file)),
    ],
    { timeoutMs: options.timeoutMs ?? 30_000, ...(options.signal ? { signal: options.signal } : {}) },
  );
  const output = JSON.parse(stdout) as ProbeOutput;
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const durationSec = Number(output.format?.duration ?? video?.duration ?? audio?.duration ?? 0);
  return {
    durationSec: Number.isFinite(durationSec) ? durationSec : 0,
    formatName: output.format?.format_name ?? '',
    audioStreams: streams.filter((stream) => stream.codec_type === 'audio').length,
    ...(video
      ? { video: { codec: video.codec_name ?? '', width: video.width ?? 0, height: video.height ?? 0, pixFmt: video.pix_fmt ?? '' } }
      : {}),
    ...(audio ? { audio: { codec: audio.codec_name ?? '' } } : {}),
  };
}

import type { imageDemuxers } from '../adapters/ffmpeg.ts';

export type ImageDemuxer = (typeof imageDemuxers)[number];

/** The ffmpeg demuxer for a PNG, JPEG or WebP by its magic bytes; null for anything else. */
export function sniffImage(bytes: Buffer): ImageDemuxer | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png_pipe';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg_pipe';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp_pipe';
  }
  return null;
}

import { imageFormats, sniffFile, type SniffedImage } from '@sitespark/service-kit';
import type { imageDemuxers } from './ffmpeg.ts';

export type ImageDemuxer = (typeof imageDemuxers)[number];

const demuxers: Record<SniffedImage, ImageDemuxer> = { png: 'png_pipe', jpeg: 'jpeg_pipe', webp: 'webp_pipe' };

/** The ffmpeg demuxer for a PNG, JPEG or WebP by its content; null for anything else. */
export async function sniffImage(bytes: Buffer): Promise<ImageDemuxer | null> {
  const format = await sniffFile(bytes, imageFormats);
  return format ? demuxers[format] : null;
}

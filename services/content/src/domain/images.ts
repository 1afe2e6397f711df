import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { uploadLimits } from '@sitespark/contracts';
import { AppError, imageFormats, sniffFile, type SniffedImage } from '@sitespark/service-kit';
import { maxImagePixels } from './site/image-palette.ts';

export interface ImageKind {
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  sharpFormat: 'png' | 'jpeg' | 'webp';
}

const imageKinds: Record<SniffedImage, ImageKind> = {
  png: { mediaType: 'image/png', extension: 'png', sharpFormat: 'png' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg', sharpFormat: 'jpeg' },
  webp: { mediaType: 'image/webp', extension: 'webp', sharpFormat: 'webp' },
};

/** The image type from its content; the file name and the client's MIME type are never trusted. */
export async function sniffImage(bytes: Buffer): Promise<ImageKind | null> {
  const format = await sniffFile(bytes, imageFormats);
  return format ? imageKinds[format] : null;
}

export interface ReencodedImage {
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

const maxSide = 4096;

/**
 * Checks type (by content), size and pixel count, then decodes and re-encodes the image: EXIF
 * orientation applied, metadata (location, camera) dropped, anything hidden after the image data
 * gone. `what` names the image in messages ("The image", "Snippet 2").
 */
export async function reencodeImage(bytes: Buffer, what = 'The image'): Promise<ReencodedImage> {
  if (bytes.length > uploadLimits.imageBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${what} is larger than ${uploadLimits.imageBytes / (1024 * 1024)} MB`);
  }
  const kind = await sniffImage(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${what} must be a PNG, JPEG or WebP image`);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', `${what} could not be read as an image`);
  }
  if (metadata.format !== kind.sharpFormat) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${what} must be a PNG, JPEG or WebP image`);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > maxImagePixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${what} has too many pixels (${width}x${height}); the limit is ${maxImagePixels / 1_000_000} megapixels`);
  }
  try {
    let pipeline = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (kind.sharpFormat === 'png') pipeline = pipeline.png({ compressionLevel: 6 });
    else if (kind.sharpFormat === 'jpeg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else pipeline = pipeline.webp({ quality: 85 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, kind, width: info.width, height: info.height };
  } catch {
    throw new AppError('BAD_REQUEST', `${what} could not be read as an image`);
  }
}

/** A small WebP data URL of an image, for self-contained HTML and for image-reading models. */
export async function thumbnailDataUrl(bytes: Buffer, side = 960): Promise<string | null> {
  try {
    const data = await sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return `data:image/webp;base64,${data.toString('base64')}`;
  } catch {
    return null;
  }
}

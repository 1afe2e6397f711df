import { createCanvas, loadImage } from '@napi-rs/canvas';
import { uploadLimits } from '@sitespark/contracts';
import { AppError, imageFormats, sniffFile, type SniffedImage } from '@sitespark/service-kit';

export type ImageType = SniffedImage;

export const imageContentTypes: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
export const imageExtensions: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** Larger images are refused before ffmpeg sees them (a small file can claim huge dimensions). */
const maxImagePixels = 40_000_000;

/** The type of an image `checkImage` already accepted (a stored job input), by its content. */
export function imageTypeOf(bytes: Buffer): Promise<ImageType | null> {
  return sniffFile(bytes, imageFormats);
}

/**
 * A PNG, JPEG or WebP by its content that also decodes, within the size limits; `label` names
 * it in the message ("Image 3", "Screenshot 2").
 */
export async function checkImage(bytes: Buffer, label: string, maxBytes: number = uploadLimits.imageBytes): Promise<ImageType> {
  if (bytes.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${label} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);
  }
  const type = await sniffFile(bytes, imageFormats);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} must be a PNG, JPEG or WebP image.`);
  const unreadable = () => new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} is not a readable ${type.toUpperCase()} image.`);
  // The header's size is checked before decoding, so a decompression bomb is never expanded.
  const declared = declaredSize(bytes, type);
  if (!declared) throw unreadable();
  if (declared.width * declared.height > maxImagePixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${label} has too many pixels (${declared.width}x${declared.height}).`);
  }
  // The decoder would fill the missing rows of a cut-off file with grey rather than fail.
  if (!isComplete(bytes, type)) throw unreadable();
  try {
    const decoded = await loadImage(bytes);
    if (!(decoded.width > 0 && decoded.height > 0)) throw unreadable();
  } catch {
    throw unreadable();
  }
  return type;
}

/**
 * The image decoded and encoded again in its own format, so what is stored and later served holds
 * pixels only: no bytes after the image's end (a ZIP or page appended to make a polyglot), no text
 * chunks, comments or metadata. Call it on bytes `checkImage` accepted.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const declared = declaredSize(bytes, type);
  if (!declared || declared.width * declared.height > maxImagePixels) throw new RangeError('Re-encode only images checkImage accepted');
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  if (type === 'png') return canvas.encode('png');
  if (type === 'jpeg') return canvas.encode('jpeg', 92);
  return canvas.encode('webp', 92);
}

/** Whether the file runs to its end: a PNG's chunks up to IEND, a JPEG's end marker, a WebP's RIFF size. */
function isComplete(bytes: Buffer, type: ImageType): boolean {
  if (type === 'webp') return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length;
  if (type === 'jpeg') return bytes.includes(Buffer.from([0xff, 0xd9]), 2);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return true;
    offset += 12 + length;
  }
  return false;
}

/** Width and height as the file's header states them. */
function declaredSize(bytes: Buffer, type: ImageType): { width: number; height: number } | null {
  try {
    if (type === 'png') {
      if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (type === 'webp') {
      const chunk = bytes.toString('latin1', 12, 16);
      if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = bytes.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
      return null;
    }
    let offset = 2;
    while (offset + 4 <= bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] ?? 0;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrameHeader) return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
      offset += 2 + bytes.readUInt16BE(offset + 2);
    }
    return null;
  } catch {
    return null;
  }
}

import { fileTypeFromBuffer } from 'file-type';

/** The formats SiteSpark takes from users, each with the file-type extensions that are that format. */
const fileTypeExtensions = {
  png: ['png', 'apng'],
  jpeg: ['jpg'],
  webp: ['webp'],
  // ISO base media files whose `ftyp` brand is not QuickTime's, audio-only ones included.
  mp4: ['mp4', 'm4v', 'm4p', 'm4a', 'm4b', 'f4v', 'f4p', 'f4a', 'f4b', '3gp', '3g2'],
  mov: ['mov'],
  webm: ['webm'],
  mkv: ['mkv'],
  avi: ['avi'],
} as const satisfies Record<string, readonly string[]>;

export type SniffedFormat = keyof typeof fileTypeExtensions;

export const imageFormats = ['png', 'jpeg', 'webp'] as const satisfies readonly SniffedFormat[];
export const videoFormats = ['mp4', 'mov', 'webm', 'mkv', 'avi'] as const satisfies readonly SniffedFormat[];
export type SniffedImage = (typeof imageFormats)[number];
export type SniffedVideo = (typeof videoFormats)[number];

/**
 * Signatures after which file-type reads the structure and gives up when it is broken (PNG chunks,
 * the EBML header). Such a file still claims the format: it goes to that format's decoder alone,
 * which refuses it as damaged, with a message that says which format it claimed.
 */
const structuredSignatures: ReadonlyArray<readonly [SniffedFormat, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['mkv', [0x1a, 0x45, 0xdf, 0xa3]],
];

/** file-type looks past a leading ID3 tag (for audio) to what follows; our formats start at the first byte. */
const id3Signature = [0x49, 0x44, 0x33];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

const formats = Object.keys(fileTypeExtensions) as SniffedFormat[];

/**
 * Which of the `accepted` formats the bytes are, by their signature (file-type); null for anything
 * else. The file's name and declared type are never consulted. Formats without a signature (SVG,
 * HTML, playlists) are never one of ours: callers check sizes, dimensions and content on top.
 */
export async function sniffFile<F extends SniffedFormat>(bytes: Uint8Array, accepted: readonly F[]): Promise<F | null> {
  if (startsWith(bytes, id3Signature)) return null;
  const found = await fileTypeFromBuffer(bytes);
  const format = found
    ? formats.find((candidate) => (fileTypeExtensions[candidate] as readonly string[]).includes(found.ext))
    : structuredSignatures.find(([, signature]) => startsWith(bytes, signature))?.[0];
  return accepted.find((candidate) => candidate === format) ?? null;
}

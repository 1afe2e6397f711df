/**
 * File types from their first bytes, never from the client's file name or MIME type. Each video
 * container is mapped to the one ffmpeg demuxer that may read it, so ffmpeg never guesses a
 * format (a playlist or concat list renamed .mp4 would otherwise make it open other files).
 */

export interface VideoContainer {
  /** The ffmpeg demuxer forced with `-f`. */
  demuxer: 'mov' | 'matroska' | 'avi';
  label: 'MP4' | 'MOV' | 'WebM' | 'MKV' | 'AVI';
}

/** Bytes an ID3v2 tag at the start of the file takes, header and footer included; 0 without one. */
export function id3v2Length(head: Buffer): number {
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  const [major, , flags, ...size] = head.subarray(3, 10);
  if (major === undefined || major < 2 || major > 4 || size.some((byte) => byte >= 0x80)) return 0;
  const body = ((size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!) >>> 0;
  const footer = ((flags ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + body + footer;
}

/** An MPEG-1, -2 or -2.5 Layer III frame header (the audio of an MP3) at `offset`. */
export function isMp3FrameHeader(bytes: Buffer, offset = 0): boolean {
  if (bytes.length < offset + 4) return false;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return bytes[offset] === 0xff && (b1 & 0xe0) === 0xe0 && version !== 0b01 && layer === 0b01 && bitrate !== 0 && bitrate !== 0xf && sampleRate !== 0b11;
}

const layer3Kbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const sampleRates: Record<number, readonly number[]> = { 0b11: [44100, 48000, 32000], 0b10: [22050, 24000, 16000], 0b00: [11025, 12000, 8000] };

/** Bytes the Layer III frame at `offset` takes (header included), or 0 when none starts there. */
export function mp3FrameLength(bytes: Buffer, offset: number): number {
  if (!isMp3FrameHeader(bytes, offset)) return 0;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const version = (b1 >> 3) & 0b11;
  const kbps = (version === 0b11 ? layer3Kbps.mpeg1 : layer3Kbps.mpeg2)[b2 >> 4]!;
  const rate = sampleRates[version]![(b2 >> 2) & 0b11]!;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 0b11 ? 144_000 : 72_000) * kbps) / rate) + padding;
}

/** The parts of an MP3 worth keeping: its ID3v2 tag, its chain of audio frames and its ID3v1 tag. */
export interface Mp3Layout {
  /** Byte ranges [start, end) to store, in order. */
  keep: Array<[number, number]>;
  frames: number;
}

/** Frame sync may follow the ID3 tag after a little padding or junk. */
const syncSearchBytes = 4096;

/**
 * Walks an MP3 frame by frame: an optional ID3v2 tag, then Layer III frames of one MPEG version
 * and sample rate back to back up to the end (the last one may be cut short), then optionally zero
 * padding or an APEv2 tag (both dropped) and an ID3v1 tag (kept). Anything else after the audio,
 * such as a ZIP or a page appended to make a polyglot, makes it null: not an MP3. Junk between the
 * ID3v2 tag and the first frame is dropped too.
 */
export function mp3Layout(bytes: Buffer): Mp3Layout | null {
  const tagEnd = Math.min(id3v2Length(bytes.subarray(0, 10)), bytes.length);
  let start = -1;
  for (let offset = tagEnd; offset < Math.min(bytes.length, tagEnd + syncSearchBytes) && start < 0; offset++) {
    if (isMp3FrameHeader(bytes, offset)) start = offset;
    if (tagEnd === 0) break;
  }
  if (start < 0) return null;
  const signature = (offset: number) => (bytes[offset + 1]! & 0b0001_1110) | ((bytes[offset + 2]! & 0b1100) << 4);
  const first = signature(start);
  let end = start;
  let frames = 0;
  while (end < bytes.length) {
    const length = mp3FrameLength(bytes, end);
    if (length === 0 || signature(end) !== first) break;
    frames++;
    end = Math.min(end + length, bytes.length);
  }
  const keep: Array<[number, number]> = [];
  if (tagEnd > 0) keep.push([0, tagEnd]);
  keep.push([start, end]);
  let tailEnd = bytes.length;
  if (tailEnd - end >= 128 && bytes.toString('latin1', tailEnd - 128, tailEnd - 125) === 'TAG') {
    keep.push([tailEnd - 128, tailEnd]);
    tailEnd -= 128;
  }
  const tail = bytes.subarray(end, tailEnd);
  if (!isDroppableTail(tail)) return null;
  return { keep, frames };
}

function isDroppableTail(tail: Buffer): boolean {
  return tail.every((byte) => byte === 0) || isApeTag(tail);
}

/** An APEv2 tag (footer "APETAGEX", with or without a header) that fills exactly these bytes. */
function isApeTag(tail: Buffer): boolean {
  if (tail.length < 32) return false;
  const footer = tail.subarray(tail.length - 32);
  if (footer.toString('latin1', 0, 8) !== 'APETAGEX') return false;
  const hasHeader = (footer.readUInt32LE(20) & 0x8000_0000) !== 0;
  return footer.readUInt32LE(12) + (hasHeader ? 32 : 0) === tail.length;
}

const quickTimeAtoms = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);

export function detectVideoContainer(head: Buffer): VideoContainer | null {
  if (head.length >= 12 && quickTimeAtoms.has(head.toString('latin1', 4, 8))) {
    const brand = head.toString('latin1', 8, 12);
    return { demuxer: 'mov', label: head.toString('latin1', 4, 8) === 'ftyp' && brand !== 'qt  ' ? 'MP4' : 'MOV' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    return { demuxer: 'matroska', label: head.subarray(0, 64).includes('webm', 0, 'latin1') ? 'WebM' : 'MKV' };
  }
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') {
    return { demuxer: 'avi', label: 'AVI' };
  }
  return null;
}

const referencingText = [/^#EXTM3U/, /^#EXT-X-/, /^ffconcat/i, /^\s*file\s+['"]?[^\s]/i, /^<\?xml/i, /^<MPD/i, /^\[playlist\]/i];

/** Text that makes ffmpeg open other files or URLs: HLS and other playlists, concat lists, DASH manifests. */
export function isPlaylistOrReference(head: Buffer): boolean {
  const text = head.subarray(0, 256).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  return referencingText.some((pattern) => pattern.test(text));
}

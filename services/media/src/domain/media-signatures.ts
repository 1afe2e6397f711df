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
  const text = head.subarray(0, 256).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  return referencingText.some((pattern) => pattern.test(text));
}

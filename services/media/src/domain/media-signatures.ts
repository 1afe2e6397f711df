import { sniffFile, videoFormats, type SniffedVideo } from '@sitespark/service-kit';

/**
 * File types from their content, never from the client's file name or MIME type. Each video
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

/** An MPEG-1, -2 or -2.5 Layer III frame header (the audio of an MP3) at `offset`, fixed or free-format bitrate. */
export function isMp3FrameHeader(bytes: Buffer, offset = 0): boolean {
  return headerKey(bytes, offset) >= 0;
}

/**
 * What must stay the same from one frame of a stream to the next (MPEG version, sample rate and
 * whether the bitrate is free-format), or -1 when no Layer III frame header starts at `offset`.
 */
function headerKey(bytes: Buffer, offset: number): number {
  if (offset < 0 || bytes.length < offset + 4 || bytes[offset] !== 0xff) return -1;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  const emphasis = bytes[offset + 3]! & 0b11;
  if ((b1 & 0xe0) !== 0xe0 || version === 0b01 || layer !== 0b01 || bitrate === 0xf || sampleRate === 0b11 || emphasis === 0b10) return -1;
  return (version << 3) | (sampleRate << 1) | (bitrate === 0 ? 1 : 0);
}

const isFreeFormat = (key: number) => (key & 1) === 1;

const layer3Kbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const sampleRates: Record<number, readonly number[]> = { 0b11: [44100, 48000, 32000], 0b10: [22050, 24000, 16000], 0b00: [11025, 12000, 8000] };

/**
 * Bytes the Layer III frame at `offset` takes (header included), or 0 when none starts there. A
 * free-format frame's length is not in its header: `freeFormatBase` is the one its stream uses.
 */
export function mp3FrameLength(bytes: Buffer, offset: number, freeFormatBase = 0): number {
  const key = headerKey(bytes, offset);
  if (key < 0) return 0;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const padding = (b2 >> 1) & 1;
  if (isFreeFormat(key)) return freeFormatBase > 0 ? freeFormatBase + padding : 0;
  const version = (b1 >> 3) & 0b11;
  const kbps = (version === 0b11 ? layer3Kbps.mpeg1 : layer3Kbps.mpeg2)[b2 >> 4]!;
  const rate = sampleRates[version]![(b2 >> 2) & 0b11]!;
  return Math.floor(((version === 0b11 ? 144_000 : 72_000) * kbps) / rate) + padding;
}

/** The parts of an MP3 worth keeping: its leading ID3v2 tag, its audio frames and an ID3v1 tag after them. */
export interface Mp3Layout {
  /** Byte ranges [start, end) to store, in order. */
  keep: Array<[number, number]>;
  frames: number;
  /** Seconds of sound the frames hold (1152 samples each in MPEG-1, 576 in MPEG-2 and 2.5). */
  seconds: number;
}

/** Frames in a row that make a sync found after unknown bytes believable (fewer if the file or a tag ends them). */
const framesToResync = 3;
/** Unknown (non-zero) bytes one gap between frames and tags may hold before the file counts as something else. */
const maxGapBytes = 64 * 1024;
/** Unknown bytes a whole file may hold: four gaps' allowance plus this share of the file. */
const maxJunkShare = 1 / 32;
/** The longest free-format Layer III frame (MPEG-1 at 640 kbit/s and 32 kHz), padding included. */
const maxFreeFormatFrame = 2881;
/** Free-format frame lengths are measured by searching; only this many times per file. */
const maxFreeFormatSearches = 64;
/** Lyrics3 v1 tags hold at most 5100 bytes of lyrics between their markers. */
const maxLyrics3v1 = 5100 + 11 + 9;

const zeroBlock = Buffer.alloc(4096);
/** Tags and gaps one file may have (several joined files have a few each); more is not an MP3. */
const maxOutsideRegions = 1024;

interface Stream {
  key: number;
  freeFormatBase: number;
}

/**
 * Walks an MP3 the way a tolerant player does, in one pass. Layer III frames follow each other
 * back to back; where the chain breaks (a damaged header, a few stray bytes, a second file
 * appended) the walk searches for the next sync and believes it only when several frames follow
 * in a row. Tags are skipped wherever they are: ID3v2 (with or without a footer), ID3v1, APE and
 * Lyrics3. Only the leading ID3v2 tag, the frames and the ID3v1 tag after the last frame are kept;
 * the rest is dropped.
 *
 * Null, not an MP3, when there are no frames, when unknown bytes outside the frames are many (a
 * gap over 64 KiB of non-zero bytes, or in all more than 256 KiB plus 1/32 of the file; zero
 * padding does not count), or when anything outside whole audio frames, tags included, carries
 * the signature of an archive, document, page, script or playlist: polyglots are refused rather
 * than trimmed. Linear in the file's length; a 25 MB file takes milliseconds.
 */
export function mp3Layout(bytes: Buffer): Mp3Layout | null {
  const n = bytes.length;
  const keep: Array<[number, number]> = [];
  const outsideFrames: Array<[number, number]> = [];
  let frames = 0;
  let seconds = 0;
  let junk = 0;
  const junkAllowed = 4 * maxGapBytes + n * maxJunkShare;
  let freeFormatSearches = 0;

  const keepRange = (start: number, end: number) => {
    const last = keep.at(-1);
    if (last && last[1] === start) last[1] = end;
    else keep.push([start, end]);
  };

  /** The free-format frame length of the stream whose frame starts at `offset`, found from the next frame; 0 if none. */
  const measureFreeFormat = (offset: number, key: number): number => {
    if (freeFormatSearches++ >= maxFreeFormatSearches) return 0;
    const padding = (bytes[offset + 2]! >> 1) & 1;
    const last = Math.min(n - 4, offset + maxFreeFormatFrame);
    for (let next = offset + 24; next <= last; next++) {
      if (bytes[next] === 0xff && headerKey(bytes, next) === key) return next - offset - padding;
    }
    return 0;
  };

  /**
   * A stream starting at `offset` when `needed` frames follow one another there, or fewer that end
   * exactly at the end of the file or at a tag. The last of the `needed` may run past the end.
   */
  const syncAt = (offset: number, needed: number): Stream | null => {
    const key = headerKey(bytes, offset);
    if (key < 0) return null;
    const freeFormatBase = isFreeFormat(key) ? measureFreeFormat(offset, key) : 0;
    if (isFreeFormat(key) && freeFormatBase === 0) return null;
    let at = offset;
    for (let count = 1; ; count++) {
      const next = at + mp3FrameLength(bytes, at, freeFormatBase);
      if (count >= needed || next === n) return { key, freeFormatBase };
      if (next > n) return null;
      if (headerKey(bytes, next) !== key) return tagLength(bytes, next) > 0 ? { key, freeFormatBase } : null;
      at = next;
    }
  };

  const leading = id3v2Length(bytes);
  if (leading > n) return null;
  if (leading > 0) {
    keepRange(0, leading);
    outsideFrames.push([0, leading]);
  }

  let pos = leading;
  let stream: Stream | null = null;
  /** Right after the start, a frame or a tag: where the next frame is expected. */
  let boundary = true;
  let firstFrame = true;
  let gapStart = -1;
  let gapZeros = 0;
  let lyricsBegin = -1;
  /** ID3v1 tags since the last frame: the last one is kept. */
  const id3v1Tags: Array<[number, number]> = [];

  const closeGap = (end: number) => {
    if (gapStart < 0) return;
    if (end > gapStart) {
      outsideFrames.push([gapStart, end]);
      junk += end - gapStart - gapZeros;
    }
    gapStart = -1;
    gapZeros = 0;
    lyricsBegin = -1;
  };
  const skipTag = (start: number, end: number) => {
    closeGap(start);
    outsideFrames.push([start, end]);
    if (end - start === 128 && isId3v1(bytes, start)) id3v1Tags.push([start, end]);
    pos = end;
    boundary = true;
  };

  while (pos < n) {
    if (outsideFrames.length > maxOutsideRegions) return null;
    if (boundary) {
      const length = stream && headerKey(bytes, pos) === stream.key ? mp3FrameLength(bytes, pos, stream.freeFormatBase) : 0;
      if (length > 0) {
        frames++;
        seconds += frameSeconds(bytes, pos);
        firstFrame = false;
        id3v1Tags.length = 0;
        if (pos + length > n) {
          // The last frame cut short: kept, but looked into like everything else that is not whole audio.
          outsideFrames.push([pos, n]);
          keepRange(pos, n);
          break;
        }
        keepRange(pos, pos + length);
        pos += length;
        continue;
      }
    }
    const tag = tagLength(bytes, pos);
    if (tag > 0) {
      skipTag(pos, pos + tag);
      continue;
    }
    const sync = syncAt(pos, boundary && firstFrame ? 1 : framesToResync);
    if (sync) {
      closeGap(pos);
      stream = sync;
      boundary = true;
      continue;
    }

    // Bytes that are neither frames nor tags: a gap, dropped. Tags that only a footer announces end one.
    boundary = false;
    firstFrame = false;
    if (gapStart < 0) gapStart = pos;
    const byte = bytes[pos]!;
    if (byte === 0) {
      const from = pos;
      while (pos + zeroBlock.length <= n && bytes.subarray(pos, pos + zeroBlock.length).equals(zeroBlock)) pos += zeroBlock.length;
      while (pos < n && bytes[pos] === 0) pos++;
      gapZeros += pos - from;
      continue;
    }
    // Give up as soon as there is too much that is not audio: this keeps the byte-by-byte search short.
    const gapJunk = pos - gapStart - gapZeros;
    if (gapJunk > maxGapBytes || junk + gapJunk > junkAllowed) return null;
    const footerStart = byte === 0x41 || byte === 0x4c ? tagStartFromFooter(bytes, pos, gapStart, lyricsBegin) : -1;
    if (footerStart >= 0) {
      skipTag(footerStart, footerEnd(bytes, pos));
      continue;
    }
    if (byte === 0x4c && matches(bytes, pos, 'LYRICSBEGIN')) lyricsBegin = pos;
    pos++;
  }
  closeGap(n);
  const id3v1 = id3v1Tags.at(-1);
  if (id3v1) keepRange(...id3v1);

  if (frames === 0 || junk > junkAllowed) return null;
  if (outsideFrames.some(([start, end]) => carriesForeignContent(bytes, start, end))) return null;
  return { keep, frames, seconds };
}

function frameSeconds(bytes: Buffer, offset: number): number {
  const version = (bytes[offset + 1]! >> 3) & 0b11;
  return (version === 0b11 ? 1152 : 576) / sampleRates[version]![(bytes[offset + 2]! >> 2) & 0b11]!;
}

function matches(bytes: Buffer, offset: number, text: string): boolean {
  if (offset < 0 || offset + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

function isId3v1(bytes: Buffer, offset: number): boolean {
  return matches(bytes, offset, 'TAG') && offset + 128 <= bytes.length;
}

/** An ID3v2 tag whose whole length is `length` bytes from `offset`, within the file. */
function id3v2At(bytes: Buffer, offset: number): number {
  if (bytes[offset] !== 0x49) return 0;
  const length = id3v2Length(bytes.subarray(offset, offset + 10));
  return offset + length <= bytes.length ? length : 0;
}

/** An ID3v1 tag may be followed by a few stray bytes (a line break added by a transfer). */
const tailId3v1Slack = 4096;

/**
 * Bytes of the tag that starts at `offset` and can be recognised from its start: ID3v2, an APEv2
 * tag with its header, or an ID3v1 tag near the end of the file or followed by more tags or audio
 * (as where two tagged files were joined); 0 for none.
 */
function tagLength(bytes: Buffer, offset: number): number {
  const byte = bytes[offset];
  if (byte === 0x49) return id3v2At(bytes, offset);
  if (byte === 0x54 && isId3v1(bytes, offset)) {
    const after = offset + 128;
    const followed = bytes.length - after < tailId3v1Slack || id3v2At(bytes, after) > 0 || headerKey(bytes, after) >= 0 || matches(bytes, after, 'APETAGEX') || matches(bytes, after, 'LYRICSBEGIN');
    return followed ? 128 : 0;
  }
  if (byte === 0x41 && matches(bytes, offset, 'APETAGEX') && offset + 32 <= bytes.length) {
    const flags = bytes.readUInt32LE(offset + 20);
    const isHeader = (flags & 0x2000_0000) !== 0;
    const length = bytes.readUInt32LE(offset + 12) + 32;
    return isHeader && length >= 64 && offset + length <= bytes.length ? length : 0;
  }
  return 0;
}

/**
 * Where a tag starts whose footer is at `offset` (an APE footer, or the end marker of a Lyrics3
 * v2 or v1 tag), when the whole tag lies within the current gap; -1 otherwise.
 */
function tagStartFromFooter(bytes: Buffer, offset: number, gapStart: number, lyricsBegin: number): number {
  if (matches(bytes, offset, 'APETAGEX') && offset + 32 <= bytes.length) {
    if ((bytes.readUInt32LE(offset + 20) & 0x2000_0000) !== 0) return -1;
    const start = offset + 32 - bytes.readUInt32LE(offset + 12);
    return start >= gapStart && start <= offset ? start : -1;
  }
  if (matches(bytes, offset, 'LYRICS200')) {
    if (offset < 6) return -1;
    const digits = bytes.toString('latin1', offset - 6, offset);
    if (!/^\d{6}$/.test(digits)) return -1;
    const start = offset - 6 - Number(digits);
    return start >= gapStart && matches(bytes, start, 'LYRICSBEGIN') ? start : -1;
  }
  if (matches(bytes, offset, 'LYRICSEND')) {
    return lyricsBegin >= gapStart && offset + 9 - lyricsBegin <= maxLyrics3v1 ? lyricsBegin : -1;
  }
  return -1;
}

function footerEnd(bytes: Buffer, offset: number): number {
  return offset + (bytes[offset] === 0x41 ? 32 : 9);
}

const anyCase = (word: string) => [...word].map((char) => (/[a-z]/.test(char) ? `[${char}${char.toUpperCase()}]` : `\\${char}`)).join('');
const markupTags = ['html', '!doctype', 'script', 'svg', '?php', '?xml', 'iframe', 'body', 'object', 'embed', 'mpd'];
/**
 * Signatures of what must not ride along in an MP3, each with what must follow it so that
 * compressed data (a cover picture in a tag) hardly ever matches by chance: ZIP local, central and
 * end records (a version below 100, disk 0), PDF, PostScript, RAR, 7-Zip, PNG, GIF and ELF
 * headers, HTML, SVG, XML and PHP in any case, HLS and other playlists and ffmpeg concat lists.
 */
const foreignContent = new RegExp(
  [
    'PK(?:\\x03\\x04[\\x00-\\x63]\\x00|\\x01\\x02[^]{2}[\\x00-\\x63]\\x00|\\x05\\x06\\x00\\x00)',
    `<(?:${markupTags.map(anyCase).join('|')})[\\x00-\\x20>/]`,
    '#EXTM3U|#EXT-X-|ffconcat|\\[playlist\\]|%PDF-|%!PS-Adobe|Rar!\\x1a\\x07|7z\\xbc\\xaf\\x27\\x1c|\\x89PNG\\r\\n\\x1a\\n|GIF8[79]a|\\x7fELF',
  ].join('|'),
);

/** Whether bytes [start, end) hold an archive, a document, a page, a script, an image or a playlist. Linear in the length. */
function carriesForeignContent(bytes: Buffer, start: number, end: number): boolean {
  return foreignContent.test(bytes.toString('latin1', start, end));
}

const containers: Record<SniffedVideo, VideoContainer> = {
  mp4: { demuxer: 'mov', label: 'MP4' },
  mov: { demuxer: 'mov', label: 'MOV' },
  webm: { demuxer: 'matroska', label: 'WebM' },
  mkv: { demuxer: 'matroska', label: 'MKV' },
  avi: { demuxer: 'avi', label: 'AVI' },
};

export async function detectVideoContainer(head: Buffer): Promise<VideoContainer | null> {
  const format = await sniffFile(head, videoFormats);
  return format ? containers[format] : null;
}

const referencingText = [/^#EXTM3U/, /^#EXT-X-/, /^ffconcat/i, /^\s*file\s+['"]?[^\s]/i, /^<\?xml/i, /^<MPD/i, /^\[playlist\]/i];

/** Text that makes ffmpeg open other files or URLs: HLS and other playlists, concat lists, DASH manifests. */
export function isPlaylistOrReference(head: Buffer): boolean {
  const text = head.subarray(0, 256).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  return referencingText.some((pattern) => pattern.test(text));
}

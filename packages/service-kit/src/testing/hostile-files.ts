import { createServer, type Server } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, createDeflate, deflateSync } from 'node:zlib';

/**
 * Builders of hostile uploads for the upload batteries: decompression bombs, polyglots, files that
 * make ffmpeg open other files, and a canary server that counts who connects to it. Everything is
 * made in memory from scratch, so a test can say exactly what a file declares and contains.
 */

/** A string planted in every payload: a stored object must never contain it. */
export const payloadMarker = 'SITESPARK_HOSTILE_PAYLOAD_7f3a';

export const htmlPayload = Buffer.from(`<!doctype html><html><body><script>alert("${payloadMarker}")</script></body></html>`);
export const phpPayload = Buffer.from(`<?php /* ${payloadMarker} */ system($_GET['c']); ?>`);

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function ihdr(width: number, height: number, bitDepth: number, colorType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colorType, 9);
  return pngChunk('IHDR', data);
}

/**
 * A valid 1-bit grayscale PNG of `width` x `height` black pixels, small on disk: 30000x30000 is
 * ~110 KB of file that would decode to 900 million pixels. The zeros are deflated as a stream, so
 * building it never holds the raw pixel rows in memory.
 */
export async function pngBomb(width = 30_000, height = 30_000): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil(width / 8);
  const rowsPerChunk = Math.max(1, Math.floor((4 * 1024 * 1024) / rowBytes));
  const zeros = Buffer.alloc(rowBytes * rowsPerChunk);
  const deflate = createDeflate({ level: 9, memLevel: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let row = 0; row < height; row += rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, height - row);
    if (!deflate.write(zeros.subarray(0, rows * rowBytes))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([pngSignature, ihdr(width, height, 1, 0), pngChunk('IDAT', Buffer.concat(compressed)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small, valid 8-bit RGB PNG of one colour. */
export function plainPng(width = 64, height = 48, rgb: [number, number, number] = [40, 110, 200]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([pngSignature, ihdr(width, height, 8, 2), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** `png` with a tEXt chunk right after IHDR (a payload inside the image, not after it). */
export function withPngText(png: Buffer, text: Buffer | string, keyword = 'Comment'): Buffer {
  const afterIhdr = 8 + 25;
  const chunk = pngChunk('tEXt', Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text)]));
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

/** A JPEG whose first frame header (SOFn) now declares `width` x `height`; the scan data is unchanged. */
export function withJpegDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let offset = 2;
  while (offset + 9 < out.length) {
    if (out[offset] !== 0xff) throw new Error('not a JPEG marker');
    const marker = out[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      out.writeUInt16BE(height, offset + 5);
      out.writeUInt16BE(width, offset + 7);
      return out;
    }
    offset += 2 + out.readUInt16BE(offset + 2);
  }
  throw new Error('no frame header');
}

/** A JPEG with a comment segment after SOI (a payload inside the file). */
export function withJpegComment(jpeg: Buffer, text: Buffer | string): Buffer {
  const body = Buffer.from(text);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/**
 * A WebP whose first header now declares `width` x `height`: the canvas of an extended (VP8X) file,
 * up to 16777216 each, or the frame of a simple lossy (VP8) or lossless (VP8L) one, up to 16383.
 */
export function withWebpDimensions(webp: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  const chunk = out.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    out.writeUIntLE(width - 1, 24, 3);
    out.writeUIntLE(height - 1, 27, 3);
    return out;
  }
  if (chunk === 'VP8 ') {
    out.writeUInt16LE((out.readUInt16LE(26) & 0xc000) | (width & 0x3fff), 26);
    out.writeUInt16LE((out.readUInt16LE(28) & 0xc000) | (height & 0x3fff), 28);
    return out;
  }
  if (chunk !== 'VP8L') throw new Error(`not a simple WebP (${chunk})`);
  const bits = out.readUInt32LE(21);
  const rest = bits & ~0x0fffffff;
  out.writeUInt32LE((rest | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 21);
  return out;
}

/** A minimal GIF89a header and one empty image declaring `width` x `height`. */
export function gif(width = 1, height = 1): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([Buffer.from('GIF89a'), screen, Buffer.from([0, 0, 0, 255, 255, 255]), descriptor.subarray(0, 10), Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]);
}

/** A real (stored, uncompressed) ZIP archive; a ZIP reader finds it from the end of any file it ends. */
export function zipArchive(files: Array<{ name: string; data: Buffer | string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const data = Buffer.from(file.data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A ZIP holding an HTML page and a PHP script, both carrying the payload marker. */
export function payloadZip(): Buffer {
  return zipArchive([
    { name: 'index.html', data: htmlPayload },
    { name: 'shell.php', data: phpPayload },
  ]);
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert("${payloadMarker}")</script></svg>`,
);

/** An ID3v2.4 tag header announcing `bodyLength` bytes of tag body (the body itself is not added). */
export function id3Header(bodyLength = 0): Buffer {
  const header = Buffer.from('ID3\x04\x00\x00\0\0\0\0', 'latin1');
  for (let i = 0; i < 4; i++) header[6 + i] = (bodyLength >> (7 * (3 - i))) & 0x7f;
  return header;
}

/** An HLS playlist naming the given segment addresses. */
export function hlsPlaylist(segments: readonly string[]): Buffer {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:10', '#EXT-X-MEDIA-SEQUENCE:0'];
  for (const segment of segments) lines.push('#EXTINF:10.0,', segment);
  lines.push('#EXT-X-ENDLIST', '');
  return Buffer.from(lines.join('\n'));
}

/** An ffconcat list naming the given files. */
export function ffconcatList(files: readonly string[]): Buffer {
  return Buffer.from(['ffconcat version 1.0', ...files.map((file) => `file '${file}'`), ''].join('\n'));
}

/** File names that try to escape a directory, hide their extension or break a header. */
export const hostileFileNames = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini.png',
  '/abs/path/evil.png',
  'name\u0000.png',
  `${'a'.repeat(1000)}.png`,
  'invoice\u202Egnp.exe',
  'x"; filename="../../evil.png',
] as const;

export interface CanaryServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** A TCP listener on 127.0.0.1 that only counts connections: anything that reaches it is a leak. */
export async function startCanaryServer(): Promise<CanaryServer> {
  let count = 0;
  const server: Server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('canary has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every regular file under `dir`, as paths relative to it (an absent directory has none). */
export async function listFilesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Runs `work` while sampling the process's resident memory every few milliseconds; answers the
 * largest rise over the resident size at the start, in MiB, and the process's peak-RSS rise.
 */
export async function measureMemoryRise<T>(work: () => Promise<T>): Promise<{ result: T; sampledRiseMiB: number; peakRiseMiB: number }> {
  const baseline = process.memoryUsage.rss();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let highest = baseline;
  const timer = setInterval(() => {
    highest = Math.max(highest, process.memoryUsage.rss());
  }, 2);
  try {
    const result = await work();
    highest = Math.max(highest, process.memoryUsage.rss());
    const peakAfter = process.resourceUsage().maxRSS * 1024;
    const MiB = 1024 * 1024;
    return { result, sampledRiseMiB: (highest - baseline) / MiB, peakRiseMiB: Math.max(0, peakAfter - peakBefore) / MiB };
  } finally {
    clearInterval(timer);
  }
}

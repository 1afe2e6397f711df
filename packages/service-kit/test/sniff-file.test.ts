import { describe, expect, it } from 'vitest';
import { imageFormats, sniffFile, videoFormats } from '../src/media/sniff-file.ts';
import { gif, htmlPayload, id3Header, payloadZip, plainPng, pngChunk, svgWithScript } from '../src/testing/hostile-files.ts';

const riff = (form: string, rest = Buffer.alloc(16)) => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(form), rest]);
const box = (type: string, brand = '') => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`${type}${brand}`, 'latin1'), Buffer.alloc(20)]);
const ebml = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + 3), 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);

describe('sniffing a file by its bytes', () => {
  it('finds PNG (animated too), JPEG and WebP images', async () => {
    const png = plainPng(4, 4);
    const apng = Buffer.concat([png.subarray(0, 33), pngChunk('acTL', Buffer.alloc(8)), png.subarray(33)]);
    expect(await sniffFile(png, imageFormats)).toBe('png');
    expect(await sniffFile(apng, imageFormats)).toBe('png');
    expect(await sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), imageFormats)).toBe('jpeg');
    expect(await sniffFile(riff('WEBPVP8 '), imageFormats)).toBe('webp');
  });

  it('refuses what has no signature of ours: SVG, HTML, GIF, archives, text, nothing', async () => {
    for (const bytes of [svgWithScript, htmlPayload, gif(), payloadZip(), Buffer.from('just text'), Buffer.alloc(0)]) {
      expect(await sniffFile(bytes, imageFormats)).toBeNull();
      expect(await sniffFile(bytes, videoFormats)).toBeNull();
    }
  });

  it('refuses an accepted format behind a leading ID3 tag', async () => {
    expect(await sniffFile(Buffer.concat([id3Header(0), plainPng(4, 4)]), imageFormats)).toBeNull();
    expect(await sniffFile(Buffer.concat([id3Header(0), box('ftyp', 'isom')]), videoFormats)).toBeNull();
  });

  it('finds MP4, MOV, WebM, MKV and AVI containers, and not WAV', async () => {
    expect(await sniffFile(box('ftyp', 'isom'), videoFormats)).toBe('mp4');
    expect(await sniffFile(box('ftyp', 'M4A '), videoFormats)).toBe('mp4');
    expect(await sniffFile(box('ftyp', 'qt  '), videoFormats)).toBe('mov');
    expect(await sniffFile(box('moov'), videoFormats)).toBe('mov');
    expect(await sniffFile(ebml('webm'), videoFormats)).toBe('webm');
    expect(await sniffFile(ebml('matroska'), videoFormats)).toBe('mkv');
    expect(await sniffFile(riff('AVI LIST'), videoFormats)).toBe('avi');
    expect(await sniffFile(riff('WAVEfmt '), videoFormats)).toBeNull();
  });

  it('takes a PNG or EBML signature over a broken structure as the format it claims, for its decoder to refuse', async () => {
    expect(await sniffFile(Buffer.concat([plainPng(4, 4).subarray(0, 8), htmlPayload]), imageFormats)).toBe('png');
    expect(await sniffFile(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]), videoFormats)).toBe('mkv');
    expect(await sniffFile(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]), imageFormats)).toBeNull();
  });

  it('answers only with a format asked for', async () => {
    expect(await sniffFile(plainPng(4, 4), videoFormats)).toBeNull();
    expect(await sniffFile(box('ftyp', 'isom'), imageFormats)).toBeNull();
    expect(await sniffFile(plainPng(4, 4), ['jpeg'])).toBeNull();
  });
});

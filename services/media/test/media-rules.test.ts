import { describe, expect, it } from 'vitest';
import { canRead } from '@sitespark/service-kit';
import { attachmentDisposition } from '../src/domain/attachment-disposition.ts';
import { detectVideoContainer, id3v2Length, isMp3FrameHeader, isPlaylistOrReference } from '../src/domain/media-signatures.ts';
import { parseByteRange } from '../src/domain/parse-byte-range.ts';

const alice = '6f1c1c3e-8f0a-4a53-9d43-2a9d0c3b7f11';
const bob = '0b7e2f0c-3a5d-4f7e-8c1b-9e2d4a6b8c10';

describe('who may read an object', () => {
  it('lets a user read their own objects in any area and the shared library, nothing else', () => {
    expect(canRead(alice, `music/${alice}/a.mp3`)).toBe(true);
    expect(canRead(alice, `videos/${alice}/a.mp4`)).toBe(true);
    expect(canRead(bob, 'library/builtin/corporate-v1.mp3')).toBe(true);
    expect(canRead(bob, `music/${alice}/a.mp3`)).toBe(false);
    expect(canRead(bob, `music/${bob}/../${alice}/a.mp3`)).toBe(false);
    expect(canRead(alice, `music/${alice}`)).toBe(false);
    expect(canRead(alice, `/music/${alice}/a.mp3`)).toBe(false);
    expect(canRead(alice, `music//${alice}/a.mp3`)).toBe(false);
  });
});

describe('byte ranges', () => {
  it('reads single ranges, suffixes and open ends', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseByteRange('bytes=500-99999', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 });
  });

  it('answers the whole object for no, several or malformed ranges, and unsatisfiable past the end', () => {
    expect(parseByteRange(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('items=0-1', 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=9-3', 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('treats a satisfiable range among others as several ranges, and none satisfiable as unsatisfiable', () => {
    expect(parseByteRange('bytes=0-1,2000-', 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1,x-', 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=2000-,3000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=99999999999999999999-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=', 1000)).toEqual({ kind: 'whole' });
  });
});

describe('download names', () => {
  it('keeps a readable name without paths, quotes or control characters', () => {
    expect(attachmentDisposition('Acme slideshow.mp4', 'videos/u/x.mp4')).toBe(`attachment; filename="Acme slideshow.mp4"; filename*=UTF-8''Acme%20slideshow.mp4`);
    expect(attachmentDisposition('../../etc/passwd', 'videos/u/x.mp4')).toBe(`attachment; filename="etc passwd.mp4"; filename*=UTF-8''etc%20passwd.mp4`);
    expect(attachmentDisposition('evil\r\nSet-Cookie: a=b', 'flyers/u/x.svg')).toContain('filename="evilSet-Cookie a=b.svg"');
    expect(attachmentDisposition('\u202Egnp.exe', 'flyers/u/x.svg')).toBe(`attachment; filename="gnp.exe.svg"; filename*=UTF-8''gnp.exe.svg`);
    expect(attachmentDisposition('', 'flyers/u/abc.svg')).toBe(`attachment; filename="abc.svg"; filename*=UTF-8''abc.svg`);
    expect(attachmentDisposition('x'.repeat(400), 'videos/u/x.mp4').length).toBeLessThan(400);
  });

  it("always ends in the stored object's own extension, whatever the name asks for (issue 29, F10)", () => {
    const nameOf = (requested: string, key: string) => /filename\*=UTF-8''(.*)$/.exec(attachmentDisposition(requested, key))![1];
    expect(nameOf('invoice.exe', 'videos/u/x.mp4')).toBe('invoice.exe.mp4');
    expect(nameOf('page.html', 'flyers/u/x.svg')).toBe('page.html.svg');
    expect(nameOf('run.bat', 'music/u/x.mp3')).toBe('run.bat.mp3');
    expect(nameOf('Launch.MP4', 'videos/u/x.mp4')).toBe('Launch.MP4');
    expect(nameOf('Launch', 'videos/u/x.mp4')).toBe('Launch.mp4');
  });

  it("percent-encodes the UTF-8 name's non-attribute characters (RFC 8187)", () => {
    expect(attachmentDisposition("Café it's (1) 100%.mp4", 'videos/u/x.mp4')).toBe(
      `attachment; filename="Caf_ it's (1) 100_.mp4"; filename*=UTF-8''Caf%C3%A9%20it%27s%20%281%29%20100%25.mp4`,
    );
  });
});

describe('file signatures', () => {
  it('recognises MP3 frames and ID3 tags', () => {
    expect(isMp3FrameHeader(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(isMp3FrameHeader(Buffer.from([0xff, 0xf3, 0x64, 0x00]))).toBe(true);
    // AAC (ADTS) has layer bits 00; MPEG layer II is not an MP3.
    expect(isMp3FrameHeader(Buffer.from([0xff, 0xf1, 0x50, 0x80]))).toBe(false);
    expect(isMp3FrameHeader(Buffer.from([0xff, 0xfd, 0x90, 0x64]))).toBe(false);
    expect(isMp3FrameHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(id3v2Length(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x02, 0x01]))).toBe(10 + 257);
    expect(id3v2Length(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0x10, 0, 0, 0, 0x05]))).toBe(25);
    expect(id3v2Length(Buffer.from('<!doctype html>'))).toBe(0);
  });

  it('recognises video containers and refuses playlists', async () => {
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`)]);
    expect(await detectVideoContainer(ftyp('isom'))).toEqual({ demuxer: 'mov', label: 'MP4' });
    expect(await detectVideoContainer(ftyp('qt  '))).toEqual({ demuxer: 'mov', label: 'MOV' });
    expect(await detectVideoContainer(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]))).toEqual({ demuxer: 'matroska', label: 'WebM' });
    expect(await detectVideoContainer(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')]))).toEqual({ demuxer: 'avi', label: 'AVI' });
    expect(await detectVideoContainer(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]))).toBeNull();
    expect(await detectVideoContainer(Buffer.from('#EXTM3U\n'))).toBeNull();
    expect(isPlaylistOrReference(Buffer.from('#EXTM3U\n#EXTINF:10,\nhttp://example.com/a.ts'))).toBe(true);
    expect(isPlaylistOrReference(Buffer.from("ffconcat version 1.0\nfile 'a.mp4'"))).toBe(true);
    expect(isPlaylistOrReference(Buffer.from("file '/etc/passwd'\n"))).toBe(true);
    expect(isPlaylistOrReference(ftyp('isom'))).toBe(false);
  });

  it('reads an EBML header without a DocType as Matroska, and nothing behind an ID3 tag as a video', async () => {
    expect(await detectVideoContainer(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toEqual({ demuxer: 'matroska', label: 'MKV' });
    expect(await detectVideoContainer(Buffer.concat([Buffer.from('ID3\x04\x00\x00\0\0\0\0', 'latin1'), Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom')]))).toBeNull();
  });
});

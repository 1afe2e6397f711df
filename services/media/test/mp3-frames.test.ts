import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffconcatList, hlsPlaylist, htmlPayload, payloadMarker, payloadZip, phpPayload } from '@sitespark/service-kit/testing';
import { id3v2Length, mp3FrameLength, mp3Layout } from '../src/domain/media-signatures.ts';
import { MediaFiles } from './support/media-files.ts';

/**
 * The MP3 check on real files made by libmp3lame, changed the way taggers, editors, downloads and
 * attackers change them: the tolerable kinds are accepted and what is kept still decodes; files
 * carrying another format outside their audio frames are refused.
 */

let files: MediaFiles;
let cbr: Buffer;
let vbr: Buffer;
let mpeg2: Buffer;
let other: Buffer;

beforeAll(async () => {
  files = await MediaFiles.create();
  [cbr, vbr, mpeg2, other] = await Promise.all([
    files.mp3With('cbr', ['-b:a', '128k', '-id3v2_version', '3', '-write_id3v1', '1', '-metadata', 'title=Tone', '-metadata', 'artist=SiteSpark']),
    files.mp3With('vbr', ['-q:a', '4', '-id3v2_version', '3', '-metadata', 'title=Variable']),
    files.mp3With('mpeg2', ['-ar', '22050', '-b:a', '48k', '-id3v2_version', '3', '-write_id3v1', '1', '-metadata', 'title=Low rate']),
    files.mp3With('other', ['-b:a', '96k', '-id3v2_version', '4', '-write_id3v1', '1', '-metadata', 'title=Second'], 880),
  ]);
}, 60_000);

afterAll(() => files?.cleanup());

/** Offsets of the frames of an unchanged file, from the end of its ID3v2 tag. */
function frameOffsets(mp3: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = id3v2Length(mp3); mp3FrameLength(mp3, at) > 0; at += mp3FrameLength(mp3, at)) offsets.push(at);
  return offsets;
}

const withoutId3v1 = (mp3: Buffer) => (mp3.toString('latin1', mp3.length - 128, mp3.length - 125) === 'TAG' ? mp3.subarray(0, -128) : mp3);
const id3v1Of = (mp3: Buffer) => mp3.subarray(-128);

function lyrics3v2(lyrics: string): Buffer {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(5, '0')}${value}`;
  const body = `LYRICSBEGIN${field('IND', '10')}${field('LYR', lyrics)}`;
  return Buffer.from(`${body}${String(body.length).padStart(6, '0')}LYRICS200`, 'latin1');
}

function syncsafe(value: number): Buffer {
  return Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);
}

/** An ID3v2.4 tag with a footer ("3DI"), holding one title frame, or the given body. */
function id3v24WithFooter(title: string, body?: Buffer): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]);
  const frames = body ?? Buffer.concat([Buffer.from('TIT2'), syncsafe(text.length), Buffer.from([0, 0]), text]);
  const size = syncsafe(frames.length);
  return Buffer.concat([Buffer.from('ID3\x04\x00\x10', 'latin1'), size, frames, Buffer.from('3DI\x04\x00\x10', 'latin1'), size]);
}

function stored(data: Buffer): Buffer {
  const layout = mp3Layout(data);
  expect(layout, 'refused').not.toBeNull();
  return Buffer.concat(layout!.keep.map(([start, end]) => data.subarray(start, end)));
}

/**
 * A test's time budget from the ffmpeg runs it makes (a probe and a decode each), so a busy machine
 * slows it without failing it; a run that hangs still fails.
 */
const forDecodes = (decodes: number) => ({ timeout: 5_000 + decodes * 10_000 });

/** Seconds of sound ffmpeg decodes from the bytes. */
async function decodedSeconds(data: Buffer): Promise<number> {
  const probe = await files.probe(data, 'mp3');
  expect(probe.streams.map((stream) => stream.codec_name)).toEqual(['mp3']);
  return (await files.samples(data, 'mp3', 8000)).length / 8000;
}

describe('MP3s the check accepts', () => {
  it('keeps unchanged CBR, VBR and MPEG-2 files whole', () => {
    for (const mp3 of [cbr, vbr, mpeg2, other]) {
      expect(mp3Layout(mp3)?.keep).toEqual([[0, mp3.length]]);
      expect(mp3Layout(mp3)?.frames).toBe(frameOffsets(mp3).length);
    }
  });

  it('skips a Lyrics3v2 tag before the ID3v1 tag and keeps the ID3v1 tag', forDecodes(3), async () => {
    for (const mp3 of [cbr, mpeg2]) {
      const data = Buffer.concat([withoutId3v1(mp3), lyrics3v2('Hello world\r\nLa la la'), id3v1Of(mp3)]);
      const kept = stored(data);
      expect(kept.equals(mp3)).toBe(true);
      expect(await decodedSeconds(kept)).toBeGreaterThan(1.9);
    }
  });

  it('drops a few stray bytes after the last frame', () => {
    for (const tail of ['\r\n', '\n', '\xff\xff', '\xff\xff\xff', '\0\r\n']) {
      expect(stored(Buffer.concat([vbr, Buffer.from(tail, 'latin1')])).equals(vbr)).toBe(true);
      expect(stored(Buffer.concat([cbr, Buffer.from(tail, 'latin1')])).equals(cbr)).toBe(true);
    }
  });

  it('joins two files, each with its own ID3v2 and ID3v1 tags, into one playable stream', forDecodes(6), async () => {
    for (const [first, second] of [[cbr, other], [other, vbr], [mpeg2, cbr]] as const) {
      const kept = stored(Buffer.concat([first, second]));
      expect(mp3Layout(Buffer.concat([first, second]))?.frames).toBe(frameOffsets(first).length + frameOffsets(second).length);
      // The second file's ID3v2 tag and the first file's ID3v1 tag are dropped.
      expect(kept.includes(second.subarray(0, id3v2Length(second)))).toBe(false);
      expect(kept.subarray(0, -128).includes(id3v1Of(first))).toBe(false);
      expect(kept.length).toBeLessThan(first.length + second.length);
      if (first !== mpeg2) expect(await decodedSeconds(kept)).toBeGreaterThan(3.8);
    }
  });

  it('steps over a damaged frame header in the middle and keeps the rest of the audio', forDecodes(9), async () => {
    for (const mp3 of [cbr, vbr, mpeg2]) {
      const offsets = frameOffsets(mp3);
      const middle = offsets[Math.floor(offsets.length / 2)]!;
      for (const garbage of [[0, 0, 0, 0], [0x12, 0x34, 0x56, 0x78], [0xff, 0xe2, 0x00, 0x00]]) {
        const damaged = Buffer.from(mp3);
        damaged.set(garbage, middle);
        const layout = mp3Layout(damaged);
        expect(layout?.frames).toBe(offsets.length - 1);
        const kept = stored(damaged);
        expect(kept.length).toBe(mp3.length - mp3FrameLength(mp3, middle));
        expect(await decodedSeconds(kept)).toBeGreaterThan(1.8);
      }
    }
  });

  it('skips an ID3v2 tag with a footer appended after the audio', forDecodes(1), async () => {
    const appended = id3v24WithFooter('Appended title');
    const kept = stored(Buffer.concat([withoutId3v1(vbr), appended]));
    expect(kept.equals(vbr)).toBe(true);
    const beforeId3v1 = stored(Buffer.concat([withoutId3v1(cbr), appended, id3v1Of(cbr)]));
    expect(beforeId3v1.equals(cbr)).toBe(true);
    expect(await decodedSeconds(beforeId3v1)).toBeGreaterThan(1.9);
  });

  it('skips APE tags with or without a header, and zero padding', () => {
    const items = Buffer.concat([Buffer.from([6, 0, 0, 0, 0, 0, 0, 0]), Buffer.from('Title\0Ape me')]);
    const ape = (withHeader: boolean, isHeader: boolean) => {
      const block = Buffer.alloc(32);
      block.write('APETAGEX', 0, 'latin1');
      block.writeUInt32LE(2000, 8);
      block.writeUInt32LE(items.length + 32, 12);
      block.writeUInt32LE(1, 16);
      block.writeUInt32LE(((withHeader ? 0x8000_0000 : 0) | (isHeader ? 0x2000_0000 : 0)) >>> 0, 20);
      return block;
    };
    const footerOnly = Buffer.concat([items, ape(false, false)]);
    const both = Buffer.concat([ape(true, true), items, ape(true, false)]);
    for (const tag of [footerOnly, both]) {
      expect(stored(Buffer.concat([withoutId3v1(cbr), tag, id3v1Of(cbr)])).equals(cbr)).toBe(true);
      expect(stored(Buffer.concat([vbr, tag, Buffer.alloc(3000)])).equals(vbr)).toBe(true);
    }
  });

  it('follows free-format frames, whose length is not in their header', () => {
    const free = Buffer.from(withoutId3v1(cbr));
    const offsets = frameOffsets(free);
    for (const at of offsets) free[at + 2] = free[at + 2]! & 0x0f;
    expect(mp3FrameLength(free, offsets[1]!)).toBe(0);
    const layout = mp3Layout(Buffer.concat([free, Buffer.from('\r\n')]));
    expect(layout?.frames).toBe(offsets.length);
    expect(layout?.keep).toEqual([[0, free.length]]);
  });

  it('walks a 25 MB file', () => {
    const audio = withoutId3v1(cbr).subarray(id3v2Length(cbr));
    const big = Buffer.concat([...Array.from({ length: Math.floor((25 * 1024 * 1024) / audio.length) }, () => audio), Buffer.from('\r\n')]);
    expect(mp3Layout(big)?.keep).toEqual([[0, big.length - 2]]);
  });
});

describe('files the check refuses', () => {
  const middleOf = (mp3: Buffer) => frameOffsets(mp3)[Math.floor(frameOffsets(mp3).length / 2)]!;
  const insert = (mp3: Buffer, at: number, data: Buffer) => Buffer.concat([mp3.subarray(0, at), data, mp3.subarray(at)]);

  it('refuses archives, pages, documents and playlists after, before or between the frames', () => {
    const payloads: Array<[string, Buffer]> = [
      ['zip', payloadZip()],
      ['html', htmlPayload],
      ['php', phpPayload],
      ['pdf', Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj % ${payloadMarker}`)],
      ['playlist', hlsPlaylist(['http://127.0.0.1:9/a.ts'])],
      ['concat', ffconcatList(['/etc/passwd'])],
      ['script', Buffer.from(`<SCRIPT>alert("${payloadMarker}")</SCRIPT>`)],
    ];
    for (const [label, payload] of payloads) {
      for (const mp3 of [cbr, vbr]) {
        const audioStart = id3v2Length(mp3);
        const variants: Array<[string, Buffer]> = [
          ['appended', Buffer.concat([mp3, payload])],
          ['appended after a line break', Buffer.concat([mp3, Buffer.from('\r\n'), payload])],
          ['before the ID3v1 tag', Buffer.concat([withoutId3v1(mp3), payload, id3v1Of(mp3)])],
          ['between frames', insert(mp3, middleOf(mp3), payload)],
          ['between the tag and the audio', insert(mp3, audioStart, payload)],
          ['prepended', Buffer.concat([payload, mp3])],
          ['inside an appended ID3v2 tag', Buffer.concat([mp3, id3v24WithFooter('', payload)])],
          ['after a lone frame header', Buffer.concat([mp3, mp3.subarray(middleOf(mp3), middleOf(mp3) + 4), payload])],
        ];
        for (const [where, data] of variants) expect(mp3Layout(data), `${label} ${where}`).toBeNull();
      }
    }
  });

  it('refuses a large region that is not audio, and files with no frames', () => {
    const noise = Buffer.alloc(100 * 1024);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 8) * 31) & 0x7f;
    expect(mp3Layout(Buffer.concat([cbr, noise]))).toBeNull();
    expect(mp3Layout(insert(vbr, middleOf(vbr), noise))).toBeNull();
    expect(mp3Layout(Buffer.concat([noise, cbr]))).toBeNull();
    expect(mp3Layout(id3v24WithFooter('Only a tag'))).toBeNull();
    expect(mp3Layout(Buffer.from(`just text ${payloadMarker}`))).toBeNull();
  });
});

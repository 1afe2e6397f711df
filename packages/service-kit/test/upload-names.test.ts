import { describe, expect, it } from 'vitest';
import { cleanAllText, cleanLine, cleanText, displayFileName } from '../src/media/upload-names.ts';

describe('names of uploaded files', () => {
  it('keeps the zero-width non-joiner and joiner that Persian, Indic scripts and emoji need', () => {
    // Persian "mi-khaham" (I want) is spelt with a ZWNJ; Hindi "क्‍ष" and a family emoji use ZWJ.
    const persian = 'می\u200Cخواهم.mp3';
    const hindi = 'क्\u200Dष गीत.mp3';
    const family = '👨\u200D👩\u200D👧 holiday.mp4';
    expect(displayFileName(persian)).toBe(persian);
    expect(displayFileName(hindi)).toBe(hindi);
    expect(displayFileName(family)).toBe(family);
    expect(cleanLine(persian)).toBe(persian);
    expect(cleanText(family)).toBe(family);
  });

  it('still removes bidirectional overrides, isolates, other invisible marks, controls and paths', () => {
    expect(displayFileName('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    expect(displayFileName('\u2066a\u2067b\u2068c\u2069\u202A\u202B\u202C\u202D.mp3')).toBe('abc.mp3');
    expect(displayFileName('in\u200Bvi\u200Esi\u200Fble\u061C\uFEFF.mp3')).toBe('invisible.mp3');
    expect(displayFileName('../../etc/pa\u0000ss\u0007wd\u0085')).toBe('passwd');
    expect(displayFileName('C:\\Users\\me\\song\r\n.mp3')).toBe('song  .mp3');
    expect(displayFileName('\u202E\u200B')).toBeNull();
    expect(cleanText('line one\nline\u202E two\u0000')).toBe('line one\nline two');
  });

  it('drops lone surrogates, which PostgreSQL cannot store, and keeps whole pairs (issue 29, F3)', () => {
    expect(cleanText('a\ud800b\udc00c 😀 \ud83d')).toBe('abc 😀 ');
    expect(cleanLine('\udfff\ud800name')).toBe('name');
    expect(displayFileName('song\ud800.mp3')).toBe('song.mp3');
  });

  it('cleans every string of plain data, keys included, and leaves the input as it was (issue 29, F8)', () => {
    const page = { title: 'Bright\u202Eloop', meta: { 'og:\u2066name': 'A\u0000B' }, blocks: [{ text: 'ok 😀', level: 2 }], logo: null };
    expect(cleanAllText(page)).toEqual({ title: 'Brightloop', meta: { 'og:name': 'AB' }, blocks: [{ text: 'ok 😀', level: 2 }], logo: null });
    expect(page.title).toBe('Bright\u202Eloop');
  });
});

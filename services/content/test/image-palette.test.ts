import { describe, expect, it } from 'vitest';
import { imagePalette } from '../src/domain/site/image-palette.ts';
import { solidPng } from './support/fixture-site.ts';

describe('imagePalette', () => {
  it("reads an image's dominant colour, and gives the same colours for the same image again as a copy of its own", async () => {
    const image = await solidPng('#3b5bdb');
    const first = await imagePalette(image);
    expect(first[0]!.hex).toBe('#3b5bdb');
    const read = structuredClone(first);
    first[0]!.hex = '#000000';
    first.push({ hex: '#ffffff', share: 0 });

    const again = await imagePalette(Buffer.from(image));
    expect(again).toEqual(read);
    expect((await imagePalette(await solidPng('#0ca678')))[0]!.hex).toBe('#0ca678');
  });

  it('has no colours for bytes that are not an image', async () => {
    expect(await imagePalette(Buffer.from('<svg onload="alert(1)"></svg>'))).toEqual([]);
  });
});

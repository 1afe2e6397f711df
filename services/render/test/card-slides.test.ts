import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cardPlainSections } from '../src/domain/capture-site.ts';
import { cameraPath, cardPlacement, colourGrid, drawCardSlide, drawEndCard, flatShare, imageSize, type Box } from '../src/engine/index.ts';

const size = { width: 1280, height: 720 };

/** A page screenshot: white, a short block of grey "lines of text" at `words`, a coloured "photo" at `photo`. */
async function screenshot(words: Box, photo: Box | null): Promise<Buffer> {
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.fillStyle = '#374151';
  for (let y = words.y; y + 10 <= words.y + words.height; y += 26) ctx.fillRect(words.x, y, words.width, 10);
  if (photo) {
    for (let x = 0; x < photo.width; x += 16) {
      for (let y = 0; y < photo.height; y += 16) {
        ctx.fillStyle = `rgb(${(x * 7 + y * 3) % 200 + 40}, ${(x * 2 + y * 9) % 160 + 60}, ${(x * 5 + y) % 120 + 80})`;
        ctx.fillRect(photo.x + x, photo.y + y, 16, 16);
      }
    }
  }
  return canvas.encode('png');
}

/** The focus whose camera ends on `view` (its middle 60%, as planSections gives it). */
/** A page of white at the frame's size, to paint on. */
function whitePage() {
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size.width, size.height);
  return { canvas, ctx };
}

const focusOn = (view: Box): Box => ({ x: view.x + view.width * 0.2, y: view.y + view.height * 0.2, width: view.width * 0.6, height: view.height * 0.6 });

/** What the camera ends on, as a share of the frame one flat colour (cell by cell, as a viewer sees it). */
async function endFlatShare(image: Buffer, focus: Box): Promise<number> {
  const grid = (await colourGrid(image))!;
  return flatShare(grid, cameraPath(imageSize(image)!, focus, size.width, size.height, 'cover').target, 'cells');
}

describe('sections on cards', () => {
  it('shows a section that ends on a mostly empty view as a card over the page’s photo, and leaves a busy one as it is', async () => {
    const plainView = { x: 0, y: 0, width: size.width, height: size.height };
    const plain = await screenshot({ x: 420, y: 280, width: 440, height: 150 }, null);
    const busy = await screenshot({ x: 80, y: 80, width: 300, height: 100 }, { x: 420, y: 40, width: 820, height: 640 });
    const plan = { images: [plain, busy], focus: [focusOn(plainView), focusOn(plainView)], shots: [0, 1] };
    const grids = await Promise.all([plain, busy].map(async (image) => (await colourGrid(image))!));
    expect(await endFlatShare(plain, plan.focus[0]!)).toBeGreaterThan(0.5);

    const slides = await cardPlainSections(plan, [plain, busy], grids, size, '#7c3aed');
    expect(slides.carded).toEqual([true, false]);
    expect(slides.images[1]).toBe(busy);
    expect(slides.focus[1]).toEqual(plan.focus[1]);
    expect(slides.shots).toEqual([0, 1]);
    // The card's frame is the canvas's size and no longer mostly one flat colour, from the camera's start to its end.
    const card = slides.images[0]!;
    expect(imageSize(card)).toEqual(size);
    expect(await endFlatShare(card, slides.focus[0]!)).toBeLessThanOrEqual(0.5);
    const { start } = cameraPath(size, slides.focus[0]!, size.width, size.height, 'cover');
    expect(flatShare((await colourGrid(card))!, start, 'cells')).toBeLessThanOrEqual(0.5);
  });

  it('keeps a wide card of sparse words (three reviews side by side on white) from filling the frame with white, even where the camera starts close', async () => {
    const { canvas, ctx } = whitePage();
    ctx.fillStyle = '#374151';
    for (const x of [60, 460, 860]) for (let y = 120; y + 6 <= 600; y += 60) ctx.fillRect(x, y, 340, 6);
    const page = await canvas.encode('png');
    const whole = { x: 0, y: 0, width: size.width, height: size.height };
    const slides = await cardPlainSections({ images: [page], focus: [focusOn(whole)], shots: [0] }, [page], [(await colourGrid(page))!], size, '#b4687a');
    expect(slides.carded).toEqual([true]);
    const grid = (await colourGrid(slides.images[0]!))!;
    const { start, target } = cameraPath(size, slides.focus[0]!, size.width, size.height, 'cover');
    expect(flatShare(grid, start, 'cells')).toBeLessThanOrEqual(0.5);
    expect(flatShare(grid, target, 'cells')).toBeLessThanOrEqual(0.5);
  });

  it('keeps a line of text on the card whole, however pale it reads in the colour cells', async () => {
    const words = { x: 420, y: 280, width: 440, height: 150 };
    const canvas = createCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(await loadImage(await screenshot(words, null)), 0, 0);
    // A one-pixel red rule of small print, far from the block: a 12-pixel colour cell averages it into the white.
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(60, 600, 200, 1);
    const page = await canvas.encode('png');
    const grid = (await colourGrid(page))!;
    const whole = { x: 0, y: 0, width: size.width, height: size.height };
    const plan = { images: [page], focus: [focusOn(whole)], shots: [0] };
    const redOn = async (image: Buffer) => {
      const frame = createCanvas(size.width, size.height);
      frame.getContext('2d').drawImage(await loadImage(image), 0, 0);
      const data = frame.getContext('2d').getImageData(0, 0, size.width, size.height).data;
      let red = 0;
      for (let at = 0; at < data.length; at += 4) if (data[at]! > 170 && data[at + 1]! < 110 && data[at + 2]! < 110) red++;
      return red;
    };
    const withoutLines = await cardPlainSections(plan, [page], [grid], size, '#0f766e');
    const withLines = await cardPlainSections(plan, [page], [grid], size, '#0f766e', [{ shot: 0, x: 60, y: 596, width: 200, height: 8 }]);
    expect(withLines.carded).toEqual([true]);
    expect(await redOn(withoutLines.images[0]!)).toBe(0);
    expect(await redOn(withLines.images[0]!)).toBeGreaterThan(100);
  });

  it('puts the words on the card larger than the page showed them, whole, in the frame’s middle', async () => {
    const words = { x: 420, y: 280, width: 440, height: 150 };
    const plain = await screenshot(words, null);
    const image = await drawCardSlide({ ...size, image: plain, card: { x: words.x - 20, y: words.y - 20, width: words.width + 40, height: words.height + 40 }, backdrop: null, colour: '#0f766e' });
    const place = cardPlacement({ width: words.width + 40, height: words.height + 40 }, size.width, size.height);
    expect(place.width).toBeGreaterThan(words.width * 1.5);
    expect(place.x).toBeGreaterThan(0);
    expect(place.y).toBeGreaterThan(0);
    expect(place.x + place.width).toBeLessThan(size.width);
    expect(place.y + place.height).toBeLessThan(size.height * 0.9);
    // The card is the page's white with its dark lines; around it the brand's colour.
    const grid = (await colourGrid(image))!;
    const pixel = (x: number, y: number) => {
      const at = (Math.floor(y / grid.cell) * grid.columns + Math.floor(x / grid.cell)) * 4;
      return [grid.data[at]!, grid.data[at + 1]!, grid.data[at + 2]!];
    };
    expect(pixel(place.x + 8, place.y + 8).every((channel) => channel > 230)).toBe(true);
    const outside = pixel(place.x / 2, size.height / 2);
    expect(outside[1]! - outside[0]!).toBeGreaterThan(40);
    let dark = 0;
    for (let y = place.y; y < place.y + place.height; y += grid.cell) if (pixel(size.width / 2, y).every((channel) => channel < 120)) dark++;
    expect(dark).toBeGreaterThanOrEqual(4);
  });

  it('shows the page’s logo on the end card, and no empty white box where the crop shows nothing', async () => {
    const { canvas: page, ctx } = whitePage();
    ctx.fillStyle = '#1e3a8a';
    ctx.fillRect(40, 20, 160, 60);
    const shot = page.toBuffer('image/png');
    const whiteShare = async (logo: Box) => {
      const card = await drawEndCard({ ...size, color: '#7c3aed', textColor: '#000000', fontFamily: 'Arial', title: 'Stonebridge Supply', callToAction: 'Call us today', address: 'stonebridge-supply.test', logo: { image: shot, box: logo } });
      const grid = (await colourGrid(card))!;
      let white = 0;
      for (let at = 0; at < grid.data.length; at += 4) if (grid.data[at]! > 235 && grid.data[at + 1]! > 235 && grid.data[at + 2]! > 235) white++;
      return white / (grid.data.length / 4);
    };
    // The logo (blue on the page's white) sits on a white plate; a crop of the page's empty white has none.
    expect(await whiteShare({ x: 30, y: 10, width: 180, height: 80 })).toBeGreaterThan(0.005);
    expect(await whiteShare({ x: 600, y: 400, width: 180, height: 80 })).toBeLessThan(0.001);
  });

  it('closes on an end card in the brand’s colour as light falls on it, not one flat colour', async () => {
    for (const color of ['#7c3aed', '#111827', '#f5f5f4']) {
      const card = await drawEndCard({ ...size, color, textColor: '#ffffff', fontFamily: 'Arial', title: 'Stonebridge Supply', callToAction: 'Call us today', address: 'stonebridge-supply.test' });
      expect(flatShare((await colourGrid(card))!, undefined, 'cells'), color).toBeLessThanOrEqual(0.5);
    }
  });
});

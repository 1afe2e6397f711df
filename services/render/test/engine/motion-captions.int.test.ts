import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { defaultOverlayStyle } from '@sitespark/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionLines, captionNarration, toWebVtt } from '../../src/domain/caption-narration.ts';
import {
  boxInView,
  boxOnFrame,
  captionSafeArea,
  cameraTarget,
  detectSilences,
  fitGeometry,
  layoutCaption,
  renderSlideshow,
  type Box,
} from '../../src/engine/index.ts';
import { drawOverlayTile } from '../../src/engine/draw-overlay.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-motion-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every frame of a video as RGB bytes. */
async function frames(file: string, width: number, height: number): Promise<Buffer[]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 });
  const size = width * height * 3;
  return Array.from({ length: Math.floor(stdout.length / size) }, (_, index) => stdout.subarray(index * size, (index + 1) * size));
}

/** Bounding box of the pixels close to a colour, and their intensity-weighted centre x (sub-pixel). */
function colourBox(frame: Buffer, width: number, height: number, [r, g, b]: [number, number, number], tolerance = 60): (Box & { centreX: number; count: number }) | null {
  let minX = width, minY = height, maxX = -1, maxY = -1, count = 0, sumX = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const distance = Math.abs(frame[at]! - r) + Math.abs(frame[at + 1]! - g) + Math.abs(frame[at + 2]! - b);
      if (distance > tolerance) continue;
      count++;
      sumX += x;
      minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
  }
  return count === 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, centreX: sumX / count, count };
}

/** Centre x of the red element, weighting each pixel by how red it is: anti-aliased edges count in part, so it moves in sub-pixel steps. */
function redCentreX(frame: Buffer, width: number, height: number): number {
  let weight = 0;
  let sum = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const red = Math.max(0, frame[at]! - (frame[at + 1]! + frame[at + 2]!) / 2 - 40);
      weight += red;
      sum += red * x;
    }
  }
  return sum / weight;
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
  return sum / a.length;
}

/** A page-like image: a grey grid (detail everywhere) with one red element. */
async function pageWithElement(width: number, height: number, element: Box): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e5e7eb';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#6b7280';
  for (let x = 0; x < width; x += 40) ctx.strokeRect(x, 0, 40, height);
  for (let y = 0; y < height; y += 40) ctx.strokeRect(0, y, width, 40);
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(element.x, element.y, element.width, element.height);
  return canvas.encode('png');
}

describe('camera motion', () => {
  /** A 1080p page with one red element, filmed at 320x180 and 30 fps. */
  const scene = async () => {
    const element = { x: 900, y: 520, width: 320, height: 160 };
    return { width: 320, height: 180, fps: 30, element, image: await pageWithElement(1920, 1080, element) };
  };

  it('moves within a section, smoothly and without stalls, and ends with the whole element in view', async () => {
    const { width, height, fps, element, image } = await scene();
    const outputFile = join(dir, 'motion.mp4');
    await renderSlideshow({ slides: [{ image, durationSec: 2, focus: element }], width, height, fps, motionSec: 1, outputFile });
    const all = await frames(outputFile, width, height);
    expect(all).toHaveLength(60);

    // Frames inside the one section differ: the camera moves.
    expect(meanDifference(all[0]!, all[29]!)).toBeGreaterThan(5);

    // The red element's centre moves every frame while the camera moves (sub-pixel steps, never a stall then a jump).
    const centres = all.slice(0, 30).map((frame) => redCentreX(frame, width, height));
    const steps = centres.slice(1).map((value, index) => value - centres[index]!);
    const middle = steps.slice(5, 25);
    expect(middle.every((step) => Math.sign(step) === Math.sign(middle[0]!) && Math.abs(step) > 0.05)).toBe(true);
    const largest = Math.max(...middle.map(Math.abs));
    // Smoothstep: no step is more than ~1.6x the mean step of the middle of the move.
    expect(largest).toBeLessThan((1.6 * middle.reduce((sum, step) => sum + Math.abs(step), 0)) / middle.length);

    // The end frame (held) shows the whole element where the camera geometry puts it.
    const last = colourBox(all.at(-1)!, width, height, [255, 0, 0])!;
    const onFrame = boxOnFrame(element, fitGeometry(1920, 1080, width, height, 'cover'), width, height);
    const expected = boxInView(onFrame, cameraTarget(onFrame, width, height), width, height);
    expect(last.x).toBeGreaterThan(0);
    expect(last.y).toBeGreaterThan(0);
    expect(last.x + last.width).toBeLessThan(width);
    expect(last.y + last.height).toBeLessThan(height);
    // Within 1.5% of the frame: at 320 px, 4:2:0 chroma blurs a red edge by a pixel or two on each side.
    const slack = width * 0.015;
    expect(Math.abs(last.x - expected.x)).toBeLessThanOrEqual(slack);
    expect(Math.abs(last.y - expected.y)).toBeLessThanOrEqual(slack);
    expect(Math.abs(last.x + last.width - (expected.x + expected.width))).toBeLessThanOrEqual(slack);
    expect(Math.abs(last.y + last.height - (expected.y + expected.height))).toBeLessThanOrEqual(slack);
  });

  it('waits for a slide to crossfade in before its camera sets off, then arrives when the first slide\'s does', async () => {
    const { width, height, fps, element, image } = await scene();
    const outputFile = join(dir, 'fade-then-move.mp4');
    // Two 2 s slides with a 0.5 s crossfade: the second fades in over frames 45..59, moves over 60..74 (arriving 1 s in), then holds.
    await renderSlideshow({ slides: [{ image, durationSec: 2, focus: element }, { image, durationSec: 2, focus: element }], width, height, fps, motionSec: 1, transitionSec: 0.5, outputFile });
    const all = await frames(outputFile, width, height);
    expect(all).toHaveLength(105);
    const second = (frame: number) => all[45 + frame]!;
    // The crossfade blends two still pictures, the first slide at rest and the second at its start view (the first
    // slide's frame 0): near its end it is almost that start view, as far from it as the blend's last step.
    const restCentre = redCentreX(all[44]!, width, height);
    const blendEnd = meanDifference(second(14), all[0]!);
    // (A camera moving through the fade would be half-way to the element by then.)
    expect(blendEnd).toBeLessThan(meanDifference(all[44]!, all[0]!) / 4);
    // Right after the fade the camera moves, every frame, and it holds from the arrival on.
    const moving = [15, 18, 21, 24, 27].map((frame) => redCentreX(second(frame), width, height));
    expect(moving.slice(1).every((value, index) => Math.abs(value - moving[index]!) > 0.05)).toBe(true);
    expect(meanDifference(second(30), second(59))).toBeLessThan(0.5);
    expect(Math.abs(redCentreX(second(30), width, height) - restCentre)).toBeLessThan(0.5);
  });

  it('cuts a 9:16 shot to a 4:5 canvas around the element, not through its middle', async () => {
    const element = { x: 40, y: 540, width: 200, height: 60 };
    const image = await pageWithElement(360, 640, element);
    const outputFile = join(dir, 'feed.mp4');
    await renderSlideshow({ slides: [{ image, durationSec: 1, focus: element }], width: 216, height: 270, fps: 10, motionSec: 0.3, outputFile });
    const all = await frames(outputFile, 216, 270);
    // A centred crop would keep rows 65..575 of the shot and cut the element (540..600) in half; composed around it, it is whole.
    const shown = colourBox(all.at(-1)!, 216, 270, [255, 0, 0])!;
    expect(shown.y).toBeGreaterThan(2);
    expect(shown.y + shown.height).toBeLessThan(268);
    const first = colourBox(all[0]!, 216, 270, [255, 0, 0])!;
    expect(first.y + first.height).toBeLessThan(268);
  });

  it('fits a portrait upload whole over a blurred fill of itself instead of cropping it', async () => {
    const canvas = createCanvas(360, 640);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#2563eb';
    ctx.fillRect(0, 0, 360, 640);
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 360, 60); // the headline band at the top
    ctx.fillStyle = '#00ff00';
    ctx.fillRect(0, 580, 360, 60); // the footer band at the bottom
    const outputFile = join(dir, 'portrait.mp4');
    await renderSlideshow({ slides: [{ image: await canvas.encode('png'), durationSec: 0.2 }], width: 320, height: 180, fit: 'auto', outputFile });
    const [frame] = await frames(outputFile, 320, 180);
    const top = colourBox(frame!, 320, 180, [255, 0, 0], 90);
    const bottom = colourBox(frame!, 320, 180, [0, 255, 0], 90);
    // Both ends of the image are in the frame: nothing was cut.
    expect(top?.y).toBeLessThanOrEqual(1);
    expect(bottom!.y + bottom!.height).toBeGreaterThanOrEqual(179);
    // The sides are the image blurred, not black bars.
    const side = frame!.subarray((90 * 320 + 10) * 3, (90 * 320 + 10) * 3 + 3);
    expect(side[2]! + side[1]! + side[0]!).toBeGreaterThan(60);
  });
});

describe('captions', () => {
  const style = { fontFamily: 'Arial' as const, color: '#ffffff', backgroundColor: '#0000ff', backgroundOpacity: 1 };

  it('burns each caption in at its time, inside the safe area, and nowhere else', async () => {
    const width = 216;
    const height = 384;
    const image = await pageWithElement(360, 640, { x: 10, y: 10, width: 20, height: 20 });
    const outputFile = join(dir, 'captions.mp4');
    const rendered = await renderSlideshow({
      slides: [{ image, durationSec: 3 }],
      width,
      height,
      fps: 10,
      outputFile,
      captions: { style, items: [{ text: 'Fresh bread', startSec: 0.5, endSec: 1.5 }, { text: 'every single morning', startSec: 1.5, endSec: 2.5 }] },
    });
    const all = await frames(outputFile, width, height);
    const blueAt = (second: number) => colourBox(all[Math.round(second * 10)]!, width, height, [0, 0, 255], 80);
    expect(blueAt(0.2)).toBeNull();
    expect(blueAt(2.8)).toBeNull();
    const first = blueAt(1.0)!;
    const second = blueAt(2.0)!;
    const safe = captionSafeArea(width, height);
    for (const box of [first, second]) {
      expect(box.x).toBeGreaterThanOrEqual(safe.x);
      expect(box.y).toBeGreaterThanOrEqual(safe.y);
      expect(box.x + box.width).toBeLessThanOrEqual(safe.x + safe.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(safe.y + safe.height + 1);
    }
    // The longer line draws a wider box: the caption shown is the one timed there.
    expect(second.width).toBeGreaterThan(first.width);
    expect(rendered.captionBoxes).toHaveLength(2);
  });

  it('times caption lines to the recorded speech and writes the same cues as WebVTT', async () => {
    const script = 'Fresh bread every morning. We bake with flour from the mill down the road. Visit us in Leeds today.';
    const wav = join(dir, 'speech.wav');
    await run('espeak-ng', ['-v', 'en', '-w', wav, script]);
    const speech = await detectSilences(wav);
    const captions = captionNarration(script, 'en', speech, { width: 1080, height: 1920 }, style);
    expect(captions.length).toBeGreaterThanOrEqual(3);
    // Each sentence's first line starts after the pause before it: where the voice starts that sentence.
    const pauses = speech.silences.filter((silence) => silence.startSec > 0.05 && silence.endSec < speech.durationSec - 0.05);
    const sentenceStarts = captions.filter((caption) => /^(We|Visit)\b/.test(caption.text)).map((caption) => caption.startSec);
    expect(sentenceStarts).toHaveLength(2);
    for (const start of sentenceStarts) {
      expect(pauses.some((pause) => Math.abs(pause.endSec - start) < 0.01)).toBe(true);
    }
    // Each cue's window holds speech: its audio is well above silence.
    for (const caption of captions) {
      const { stderr } = await run('ffmpeg', ['-v', 'info', '-nostats', '-ss', String(caption.startSec), '-t', String(Math.min(0.4, caption.endSec - caption.startSec)), '-i', wav, '-af', 'volumedetect', '-f', 'null', '-']);
      expect(Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1])).toBeGreaterThan(-40);
    }
    expect(captions.at(-1)!.endSec).toBeLessThanOrEqual(speech.durationSec + 0.001);

    const vtt = toWebVtt(captions);
    const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n(.+)/g)].map((match) => ({
      start: (Number(match[1]) * 3_600_000 + Number(match[2]) * 60_000 + Number(match[3]) * 1000 + Number(match[4])) / 1000,
      end: (Number(match[5]) * 3_600_000 + Number(match[6]) * 60_000 + Number(match[7]) * 1000 + Number(match[8])) / 1000,
      text: match[9],
    }));
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues).toEqual(captions.map((caption) => ({ start: caption.startSec, end: caption.endSec, text: caption.text })));
  });

  it('never lets a caption pass its safe area, in any supported language, on any platform canvas', () => {
    const sentences = [
      'Unsere Handwerksbäckerei backt Sauerteigbrote aus regionalem Dinkelvollkornmehl, Donaudampfschifffahrtsgesellschaftskapitänsmütze inklusive.',
      'Nuestra panadería artesanal hornea cada mañana panes de masa madre con harina de molinos locales.',
      "Notre boulangerie artisanale prépare chaque matin des pains au levain avec une farine d'exception.",
      'A nossa padaria artesanal coze todas as manhãs pães de fermentação natural com farinha local.',
      'We bake sourdough every morning with flour milled down the road, and deliver across Leeds 🚀.',
    ];
    for (const size of [{ width: 1080, height: 1920 }, { width: 1080, height: 1350 }, { width: 1080, height: 1080 }, { width: 1920, height: 1080 }]) {
      const safe = captionSafeArea(size.width, size.height);
      for (const sentence of sentences) {
        const lines = captionLines(sentence, size, style);
        expect(lines.join(' ')).toBe(sentence);
        for (const line of lines) {
          const { box, lines: wrapped } = layoutCaption(line, style, size.width, size.height);
          expect(wrapped.length).toBeLessThanOrEqual(2);
          expect(box.x).toBeGreaterThanOrEqual(safe.x);
          expect(box.x + box.width).toBeLessThanOrEqual(safe.x + safe.width);
          expect(box.y).toBeGreaterThanOrEqual(safe.y);
          expect(box.y + box.height).toBeLessThanOrEqual(safe.y + safe.height);
        }
      }
    }
  });
});

describe('emoji', () => {
  it('draws emoji in an overlay as colour glyphs, not boxes', async () => {
    const tile = await drawOverlayTile({ ...defaultOverlayStyle, text: '🚀🍞', backgroundColor: '#000000', backgroundOpacity: 1 }, 1920, 1080);
    const image = await loadImage(tile!.png);
    const draw = createCanvas(image.width, image.height);
    draw.getContext('2d').drawImage(image, 0, 0);
    const { data } = draw.getContext('2d').getImageData(0, 0, image.width, image.height);
    let coloured = 0;
    for (let at = 0; at < data.length; at += 4) {
      const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
    }
    // White text on black has no colour; an emoji font's glyphs do (a missing glyph draws a white box).
    expect(coloured).toBeGreaterThan(500);
  });

  it("draws an arrow the editor font lacks from the symbol font, not as the missing-glyph box ('Ver preços →')", async () => {
    const inkOf = async (text: string) => {
      const tile = await drawOverlayTile({ ...defaultOverlayStyle, text, fontFamily: 'Inter', backgroundColor: '#000000', backgroundOpacity: 1 }, 1920, 1080);
      const image = await loadImage(tile!.png);
      const draw = createCanvas(image.width, image.height);
      draw.getContext('2d').drawImage(image, 0, 0);
      const { data } = draw.getContext('2d').getImageData(0, 0, image.width, image.height);
      const lit: number[] = [];
      for (let at = 0; at < data.length; at += 4) if (data[at]! > 128) lit.push(at / 4);
      return lit.join(',');
    };
    // A private-use character is in no font: it draws the box. The arrow must draw something else.
    expect(await inkOf('Ver preços →')).not.toBe(await inkOf('Ver preços \uE000'));
  });
});

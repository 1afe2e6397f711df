import { describe, expect, it } from 'vitest';
import type { CapturedElement } from '../src/adapters/chromium.ts';
import { overlaysOffElements, planSections } from '../src/domain/capture-site.ts';
import { boxInView, boxOnFrame, cameraPath, fitGeometry, intersects, layoutOverlay, type Box } from '../src/engine/index.ts';
import { defaultOverlayStyle } from '@sitespark/contracts';
import { createCanvas } from '@napi-rs/canvas';

const size = { width: 1080, height: 1920 };
const shot = (index: number) => Buffer.from(`screenshot ${index}`);

function iou(a: Box, b: Box): number {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (width * height) / (a.width * a.height + b.width * b.height - width * height);
}

/** No two sections end on the same view of the same screenshot. */
function expectDistinct(plan: { images: Buffer[]; focus: Box[] }): void {
  const views = plan.focus.map((box) => cameraPath(size, box, size.width, size.height, 'cover').target);
  for (let a = 0; a < views.length; a++) {
    for (let b = a + 1; b < views.length; b++) {
      if (plan.images[a] === plan.images[b]) expect(iou(views[a]!, views[b]!), `sections ${a + 1} and ${b + 1}`).toBeLessThanOrEqual(0.6);
    }
  }
}

describe('planSections', () => {
  it('gives each section a different view even when the page is one screen with nothing recognised on it', () => {
    const plan = planSections([shot(0)], [], [size], 5);
    expect(plan.images).toHaveLength(5);
    expectDistinct(plan);
  });

  it('moves each section to the element its line talks about, screenshots not yet shown first', () => {
    const element = (kind: CapturedElement['kind'], shotIndex: number, y: number): CapturedElement => ({ kind, shot: shotIndex, x: 60, y, width: 400, height: 200, text: kind });
    const elements = [element('headline', 0, 300), element('cta', 0, 900), element('feature', 1, 500), element('price', 2, 400), element('testimonial', 2, 1300)];
    const plan = planSections([shot(0), shot(1), shot(2)], elements, [size, size, size], 5);
    expect(plan.shots).toEqual([0, 1, 2, 2, 0]);
    expect(plan.focus.map((box) => box.y)).toEqual([300, 500, 400, 1300, 900]);
    expectDistinct(plan);
  });

  it('never repeats a view when every element is as wide as the screen', () => {
    const wide = (shotIndex: number, y: number): CapturedElement => ({ kind: 'feature', shot: shotIndex, x: 0, y, width: 1080, height: 300, text: 'card' });
    const plan = planSections([shot(0), shot(1)], [wide(0, 100), wide(0, 800), wide(1, 200), wide(1, 1200)], [size, size], 5);
    expectDistinct(plan);
  });
});

describe('overlaysOffElements', () => {
  it('moves an overlay off the element its slide ends on, keeping it where it was when that is clear', async () => {
    const frame = { width: 1920, height: 1080 };
    const image = await createCanvas(1920, 1080).encode('png');
    // A full-width band at the bottom: the camera pulls back to the whole view, the band stays at the bottom.
    const low = { x: 0, y: 800, width: 1920, height: 240 };
    const high = { x: 0, y: 40, width: 1920, height: 240 };
    const overlay = { ...defaultOverlayStyle, text: 'Fresh bread\nevery morning' };
    const [moved, kept] = overlaysOffElements([overlay, overlay], [{ image, focus: low }, { image, focus: high }], frame);
    expect(moved!.position).toBe('top');
    expect(kept!.position).toBe('bottom');
    for (const [placed, focus] of [[moved!, low], [kept!, high]] as const) {
      const { target } = cameraPath(frame, focus, frame.width, frame.height, 'cover');
      const element = boxInView(boxOnFrame(focus, fitGeometry(1920, 1080, frame.width, frame.height, 'cover'), frame.width, frame.height), target, frame.width, frame.height);
      expect(intersects(layoutOverlay(placed, frame.width, frame.height).box, element)).toBe(false);
    }
  });
});

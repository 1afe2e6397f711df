import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { compileCameraWarp, wasmModuleFile } from '../../scripts/build-camera-warp.ts';
import { CameraWarp, cameraFrames, frameBytes } from '../../src/engine/camera-frames.ts';

const width = 64;
const height = 36;

/** A YUV 4:2:0 frame whose luma is `luma(x, y)` and whose chroma planes are flat. */
function picture(luma: (x: number, y: number) => number): Uint8Array {
  const frame = new Uint8Array(frameBytes(width, height)).fill(128);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) frame[y * width + x] = luma(x, y);
  return frame;
}

/** Bilinear sampling of the luma plane at (sx, sy), the reference the warp must match. */
function sample(frame: Uint8Array, sx: number, sy: number): number {
  const x = Math.min(Math.max(sx, 0), width - 1);
  const y = Math.min(Math.max(sy, 0), height - 1);
  const x0 = Math.min(Math.floor(x), width - 2);
  const y0 = Math.min(Math.floor(y), height - 2);
  const fx = x - x0;
  const fy = y - y0;
  const at = (cx: number, cy: number): number => frame[cy * width + cx]!;
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

const noise = picture((x, y) => (x * 37 + y * 91 + ((x * y) % 13) * 11) % 256);

describe('the camera zoom (WebAssembly)', () => {
  it('is built from camera-warp.wat as committed', async () => {
    expect(await compileCameraWarp(), 'run: npm run build:camera-warp --workspace @sitespark/render').toBe(await readFile(wasmModuleFile, 'utf8'));
  });

  it('shows the picture unchanged for the whole view', async () => {
    const warp = await CameraWarp.of(noise, width, height);
    expect(Buffer.compare(warp.frame({ x: 0, y: 0, width, height }), Buffer.from(noise))).toBe(0);
  });

  it('samples a zoomed view bilinearly: within two levels of the exact value anywhere, under half a level on average', async () => {
    const warp = await CameraWarp.of(noise, width, height);
    const view = { x: 9.37, y: 5.81, width: 40.5, height: (40.5 * height) / width };
    const frame = warp.frame(view);
    const scale = view.width / width;
    let worst = 0;
    let total = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const error = Math.abs(frame[y * width + x]! - sample(noise, view.x + x * scale, view.y + y * scale));
        worst = Math.max(worst, error);
        total += error;
      }
    }
    // Weights in 1/128ths and a row rounded to whole levels between the two passes: on this
    // harshest picture (neighbours up to 255 levels apart) that is at most two levels.
    expect(worst).toBeLessThanOrEqual(2);
    expect(total / (width * height)).toBeLessThan(0.5);
    // Chroma is zoomed the same way: flat stays flat.
    expect(new Set(frame.subarray(width * height))).toEqual(new Set([128]));
  });

  it('moves by fractions of a pixel: a quarter pixel along a ramp shifts every pixel by a quarter step', async () => {
    const ramp = picture((x) => x * 4);
    const warp = await CameraWarp.of(ramp, width, height);
    const size = { width: width / 2, height: height / 2 };
    const at = (x: number) => warp.frame({ x, y: 4, ...size });
    const still = at(10);
    const moved = at(10.25);
    // Half-scale: neighbouring output pixels are half a source pixel (two levels) apart; a quarter pixel is one level.
    for (const x of [0, 7, 20, 30]) expect(moved[5 * width + x]! - still[5 * width + x]!).toBe(1);
  });

  it('refuses a view that would zoom out or leave the frame', async () => {
    const warp = await CameraWarp.of(noise, width, height);
    expect(() => warp.frame({ x: 0, y: 0, width: width * 1.5, height: height * 1.5 })).toThrow(RangeError);
    expect(() => warp.frame({ x: -4, y: 0, width: 32, height: 18 })).toThrow(RangeError);
    expect(() => warp.frame({ x: 40, y: 0, width: 32, height: 18 })).toThrow(RangeError);
    expect(() => warp.frame({ x: 0, y: 0, width: 32, height: 32 })).toThrow(RangeError);
    // The camera's arithmetic may land a hair outside: that is the whole view.
    expect(Buffer.compare(warp.frame({ x: -1e-7, y: 0, width: width * (1 + 1e-10), height }), Buffer.from(noise))).toBe(0);
    await expect(CameraWarp.of(noise.subarray(1), width, height)).rejects.toThrow(RangeError);
  });

  it('holds the start view before the move, eases to the target and holds it after, one buffer per held stretch', async () => {
    const warp = await CameraWarp.of(noise, width, height);
    const camera = { start: { x: 0, y: 0, width, height }, target: { x: 16, y: 9, width: 32, height: 18 } };
    const frames = [...cameraFrames(warp, camera, { start: 3, end: 9 }, 0, 12)];
    expect(frames).toHaveLength(12);
    expect(frames[0]).toBe(frames[3]);
    expect(Buffer.compare(frames[0]!, Buffer.from(noise))).toBe(0);
    expect(frames[4]).not.toEqual(frames[3]);
    expect(frames[8]).toBe(frames[11]);
    expect(Buffer.compare(frames[8]!, warp.frame(camera.target))).toBe(0);
  });
});

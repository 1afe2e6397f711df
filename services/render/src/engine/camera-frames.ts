import { ease, lerpBox, type Box } from '@sitespark/contracts';
import { cameraWarpWasm } from './camera-warp-wasm.ts';

/**
 * The camera's frames, drawn here rather than by ffmpeg: each is the slide's fitted picture (YUV
 * 4:2:0, as the encoder takes it) zoomed to the camera's view with bilinear sampling to 1/128 of a
 * pixel, so a slow glide moves smoothly instead of in whole-pixel steps. ffmpeg's `perspective`
 * filter did the same in about 20 ms a 1080p frame (a general projective warp, one pixel at a time);
 * a zoom is separable, and the WebAssembly loop in camera-warp.wat does it 16 pixels at a time in
 * about 1 ms, so a moving frame costs little more than the encoder.
 */

interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

interface WarpExports {
  memory: WasmMemory;
  warpPlane: (
    source: number, width: number, out: number, height: number, rows: number,
    first: number, count: number, row: number,
    steps: number, bases: number, offsets: number, weights: number,
  ) => void;
}

/** The runtime's WebAssembly (typed here: TypeScript declares it only with the DOM's types). */
const wasm = (globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object>; instantiate(module: object): Promise<{ exports: object }> };
}).WebAssembly;

let compiled: Promise<object> | null = null;
const warpModule = (): Promise<object> => (compiled ??= wasm.compile(Buffer.from(cameraWarpWasm, 'base64')));

const pageBytes = 65_536;
/** Reads of 16 bytes may run this far past a plane's last pixel. */
const slack = 64;

/** A YUV 4:2:0 picture's planes (Y, then U and V at half the width and height). */
function planesOf(width: number, height: number): { width: number; height: number; offset: number }[] {
  const luma = width * height;
  const chroma = { width: width / 2, height: height / 2 };
  return [
    { width, height, offset: 0 },
    { ...chroma, offset: luma },
    { ...chroma, offset: luma + chroma.width * chroma.height },
  ];
}

/** The bytes of one YUV 4:2:0 frame. */
export function frameBytes(width: number, height: number): number {
  return width * height * 1.5;
}

/** Views of one fitted picture, each a YUV 4:2:0 frame of the same size. */
export class CameraWarp {
  private readonly exports: WarpExports;
  private readonly size: number;
  private readonly source: number;
  private readonly out: number;
  private readonly row: number;
  private readonly rows: number;
  private readonly bases: number;
  private readonly offsets: number;
  private readonly weights: number;

  readonly width: number;
  readonly height: number;

  private constructor(instance: { exports: object }, width: number, height: number, picture: Uint8Array) {
    this.exports = instance.exports as WarpExports;
    this.width = width;
    this.height = height;
    this.size = frameBytes(width, height);
    const steps = Math.ceil(width / 16);
    let end = 0;
    const take = (bytes: number): number => {
      const at = end;
      end += Math.ceil((bytes + slack) / 16) * 16;
      return at;
    };
    this.source = take(this.size);
    this.out = take(this.size);
    this.row = take(width + 32);
    this.rows = take(height * 8);
    this.bases = take(steps * 4);
    this.offsets = take(steps * 16);
    this.weights = take(steps * 32);
    const { memory } = this.exports;
    const missing = Math.ceil(end / pageBytes) - memory.buffer.byteLength / pageBytes;
    if (missing > 0) memory.grow(missing);
    new Uint8Array(memory.buffer, this.source, this.size).set(picture);
  }

  /** A warp of `picture`, a `width` x `height` YUV 4:2:0 frame (even sides). */
  static async of(picture: Uint8Array, width: number, height: number): Promise<CameraWarp> {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width % 2 !== 0 || height % 2 !== 0 || width < 16 || height < 16) {
      throw new RangeError(`A camera frame needs even sides of at least 16 pixels, got ${width}x${height}`);
    }
    if (picture.byteLength !== frameBytes(width, height)) {
      throw new RangeError(`A ${width}x${height} YUV 4:2:0 frame is ${frameBytes(width, height)} bytes, got ${picture.byteLength}`);
    }
    return new CameraWarp(await wasm.instantiate(await warpModule()), width, height, picture);
  }

  /**
   * The frame showing `view` (frame pixels, the frame's aspect, inside the frame) full-frame: a new
   * buffer. A view off by less than half a pixel (rounding in the camera's arithmetic) is moved inside.
   */
  frame(view: Box): Buffer {
    const { width, height } = this;
    const tolerance = 0.5;
    const inside =
      view.width > 0 &&
      view.width <= width + tolerance &&
      Math.abs((view.height * width) / (view.width * height) - 1) <= 1e-3 &&
      view.x >= -tolerance &&
      view.y >= -tolerance &&
      view.x + view.width <= width + tolerance &&
      view.y + view.height <= height + tolerance;
    if (!inside) throw new RangeError(`The camera's view must lie inside the frame with its aspect, got ${JSON.stringify(view)}`);
    const scale = Math.min(view.width / width, 1);
    const left = Math.min(Math.max(view.x, 0), width * (1 - scale));
    const top = Math.min(Math.max(view.y, 0), height * (1 - scale));
    for (const [index, plane] of planesOf(width, height).entries()) {
      const shrink = index === 0 ? 1 : 2;
      this.warpPlane(plane, left / shrink, top / shrink, scale);
    }
    return Buffer.from(new Uint8Array(this.exports.memory.buffer, this.out, this.size));
  }

  private warpPlane(plane: { width: number; height: number; offset: number }, left: number, top: number, scale: number): void {
    const { memory, warpPlane } = this.exports;
    const steps = Math.ceil(plane.width / 16);
    const columns = samples(left, scale, plane.width, steps * 16);
    const bases = new Int32Array(memory.buffer, this.bases, steps);
    const offsets = new Uint8Array(memory.buffer, this.offsets, steps * 16);
    const weights = new Int16Array(memory.buffer, this.weights, steps * 16);
    for (let step = 0; step < steps; step++) {
      const base = columns.index[step * 16]!;
      bases[step] = base;
      for (let j = 0; j < 16; j++) {
        const at = step * 16 + j;
        const offset = columns.index[at]! - base;
        // A zoom in (scale <= 1) keeps 16 neighbours within 16 source pixels; the shuffle needs it.
        if (offset > 15) throw new RangeError(`The camera cannot zoom out (scale ${scale})`);
        offsets[at] = offset;
        weights[at] = columns.weight[at]!;
      }
    }
    const lines = samples(top, scale, plane.height, plane.height);
    const rows = new Int32Array(memory.buffer, this.rows, plane.height * 2);
    for (let y = 0; y < plane.height; y++) {
      rows[y * 2] = lines.index[y]!;
      rows[y * 2 + 1] = lines.weight[y]!;
    }
    const first = columns.index[0]!;
    const count = Math.ceil((columns.index[steps * 16 - 1]! + 2 - first) / 16) * 16;
    warpPlane(this.source + plane.offset, plane.width, this.out + plane.offset, plane.height, this.rows, first, count, this.row, steps, this.bases, this.offsets, this.weights);
  }
}

/**
 * Where each of `count` output pixels samples a line of `length` source pixels: the pixel before
 * (`index`, so that index + 1 is still on the line) and the weight of the one after, in 1/128ths.
 */
function samples(start: number, scale: number, length: number, count: number): { index: Int32Array; weight: Int32Array } {
  const index = new Int32Array(count);
  const weight = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const at = Math.min(Math.max(start + Math.min(i, length - 1) * scale, 0), length - 1);
    let before = Math.floor(at);
    let after = Math.round((at - before) * 128);
    if (before >= length - 1) {
      before = length - 2;
      after = 128;
    }
    index[i] = before;
    weight[i] = after;
  }
  return { index, weight };
}

/** The camera's view on each of a slide's frames: `start` until `move.start`, easing to `target` at `move.end - 1`, then held. */
export function cameraView(camera: { start: Box; target: Box }, move: { start: number; end: number }, frame: number): Box {
  const frames = move.end - move.start;
  const progress = frames > 1 ? (frame - move.start) / (frames - 1) : 1;
  return lerpBox(camera.start, camera.target, ease(progress));
}

/**
 * The slide's frames `from` to `from + count` (its own numbering) as the camera shows them; a frame
 * whose view is the one before it is the same buffer again.
 */
export function* cameraFrames(warp: CameraWarp, camera: { start: Box; target: Box }, move: { start: number; end: number }, from: number, count: number): Generator<Buffer> {
  let last: { frame: Buffer; view: Box } | null = null;
  for (let frame = from; frame < from + count; frame++) {
    const view = cameraView(camera, move, frame);
    if (!last || !sameBox(last.view, view)) last = { frame: warp.frame(view), view };
    yield last.frame;
  }
}

function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

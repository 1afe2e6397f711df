import { copyFile, lstat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TextOverlay } from '@sitespark/contracts';
import {
  MediaToolError,
  fileUrl,
  maxImagePixels,
  mediaDemuxers,
  restrictedInput,
  runFfmpeg,
} from './ffmpeg.ts';
import { cameraPath, fitGeometry, type Box, type FitGeometry } from './camera.ts';
import { drawCaptionTile, type CaptionStyle, type TimedCaption } from './draw-caption.ts';
import { drawOverlayTile } from './draw-overlay.ts';
import { imageSize } from './image-size.ts';
import { moveFile } from './move-file.ts';
import { probeMedia } from './probe-media.ts';
import { sniffImage } from './sniff-image.ts';
import { withTempDir } from './temp-dir.ts';

export interface Slide {
  image: Buffer;
  overlay?: TextOverlay;
  durationSec: number;
  /** The part of the image (its pixels) the camera moves to over the slide's first seconds, then holds. */
  focus?: Box;
}

/** How an image of another aspect fills the frame. */
export type SlideFit = 'cover' | 'contain' | 'fill' | 'auto';

export interface RenderSlideshowOptions {
  slides: Slide[];
  width: number;
  height: number;
  fps?: number;
  transitionSec?: number;
  music?: { file: string; volume: number };
  /** Mixed over the music at full volume. */
  voiceover?: { file: string };
  outputFile: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  onProgress?: (percent: number) => void;
  /**
   * How an image of another aspect fills the frame: cropped (`cover`, the default), letterboxed in
   * black (`contain`), shown whole over a blurred fill of itself (`fill`), or `auto`: cropped when the
   * aspects nearly match, else filled, so a portrait upload is never cut blind.
   */
  fit?: SlideFit;
  /** Seconds of each slide the camera moves to its focus before holding (default 2.5, at most 60% of the slide). */
  motionSec?: number;
  /** Caption lines burned in over the slides at their times, inside the frame's safe area. */
  captions?: { items: TimedCaption[]; style: CaptionStyle };
  /** Where the working directory is made (the system's temp directory by default). */
  tempRoot?: string;
}

export interface RenderedVideo {
  file: string;
  durationSec: number;
  width: number;
  height: number;
  /** Where each caption was drawn on the frame. */
  captionBoxes?: Box[];
}

export const slideshowDefaults = {
  fps: 30,
  transitionSec: 0.5,
  musicVolume: 0.3,
  musicFadeOutSec: 2,
  timeoutMs: 10 * 60_000,
  motionSec: 2.5,
} as const;

/** The camera moves over at most this share of a slide; the rest is held, which costs the encoder alone. */
const maxMotionShare = 0.6;

/** How many of a slide's frames the camera moves over (the rest hold its end view). */
export function motionFrames(slideFrames: number, fps: number, motionSec: number = slideshowDefaults.motionSec): number {
  return Math.min(Math.round(motionSec * fps), Math.floor(slideFrames * maxMotionShare));
}
/** Aspects this close are cropped rather than filled: a sliver lost beats a blurred border. */
const coverTolerance = 0.1;

const maxFrameSide = 4096;

/**
 * Renders the slides to an H.264 MP4. Each image is decoded once, fitted to the frame, its overlay
 * composited, and only then looped for its duration, so the per-frame work is the crossfade and the
 * encode. The output is written in a private temp directory and moved into place only when complete.
 */
export async function renderSlideshow(options: RenderSlideshowOptions): Promise<RenderedVideo> {
  const { slides, width, height, outputFile } = options;
  const fps = options.fps ?? slideshowDefaults.fps;
  const transitionSec = slides.length > 1 ? (options.transitionSec ?? slideshowDefaults.transitionSec) : 0;
  const frameCounts = slides.map((slide) => Math.round(slide.durationSec * fps));
  const transitionFrames = Math.round(transitionSec * fps);
  validate(options, fps, transitionSec, frameCounts, transitionFrames);
  const demuxers = await Promise.all(slides.map((slide) => sniffImage(slide.image)));
  const plan = slides.map((slide, index) => {
    const demuxer = demuxers[index];
    if (!demuxer) throw new RangeError(`Slide ${index + 1} is not a PNG, JPEG or WebP image`);
    return { ...slide, demuxer, frames: frameCounts[index] ?? 1 };
  });
  const totalFrames = frameCounts.reduce((sum, frames) => sum + frames, 0) - transitionFrames * (slides.length - 1);
  const durationSec = totalFrames / fps;

  const { signal, stop } = deadline(options.signal, options.timeoutMs ?? slideshowDefaults.timeoutMs);
  try {
    return await withTempDir(async (dir) => {
      const inputs: string[] = [];
      const filters: string[] = [];
      let inputCount = 0;
      const addInput = (args: string[]): number => {
        inputs.push(...args);
        return inputCount++;
      };

      // Overlays are drawn while the audio is copied and probed. Every task settles before any
      // failure is thrown, so none is still writing into the directory while it is removed.
      const tasks = [
        Promise.all(plan.map((slide) => (slide.overlay ? drawOverlayTile(slide.overlay, width, height) : null))),
        options.music ? prepareAudio(dir, 'music', options.music.file, signal) : null,
        options.voiceover ? prepareAudio(dir, 'voiceover', options.voiceover.file, signal) : null,
        Promise.all((options.captions?.items ?? []).map((caption) => drawCaptionTile(caption.text, options.captions!.style, width, height))),
      ] as const;
      await Promise.allSettled(tasks);
      const [tiles, music, voiceover, captionTiles] = await Promise.all(tasks);
      signal.throwIfAborted();


      for (const [index, { image, demuxer, frames, focus }] of plan.entries()) {
        const imageFile = join(dir, `slide-${index}`);
        await writeFile(imageFile, image);
        const imageInput = addInput([
          ...restrictedInput([demuxer]),
          '-max_pixels', String(maxImagePixels),
          '-framerate', String(fps),
          '-f', demuxer,
          '-i', fileUrl(imageFile),
        ]);
        const size = imageSize(image);
        const fit = resolveFit(options.fit ?? 'cover', size, width, height);
        // A cover crop with a focus is composed around it; without one it is centred.
        const crop = fit === 'cover' && focus && size ? fitGeometry(size.width, size.height, width, height, 'cover', focus) : null;
        filters.push(`[${imageInput}:v]${fitFilter(fit, width, height, `fit${index}`, crop)},setsar=1,format=rgb24[base${index}]`);

        const tile = tiles[index];
        const tileInput = (): number | null => (tile ? addInput([...restrictedInput(['png_pipe']), '-framerate', String(fps), '-f', 'png_pipe', '-i', fileUrl(join(dir, `overlay-${index}.png`))]) : null);
        if (tile) await writeFile(join(dir, `overlay-${index}.png`), tile.png);
        // The still part composites in RGB (once, before the loop) so the box keeps its exact colour.
        // A chain given a tile ends at a label of its own, and the overlay takes that label and the tile.
        let tileCount = 0;
        const withTile = (chain: string, input: number | null, format = ''): string => {
          if (input === null || !tile) return chain;
          const label = `untiled${index}x${tileCount++}`;
          filters.push(`${chain}[${label}]`);
          return `[${label}][${input}:v]overlay=${tile.x}:${tile.y}:eof_action=repeat${format}`;
        };

        const moving = motionFrames(frames, fps, options.motionSec);
        if (focus && size && moving >= 2) {
          const { start, target } = cameraPath(size, focus, width, height, fit === 'cover' ? 'cover' : 'contain');
          filters.push(`[base${index}]format=yuv420p,split=2[move${index}][hold${index}]`);
          filters.push(`${withTile(`[move${index}]loop=loop=${moving - 1}:size=1:start=0,perspective=${cameraExpressions(start, target, moving)}:interpolation=linear:eval=frame`, tileInput())}[moved${index}]`);
          filters.push(`${withTile(`[hold${index}]perspective=${cameraExpressions(target, target, 1)}:interpolation=linear`, tileInput())},loop=loop=${frames - moving - 1}:size=1:start=0[held${index}]`);
          filters.push(`[moved${index}][held${index}]concat=n=2:v=1:a=0,settb=1/${fps},setpts=N/${fps}/TB[slide${index}]`);
        } else {
          filters.push(`${withTile(`[base${index}]null`, tileInput(), ':format=rgb')},format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${fps}/TB[slide${index}]`);
        }
      }

      let videoLabel = 'slide0';
      let outputFrames = 0;
      for (const [index, { frames }] of plan.entries()) {
        if (index > 0) {
          const label = `xf${index}`;
          // The slide fades in over the last transitionFrames of what is already there.
          const offsetSec = (outputFrames - transitionFrames) / fps;
          filters.push(
            transitionFrames > 0
              ? `[${videoLabel}][slide${index}]xfade=transition=fade:duration=${transitionFrames / fps}:offset=${offsetSec.toFixed(6)}[${label}]`
              : `[${videoLabel}][slide${index}]concat=n=2:v=1:a=0[${label}]`,
          );
          videoLabel = label;
          outputFrames -= transitionFrames;
        }
        outputFrames += frames;
      }

      const captionBoxes: Box[] = [];
      if (captionTiles.length > 0) {
        for (const [index, tile] of captionTiles.entries()) {
          const caption = options.captions!.items[index]!;
          const file = join(dir, `caption-${index}.png`);
          await writeFile(file, tile.png);
          const input = addInput([...restrictedInput(['png_pipe']), '-framerate', String(fps), '-f', 'png_pipe', '-i', fileUrl(file)]);
          const label = `cap${index}`;
          filters.push(`[${videoLabel}][${input}:v]overlay=${tile.x}:${tile.y}:eof_action=repeat:enable='between(t,${caption.startSec.toFixed(3)},${(caption.endSec - 0.5 / fps).toFixed(3)})'[${label}]`);
          videoLabel = label;
          captionBoxes.push(tile.box);
        }
      }

      const musicLabel = music ? `${addInput(['-stream_loop', '-1', ...audioInput(music)])}:a` : null;
      const voiceLabel = voiceover ? `${addInput(audioInput(voiceover))}:a` : null;
      const audioFilter = audioGraph(musicLabel, voiceLabel, options.music?.volume ?? slideshowDefaults.musicVolume, durationSec);
      if (audioFilter) filters.push(audioFilter);

      const tempOutput = join(dir, 'output.mp4');
      const reportProgress = progressReporter(options.onProgress, durationSec);
      await runFfmpeg(
        [
          '-loglevel', 'warning',
          ...inputs,
          '-filter_complex', filters.join(';'),
          '-map', `[${videoLabel}]`,
          ...(audioFilter ? ['-map', '[audio]', '-c:a', 'aac', '-b:a', '128k'] : []),
          '-c:v', 'libx264',
          '-preset', 'veryfast',
          '-pix_fmt', 'yuv420p',
          '-r', String(fps),
          '-frames:v', String(totalFrames),
          '-movflags', '+faststart',
          '-progress', 'pipe:1',
          '-nostats',
          '-y',
          fileUrl(tempOutput),
        ],
        { signal, onProgress: reportProgress },
      );

      await moveFile(tempOutput, outputFile);
      options.onProgress?.(100);
      // Exact by construction: -frames:v cuts the video there and the audio is trimmed to it.
      return { file: outputFile, durationSec, width, height, ...(captionBoxes.length > 0 ? { captionBoxes } : {}) };
    }, options.tempRoot);
  } catch (error) {
    if (stop.timedOut()) {
      const limit = options.timeoutMs ?? slideshowDefaults.timeoutMs;
      throw new MediaToolError('timeout', `The render exceeded its time limit of ${limit} ms`, stderrOf(error));
    }
    if (options.signal?.aborted) throw new MediaToolError('aborted', 'The render was aborted', stderrOf(error));
    throw error;
  } finally {
    stop.dispose();
  }
}

function validate(
  options: RenderSlideshowOptions,
  fps: number,
  transitionSec: number,
  frameCounts: number[],
  transitionFrames: number,
): void {
  const { slides, width, height } = options;
  if (slides.length === 0) throw new RangeError('A slideshow needs at least one slide');
  for (const [name, side] of [['width', width], ['height', height]] as const) {
    // yuv420p halves the chroma planes, so odd sizes cannot be encoded.
    if (!Number.isInteger(side) || side < 16 || side > maxFrameSide || side % 2 !== 0) {
      throw new RangeError(`Frame ${name} must be an even number of pixels from 16 to ${maxFrameSide}, got ${side}`);
    }
  }
  if (!Number.isFinite(fps) || fps < 1 || fps > 60) throw new RangeError(`fps must be from 1 to 60, got ${fps}`);
  if (!Number.isFinite(transitionSec) || transitionSec < 0) throw new RangeError('transitionSec must not be negative');
  for (const [index, slide] of slides.entries()) {
    const frames = frameCounts[index] ?? 0;
    if (!Number.isFinite(slide.durationSec) || frames < 1) throw new RangeError(`Slide ${index + 1} must last at least one frame`);
    if (slides.length > 1 && frames <= transitionFrames) {
      throw new RangeError(`Slide ${index + 1} (${slide.durationSec} s) must last longer than the transition (${transitionSec} s)`);
    }
  }
  const volume = options.music?.volume;
  if (volume !== undefined && !(volume >= 0 && volume <= 1)) throw new RangeError('Music volume must be from 0 to 1');
}

function resolveFit(fit: SlideFit, size: { width: number; height: number } | null, width: number, height: number): Exclude<SlideFit, 'auto'> {
  if (fit !== 'auto') return fit;
  if (!size) return 'fill';
  return Math.abs(size.width / size.height / (width / height) - 1) <= coverTolerance ? 'cover' : 'fill';
}

/** Filters fitting the decoded image to the frame; `fill` needs labels of its own (`name`), so it is a small graph. */
function fitFilter(fit: Exclude<SlideFit, 'auto'>, width: number, height: number, name: string, crop: FitGeometry | null = null): string {
  const cover = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}${crop ? `:${-crop.offsetX}:${-crop.offsetY}` : ''}`;
  const contain = `scale=${width}:${height}:force_original_aspect_ratio=decrease`;
  if (fit === 'cover') return cover;
  if (fit === 'contain') return `${contain},pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black`;
  // The blur runs on a small copy: a wide box blur on the full frame would cost more than the whole slide.
  const small = `scale=${Math.max(16, Math.round(width / 8 / 2) * 2)}:${Math.max(16, Math.round(height / 8 / 2) * 2)}`;
  return `split=2[${name}bg][${name}fg];[${name}bg]${cover},${small},boxblur=8:2,eq=brightness=-0.12,scale=${width}:${height}[${name}blur];[${name}fg]${contain}[${name}whole];[${name}blur][${name}whole]overlay=(W-w)/2:(H-h)/2`;
}

/**
 * perspective= corner expressions moving the view from `from` to `to` over `frames` frames with
 * easing, evaluated per frame to sub-pixel precision (zoompan rounds to whole pixels and jitters).
 */
function cameraExpressions(from: Box, to: Box, frames: number): string {
  const progress = frames > 1 ? `st(0,min(in/${frames - 1},1));st(0,ld(0)*ld(0)*(3-2*ld(0)))` : 'st(0,1)';
  const along = (a: number, b: number): string => `'${progress};${a.toFixed(3)}+(${(b - a).toFixed(3)})*ld(0)'`;
  const left = along(from.x, to.x);
  const top = along(from.y, to.y);
  const right = along(from.x + from.width, to.x + to.width);
  const bottom = along(from.y + from.height, to.y + to.height);
  return `x0=${left}:y0=${top}:x1=${right}:y1=${top}:x2=${left}:y2=${bottom}:x3=${right}:y3=${bottom}`;
}

interface PreparedAudio {
  file: string;
  demuxer: (typeof mediaDemuxers)[number];
}

/**
 * Copies a caller's audio file into the render's own directory and finds the demuxer ffprobe names
 * for it, so ffmpeg only ever reads a regular file we wrote, in a format we allow.
 */
async function prepareAudio(dir: string, name: string, source: string, signal: AbortSignal): Promise<PreparedAudio> {
  const stats = await lstat(source);
  if (!stats.isFile()) throw new RangeError(`The ${name} is not a regular file`);
  const file = join(dir, name);
  await copyFile(source, file);
  const info = await probeMedia(file, { signal });
  const demuxer = mediaDemuxers.find((allowed) => info.formatName.split(',').includes(allowed));
  if (!demuxer || !info.audio) throw new RangeError(`The ${name} has no audio stream in a supported format`);
  return { file, demuxer };
}

function audioInput({ file, demuxer }: PreparedAudio): string[] {
  return [...restrictedInput([demuxer]), '-f', demuxer, '-i', fileUrl(file)];
}

function audioGraph(music: string | null, voice: string | null, volume: number, durationSec: number): string | null {
  const trim = `atrim=0:${durationSec},asetpts=N/SR/TB`;
  const output = 'aformat=sample_rates=44100:channel_layouts=stereo[audio]';
  const fadeSec = Math.min(slideshowDefaults.musicFadeOutSec, durationSec);
  const musicChain = music
    ? `[${music}]volume=${volume},${trim},afade=t=out:st=${Math.max(0, durationSec - fadeSec)}:d=${fadeSec}`
    : null;
  if (musicChain && voice) {
    return `${musicChain}[music];[${voice}]${trim}[voice];[music][voice]amix=inputs=2:duration=first:normalize=0,${output}`;
  }
  if (musicChain) return `${musicChain},${output}`;
  if (voice) return `[${voice}]${trim},apad=whole_dur=${durationSec},${output}`;
  return null;
}

function progressReporter(onProgress: ((percent: number) => void) | undefined, durationSec: number): ((outTimeSec: number) => void) | undefined {
  if (!onProgress) return undefined;
  let last = -1;
  return (outTimeSec) => {
    // 100 is reported once the file is in place, not when ffmpeg merely finishes encoding.
    const percent = Math.min(99, Math.floor((outTimeSec / durationSec) * 100));
    if (percent > last) {
      last = percent;
      onProgress(percent);
    }
  };
}

/** The caller's signal and the time limit as one signal, remembering which of them fired. */
function deadline(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = (): void => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The render timed out', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    stop: {
      timedOut: () => timedOut,
      dispose: () => {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onAbort);
      },
    },
  };
}

function stderrOf(error: unknown): { stderrTail?: string } {
  return error instanceof MediaToolError ? { stderrTail: error.stderrTail } : {};
}

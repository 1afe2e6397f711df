import { copyFile, lstat, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import {
  autoFit,
  cameraMoveFrames,
  cameraPath,
  defaultMotionSec,
  fitGeometry,
  styledCameraPath,
  styleTransitions,
  type Box,
  type CameraPathKind,
  type FitGeometry,
  type StyleTransition,
  type TextOverlay,
} from '@sitespark/contracts';
import {
  MediaToolError,
  fileUrl,
  maxImagePixels,
  mediaDemuxers,
  restrictedInput,
  runFfmpeg,
} from './ffmpeg.ts';
import { CameraWarp, cameraFrames, cameraView } from './camera-frames.ts';
import { drawCaptionTile, type CaptionStyle, type TimedCaption } from './draw-caption.ts';
import { drawOverlayTile } from './draw-overlay.ts';
import { imageSize } from './image-size.ts';
import { moveFile } from './move-file.ts';
import { captionFrames, planPieces, type Piece, type PieceCaption } from './plan-pieces.ts';
import { probeMedia } from './probe-media.ts';
import { sniffImage, type ImageDemuxer } from './sniff-image.ts';
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
  /** The transition between slides (a style's; `fade` by default); a `cut` has no transition time. */
  transition?: StyleTransition;
  /** How each slide's camera travels to its focus (a style's; `push-in` by default). See styledCameraPath. */
  cameraPath?: CameraPathKind;
  music?: { file: string; volume: number };
  /**
   * Mixed over the music at full volume: the whole recording from the start, or (`segments`) its
   * stretches from `fromSec` to `toSec` each placed at `atSec` of the video (a sentence on its slide).
   */
  voiceover?: { file: string; segments?: readonly VoiceSegment[] };
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
  /**
   * Seconds into each slide the camera arrives at its focus and holds (default 2, at most 60% of the
   * slide); a slide that crossfades in starts moving once it is in (see cameraMoveFrames).
   */
  motionSec?: number;
  /**
   * Caption lines burned in over the slides at their times, inside the frame's safe area. One text
   * layer at a time: a slide's overlay is not drawn while a caption shows.
   */
  captions?: { items: TimedCaption[]; style: CaptionStyle };
  /** Where overlays are laid out (a platform's safe area); the frame's margins by default. */
  overlayArea?: Box;
  /** Where the working directory is made (the system's temp directory by default). */
  tempRoot?: string;
  /** Pieces encoded at once (default: one per core). */
  concurrency?: number;
}

export interface VoiceSegment {
  fromSec: number;
  toSec: number;
  atSec: number;
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
  motionSec: defaultMotionSec,
} as const;

const maxFrameSide = 4096;

/**
 * Renders the slides to an H.264 MP4. The video is cut into pieces (crossfades, camera moves, held
 * stretches; see plan-pieces.ts), each encoded by its own ffmpeg with the same settings, as many at
 * once as there are cores, and joined without re-encoding while the sound is mixed in. A held
 * stretch decodes its image once and composites its overlay and caption once, so per frame only the
 * encoder runs. The output is written in a private temp directory and moved into place only when
 * complete.
 */
export async function renderSlideshow(options: RenderSlideshowOptions): Promise<RenderedVideo> {
  const { slides, width, height, outputFile } = options;
  const fps = options.fps ?? slideshowDefaults.fps;
  const transitionSec = slides.length > 1 && options.transition !== 'cut' ? (options.transitionSec ?? slideshowDefaults.transitionSec) : 0;
  const frameCounts = slides.map((slide) => Math.round(slide.durationSec * fps));
  const transitionFrames = Math.round(transitionSec * fps);
  validate(options, fps, transitionSec, frameCounts, transitionFrames);
  const demuxers = await Promise.all(slides.map((slide) => sniffImage(slide.image)));
  const totalFrames = frameCounts.reduce((sum, frames) => sum + frames, 0) - transitionFrames * (slides.length - 1);
  const durationSec = totalFrames / fps;

  const shownCaptions = captionStates(options.captions?.items ?? [], Boolean(options.captions?.style.highlight), fps);

  const { signal, stop } = deadline(options.signal, options.timeoutMs ?? slideshowDefaults.timeoutMs);
  try {
    return await withTempDir(async (dir) => {
      // Overlays are drawn while the audio is copied and probed. Every task settles before any
      // failure is thrown, so none is still writing into the directory while it is removed.
      const tasks = [
        Promise.all(slides.map((slide) => (slide.overlay ? drawOverlayTile(slide.overlay, width, height, options.overlayArea) : null))),
        options.music ? prepareAudio(dir, 'music', options.music.file, signal) : null,
        options.voiceover ? prepareAudio(dir, 'voiceover', options.voiceover.file, signal) : null,
        Promise.all(shownCaptions.map((caption) => drawCaptionTile(caption.text, options.captions!.style, width, height, caption.highlight))),
      ] as const;
      await Promise.allSettled(tasks);
      const [tiles, music, voiceover, captionTiles] = await Promise.all(tasks);
      signal.throwIfAborted();

      const cameraKind = options.cameraPath ?? 'push-in';
      const sources: SlideSource[] = [];
      for (const [index, slide] of slides.entries()) {
        const demuxer = demuxers[index];
        if (!demuxer) throw new RangeError(`Slide ${index + 1} is not a PNG, JPEG or WebP image`);
        const imageFile = join(dir, `slide-${index}`);
        await writeFile(imageFile, slide.image);
        const size = imageSize(slide.image);
        const fit = resolveFit(options.fit ?? 'cover', size, width, height);
        // A cover crop with a focus is composed around it; without one it is centred.
        const crop = fit === 'cover' && slide.focus && size ? fitGeometry(size.width, size.height, width, height, 'cover', slide.focus) : null;
        // A held camera rests on the focus from the first frame: framed like the others, with no moving frame to encode.
        const held = cameraKind === 'hold';
        const move = held ? { start: 0, end: 0 } : cameraMoveFrames(frameCounts[index] ?? 1, index > 0 ? transitionFrames : 0, fps, options.motionSec);
        const camera =
          slide.focus && size && (held || move.end - move.start >= 2)
            ? styledCameraPath(cameraKind, cameraPath(size, slide.focus, width, height, fit === 'cover' ? 'cover' : 'contain'), width, height)
            : null;
        const tile = tiles[index];
        const tileFile = tile ? join(dir, `overlay-${index}.png`) : null;
        if (tile && tileFile) await writeFile(tileFile, tile.png);
        sources.push({
          imageFile,
          demuxer,
          fit,
          crop,
          camera,
          move: camera ? move : { start: 0, end: 0 },
          frames: frameCounts[index] ?? 1,
          tile: tile && tileFile ? { file: tileFile, x: tile.x, y: tile.y } : null,
        });
      }
      const captions = await Promise.all(
        captionTiles.map(async (tile, index) => {
          const file = join(dir, `caption-${index}.png`);
          await writeFile(file, tile.png);
          const caption = shownCaptions[index]!;
          return { file, x: tile.x, y: tile.y, box: tile.box, line: caption.line, ...captionFrames(caption.startSec, Math.min(caption.endSec, durationSec), fps) };
        }),
      );

      const pieces = planPieces({
        slideFrames: frameCounts,
        transitionFrames,
        motionFrames: sources.map((source) => source.move.end),
        captions,
        unitFrames: Math.round(stillUnitSec * fps),
      });
      const context: GraphContext = { width, height, fps, sources, captions, dir, transition: options.transition === undefined || options.transition === 'cut' ? 'fade' : options.transition };
      const jobs = encodeJobs(pieces, dir);
      const totalWork = jobs.reduce((sum, job) => sum + job.frames, 0);
      const done = new Map<EncodeJob, number>();
      const reportProgress = progressReporter(options.onProgress, 1);
      const failed = new AbortController();
      const pieceSignal = AbortSignal.any([signal, failed.signal]);
      const camera = cameraPictures(context, pieceSignal);
      const limit = pLimit(options.concurrency ?? pieceConcurrency());
      const fail = (error: unknown): never => {
        failed.abort(error);
        throw error;
      };
      // The sound is mixed and encoded beside the pieces, so the join only copies.
      const audioFile = join(dir, 'audio.m4a');
      const audioArgs = audioEncodeArgs(music, voiceover, options.voiceover?.segments, options.music?.volume ?? slideshowDefaults.musicVolume, durationSec, audioFile);
      const audio = audioArgs ? runFfmpeg(audioArgs, { signal: pieceSignal }).catch(fail) : null;
      // The costliest first, so the last to finish is a short one.
      const ordered = [...jobs].sort((a, b) => b.cost - a.cost);
      const results = await Promise.allSettled([
        ...ordered.map((job) =>
          limit(async () => {
            pieceSignal.throwIfAborted();
            // Inside the chain, so a graph that cannot be built stops the other runs too.
            await Promise.resolve().then(async () => {
              const graph = graphOf(job.outputs, context);
              await settledAll(graph.views.map(({ slide, at }) => camera.view(slide, at)));
              const warps = await settledAll(graph.feeds.map(({ slide }) => camera.warp(slide)));
              const feeds = graph.feeds.map(({ slide, from, count }, index) => {
                const source = sources[slide]!;
                return cameraFrames(warps[index]!, source.camera!, source.move, from, count);
              });
              pieceSignal.throwIfAborted();
              return runFfmpeg(encodeArgs(job, graph, fps), {
              signal: pieceSignal,
              feeds,
              onProgress: (outTimeSec) => {
                // The outputs of one run advance together; each stops at its own length.
                const written = Math.round(outTimeSec * fps);
                done.set(job, job.outputs.reduce((sum, output) => sum + Math.min(output.frames, written), 0));
                reportProgress?.((0.97 * [...done.values()].reduce((sum, frames) => sum + frames, 0)) / totalWork);
              },
              });
            }).catch(fail);
          }),
        ),
        ...(audio ? [audio] : []),
      ]);
      const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      // Nothing the camera started may still write into the directory once it is removed.
      await camera.settled();
      if (failure) throw pieceFailure(results, failure);

      const listFile = join(dir, 'pieces.txt');
      await writeFile(listFile, pieces.flatMap((piece, index) => pieceFiles(piece, index)).map((name) => `file '${name}'\n`).join(''));
      const tempOutput = join(dir, 'output.mp4');
      await runFfmpeg(
        [
          '-loglevel', 'warning',
          ...restrictedInput(['concat', 'mov']), '-f', 'concat', '-safe', '1', '-i', fileUrl(listFile),
          ...(audio ? [...restrictedInput(['mov']), '-f', 'mov', '-i', fileUrl(audioFile), '-map', '1:a'] : []),
          '-map', '0:v',
          '-c', 'copy',
          '-frames:v', String(totalFrames),
          '-movflags', '+faststart',
          '-y',
          fileUrl(tempOutput),
        ],
        { signal },
      );

      await moveFile(tempOutput, outputFile);
      options.onProgress?.(100);
      const captionBoxes = captions.filter((caption, index) => index === 0 || captions[index - 1]!.line !== caption.line).map((caption) => caption.box);
      // Exact by construction: every piece is cut to its frames and the audio is trimmed to their sum.
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

/** A caption as drawn: its line, and the word highlighted over this stretch of it (if any). */
interface CaptionState {
  text: string;
  startSec: number;
  endSec: number;
  /** The caption line it shows (its index in the caller's captions). */
  line: number;
  highlight?: number;
}

/**
 * The caption pictures to draw: a line without word times is one; a line with them (and a style that
 * highlights) is one per word, each shown from its word's start to the next word's (the first from
 * the line's start, the last to its end), so the highlight never leaves the line blank between words.
 */
function captionStates(captions: readonly TimedCaption[], highlights: boolean, fps: number): CaptionState[] {
  // A word's picture starts on the frame nearest its time and ends where the next one's starts, so
  // no frame between two words is left without the line.
  const frameTime = (seconds: number) => Math.round(seconds * fps) / fps;
  return captions.flatMap((caption, line): CaptionState[] => {
    const words = caption.words;
    if (!highlights || !words || words.length !== caption.text.split(' ').length) return [{ text: caption.text, startSec: caption.startSec, endSec: caption.endSec, line }];
    return words.flatMap((word, index) => {
      const startSec = frameTime(index === 0 ? caption.startSec : Math.max(caption.startSec, word.startSec));
      const endSec = frameTime(index === words.length - 1 ? caption.endSec : Math.min(caption.endSec, words[index + 1]!.startSec));
      return endSec > startSec ? [{ text: caption.text, startSec, endSec, line, highlight: index }] : [];
    });
  });
}

/**
 * A held stretch of two or more of these is encoded as one unit the join repeats: a keyframe every
 * second, within YouTube's upload advice (a closed GOP of at most the frame rate) and cheap in bytes.
 */
const stillUnitSec = 1;

/** Pieces encoded at once: one per core (each x264 threads too, but much of a piece's time is single-threaded filtering). */
function pieceConcurrency(): number {
  return Math.max(1, Math.min(availableParallelism(), 8));
}

interface SlideSource {
  imageFile: string;
  demuxer: ImageDemuxer;
  fit: Exclude<SlideFit, 'auto'>;
  crop: FitGeometry | null;
  camera: { start: Box; target: Box } | null;
  /** The slide's frames the camera moves over, from `start` up to `end` (both 0: it does not move). */
  move: { start: number; end: number };
  frames: number;
  tile: { file: string; x: number; y: number } | null;
}

interface CaptionTileFile {
  file: string;
  x: number;
  y: number;
}

interface GraphContext {
  width: number;
  height: number;
  fps: number;
  sources: SlideSource[];
  captions: CaptionTileFile[];
  /** The render's working directory. */
  dir: string;
  transition: Exclude<StyleTransition, 'cut'>;
}

/** One encoded file: a crossfade, a camera move, or a held stretch's repeated unit or its rest. */
interface EncodeOutput {
  piece: Piece;
  frames: number;
  file: string;
}

/**
 * One ffmpeg run: a slide's crossfade and camera move, or every held stretch of one slide. The
 * slide's image is decoded and fitted once per run (once per render when its camera moves: see
 * cameraPictures), a held picture is composited once with each stretch's captions on a copy of
 * it, and each file has its own encoder.
 */
interface EncodeJob {
  outputs: EncodeOutput[];
  /** Frames encoded in all. */
  frames: number;
  /** Rough relative cost, for ordering. */
  cost: number;
}

function encodeJobs(pieces: Piece[], dir: string): EncodeJob[] {
  const job = (outputs: EncodeOutput[], perFrame: number): EncodeJob => {
    const frames = outputs.reduce((sum, output) => sum + output.frames, 0);
    return { outputs, frames, cost: frames * perFrame };
  };
  // Per slide: its crossfade and camera move in one run, its held stretches in another.
  const changing = new Map<number, EncodeOutput[]>();
  const holds = new Map<number, EncodeOutput[]>();
  const add = (runs: Map<number, EncodeOutput[]>, slide: number, output: EncodeOutput): void => {
    runs.set(slide, [...(runs.get(slide) ?? []), output]);
  };
  for (const [index, piece] of pieces.entries()) {
    if (piece.kind !== 'still') {
      add(changing, piece.slide, { piece, frames: piece.frames, file: join(dir, `piece-${index}.mp4`) });
    } else if (!piece.repeat) {
      add(holds, piece.slide, { piece, frames: piece.frames, file: join(dir, `piece-${index}.mp4`) });
    } else {
      const rest = piece.frames - piece.repeat.unitFrames * piece.repeat.times;
      add(holds, piece.slide, { piece, frames: piece.repeat.unitFrames, file: join(dir, `piece-${index}-unit.mp4`) });
      if (rest > 0) add(holds, piece.slide, { piece, frames: rest, file: join(dir, `piece-${index}.mp4`) });
    }
  }
  return [...[...changing.values()].map((outputs) => job(outputs, 4)), ...[...holds.values()].map((outputs) => job(outputs, 1))];
}

/** The files of a piece in the join's list, in order (relative to the list: the concat demuxer's safe mode). */
function pieceFiles(piece: Piece, index: number): string[] {
  if (!piece.repeat) return [`piece-${index}.mp4`];
  const rest = piece.frames - piece.repeat.unitFrames * piece.repeat.times;
  return [...Array.from({ length: piece.repeat.times }, () => `piece-${index}-unit.mp4`), ...(rest > 0 ? [`piece-${index}.mp4`] : [])];
}

/**
 * Encoder settings. Frames that change are encoded with x264's `superfast` preset: on a camera
 * move it costs about 40 % less than `veryfast` at the same SSIM (the move's seconds take about a
 * quarter more bytes), and both presets write the same SPS and PPS, so the pieces still join without
 * re-encoding. Each encoder runs on one thread: the pieces already run one per core, and x264's own
 * threads cost a short piece more in start-up than they save.
 */
function encoderArgs(output: EncodeOutput, fps: number): string[] {
  return [
    '-an',
    '-c:v', 'libx264',
    '-preset', output.piece.kind === 'still' ? 'veryfast' : 'superfast',
    '-threads', '1',
    '-pix_fmt', 'yuv420p',
    '-r', String(fps),
    '-frames:v', String(output.frames),
    '-y',
    fileUrl(output.file),
  ];
}

function encodeArgs(job: EncodeJob, graph: Graph, fps: number): string[] {
  return [
    '-loglevel', 'warning',
    ...graph.inputs,
    '-filter_complex', graph.filters.join(';'),
    '-progress', 'pipe:1',
    '-nostats',
    ...job.outputs.flatMap((output, index) => ['-map', `[${graph.outputs[index]}]`, ...encoderArgs(output, fps)]),
  ];
}

interface Graph {
  inputs: string[];
  filters: string[];
  /** The label of each output's frames, in the order of the outputs. */
  outputs: string[];
  /** The camera's moving frames the run reads, each from its own pipe (fd 3 onwards, in this order). */
  feeds: { slide: number; from: number; count: number }[];
  /** The camera's held views the run reads from their files (see cameraPictures). */
  views: { slide: number; at: CameraStop }[];
}

/** Where a slide's camera waits before its move, or rests after it. */
type CameraStop = 'start' | 'target';

function viewFile(dir: string, slide: number, at: CameraStop): string {
  return join(dir, `view-${slide}-${at}.yuv`);
}

/**
 * The pictures of the slides whose camera moves, made once per render when a run first needs
 * them: each slide's fitted picture (decoded and fitted by ffmpeg, as YUV 4:2:0) ready to warp, and
 * its start and target views written as raw frames for the runs that hold them.
 */
function cameraPictures(context: GraphContext, signal: AbortSignal) {
  const { width, height, sources, dir } = context;
  const warps = new Map<number, Promise<CameraWarp>>();
  const views = new Map<string, Promise<void>>();
  const warp = (slide: number): Promise<CameraWarp> => {
    let made = warps.get(slide);
    if (!made) {
      made = (async () => {
        const source = sources[slide]!;
        const file = join(dir, `fitted-${slide}.yuv`);
        await runFfmpeg(
          [
            '-loglevel', 'warning',
            ...restrictedInput([source.demuxer]), '-max_pixels', String(maxImagePixels), '-f', source.demuxer, '-i', fileUrl(source.imageFile),
            '-filter_complex', `[0:v]${fitFilter(source.fit, width, height, 'fit', source.crop)},setsar=1,format=yuv420p[fitted]`,
            '-map', '[fitted]', '-frames:v', '1', '-f', 'rawvideo', '-y', fileUrl(file),
          ],
          { signal },
        );
        return CameraWarp.of(await readFile(file), width, height);
      })();
      warps.set(slide, made);
    }
    return made;
  };
  const settled = async (): Promise<void> => {
    await Promise.allSettled([...warps.values(), ...views.values()]);
  };
  const view = (slide: number, at: CameraStop): Promise<void> => {
    const key = `${slide}-${at}`;
    let written = views.get(key);
    if (!written) {
      written = (async () => {
        const source = sources[slide]!;
        const frame = at === 'start' ? source.move.start : source.move.end - 1;
        await writeFile(viewFile(dir, slide, at), (await warp(slide)).frame(cameraView(source.camera!, source.move, frame)));
      })();
      views.set(key, written);
    }
    return written;
  };
  return { warp, view, settled };
}

/** Every promise's value once all have settled, or the first one's failure. */
async function settledAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** The filter graph of one run: a slide's crossfade and camera move, or its held stretches (a repeated still's unit is its first frames). */
function graphOf(outputs: EncodeOutput[], context: GraphContext): Graph {
  const { width, height, fps, sources, captions, dir, transition } = context;
  const graph: Graph = { inputs: [], filters: [], outputs: [], feeds: [], views: [] };
  let inputCount = 0;
  let labelCount = 0;
  const input = (args: string[]): number => {
    graph.inputs.push(...args);
    return inputCount++;
  };
  const label = (): string => `v${labelCount++}`;
  const pngInput = (file: string): number => input([...restrictedInput(['png_pipe']), '-framerate', String(fps), '-f', 'png_pipe', '-i', fileUrl(file)]);
  const rawInput = (url: string, queue: string[] = []): number =>
    input([...restrictedInput(['rawvideo']), ...queue, '-f', 'rawvideo', '-pixel_format', 'yuv420p', '-video_size', `${width}x${height}`, '-framerate', String(fps), '-i', url]);
  const loopFrames = (count: number): string => `loop=loop=${Math.max(0, count - 1)}:size=1:start=0,settb=1/${fps},setpts=N/${fps}/TB`;

  /** A still slide's image is decoded and fitted once per run; every use gets its own copy (a split, added at the end). */
  const fittedCopies = new Map<number, string[]>();
  /** The slide's fitted image, one frame. */
  const fitted = (index: number): string => {
    const out = label();
    fittedCopies.set(index, [...(fittedCopies.get(index) ?? []), out]);
    return out;
  };
  /**
   * A chain with the slide's overlay tile on it (the tile stays put while the camera moves), except
   * on the frames a caption shows (`hidden`, frames of the chain): one text layer at a time.
   */
  const withTile = (chain: string, source: SlideSource, format = '', hidden: readonly PieceCaption[] = []): string => {
    if (!source.tile) return chain;
    const tileInput = pngInput(source.tile.file);
    const under = label();
    graph.filters.push(`${chain}[${under}]`);
    const enable = hidden.length > 0 ? `:enable='not(${hidden.map((shown) => `between(n,${shown.start},${shown.end - 1})`).join('+')})'` : '';
    return `[${under}][${tileInput}:v]overlay=${source.tile.x}:${source.tile.y}:eof_action=repeat${format}${enable}`;
  };
  /** One frame of the slide where its camera comes to rest, or (`atStart`) where it waits to move; with its overlay unless `bare`. */
  const heldPicture = (slide: number, atStart = false, bare = false): string => {
    const source = sources[slide]!;
    const shown = bare ? { ...source, tile: null } : source;
    const out = label();
    let chain: string;
    if (source.camera) {
      const at: CameraStop = atStart ? 'start' : 'target';
      graph.views.push({ slide, at });
      chain = withTile(`[${rawInput(fileUrl(viewFile(dir, slide, at)))}:v]null`, shown);
    } else {
      // Without a camera the overlay composites in RGB so its box keeps its exact colour.
      chain = `${withTile(`[${fitted(slide)}]null`, shown, ':format=rgb')},format=yuv420p`;
    }
    graph.filters.push(`${chain}[${out}]`);
    return out;
  };
  /**
   * `count` frames of a slide from its own frame `from`: the camera moving, or held (before its move
   * or after it); its overlay is left off the frames captions show on (`hidden`).
   */
  const slideFrames = (slide: number, from: number, count: number, hidden: readonly PieceCaption[] = []): string => {
    const source = sources[slide]!;
    const { start, end } = source.move;
    const out = label();
    if (source.camera && from < end && from + count > start) {
      // A packet is a whole frame: ffmpeg's default queue of 8 per input would hold 8 of them.
      const feed = rawInput(`pipe:${3 + graph.feeds.length}`, ['-thread_queue_size', '2']);
      graph.feeds.push({ slide, from, count });
      graph.filters.push(`${withTile(`[${feed}:v]null`, source, '', hidden)},settb=1/${fps},setpts=N/${fps}/TB[${out}]`);
    } else if (hidden.length === 0 || !source.tile) {
      graph.filters.push(`[${heldPicture(slide, source.camera !== null && from + count <= start)}]${loopFrames(count)}[${out}]`);
    } else {
      // The picture without its overlay, looped, and the overlay on the frames no caption shows on.
      const looped = label();
      graph.filters.push(`[${heldPicture(slide, source.camera !== null && from + count <= start, true)}]${loopFrames(count)}[${looped}]`);
      graph.filters.push(`${withTile(`[${looped}]null`, source, '', hidden)}[${out}]`);
    }
    return out;
  };
  /**
   * The piece's captions over `from`: over frames that change, each shown only on its frames of the
   * piece; over a held picture (`once`), composited once, since each covers the whole stretch.
   */
  const withCaptions = (piece: Piece, from: string, once = false): string =>
    piece.captions.reduce((under, shown) => {
      const caption = captions[shown.index]!;
      const captionInput = pngInput(caption.file);
      const out = label();
      const timing = once ? '' : `:eof_action=repeat:enable='between(n,${shown.start},${shown.end - 1})'`;
      graph.filters.push(`[${under}][${captionInput}:v]overlay=${caption.x}:${caption.y}${timing}[${out}]`);
      return out;
    }, from);
  /** A held stretch: its captions composited once on the picture, then looped. */
  const heldStretch = (output: EncodeOutput, held: string): string => {
    const picture = withCaptions(output.piece, held, true);
    const out = label();
    graph.filters.push(`[${picture}]format=yuv420p,${loopFrames(output.frames)}[${out}]`);
    return out;
  };
  /** A crossfade from the previous slide, where it comes to rest, into this one. */
  const crossfade = (piece: Piece): string => {
    const leaving = sources[piece.slide - 1]!;
    const outgoing = slideFrames(piece.slide - 1, leaving.frames - piece.frames, piece.frames, piece.captions);
    const incoming = slideFrames(piece.slide, 0, piece.frames, piece.captions);
    const faded = label();
    graph.filters.push(`[${outgoing}][${incoming}]${transitionFilter(transition, piece.frames, fps)}[${faded}]`);
    return faded;
  };

  // Held stretches share one picture of their slide, composited once: with its overlay where no
  // caption shows, without it under captions.
  const holds = outputs.filter((output) => output.piece.kind === 'still');
  const heldCopies = new Map<EncodeOutput, string>();
  for (const bare of [false, true]) {
    const group = holds.filter((output) => (output.piece.captions.length > 0) === bare);
    if (group.length === 0) continue;
    const copies = group.map((output) => {
      const copy = label();
      heldCopies.set(output, copy);
      return copy;
    });
    const held = heldPicture(group[0]!.piece.slide, false, bare);
    graph.filters.push(copies.length > 1 ? `[${held}]split=${copies.length}${copies.map((copy) => `[${copy}]`).join('')}` : `[${held}]null[${copies[0]}]`);
  }
  for (const output of outputs) {
    const { piece } = output;
    if (piece.kind === 'still') graph.outputs.push(heldStretch(output, heldCopies.get(output)!));
    else if (piece.kind === 'move') graph.outputs.push(withCaptions(piece, slideFrames(piece.slide, piece.from, piece.frames, piece.captions)));
    else graph.outputs.push(withCaptions(piece, crossfade(piece)));
  }

  for (const [index, copies] of fittedCopies) {
    const source = sources[index]!;
    const image = input([...restrictedInput([source.demuxer]), '-max_pixels', String(maxImagePixels), '-framerate', String(fps), '-f', source.demuxer, '-i', fileUrl(source.imageFile)]);
    const fit = `[${image}:v]${fitFilter(source.fit, context.width, context.height, `fit${index}`, source.crop)},setsar=1,format=rgb24`;
    graph.filters.push(copies.length > 1 ? `${fit},split=${copies.length}${copies.map((copy) => `[${copy}]`).join('')}` : `${fit}[${copies[0]}]`);
  }
  return graph;
}

/** The xfade filter of a transition `frames` long (the two inputs start together). */
export function transitionFilter(transition: Exclude<StyleTransition, 'cut'>, frames: number, fps: number): string {
  return `xfade=transition=${transition}:duration=${frames / fps}:offset=0`;
}

/** The first piece's own error, not the aborts it caused in the others. */
function pieceFailure(results: PromiseSettledResult<unknown>[], first: PromiseRejectedResult): unknown {
  const own = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected' && !(result.reason instanceof MediaToolError && result.reason.code === 'aborted'),
  );
  return (own ?? first).reason;
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
  if (options.transition !== undefined && !(styleTransitions as readonly string[]).includes(options.transition)) {
    throw new RangeError(`Unknown transition ${JSON.stringify(options.transition)}`);
  }
  for (const [index, slide] of slides.entries()) {
    const frames = frameCounts[index] ?? 0;
    if (!Number.isFinite(slide.durationSec) || frames < 1) throw new RangeError(`Slide ${index + 1} must last at least one frame`);
    if (slides.length > 1 && frames <= transitionFrames) {
      throw new RangeError(`Slide ${index + 1} (${slide.durationSec} s) must last longer than the transition (${transitionSec} s)`);
    }
    // A slide between two others crossfades in and then out, and the two must not overlap.
    const between = index > 0 && index < slides.length - 1;
    if (between && frames < 2 * transitionFrames) {
      throw new RangeError(`Slide ${index + 1} (${slide.durationSec} s) must last at least its two transitions (${transitionSec} s each)`);
    }
  }
  const volume = options.music?.volume;
  if (volume !== undefined && !(volume >= 0 && volume <= 1)) throw new RangeError('Music volume must be from 0 to 1');
}

function resolveFit(fit: SlideFit, size: { width: number; height: number } | null, width: number, height: number): Exclude<SlideFit, 'auto'> {
  return fit === 'auto' ? autoFit(size, width, height) : fit;
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

/** The music and voiceover mixed, trimmed to the video and encoded to AAC in `file`; null when there is no sound. */
function audioEncodeArgs(
  music: PreparedAudio | null,
  voiceover: PreparedAudio | null,
  segments: readonly VoiceSegment[] | undefined,
  volume: number,
  durationSec: number,
  file: string,
): string[] | null {
  const inputs: string[] = [];
  let inputCount = 0;
  const addInput = (args: string[]): number => {
    inputs.push(...args);
    return inputCount++;
  };
  const musicLabel = music ? `${addInput(['-stream_loop', '-1', ...audioInput(music)])}:a` : null;
  const voiceLabel = voiceover ? `${addInput(audioInput(voiceover))}:a` : null;
  const filter = audioGraph(musicLabel, voiceLabel, volume, durationSec, segments);
  if (!filter) return null;
  return ['-loglevel', 'warning', ...inputs, '-filter_complex', filter, '-map', '[audio]', '-vn', '-c:a', 'aac', '-b:a', '128k', '-y', fileUrl(file)];
}

function audioGraph(music: string | null, voice: string | null, volume: number, durationSec: number, segments?: readonly VoiceSegment[]): string | null {
  const trim = `atrim=0:${durationSec},asetpts=N/SR/TB`;
  const placed = voice && segments && segments.length > 0 ? placedVoice(voice, segments) : null;
  if (placed) {
    const rest = audioGraph(music, placed.label, volume, durationSec);
    return rest && `${placed.filter};${rest}`;
  }
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

/** The voice's segments cut from the recording and each delayed to its place, as one stream labelled `label`. */
function placedVoice(voice: string, segments: readonly VoiceSegment[]): { filter: string; label: string } {
  const ms = (seconds: number) => Math.max(0, Math.round(seconds * 1000));
  const labels = segments.map((_, index) => `seg${index}`);
  const chains = segments.map(
    (segment, index) => `[cut${index}]atrim=start=${segment.fromSec.toFixed(3)}:end=${segment.toSec.toFixed(3)},asetpts=PTS-STARTPTS,adelay=delays=${ms(segment.atSec)}:all=1[${labels[index]}]`,
  );
  const split = segments.length > 1 ? `[${voice}]asplit=${segments.length}${labels.map((_, index) => `[cut${index}]`).join('')}` : `[${voice}]anull[cut0]`;
  const mix = segments.length > 1 ? `${labels.map((label) => `[${label}]`).join('')}amix=inputs=${segments.length}:duration=longest:normalize=0[placed]` : `[${labels[0]}]anull[placed]`;
  return { filter: [split, ...chains, mix].join(';'), label: 'placed' };
}

/** Reports whole percents of `done / total` as they grow, never 100 (that is for when the file is in place). */
function progressReporter(onProgress: ((percent: number) => void) | undefined, total: number): ((done: number) => void) | undefined {
  if (!onProgress) return undefined;
  let last = -1;
  return (done) => {
    const percent = Math.min(99, Math.floor((done / total) * 100));
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

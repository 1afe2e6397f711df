/**
 * A slideshow cut into pieces that are encoded on their own and joined without re-encoding: the
 * crossfades, the camera moves and the held stretches. A held stretch is one picture, so it is
 * composited once (overlay and caption included) and only the encoder runs per frame; a long one is
 * encoded as a short unit that the join repeats (a keyframe every unit, at most a second in the
 * renderer) and its rest, so a long still costs the encoder at most two units' frames, and often
 * one (a unit that divides it).
 */

export type PieceKind = 'fade' | 'move' | 'still';

/** A caption over a piece: its index and the frames of the piece it shows on, from `start` up to (not including) `end`. */
export interface PieceCaption {
  index: number;
  start: number;
  end: number;
}

export interface Piece {
  kind: PieceKind;
  /** The piece's first frame in the whole video. */
  start: number;
  frames: number;
  /** The slide shown (for a fade, the slide fading in; the one fading out is `slide - 1`). */
  slide: number;
  /** The slide's own frame the piece starts at (for a fade, of the slide fading in: always 0). */
  from: number;
  captions: PieceCaption[];
  /**
   * A still this long is encoded as `unitFrames` frames listed `times` times, then the rest (less
   * than a unit, if any) encoded on its own, rather than frame by frame.
   */
  repeat?: { unitFrames: number; times: number };
}

export interface PlanPiecesInput {
  /** Frames of each slide, crossfades included. */
  slideFrames: readonly number[];
  transitionFrames: number;
  /** The frame of each slide its camera arrives at and holds from (0: no move); before it, the camera waits or moves. */
  motionFrames: readonly number[];
  /** Each caption's frames in the whole video, from `start` up to (not including) `end`. */
  captions: readonly { start: number; end: number }[];
  /** The longest repeated still unit (a keyframe starts each); 0 encodes every still frame by frame. */
  unitFrames: number;
}

/** The frames of a caption timed in seconds: those whose time lies in [start, end - half a frame], as the WebVTT cue shows them. */
export function captionFrames(startSec: number, endSec: number, fps: number): { start: number; end: number } {
  const epsilon = 1e-6;
  const start = Math.max(0, Math.ceil(startSec * fps - epsilon));
  const end = Math.floor(endSec * fps - 0.5 + epsilon) + 1;
  return { start, end: Math.max(start, end) };
}

/**
 * How a long still is repeated: of the units no longer than `longest` that take no more keyframes
 * than `longest` would, the one that leaves the fewest frames to encode (unit plus rest): 87 frames
 * are three units of 29 rather than two of 30 and a rest of 27.
 */
function stillRepeat(frames: number, longest: number): { unitFrames: number; times: number } {
  const keyframes = Math.ceil(frames / longest);
  let best = { unitFrames: longest, times: Math.floor(frames / longest) };
  const encoded = ({ unitFrames, times }: typeof best) => unitFrames + (frames - unitFrames * times);
  for (let unit = Math.ceil(frames / keyframes); unit < longest; unit += 1) {
    const candidate = { unitFrames: unit, times: Math.floor(frames / unit) };
    if (encoded(candidate) < encoded(best)) best = candidate;
  }
  return best;
}

/** Pieces covering every frame of the video once, in order. */
export function planPieces(input: PlanPiecesInput): Piece[] {
  const { slideFrames, transitionFrames, motionFrames, captions, unitFrames } = input;
  const pieces: Omit<Piece, 'captions'>[] = [];
  let slideStart = 0;
  for (const [slide, frames] of slideFrames.entries()) {
    const fadeIn = slide > 0 ? transitionFrames : 0;
    const fadeOut = slide < slideFrames.length - 1 ? transitionFrames : 0;
    if (fadeIn > 0) pieces.push({ kind: 'fade', start: slideStart, frames: fadeIn, slide, from: 0 });
    const bodyEnd = frames - fadeOut;
    const moveEnd = Math.min(Math.max(motionFrames[slide] ?? 0, fadeIn), bodyEnd);
    if (moveEnd > fadeIn) pieces.push({ kind: 'move', start: slideStart + fadeIn, frames: moveEnd - fadeIn, slide, from: fadeIn });
    // A held stretch is cut where a caption starts or ends, so each part is one picture.
    const stillStart = Math.max(moveEnd, fadeIn);
    if (bodyEnd > stillStart) {
      const first = slideStart + stillStart;
      const last = slideStart + bodyEnd;
      const cuts = [...new Set(captions.flatMap(({ start, end }) => [start, end]).filter((at) => at > first && at < last))].sort((a, b) => a - b);
      for (const [index, at] of [first, ...cuts].entries()) {
        const until = cuts[index] ?? last;
        pieces.push({ kind: 'still', start: at, frames: until - at, slide, from: at - slideStart });
      }
    }
    slideStart += frames - fadeOut;
  }
  return pieces.map((piece) => {
    const shown = captions.flatMap(({ start, end }, index) => {
      const from = Math.max(start, piece.start) - piece.start;
      const to = Math.min(end, piece.start + piece.frames) - piece.start;
      return to > from ? [{ index, start: from, end: to }] : [];
    });
    const repeat = piece.kind === 'still' && unitFrames > 0 && piece.frames >= 2 * unitFrames ? stillRepeat(piece.frames, unitFrames) : undefined;
    return { ...piece, captions: shown, ...(repeat ? { repeat } : {}) };
  });
}

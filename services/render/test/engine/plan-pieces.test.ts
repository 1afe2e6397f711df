import { describe, expect, it } from 'vitest';
import { captionFrames, planPieces, type Piece } from '../../src/engine/plan-pieces.ts';

/** The frames of the video each piece puts in the join's list, in order. */
function covered(pieces: Piece[]): number[] {
  return pieces.flatMap((piece) => Array.from({ length: piece.frames }, (_, index) => piece.start + index));
}

describe('planPieces', () => {
  const fiveSlides = { slideFrames: [186, 186, 186, 186, 186], transitionFrames: 15, motionFrames: [75, 75, 75, 75, 75], captions: [], unitFrames: 60 };

  it('covers every frame of the video once, in order: fades between slides, then each camera move, then the hold', () => {
    const pieces = planPieces(fiveSlides);
    expect(covered(pieces)).toEqual(Array.from({ length: 5 * 186 - 4 * 15 }, (_, index) => index));
    expect(pieces.slice(0, 3).map(({ kind, start, frames, from }) => ({ kind, start, frames, from }))).toEqual([
      { kind: 'move', start: 0, frames: 75, from: 0 },
      { kind: 'still', start: 75, frames: 96, from: 75 },
      // The second slide fades in over the first one's last 15 frames; its camera move is the next piece.
      { kind: 'fade', start: 171, frames: 15, from: 0 },
    ]);
    expect(pieces[3]).toMatchObject({ kind: 'move', slide: 1, start: 186, frames: 60, from: 15 });
  });

  it('repeats a long still as two-second units (the rest encoded on its own), and encodes a short one whole', () => {
    const [piece] = planPieces({ slideFrames: [900], transitionFrames: 0, motionFrames: [0], captions: [], unitFrames: 60 });
    expect(piece).toMatchObject({ kind: 'still', frames: 900, repeat: { unitFrames: 60, times: 15 } });
    const [held] = planPieces({ slideFrames: [173], transitionFrames: 0, motionFrames: [0], captions: [], unitFrames: 60 });
    expect(held).toMatchObject({ frames: 173, repeat: { unitFrames: 60, times: 2 } });
    const short = planPieces({ slideFrames: [119], transitionFrames: 0, motionFrames: [0], captions: [], unitFrames: 60 });
    expect(short[0]!.repeat).toBeUndefined();
    const never = planPieces({ slideFrames: [900], transitionFrames: 0, motionFrames: [0], captions: [], unitFrames: 0 });
    expect(never[0]!.repeat).toBeUndefined();
  });

  it('repeats a still as the unit that leaves the fewest frames to encode, with no more keyframes than the longest unit', () => {
    const unitOf = (frames: number) => planPieces({ slideFrames: [frames], transitionFrames: 0, motionFrames: [0], captions: [], unitFrames: 30 })[0]!.repeat;
    // Three units of 29 instead of two of 30 and a rest of 27: 29 frames encoded, not 57; three keyframes either way.
    expect(unitOf(87)).toEqual({ unitFrames: 29, times: 3 });
    expect(unitOf(75)).toEqual({ unitFrames: 25, times: 3 });
    expect(unitOf(90)).toEqual({ unitFrames: 30, times: 3 });
    // 61 frames: units of 21 and up would leave a long rest; 30 twice and one frame is still the cheapest.
    expect(unitOf(61)).toEqual({ unitFrames: 30, times: 2 });
    for (let frames = 60; frames <= 400; frames += 1) {
      const { unitFrames, times } = unitOf(frames)!;
      const rest = frames - unitFrames * times;
      expect(unitFrames, `${frames}`).toBeLessThanOrEqual(30);
      expect(rest, `${frames}`).toBeGreaterThanOrEqual(0);
      expect(rest, `${frames}`).toBeLessThan(unitFrames);
      expect(times + (rest > 0 ? 1 : 0), `${frames}`).toBe(Math.ceil(frames / 30));
      expect(unitFrames + rest, `${frames}`).toBeLessThanOrEqual(30 + (frames % 30));
    }
  });

  it('cuts a hold where a caption starts or ends, so each part is one picture, and times captions over moving pieces', () => {
    const pieces = planPieces({ ...fiveSlides, captions: [{ start: 50, end: 100 }, { start: 100, end: 190 }] });
    expect(covered(pieces)).toHaveLength(870);
    const [move, firstHold, secondHold, fade] = pieces;
    expect(move).toMatchObject({ kind: 'move', captions: [{ index: 0, start: 50, end: 75 }] });
    expect(firstHold).toMatchObject({ kind: 'still', start: 75, frames: 25, captions: [{ index: 0, start: 0, end: 25 }] });
    expect(secondHold).toMatchObject({ kind: 'still', start: 100, frames: 71, captions: [{ index: 1, start: 0, end: 71 }] });
    expect(fade).toMatchObject({ kind: 'fade', start: 171, captions: [{ index: 1, start: 0, end: 15 }] });
    expect(pieces[4]).toMatchObject({ kind: 'move', captions: [{ index: 1, start: 0, end: 4 }] });
    // Every still shows the same captions on all of its frames.
    for (const piece of pieces.filter((candidate) => candidate.kind === 'still')) {
      for (const caption of piece.captions) expect([caption.start, caption.end]).toEqual([0, piece.frames]);
    }
  });

  it('keeps a camera that moves into the fade out of the hold, for slides too short to hold', () => {
    const pieces = planPieces({ slideFrames: [20, 20], transitionFrames: 15, motionFrames: [12, 12], captions: [], unitFrames: 60 });
    expect(covered(pieces)).toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(pieces.map((piece) => piece.kind)).toEqual(['move', 'fade', 'still']);
  });
});

describe('captionFrames', () => {
  it('shows a caption on the frames whose time lies in its cue, the last half frame left to the next', () => {
    expect(captionFrames(0.5, 1.5, 10)).toEqual({ start: 5, end: 15 });
    expect(captionFrames(1.5, 2.5, 10)).toEqual({ start: 15, end: 25 });
    expect(captionFrames(0, 3, 30)).toEqual({ start: 0, end: 90 });
  });
});

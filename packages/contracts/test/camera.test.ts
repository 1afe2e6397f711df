import { describe, expect, it } from 'vitest';
import { cameraMoveFrames, cameraMoveStart } from '../src/index.ts';

describe('when a slide\'s camera moves', () => {
  it('arrives two seconds into a slide by default, and the first slide (no crossfade) moves from its first frame', () => {
    expect(cameraMoveFrames(192, 0, 30)).toEqual({ start: 0, end: 60 });
  });

  it('waits for a slide that crossfades in to be in, so the crossfade blends two still pictures', () => {
    expect(cameraMoveFrames(192, 15, 30)).toEqual({ start: 15, end: 60 });
  });

  it('moves through the crossfade when waiting would leave less than half a second to move in', () => {
    expect(cameraMoveStart(24, 15, 30)).toBe(0);
    expect(cameraMoveStart(30, 15, 30)).toBe(15);
    // At 1 fps half a second is one frame, which is no move: the camera moves through the fade instead.
    expect(cameraMoveStart(3, 2, 1)).toBe(0);
  });

  it('never moves over more than 60 % of a short slide', () => {
    expect(cameraMoveFrames(50, 15, 30).end).toBe(30);
  });
});

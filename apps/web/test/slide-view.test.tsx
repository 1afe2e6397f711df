import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { cameraTransform, defaultOverlayStyle } from '@sitespark/contracts';
import { SlideView } from '../src/routes/generator/video/SlideView.tsx';
import { TextOverlayEditor } from '../src/routes/generator/video/TextOverlayEditor.tsx';
import type { SlideLook } from '../src/routes/generator/video/slide-look.ts';

afterEach(cleanup);

const start = cameraTransform({ x: 0, y: 0, width: 1920, height: 1080 }, 1920, 1080);
const target = cameraTransform({ x: 480, y: 270, width: 960, height: 540 }, 1920, 1080);

describe('the slideshow preview shows a slide as the MP4 does', () => {
  it('shows a screenshot of another shape whole over a blurred fill of itself, the camera where the MP4 starts', () => {
    const look: SlideLook = { fit: 'fill', camera: { start, target, motionSec: 2.5 } };
    render(<SlideView image="/api/media/shot.png" overlay={undefined} alt="Slide 1 of 2" look={look} />);
    const whole = screen.getByRole('img', { name: 'Slide 1 of 2' });
    expect(whole.className).toContain('object-contain');
    const layer = screen.getByTestId('slide-camera');
    expect(layer.querySelectorAll('img')).toHaveLength(2);
    expect((layer.querySelector('img[aria-hidden="true"]') as HTMLElement).style.filter).toContain('blur');
    expect(layer.style.transform).toBe(start);
  });

  it('holds the slide it leaves where its camera came to rest, and crops a same-shape screenshot', () => {
    const look: SlideLook = { fit: 'cover', camera: { start, target, motionSec: 2.5 } };
    render(<SlideView image="/api/media/shot.png" overlay={undefined} alt="Slide 2 of 2" look={look} camera="rest" />);
    expect(screen.getByRole('img', { name: 'Slide 2 of 2' }).className).toContain('object-cover');
    expect(screen.getByTestId('slide-camera').style.transform).toBe(target);
  });

  it('plays the camera as the MP4 does: a slide fading in sets off once it is in, and arrives on time', () => {
    const calls: { keyframes: Keyframe[]; options: KeyframeAnimationOptions }[] = [];
    const original = HTMLElement.prototype.animate;
    HTMLElement.prototype.animate = function (keyframes, options) {
      calls.push({ keyframes: keyframes as Keyframe[], options: options as KeyframeAnimationOptions });
      return { cancel() {} } as Animation;
    };
    try {
      const look: SlideLook = { fit: 'cover', camera: { start, target, motionSec: 2 } };
      render(<SlideView image="/api/media/shot.png" overlay={undefined} alt="Slide 2 of 5" look={look} camera="moving" fadeInSec={0.5} speed={2} />);
      const move = calls.find((call) => call.keyframes.some((frame) => frame.transform === target))!;
      // At 2x: waits out the 0.5 s fade (250 ms), then glides the remaining 1.5 s (750 ms).
      expect(move.options).toMatchObject({ delay: 250, duration: 750 });
      // The player stops passing the fade once it is over: the camera goes on, it is not started again.
      const moves = () => calls.filter((call) => call.keyframes.some((frame) => frame.transform === target)).length;
      const fading = render(<SlideView image="/api/media/shot.png" overlay={undefined} alt="Slide 3 of 5" look={look} camera="moving" fadeInSec={0.5} />);
      const before = moves();
      fading.rerender(<SlideView image="/api/media/shot.png" overlay={undefined} alt="Slide 3 of 5" look={look} camera="moving" />);
      expect(moves()).toBe(before);
      cleanup();
      calls.length = 0;
      render(<SlideView image="/api/media/shot.png" overlay={undefined} alt="Slide 1 of 5" look={look} camera="moving" />);
      expect(calls.find((call) => call.keyframes.some((frame) => frame.transform === target))!.options).toMatchObject({ delay: 0, duration: 2000 });
    } finally {
      HTMLElement.prototype.animate = original;
    }
  });
});

describe('the overlay editor shows the slide as the MP4 does', () => {
  it('shows a screenshot of another shape whole over its blurred fill, the camera at rest, not cropped from the left', async () => {
    const look: SlideLook = { fit: 'fill', camera: { start, target, motionSec: 2.5 } };
    const overlay = { ...defaultOverlayStyle, text: 'Bread baked at dawn' };
    render(<TextOverlayEditor slideIndex={0} image="/api/media/tall.png" look={look} overlay={overlay} onSave={() => {}} onClose={() => {}} />);
    const whole = await screen.findByRole('img', { name: 'Slide 1 preview' });
    expect(whole.className).toContain('object-contain');
    expect(screen.getByTestId('slide-camera').style.transform).toBe(target);
  });
});

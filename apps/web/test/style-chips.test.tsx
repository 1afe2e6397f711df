import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { videoStyleLook, videoStyleNames } from '@sitespark/contracts';
import { stylePreviewCss } from '../src/routes/video-studio/shared/StylePreview.tsx';
import { makeUser, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const user = { user: makeUser() };
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each style chip of the page's style group shows its own preview, and keeps its name as the radio's name. */
async function expectPreviews(path: string, legend: string, styles: readonly string[]) {
  renderApp(path, user);
  const group = await screen.findByRole('radiogroup', { name: legend });
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...styles]);
  for (const [index, style] of styles.entries()) {
    const radio = within(group).getByRole('radio', { name: capitalize(style) });
    expect(radio).toBe(radios[index]);
    const preview = radio.querySelector(`[data-style-preview="${style}"]`)!;
    expect(preview, style).toBeTruthy();
    expect(preview.getAttribute('aria-hidden')).toBe('true');
    const look = videoStyleLook(style);
    expect(preview.getAttribute('data-transition')).toBe(look.transition);
    expect(preview.getAttribute('data-camera')).toBe(look.camera);
    expect(preview.querySelector('[data-overlay-shape]')?.getAttribute('data-overlay-shape')).toBe(look.shape.name);
    // The thumbnail moves: its pages run the style's own keyframes.
    expect(preview.querySelector(`[style*="ss-in-${style}"]`)).toBeTruthy();
    expect(preview.querySelector(`[style*="ss-cam-a-${style}"]`)).toBeTruthy();
    expect(radio.getAttribute('title')).toContain(look.shape.name);
  }
}

describe('style chips', { timeout: 20_000 }, () => {
  it('show a moving preview of each free studio style', async () => {
    await expectPreviews('/free-video', 'Animation style', ['corporate', 'upbeat', 'ambient', 'tech', 'minimal']);
  });

  it('show a moving preview of each professional studio style, the auto default first', async () => {
    await expectPreviews('/professional-video', 'Style', videoStyleNames);
  });

  it('animate each style its own way, the same way every time', () => {
    const css = videoStyleNames.map((style) => stylePreviewCss(style));
    // Named per style; with the names taken out, still different: transition, pace and camera differ.
    const bodies = css.map((text, index) => text.replaceAll(`-${videoStyleNames[index]}{`, '{'));
    expect(new Set(bodies).size).toBe(videoStyleNames.length);
    expect(videoStyleNames.map((style) => stylePreviewCss(style))).toEqual(css);
  });
});

import { cameraMoveStart, cameraTransform, smoothstepCss, styleTransitionCss, type StyleTransition, type TextOverlay } from '@sitespark/contracts';
import { slideshowDefaults, type Box } from '../engine/index.ts';

export interface TemplateSlide {
  imageUrl: string;
  overlay?: TextOverlay;
  durationSec: number;
  /** The MP4's camera for this slide (frame pixels): from `start` to `target`, arriving `motionSec` into the slide, then held. */
  camera?: { start: Box; target: Box; motionSec: number };
}

export interface HtmlTemplateOptions {
  title: string;
  slides: TemplateSlide[];
  width: number;
  height: number;
  musicUrl?: string;
  /** The transition's length (the style's), 0.5 s by default; a cut is a hundredth of a second. */
  fadeSec?: number;
  /** The style's transition, played in CSS (see styleTransitionCss); a crossfade by default. */
  transition?: StyleTransition;
}

/** Overlay sizes are pixels on a frame whose short side is 1080 (as in the MP4 renderer). */
const reference = 1080;
const marginPx = 40;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** A length in reference pixels as a share of the stage's short side. */
function cq(px: number): string {
  return `${((px / reference) * 100).toFixed(4)}cqmin`;
}

function rgba(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16));
  return `rgba(${r},${g},${b},${opacity})`;
}

function overlayHtml(overlay: TextOverlay): string {
  const horizontal = overlay.textAlign === 'left' ? `left:${cq(marginPx)}` : overlay.textAlign === 'right' ? `right:${cq(marginPx)}` : 'left:50%';
  const vertical = overlay.position === 'top' ? `top:${cq(marginPx)}` : overlay.position === 'bottom' ? `bottom:${cq(marginPx)}` : 'top:50%';
  const shiftX = overlay.textAlign === 'center' ? '-50%' : '0';
  const shiftY = overlay.position === 'middle' ? '-50%' : '0';
  const style = [
    'position:absolute',
    horizontal,
    vertical,
    `transform:translate(${shiftX},${shiftY})`,
    `max-width:calc(100% - ${cq(2 * marginPx)})`,
    'box-sizing:border-box',
    `font-size:${cq(overlay.fontSize)}`,
    `font-family:"${escapeHtml(overlay.fontFamily)}",Arial,sans-serif`,
    `color:${escapeHtml(overlay.color)}`,
    `background:${escapeHtml(rgba(overlay.backgroundColor, overlay.backgroundOpacity))}`,
    `text-align:${overlay.textAlign}`,
    `padding:${cq(overlay.padding)}`,
    `border-radius:${cq(overlay.borderRadius)}`,
    'line-height:1.2',
    'white-space:pre-wrap',
    'overflow-wrap:anywhere',
  ].join(';');
  return `<div class="overlay" style="${style}">${escapeHtml(overlay.text)}</div>`;
}

/**
 * The free video as one HTML page: the slides crossfade with CSS alone (no script), so it plays
 * when downloaded and can be recorded with JavaScript off. Images are the stored screenshots'
 * addresses; every text is escaped.
 */
export function buildHtmlTemplate(options: HtmlTemplateOptions): string {
  const total = options.slides.reduce((sum, slide) => sum + slide.durationSec, 0) || 1;
  // Never 0: two keyframes at one offset merge, and the slide would fade in over the whole of the one before.
  const fade = Math.max(0.01, Math.min(options.fadeSec ?? 0.5, ...options.slides.map((slide) => slide.durationSec / 4)));
  const kind = options.transition ?? 'fade';
  const { before, shown, gone } = styleTransitionCss[kind];
  let start = 0;
  const keyframes: string[] = [];
  const slides = options.slides.map((slide, index) => {
    const end = start + slide.durationSec;
    const pct = (seconds: number) => `${Math.min(100, Math.max(0, (seconds / total) * 100)).toFixed(3)}%`;
    // As in the MP4, a slide crossfades in over the first moments of its time (the style's transition) (`start`), over the one before it;
    // the last fades out at the end, into the first as the page loops.
    const last = index === options.slides.length - 1;
    // Under a wipe or a slide the leaving slide stays whole until the next one covers it; the last
    // crossfades into the first as the page loops.
    const leave = kind === 'fade' || kind === 'cut' ? `${pct(end + fade)}{${gone}}` : `${pct(end + fade)}{${shown}}${pct(end + fade + total / 10_000)}{${gone}}`;
    const fadeOut = last ? `${pct(end - fade)}{${shown}}${pct(end)}{${gone}}` : `${pct(end)}{${shown}}${leave}`;
    const frames =
      options.slides.length === 1
        ? `0%{${shown}}100%{${shown}}`
        : index === 0
        ? `0%{${shown}}${fadeOut}${pct(total - fade)}{${gone}}100%{${shown}}`
        : `0%{${before}}${pct(start)}{${before}}${pct(start + fade)}{${shown}}${fadeOut}100%{${gone}}`;
    keyframes.push(`@keyframes slide-${index}{${frames}}`);
    let imageStyle = '';
    if (slide.camera) {
      // As in the MP4: the slide's time starts as it fades in; the camera waits for the fade to end, then eases in and out.
      const slideFrom = start;
      const fps = slideshowDefaults.fps;
      const waitSec = cameraMoveStart(Math.round(slide.camera.motionSec * fps), index === 0 ? 0 : Math.round(fade * fps), fps) / fps;
      const view = (box: Box) => cameraTransform(box, options.width, options.height);
      keyframes.push(
        `@keyframes camera-${index}{0%{transform:${view(slide.camera.start)}}${pct(slideFrom + waitSec)}{transform:${view(slide.camera.start)};animation-timing-function:${smoothstepCss}}${pct(slideFrom + slide.camera.motionSec)}{transform:${view(slide.camera.target)}}100%{transform:${view(slide.camera.target)}}}`,
      );
      imageStyle = ` style="animation-name:camera-${index}"`;
    }
    start = end;
    return `<section class="slide" data-slide-index="${index}" style="animation-name:slide-${index}"><img src="${escapeHtml(slide.imageUrl)}" alt="Slide ${index + 1}"${imageStyle}>${slide.overlay && slide.overlay.text.trim() ? overlayHtml(slide.overlay) : ''}</section>`;
  });
  const audio = options.musicUrl ? `<audio src="${escapeHtml(options.musicUrl)}" autoplay loop></audio>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
html,body{margin:0;height:100%;background:#000}
body{display:flex;align-items:center;justify-content:center}
.stage{position:relative;overflow:hidden;container-type:size;aspect-ratio:${options.width}/${options.height};width:min(100vw,calc(100vh * ${options.width} / ${options.height}))}
.slide{position:absolute;inset:0;opacity:0;animation-duration:${total}s;animation-iteration-count:infinite;animation-timing-function:linear}
.slide[data-slide-index="0"]{opacity:1}
.slide img{width:100%;height:100%;object-fit:cover;display:block;transform-origin:0 0;animation-duration:${total}s;animation-iteration-count:infinite;animation-timing-function:linear}
${keyframes.join('\n')}
</style>
</head>
<body>
<main class="stage">
${slides.join('\n')}
</main>
${audio}
</body>
</html>
`;
}

import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { TextOverlay } from '@sitespark/contracts';
import type { Box } from '@sitespark/contracts';
import { canvasFont, registerOverlayFonts } from './fonts.ts';
import { isDark, shade } from './draw-card-slide.ts';
import { overlayReferenceShortSide } from './draw-overlay.ts';

export interface EndCard {
  width: number;
  height: number;
  color: string;
  textColor: string;
  fontFamily: TextOverlay['fontFamily'];
  title: string;
  /** The call to action, on a button-like pill. */
  callToAction: string;
  /** The site's web address, as people would type it. */
  address: string;
  /** A screenshot and the logo's box on it, when the page has a logo. */
  logo?: { image: Buffer; box: Box };
}

/** The closing frame: the logo, the name, the call to action and the address, in the brand's colour and type. */
export async function drawEndCard(card: EndCard): Promise<Buffer> {
  registerOverlayFonts();
  const { width, height } = card;
  const scale = Math.min(width, height) / overlayReferenceShortSide;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // The brand's colour at the top, deepening (or, for a dark colour, lightening) towards the foot:
  // not one flat colour across the whole frame.
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, card.color);
  gradient.addColorStop(1, shade(card.color, isDark(card.color) ? 0.35 : -0.4));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  const maxTextWidth = width * 0.84;
  let y = height * 0.3;

  const logo = card.logo ? { image: await loadImage(card.logo.image), box: card.logo.box } : null;
  // A crop with nothing on it (the header hidden on that screenshot, a white logo on white) would be an empty white box.
  if (logo && showsSomething(logo.image, logo.box)) {
    const { image, box } = logo;
    const logoScale = Math.min((width * 0.5) / box.width, (180 * scale) / box.height);
    const logoWidth = box.width * logoScale;
    const logoHeight = box.height * logoScale;
    const padding = 24 * scale;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect((width - logoWidth) / 2 - padding, y - padding, logoWidth + 2 * padding, logoHeight + 2 * padding, 16 * scale);
    ctx.fill();
    ctx.drawImage(image, box.x, box.y, box.width, box.height, (width - logoWidth) / 2, y, logoWidth, logoHeight);
    y += logoHeight + padding + 70 * scale;
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = card.textColor;
  y = fitLine(ctx, card.title, card.fontFamily, 84 * scale, maxTextWidth, width / 2, y) + 60 * scale;

  const ctaPx = fittedSize(ctx, card.callToAction, card.fontFamily, 56 * scale, maxTextWidth - 80 * scale);
  ctx.font = canvasFont(card.fontFamily, ctaPx);
  const ctaWidth = ctx.measureText(card.callToAction).width + 80 * scale;
  const ctaHeight = ctaPx * 2;
  ctx.fillStyle = card.textColor;
  ctx.beginPath();
  ctx.roundRect((width - ctaWidth) / 2, y, ctaWidth, ctaHeight, ctaHeight / 2);
  ctx.fill();
  ctx.fillStyle = card.color;
  ctx.fillText(card.callToAction, width / 2, y + ctaHeight / 2);
  y += ctaHeight + 60 * scale;

  ctx.fillStyle = card.textColor;
  fitLine(ctx, card.address, card.fontFamily, 48 * scale, maxTextWidth, width / 2, y);
  return canvas.encode('png');
}

/** Draws one line, shrunk to fit; returns the y below it. */
function fitLine(ctx: SKRSContext2D, text: string, family: TextOverlay['fontFamily'], sizePx: number, maxWidth: number, x: number, top: number): number {
  const size = fittedSize(ctx, text, family, sizePx, maxWidth);
  ctx.font = canvasFont(family, size);
  ctx.fillText(text, x, top + size / 2);
  return top + size * 1.2;
}

function fittedSize(ctx: SKRSContext2D, text: string, family: TextOverlay['fontFamily'], sizePx: number, maxWidth: number): number {
  ctx.font = canvasFont(family, sizePx);
  const measured = ctx.measureText(text).width;
  return measured <= maxWidth ? sizePx : Math.max(8, sizePx * (maxWidth / measured));
}

/** Whether a region of an image holds more than one flat colour: its lightest and darkest pixels differ visibly. */
function showsSomething(image: Image, box: Box): boolean {
  const width = 48;
  const height = Math.max(1, Math.round((width * box.height) / Math.max(1, box.width)));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, width, height);
  const { data } = ctx.getImageData(0, 0, width, height);
  let lightest = 0;
  let darkest = 255;
  for (let at = 0; at < data.length; at += 4) {
    const light = (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000;
    lightest = Math.max(lightest, light);
    darkest = Math.min(darkest, light);
  }
  return lightest - darkest >= minLogoContrast;
}

/** Light between a logo crop's lightest and darkest pixels below which it shows nothing. */
const minLogoContrast = 40;

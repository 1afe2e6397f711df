import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { maxZoom, pullBackZoom, type Box } from '@sitespark/contracts';
import { overlayReferenceShortSide } from './draw-overlay.ts';

/**
 * A section whose part of the page is mostly empty background (a quote, a list, a block of words on
 * white) is shown as a card: that part of the screenshot, larger and with rounded corners, over the
 * page's own photo blurred (or the brand's colour), so the frame shows the words and the site's
 * look instead of a white wall.
 */
export interface CardSlide {
  width: number;
  height: number;
  /** The screenshot and the part of it the card shows. */
  image: Buffer;
  card: Box;
  /** The page's most pictured region, blurred behind the card; null for the brand's colour. */
  backdrop: { image: Buffer; box: Box } | null;
  /** The brand's colour, #rrggbb. */
  colour: string;
  /** The share of the card that is one flat colour (the page's background between its lines), 0 when unknown. */
  cardPlain?: number;
}

/** The card's largest share of the frame's sides: room above and below for an overlay or a caption. */
const cardShares = { landscape: { width: 0.76, height: 0.62 }, portrait: { width: 0.86, height: 0.66 } };

/**
 * The most of the frame a card's flat background may cover, the camera's pull-back start included:
 * under the half that makes a frame read as an empty wall.
 */
const maxPlainOfFrame = 0.45;

/**
 * Where the card sits on the frame: as large as the shares and the screenshot's resolution allow,
 * centred, a little high; a card that is mostly the page's background (`plain`, its flat share) is
 * kept small enough that even the pull-back's closest frame is not mostly that background.
 */
export function cardPlacement(card: { width: number; height: number }, width: number, height: number, plain = 0): Box {
  // The screenshot is at the frame's size: closer than maxZoom its words turn soft.
  const shares = cardShares[height > width ? 'portrait' : 'landscape'];
  const plainLimit = plain > 0 ? Math.sqrt((maxPlainOfFrame * width * height) / (plain * pullBackZoom ** 2 * card.width * card.height)) : Infinity;
  const scale = Math.min((width * shares.width) / card.width, (height * shares.height) / card.height, maxZoom, plainLimit);
  const cardWidth = card.width * scale;
  const cardHeight = card.height * scale;
  return { x: (width - cardWidth) / 2, y: Math.max(0, (height - cardHeight) / 2 - height * 0.03), width: cardWidth, height: cardHeight };
}

export async function drawCardSlide(slide: CardSlide): Promise<Buffer> {
  const { width, height } = slide;
  const scale = Math.min(width, height) / overlayReferenceShortSide;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const screenshot = await loadImage(slide.image);

  if (slide.backdrop) {
    const backdrop = slide.backdrop.image === slide.image ? screenshot : await loadImage(slide.backdrop.image);
    drawBackdrop(ctx, backdrop, slide.backdrop.box, width, height, scale);
  } else {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, shade(slide.colour, 0.15));
    gradient.addColorStop(1, shade(slide.colour, -0.45));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }

  const place = cardPlacement(slide.card, width, height, slide.cardPlain ?? 0);
  const radius = 18 * scale;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.38)';
  ctx.shadowBlur = 44 * scale;
  ctx.shadowOffsetY = 14 * scale;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(place.x, place.y, place.width, place.height, radius);
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(place.x, place.y, place.width, place.height, radius);
  ctx.clip();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(screenshot, slide.card.x, slide.card.y, slide.card.width, slide.card.height, place.x, place.y, place.width, place.height);
  ctx.restore();
  return canvas.encode('png');
}

/** The region, covering the frame, blurred and dimmed so the card stands out from it. */
function drawBackdrop(ctx: SKRSContext2D, image: Image, box: Box, width: number, height: number, scale: number): void {
  // Drawn a little past the frame's edges: a blur fades the edges of what it draws.
  const bleed = 0.08;
  const cover = Math.max((width * (1 + 2 * bleed)) / box.width, (height * (1 + 2 * bleed)) / box.height);
  const drawnWidth = box.width * cover;
  const drawnHeight = box.height * cover;
  ctx.save();
  ctx.filter = `blur(${Math.round(26 * scale)}px)`;
  ctx.drawImage(image, box.x, box.y, box.width, box.height, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
  ctx.restore();
  ctx.fillStyle = 'rgba(17, 24, 39, 0.3)';
  ctx.fillRect(0, 0, width, height);
}

/** The colour lightened (amount > 0) or darkened (amount < 0) by that share. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) || 0);
  const moved = channels.map((channel) => Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)));
  return `#${moved.map((channel) => Math.max(0, Math.min(255, channel)).toString(16).padStart(2, '0')).join('')}`;
}

/** Whether a colour is dark enough that a shade of it should lighten rather than deepen. */
export function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) || 0) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 64;
}

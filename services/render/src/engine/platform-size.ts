export interface FrameSize {
  width: number;
  height: number;
}

const landscape: FrameSize = { width: 1920, height: 1080 };
const square: FrameSize = { width: 1080, height: 1080 };
const portrait: FrameSize = { width: 1080, height: 1920 };

const sizes: Record<string, FrameSize> = {
  youtube: landscape,
  twitter: landscape,
  x: landscape,
  instagram: square,
  linkedin: square,
  facebook: square,
  tiktok: portrait,
  stories: portrait,
  instagramstories: portrait,
};

/** The video frame size for a platform name (case-insensitive): spec section 9. */
export function platformSize(platform: string): FrameSize {
  const size = sizes[platform.toLowerCase().replace(/\s+/g, '')];
  if (!size) throw new RangeError(`Unknown platform "${platform}"`);
  return { ...size };
}

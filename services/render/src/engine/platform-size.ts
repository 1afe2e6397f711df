export interface FrameSize {
  width: number;
  height: number;
}

const landscape: FrameSize = { width: 1920, height: 1080 };
/** 4:5, the tallest a feed post may be. */
const feed: FrameSize = { width: 1080, height: 1350 };
const portrait: FrameSize = { width: 1080, height: 1920 };

/** Each platform's real canvas: 16:9 where video plays wide, 4:5 in feeds, 9:16 full-screen on phones. */
const sizes: Record<string, FrameSize> = {
  youtube: landscape,
  twitter: landscape,
  x: landscape,
  linkedin: landscape,
  instagram: feed,
  facebook: feed,
  tiktok: portrait,
  reels: portrait,
  instagramreels: portrait,
  shorts: portrait,
  youtubeshorts: portrait,
  stories: portrait,
  instagramstories: portrait,
};

/** The video frame size for a platform name (case-insensitive). */
export function platformSize(platform: string): FrameSize {
  const size = sizes[platform.toLowerCase().replace(/\s+/g, '')];
  if (!size) throw new RangeError(`Unknown platform "${platform}"`);
  return { ...size };
}

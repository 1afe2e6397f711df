/**
 * Business constants of spec section 9 (and the limits of section 5) that the browser and the
 * services both need. Values shown only on screens live in apps/web.
 */

export const planIds = ['monthly', 'yearly'] as const;
type PlanId = (typeof planIds)[number];

interface PlanTerms {
  id: PlanId;
  priceCents: number;
  currency: 'usd';
  interval: 'month' | 'year';
  label: string;
  savingsPercent?: number;
  badge?: string;
}

export const plans = {
  monthly: { id: 'monthly', priceCents: 500, currency: 'usd', interval: 'month', label: '$5/month' },
  yearly: {
    id: 'yearly',
    priceCents: 5000,
    currency: 'usd',
    interval: 'year',
    label: '$50/year',
    savingsPercent: 17,
    badge: 'Best Value',
  },
} as const satisfies Record<PlanId, PlanTerms>;

export const defaultPlan = 'monthly' satisfies PlanId;

export const minPasswordLength = 6;
/** Not in the spec: bounds the work of hashing a password. */
export const maxPasswordLength = 128;

export const snippetLimits = { min: 1, max: 5, recentShown: 8 } as const;

export const platforms = ['YouTube', 'Instagram', 'TikTok', 'Twitter', 'LinkedIn', 'Facebook'] as const;

export const freeVideoLengths = [15, 30, 45, 60] as const;
export const professionalVideoLengths = [30, 45, 60, 90] as const;

export const autoVideoDefaults = { style: 'professional', videoLength: 30, platforms: ['YouTube'] } as const;
export const professionalVideoDefaults = {
  videoLength: 45,
  platforms: ['YouTube', 'Instagram'],
  useTemplate: true,
} as const;

export const musicStyles = ['corporate', 'upbeat', 'ambient', 'tech', 'minimal'] as const;

export const musicGenres = ['Corporate', 'Pop', 'Ambient', 'Electronic', 'Cinematic', 'Background'] as const;
export const defaultMusicGenre = 'Background' satisfies (typeof musicGenres)[number];

/**
 * The built-in library's piece for each genre, as the media service synthesizes and stores it
 * (`library/builtin/<slug>.mp3` in the shared object store). A new recipe gets a new slug.
 */
export const builtinMusicSlugs = {
  Corporate: 'corporate-steady-progress-v1',
  Pop: 'pop-bright-side-v1',
  Ambient: 'ambient-still-water-v1',
  Electronic: 'electronic-neon-circuit-v1',
  Cinematic: 'cinematic-rising-horizon-v1',
  Background: 'background-clean-lines-v1',
} as const satisfies Record<(typeof musicGenres)[number], string>;

/** Where media stores a built-in composition: the library's contract with the services that read it. */
export function builtinMusicKeyOfSlug(slug: string): string {
  return `library/builtin/${slug}.mp3`;
}

export function builtinMusicKey(genre: (typeof musicGenres)[number]): string {
  return builtinMusicKeyOfSlug(builtinMusicSlugs[genre]);
}
export const musicMoods = ['Professional', 'Energetic', 'Calm', 'Modern', 'Inspiring', 'Upbeat'] as const;
export const defaultMusicMood = 'Professional' satisfies (typeof musicMoods)[number];

/** The music volume slider (percent). */
export const musicVolume = { default: 70, min: 0, max: 100, step: 10 } as const;
/** Playback gain of background music under a slideshow, in the browser and in rendered videos. */
export const backgroundMusicGain = 0.3;

/** The video-to-audio converter takes at most this many files at once. */
export const maxAudioExtractionFiles = 5;

/** Manual video mode: exactly these five sections, one image each. */
export const videoSectionIds = ['hero', 'features', 'benefits', 'proof', 'cta'] as const;

export const videoDefaults = {
  durationSeconds: 30,
  slides: 5,
  sectionTimingSeconds: 6,
  slideshowIntervalMs: 5500,
} as const;

/** Not in the spec: bounds the work of one render. */
export const maxSlides = 10;

export const generationDefaults = {
  expectedOpenRate: '25%',
  expectedClickRate: '8%',
  bestSendTimesCount: 3,
  contentRating: 85,
} as const;

export const textOverlayLimits = {
  textMaxLength: 100,
  previewTextLength: 50,
  fontSize: { min: 20, max: 80, step: 2 },
  backgroundOpacity: { min: 0, max: 1, step: 0.1 },
  padding: { min: 10, max: 50, step: 5 },
  borderRadius: { min: 0, max: 30, step: 2 },
} as const;

export const overlayPositions = ['top', 'middle', 'bottom'] as const;
export const overlayTextAligns = ['left', 'center', 'right'] as const;
export const overlayFontFamilies = [
  'Arial',
  'Inter',
  'Georgia',
  'Times New Roman',
  'Courier New',
  'Impact',
  'Comic Sans',
] as const;

const MiB = 1024 * 1024;
const maxImageBytes = 5 * MiB;

/**
 * Not in the spec: upload sizes per kind. A JSON body that carries images as data URLs (generation,
 * export) is allowed the base64 size of five full-size images plus room for the rest of the payload.
 */
export const uploadLimits = {
  imageBytes: maxImageBytes,
  musicBytes: 25 * MiB,
  videoBytes: 100 * MiB,
  imagesJsonBodyBytes: Math.ceil((snippetLimits.max * maxImageBytes * 4) / 3) + MiB,
} as const;

export const imageMediaTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const audioMediaTypes = ['audio/mpeg'] as const;
export const videoMediaTypes = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo'] as const;

import type { MusicGenre, MusicMood, MusicSelection, Platform, PlatformOptimization } from '@sitespark/contracts';
import type { SiteProfile } from './describe-website.ts';

/** The words of the studios' results, written from what the site says about itself. */

interface MusicChoice {
  genre: MusicGenre;
  mood: MusicMood;
  why: string;
}

const genreSound: Record<MusicGenre, { tempo: string; energy: string }> = {
  Corporate: { tempo: '100-110 BPM', energy: 'Medium' },
  Pop: { tempo: '115-125 BPM', energy: 'High' },
  Ambient: { tempo: '70-85 BPM', energy: 'Low' },
  Electronic: { tempo: '110-124 BPM', energy: 'Medium-high' },
  Cinematic: { tempo: '80-95 BPM', energy: 'Medium' },
  Background: { tempo: '90-100 BPM', energy: 'Low-medium' },
};

const styleChoices: Array<{ pattern: RegExp; choice: MusicChoice }> = [
  { pattern: /upbeat|fun|playful|energetic|bold|dynamic/, choice: { genre: 'Pop', mood: 'Upbeat', why: 'the upbeat style asks for bright, lively music' } },
  { pattern: /ambient|calm|minimal|elegant|soft/, choice: { genre: 'Ambient', mood: 'Calm', why: 'a calm, minimal style is best served by an unobtrusive ambient bed' } },
  { pattern: /tech|modern|futur|sleek/, choice: { genre: 'Electronic', mood: 'Modern', why: 'a modern, tech style suits a clean electronic pulse' } },
  { pattern: /cinematic|dramatic|epic|story/, choice: { genre: 'Cinematic', mood: 'Inspiring', why: 'a cinematic style wants music that builds' } },
  { pattern: /corporate|business/, choice: { genre: 'Corporate', mood: 'Professional', why: 'a corporate style calls for a steady, confident track' } },
];

const typeChoices: Record<string, MusicChoice> = {
  SaaS: { genre: 'Electronic', mood: 'Modern', why: 'a clean electronic pulse reads as modern and product-focused' },
  'E-commerce': { genre: 'Pop', mood: 'Upbeat', why: 'bright pop keeps product shots lively' },
  Restaurant: { genre: 'Pop', mood: 'Upbeat', why: 'warm, upbeat music matches the energy of a good meal out' },
  Agency: { genre: 'Corporate', mood: 'Inspiring', why: 'an inspiring corporate track supports results-led messaging' },
  Education: { genre: 'Background', mood: 'Inspiring', why: 'light, encouraging music suits learning' },
  'Health & Wellness': { genre: 'Ambient', mood: 'Calm', why: 'calm ambient textures echo wellbeing' },
  'Real Estate': { genre: 'Ambient', mood: 'Modern', why: 'airy, modern ambience flatters open spaces' },
  Nonprofit: { genre: 'Cinematic', mood: 'Inspiring', why: 'a cinematic build supports a mission-driven story' },
  Events: { genre: 'Electronic', mood: 'Energetic', why: 'energetic beats build anticipation' },
  Portfolio: { genre: 'Cinematic', mood: 'Inspiring', why: 'cinematic swells let the work take centre stage' },
  Blog: { genre: 'Background', mood: 'Calm', why: 'unobtrusive background music keeps attention on the words' },
};

const defaultChoice: MusicChoice = { genre: 'Corporate', mood: 'Professional', why: 'a steady professional track fits a business showcase' };

/** The genre and mood for a site and a style; a specific style wins over the site's kind. */
export function chooseMusic(profile: SiteProfile, style: string): MusicChoice {
  const lowered = style.toLowerCase();
  const byStyle = styleChoices.find((entry) => entry.pattern.test(lowered))?.choice;
  if (byStyle && byStyle.genre !== 'Corporate') return byStyle;
  return typeChoices[profile.type] ?? byStyle ?? defaultChoice;
}

/** The musicSelection of a result; `musicUrl` is empty when no track was found to play. */
export function describeMusic(profile: SiteProfile, choice: MusicChoice, durationSec: number, musicUrl: string, trackName?: string): MusicSelection {
  const sound = genreSound[choice.genre];
  const track = musicUrl ? `"${trackName ?? `${choice.genre} track`}" from the music library plays under the video` : 'No library track was available, so the video is silent';
  return {
    genre: choice.genre,
    mood: choice.mood,
    tempo: sound.tempo,
    energy: sound.energy,
    duration: durationSec,
    description: `${choice.mood} ${choice.genre.toLowerCase()} music, ${sound.tempo}, ${sound.energy.toLowerCase()} energy, for a ${durationSec}-second video. ${track}.`,
    reasoning: `${profile.name}${profile.type ? ` reads as a ${profile.type} site` : ' is a business site'}; ${choice.why}.`,
    musicUrl,
  };
}

/** Best lengths in seconds per platform; a video is never cut longer than the one requested. */
const platformLengths: Record<Platform, number> = {
  YouTube: 60,
  Instagram: 30,
  TikTok: 30,
  Twitter: 45,
  LinkedIn: 30,
  Facebook: 60,
};

const hashtagCounts: Record<Platform, number> = { YouTube: 3, Instagram: 8, TikTok: 4, Twitter: 2, LinkedIn: 3, Facebook: 2 };

function hashtag(text: string): string {
  const words = text.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  return words.length === 0 ? '' : `#${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}

export function optimalLength(platform: Platform, videoLength: number): number {
  return Math.min(platformLengths[platform], videoLength);
}

export function optimizeForPlatforms(profile: SiteProfile, platforms: readonly Platform[], videoLength: number): PlatformOptimization[] {
  const lead = profile.features[0] ?? profile.description;
  const pool = [profile.name, ...profile.keywords, ...profile.features, profile.type || 'SmallBusiness', 'Marketing']
    .map(hashtag)
    .filter((tag, index, all) => tag.length > 1 && tag.length <= 30 && all.indexOf(tag) === index);
  const hooks: Record<Platform, string> = {
    YouTube: `Here is how ${profile.name} does it`,
    Instagram: `${profile.name}: ${lead} ✨`,
    TikTok: `POV: you just found ${profile.name}`,
    Twitter: `${profile.name} in ${optimalLength('Twitter', videoLength)} seconds`,
    LinkedIn: `How ${profile.name} helps: ${lead}`,
    Facebook: `Have you met ${profile.name}?`,
  };
  return [...new Set(platforms)].map((platform) => ({
    platform,
    optimalLength: optimalLength(platform, videoLength),
    thumbnailText: (platform === 'TikTok' || platform === 'Instagram' ? profile.name : `${profile.name}: ${lead}`).slice(0, 40),
    hookLine: hooks[platform].slice(0, 120),
    hashtagStrategy: pool.slice(0, hashtagCounts[platform]),
  }));
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The free video's audio script: a few sentences a voice could read over the slideshow. */
export function writeAudioScript(profile: SiteProfile): string {
  const features = profile.features.slice(0, 3);
  return [
    `Meet ${profile.name}.`,
    profile.description && !profile.description.startsWith(profile.name) ? profile.description.replace(/[.!?…]*$/, '.') : '',
    features.length > 0 ? `Discover ${listOf(features)}.` : '',
    `Get started today at ${profile.domain || profile.name}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** About 2.3 spoken words per second leaves room to breathe under music. */
const wordsPerSecond = 2.3;

/** The professional video's narration, sized to its length. */
export function writeNarration(profile: SiteProfile, lengthSec: number): string {
  const sentences = [
    `Looking for ${profile.type ? `a better ${profile.type.toLowerCase()} experience` : 'something better'}? Meet ${profile.name}.`,
    profile.description ? profile.description.replace(/[.!?…]*$/, '.') : '',
    ...profile.features.slice(0, 4).map((feature, index) => (index === 0 ? `Start with ${feature}.` : `Then there is ${feature}.`)),
    `${profile.name} brings it all together in one place.`,
    `Visit ${profile.domain || profile.name} and get started today.`,
  ].filter(Boolean);
  const budget = Math.floor(lengthSec * wordsPerSecond);
  const closing = sentences[sentences.length - 1] ?? '';
  const chosen: string[] = [];
  let words = closing.split(/\s+/).length;
  for (const sentence of sentences.slice(0, -1)) {
    const count = sentence.split(/\s+/).length;
    if (words + count > budget) break;
    chosen.push(sentence);
    words += count;
  }
  return [...chosen, closing].join(' ');
}

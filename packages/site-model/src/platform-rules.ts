/**
 * The networks' rules as the networks count them, in one table for the writers, the scores and the
 * videos. Twitter counts with twitter-text's weighted length (a link is 23, an emoji 2, CJK 2);
 * the others count characters as people see them (code points).
 */
import twitter from 'twitter-text';

export const socialNetworks = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface PlatformRule {
  /** The hard limit of a post, in the network's own count. */
  maxLength: number;
  /** Where posts tend to perform best (length in the network's count). */
  idealLength: [number, number];
  /** Hashtags the network allows at most (Instagram refuses a caption with more than 30). */
  maxHashtags: number;
  /** The number of hashtags that works best. */
  bestHashtags: [number, number];
  /** Emoji that suit the network when the user did not say: [min, max]. */
  emoji: [number, number];
  /** Does a link in the text work (Instagram captions do not link: "link in bio")? */
  linksWork: boolean;
}

export const platformRules: Record<SocialNetwork, PlatformRule> = {
  Twitter: { maxLength: 280, idealLength: [70, 220], maxHashtags: 3, bestHashtags: [1, 2], emoji: [0, 2], linksWork: true },
  LinkedIn: { maxLength: 3000, idealLength: [600, 1300], maxHashtags: 5, bestHashtags: [3, 5], emoji: [0, 2], linksWork: true },
  Instagram: { maxLength: 2200, idealLength: [138, 900], maxHashtags: 30, bestHashtags: [3, 10], emoji: [1, 6], linksWork: false },
  Facebook: { maxLength: 63206, idealLength: [80, 400], maxHashtags: 2, bestHashtags: [0, 2], emoji: [0, 3], linksWork: true },
};

/** Character limits of the ad formats the kit writes for. */
export const adLimits = {
  googleHeadline: 30,
  googleDescription: 90,
  facebookPrimaryText: 125,
  facebookHeadline: 40,
  linkedinIntro: 150,
  linkedinHeadline: 70,
  tiktokText: 100,
} as const;
export type AdFormat = keyof typeof adLimits;

/** The length of a post as the network counts it. */
export function postLength(text: string, platform: SocialNetwork): number {
  if (platform === 'Twitter') return twitter.parseTweet(text).weightedLength;
  return [...text].length;
}

/** Does the post fit the network's hard limit and hashtag limit? */
export function fitsPlatform(text: string, platform: SocialNetwork): boolean {
  const rule = platformRules[platform];
  return postLength(text, platform) <= rule.maxLength && countHashtags(text) <= rule.maxHashtags;
}

const hashtagPattern = /(^|\s)#[\p{L}\p{N}_]+/gu;

export function countHashtags(text: string): number {
  return text.match(hashtagPattern)?.length ?? 0;
}

/** The length of an ad text (code points) and whether it fits its format. */
export function adTextFits(text: string, format: AdFormat): boolean {
  return [...text].length <= adLimits[format];
}

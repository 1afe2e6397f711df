/**
 * The networks' limits and what works on them, in one table for the writers, the scores, the
 * videos and the web app. How a post is counted (twitter-text for Twitter) is the site model's.
 */
import { socialPlatforms } from './http/content/kit-insights.ts';

export const socialNetworks = socialPlatforms;
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


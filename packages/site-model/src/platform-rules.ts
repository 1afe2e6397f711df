/**
 * How the networks count a post: Twitter with twitter-text's weighted length (a link is 23, an
 * emoji 2, CJK 2), the others in characters as people see them (code points). The table of their
 * limits lives in contracts, shared with the web app.
 */
import twitter from 'twitter-text';
import { adLimits, platformRules, type AdFormat, type SocialNetwork } from '@sitespark/contracts';

export { adLimits, platformRules, socialNetworks, type AdFormat, type PlatformRule, type SocialNetwork } from '@sitespark/contracts';

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

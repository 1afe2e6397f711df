import type { PlatformPosts, SocialPlatform } from '../adapters/content-generator.ts';
import type { PostScore, ScoreFactor, ViralPredictor } from '@sitespark/contracts';

interface PlatformProfile {
  ideal: [number, number];
  acceptable: [number, number];
  hashtags: [number, number];
  emoji: [number, number];
  hardLimit?: number;
}

/** Where each network's posts tend to perform best (length in characters). */
export const platformProfiles: Record<SocialPlatform, PlatformProfile> = {
  Twitter: { ideal: [70, 200], acceptable: [30, 280], hashtags: [1, 2], emoji: [1, 2], hardLimit: 280 },
  LinkedIn: { ideal: [600, 1300], acceptable: [150, 3000], hashtags: [3, 5], emoji: [0, 2] },
  Instagram: { ideal: [138, 900], acceptable: [50, 2200], hashtags: [5, 15], emoji: [2, 8] },
  Facebook: { ideal: [80, 300], acceptable: [40, 800], hashtags: [0, 2], emoji: [1, 3] },
};

const emojiPattern = /\p{Extended_Pictographic}/gu;
const hashtagPattern = /(^|\s)#[\p{L}\p{N}_]+/gu;
const ctaPattern =
  /\b(start|try|get|book|shop|join|sign up|visit|learn more|reply|tell us|comment|share|tag a|save this|click|link in bio|download|reserve|order|call|subscribe|register|enroll|donate|see for yourself|browse|contact|let us know)\b/i;
const linkPattern = /https?:\/\/\S+|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\b|link in bio/i;
const hookWords = /^(\p{Extended_Pictographic}\s*)?(stop|meet|discover|new|tired|done|ready|why|how|what|who|when|imagine|quick|three|here|you|your|\d)/iu;

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function syllables(word: string): number {
  const clean = word.toLowerCase().replace(/[^a-z]/g, '');
  if (clean.length <= 3) return clean.length > 0 ? 1 : 0;
  const groups = clean.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease of the post's words (hashtags, links and emoji left out). */
export function readingEase(text: string): number {
  const prose = text.replace(hashtagPattern, ' ').replace(/https?:\/\/\S+/g, ' ').replace(emojiPattern, ' ');
  const words = prose.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  if (words.length === 0) return 0;
  const sentences = Math.max(1, countMatches(prose, /[.!?]+(\s|$)|\n\s*\n/g));
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllableCount / words.length);
}

function inRange(value: number, [low, high]: [number, number]): boolean {
  return value >= low && value <= high;
}

function countFactor(value: number, range: [number, number], max: number): number {
  if (inRange(value, range)) return max;
  if (value < range[0]) return range[0] === 0 ? max : Math.round((max * value) / range[0] * 0.7);
  return Math.max(Math.round(max * 0.3), max - 2 * (value - range[1]));
}

/**
 * Scores one post from its text alone (0-100) across seven factors, each explained, so changing
 * the text changes the score and the user sees why.
 */
export function scorePost(text: string, platform: SocialPlatform): { score: number; factors: ScoreFactor[] } {
  const profile = platformProfiles[platform];
  const length = [...text].length;
  const firstLine = (text.split(/\n/)[0] ?? '').trim();
  const firstSentence = (firstLine.split(/(?<=[.!?])\s/)[0] ?? firstLine).trim();
  const hookWordsCount = firstSentence.split(/\s+/).filter(Boolean).length;
  const factors: ScoreFactor[] = [];

  let hook = 0;
  const hookNotes: string[] = [];
  if (hookWordsCount > 0 && hookWordsCount <= 8) {
    hook += 10;
    hookNotes.push(`a short opening (${hookWordsCount} words)`);
  } else if (hookWordsCount <= 14) {
    hook += 6;
    hookNotes.push(`an opening of ${hookWordsCount} words`);
  } else {
    hookNotes.push(`a long opening (${hookWordsCount} words) that may be skipped`);
  }
  if (firstSentence.includes('?')) {
    hook += 5;
    hookNotes.push('it asks a question');
  }
  if (hookWords.test(firstSentence)) {
    hook += 4;
    hookNotes.push('it starts with an attention word');
  }
  if (/^\p{Extended_Pictographic}/u.test(firstSentence)) hook += 2;
  hook = Math.min(20, hook);
  factors.push({ factor: 'hook', label: 'Hook', points: hook, max: 20, explanation: `The first line has ${hookNotes.join(', ')}.` });

  let lengthPoints: number;
  let lengthNote: string;
  if (profile.hardLimit && length > profile.hardLimit) {
    lengthPoints = 0;
    lengthNote = `${length} characters is over ${platform}'s ${profile.hardLimit}-character limit.`;
  } else if (inRange(length, profile.ideal)) {
    lengthPoints = 20;
    lengthNote = `${length} characters is inside ${platform}'s sweet spot of ${profile.ideal[0]}-${profile.ideal[1]}.`;
  } else if (inRange(length, profile.acceptable)) {
    const distance = length < profile.ideal[0] ? (profile.ideal[0] - length) / (profile.ideal[0] - profile.acceptable[0]) : (length - profile.ideal[1]) / (profile.acceptable[1] - profile.ideal[1]);
    lengthPoints = Math.round(20 - 12 * Math.min(1, distance));
    lengthNote = `${length} characters is ${length < profile.ideal[0] ? 'shorter' : 'longer'} than ${platform}'s sweet spot of ${profile.ideal[0]}-${profile.ideal[1]}.`;
  } else {
    lengthPoints = 3;
    lengthNote = `${length} characters is far ${length < profile.ideal[0] ? 'below' : 'above'} what performs on ${platform} (${profile.ideal[0]}-${profile.ideal[1]}).`;
  }
  factors.push({ factor: 'length', label: 'Length fit', points: lengthPoints, max: 20, explanation: lengthNote });

  const hasQuestion = text.includes('?');
  factors.push({
    factor: 'question',
    label: 'Question',
    points: hasQuestion ? 10 : 0,
    max: 10,
    explanation: hasQuestion ? 'Asks the reader a question, which invites replies.' : 'No question: asking one invites replies and comments.',
  });

  const cta = ctaPattern.exec(text);
  const link = linkPattern.test(text);
  const ctaPoints = (cta ? 10 : 0) + (link ? 5 : 0);
  factors.push({
    factor: 'callToAction',
    label: 'Call to action',
    points: ctaPoints,
    max: 15,
    explanation: cta
      ? `Tells the reader what to do ("${cta[0]}")${link ? ' and where to go' : ', but gives no link or destination'}.`
      : `No clear call to action${link ? ', although a link is present' : ' and no link'}.`,
  });

  const hashtags = countMatches(text, hashtagPattern);
  factors.push({
    factor: 'hashtags',
    label: 'Hashtags',
    points: countFactor(hashtags, profile.hashtags, 15),
    max: 15,
    explanation: `${hashtags} hashtag${hashtags === 1 ? '' : 's'}; ${platform} posts do best with ${profile.hashtags[0]}-${profile.hashtags[1]}.`,
  });

  const emoji = countMatches(text, emojiPattern);
  factors.push({
    factor: 'emoji',
    label: 'Emoji',
    points: countFactor(emoji, profile.emoji, 10),
    max: 10,
    explanation: `${emoji} emoji; ${platform} suits ${profile.emoji[0]}-${profile.emoji[1]}.`,
  });

  const ease = readingEase(text);
  const readability = ease >= 60 ? 10 : ease >= 50 ? 8 : ease >= 30 ? 5 : 2;
  factors.push({
    factor: 'readability',
    label: 'Readability',
    points: readability,
    max: 10,
    explanation: `Reading ease ${Math.round(ease)} (${ease >= 60 ? 'plain, easy to read' : ease >= 50 ? 'fairly easy' : ease >= 30 ? 'fairly difficult' : 'difficult'}).`,
  });

  return { score: factors.reduce((sum, f) => sum + f.points, 0), factors };
}

export function verdictFor(score: number): string {
  if (score >= 80) return 'High viral potential';
  if (score >= 65) return 'Good engagement expected';
  if (score >= 50) return 'Moderate engagement expected';
  return 'Needs work before posting';
}

const improvementTips: Record<string, string> = {
  hook: 'Open with a short question or a bold claim of eight words or fewer.',
  length: 'Trim or extend the post towards its network sweet spot.',
  question: 'End with a question to invite comments.',
  callToAction: 'Say exactly what to do next and where (a link, or "link in bio").',
  hashtags: 'Adjust the number of hashtags to what the network rewards.',
  emoji: 'Use emoji sparingly to break up text and add emotion.',
  readability: 'Use shorter sentences and simpler words.',
};

/** Scores every option of every network and summarises which post to lead with. */
export function predictVirality(social: PlatformPosts[]): ViralPredictor {
  const posts: PostScore[] = social.flatMap(({ platform, options }) =>
    options.map((text, index) => {
      const { score, factors } = scorePost(text, platform);
      return { platform, option: index + 1, score, verdict: verdictFor(score), factors };
    }),
  );
  const bestByPlatform = social.map(({ platform }) => posts.filter((p) => p.platform === platform).sort((a, b) => b.score - a.score || a.option - b.option)[0]!);
  const overallScore = Math.round(bestByPlatform.reduce((sum, p) => sum + p.score, 0) / Math.max(1, bestByPlatform.length));
  const best = [...bestByPlatform].sort((a, b) => b.score - a.score)[0]!;
  const shortfalls = new Map<string, number>();
  for (const post of posts) for (const factor of post.factors) shortfalls.set(factor.factor, (shortfalls.get(factor.factor) ?? 0) + (factor.max - factor.points) / factor.max);
  const tips = [...shortfalls.entries()]
    .filter(([, missing]) => missing > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([factor]) => improvementTips[factor]!)
    .filter(Boolean);
  return {
    overallScore,
    verdict: verdictFor(overallScore),
    best: { platform: best.platform, option: best.option, score: best.score },
    posts,
    tips,
  };
}

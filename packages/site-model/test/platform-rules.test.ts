import { describe, expect, it } from 'vitest';
import { adLimits, countHashtags, fitsPlatform, platformRules, postLength } from '../src/platform-rules.ts';

describe('platform rules', () => {
  it('counts a tweet the way Twitter does: a link is 23, an emoji 2', () => {
    const link = 'https://example.com/a/very/long/path/that/is/far/longer/than/twenty-three/characters';
    expect(postLength(`Hi ${link}`, 'Twitter')).toBe(3 + 23);
    expect(postLength('🥐', 'Twitter')).toBe(2);
    expect(postLength('🥐', 'Instagram')).toBe(1);
  });

  it('refuses a tweet of 281 weighted characters and accepts 280', () => {
    expect(fitsPlatform('a'.repeat(280), 'Twitter')).toBe(true);
    expect(fitsPlatform('a'.repeat(281), 'Twitter')).toBe(false);
    expect(fitsPlatform('🥐'.repeat(141), 'Twitter')).toBe(false);
  });

  it('keeps Instagram to 30 hashtags and its caption to 2,200 characters', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#Tag${i}`).join(' ');
    expect(countHashtags(tags)).toBe(31);
    expect(fitsPlatform(tags, 'Instagram')).toBe(false);
    expect(fitsPlatform('x'.repeat(2201), 'Instagram')).toBe(false);
    expect(platformRules.LinkedIn.maxLength).toBe(3000);
    expect(platformRules.Facebook.maxLength).toBe(63206);
    expect(platformRules.LinkedIn.bestHashtags).toEqual([3, 5]);
  });

  it('holds the ad formats the spec names', () => {
    expect(adLimits).toMatchObject({ googleHeadline: 30, googleDescription: 90, facebookPrimaryText: 125, facebookHeadline: 40, linkedinIntro: 150, linkedinHeadline: 70, tiktokText: 100 });
  });
});

import { writeAds } from './builtin/ads.ts';
import { writeEmail } from './builtin/email.ts';
import { writeSocialPosts } from './builtin/social.ts';
import { tellStory } from './builtin/story.ts';
import { Random } from './builtin/text.ts';
import { writeIntel, writeWebsiteCopy } from './builtin/website.ts';
import type { ContentGenerator, GeneratedCopy, GenerationBrief } from './content-generator.ts';

/** Composes the kit offline from the analysis, prompt and audience; the same brief always gives the same kit. */
export function generateBuiltinCopy(brief: GenerationBrief): GeneratedCopy {
  const story = tellStory(brief);
  const random = new Random(story.seed);
  return {
    social: writeSocialPosts(story, random.fork('social')),
    emailCopy: writeEmail(story, random.fork('email')),
    adCopy: writeAds(story, random.fork('ads')),
    websiteCopy: writeWebsiteCopy(story, random.fork('website')),
    marketingIntel: writeIntel(story, brief.analysis),
  };
}

export function createBuiltinGenerator(): ContentGenerator {
  return {
    kind: 'builtin',
    generate: async (brief) => generateBuiltinCopy(brief),
  };
}

import type { Flyers, SocialPosts, VideoContent } from '@sitespark/contracts';
import type { ContentGenerator, GeneratedCopy, PlatformPosts } from '../adapters/content-generator.ts';
import type { GenerationResult } from '@sitespark/contracts';
import { estimateEmailMetrics, rateContent } from './marketing-metrics.ts';
import { predictVirality } from './score-posts.ts';
import type { SiteAnalysis } from './site/site-analysis.ts';

const platformLabels: Record<PlatformPosts['platform'], string> = {
  Twitter: 'Twitter/X',
  LinkedIn: 'LinkedIn',
  Instagram: 'Instagram',
  Facebook: 'Facebook',
};

/** Option N of the contract's socialPosts is option N of every network, each under its name. */
function combineOptions(social: PlatformPosts[]): SocialPosts {
  const option = (index: number) => social.map((p) => `${platformLabels[p.platform]}:\n${p.options[index]}`).join('\n\n');
  return { option1: option(0), option2: option(1), option3: option(2) };
}

export interface AssembleKitInput {
  analysis: SiteAnalysis;
  copy: GeneratedCopy;
  generator: ContentGenerator['kind'];
  targetAudience: string;
  flyers: Flyers | null;
  videoContent: VideoContent | null;
}

/** The kit as answered: the generator's copy plus everything computed from it and the analysis. */
export function assembleKit(input: AssembleKitInput): GenerationResult {
  const { analysis, copy } = input;
  const viralPredictor = predictVirality(copy.social);
  return {
    socialPosts: combineOptions(copy.social),
    socialPlatforms: copy.social,
    emailCopy: { ...copy.emailCopy, metrics: estimateEmailMetrics(copy.emailCopy, analysis.type, input.targetAudience) },
    adCopy: copy.adCopy,
    websiteCopy: copy.websiteCopy,
    marketingIntel: { ...copy.marketingIntel, contentRating: rateContent(viralPredictor, analysis) },
    videoContent: input.videoContent,
    flyers: input.flyers,
    brandColors: analysis.brand.colors,
    websiteAnalysis: {
      name: analysis.name,
      description: analysis.fetchNote ? `${analysis.description} (${analysis.fetchNote})` : analysis.description,
      type: analysis.type,
      features: analysis.features,
    },
    viralPredictor,
    analysisReport: {
      fetched: analysis.fetched,
      note: analysis.fetchNote,
      generator: input.generator,
      nameSource: analysis.nameSource,
      typeEvidence: analysis.typeEvidence,
      featureSources: analysis.featureSources,
      callsToAction: analysis.callsToAction,
      colorEvidence: analysis.brand.evidence,
    },
  };
}

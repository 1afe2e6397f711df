import type { GenerationResult } from '@sitespark/contracts';
import { parseInstructions } from '@sitespark/site-model';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import type { KeptKit } from './get-kit.ts';

/**
 * The kit recomputed from its (edited) texts: grounding, the instruction check, the posts' scores,
 * the content rating, send metrics and the combined posts, exactly as a new kit's are, from the
 * same site model. A kit kept before its site model was stored keeps its earlier scores.
 */
export async function reassembleKit(deps: { compute: Pick<KitCompute, 'assembleKit'> }, kept: KeptKit, content: GenerationResult): Promise<GenerationResult> {
  if (!kept.siteModel) return content;
  const { customPrompt, targetAudience, siteSnips } = kept.request;
  const { metrics: _metrics, ...emailCopy } = content.emailCopy;
  return deps.compute.assembleKit({
    site: kept.siteModel,
    copy: {
      social: content.socialPlatforms,
      emailCopy,
      adCopy: content.adCopy,
      websiteCopy: content.websiteCopy,
      marketingIntel: { keyBenefits: content.marketingIntel.keyBenefits, competitorInsights: content.marketingIntel.competitorInsights },
    },
    generator: content.analysisReport.generator,
    writer: content.writer,
    instructions: parseInstructions(customPrompt, targetAudience),
    prompt: customPrompt,
    targetAudience,
    flyers: content.flyers ?? null,
    videoContent: content.videoContent ?? null,
    snippetCount: siteSnips.length,
  });
}

import type { GenerationRequest } from '@sitespark/contracts';
import { writeCampaignBrief } from '@sitespark/site-model';

/** The longest brief a request may carry (GenerationRequest.customPrompt). */
const maxBriefChars = 2000;

/**
 * A request to regenerate with an edited campaign, as a plain generation request: the campaign
 * written into the brief in the kit's language, with what the brief it replaces said besides.
 */
export function applyCampaignEdit(request: GenerationRequest): GenerationRequest {
  const { campaign, ...rest } = request;
  if (!campaign) return rest;
  const { language, ...draft } = campaign;
  const brief = writeCampaignBrief(draft, request.customPrompt ?? '', language);
  return { ...rest, customPrompt: brief.length <= maxBriefChars ? brief : brief.slice(0, brief.lastIndexOf('.', maxBriefChars - 1) + 1) };
}

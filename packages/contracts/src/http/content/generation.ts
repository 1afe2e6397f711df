import { z } from 'zod';
import { WebsiteUrl } from '../../common.ts';
import { snippetLimits } from '../../constants.ts';
import { KitLanguageCode } from './kit-insights.ts';
import { SiteSnippet } from './site-snippet.ts';

/**
 * The campaign as the owner edited it on a kit, in the owner's words: the service writes it into the
 * brief (`customPrompt`, in `language`, the kit's) with what the brief said besides; who it is for
 * travels as `targetAudience`.
 */
export const CampaignEdit = z.object({
  what: z.string().max(300).nullable(),
  byWhen: z.string().max(200).nullable(),
  price: z.string().max(300).nullable(),
  points: z.array(z.string().max(300)).max(12),
  tone: z.string().max(200).nullable(),
  language: KitLanguageCode,
});
export type CampaignEdit = z.infer<typeof CampaignEdit>;

/** POST /api/marketing/generate. */
export const GenerationRequest = z.object({
  url: WebsiteUrl,
  customPrompt: z.string().max(2000).optional(),
  targetAudience: z.string().max(500).optional(),
  includeVideo: z.boolean().default(false),
  siteSnips: z
    .array(SiteSnippet)
    .min(snippetLimits.min, 'Please upload at least 1 site snippet before generating content.')
    .max(snippetLimits.max, 'You can only upload 5 snippets maximum'),
  /**
   * The user chose to write the kit from the snippets and the prompt alone after being told the page
   * could not be read; without it such a page answers 422 PAGE_UNREADABLE and nothing is kept.
   */
  writeWithoutPage: z.boolean().optional(),
  /** Regenerate with an edited campaign: `customPrompt` is the brief it replaces. */
  campaign: CampaignEdit.optional(),
});
export type GenerationRequest = z.infer<typeof GenerationRequest>;

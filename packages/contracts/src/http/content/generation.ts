import { z } from 'zod';
import { WebsiteUrl } from '../../common.ts';
import { snippetLimits } from '../../constants.ts';
import { SiteSnippet } from './site-snippet.ts';

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
});
export type GenerationRequest = z.infer<typeof GenerationRequest>;

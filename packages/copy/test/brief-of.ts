import { audiencePhrase, buildSiteModel, parseInstructions, readCampaign, readPage, type WriterBrief } from '@sitespark/site-model';

/** The writer's brief for a made-up page and its owner's words, read as the product reads them. */
export function briefOf(site: { url: string; html: string; prompt: string; audience: string }): WriterBrief {
  const instructions = parseInstructions(site.prompt, site.audience);
  const model = buildSiteModel({ url: site.url, facts: readPage(site.html, site.url), fetchNote: null, snippets: [], prompt: site.prompt, instructions, brand: null });
  return { site: model, instructions, customPrompt: site.prompt, targetAudience: site.audience, audiencePhrase: audiencePhrase(site.audience, model.language), campaign: readCampaign(site.prompt, site.audience, model.language) };
}

import type { Flyers, GenerationResult, KitCampaign, KitWriter, SocialPosts, VideoContent } from '@sitespark/contracts';
import { campaignSummary, languageNames, readCampaign, type Campaign, type SiteModel, type UserInstructions } from '@sitespark/site-model';
import type { ContentGenerator, GeneratedCopy, PlatformPosts } from '../adapters/content-generator.ts';
import { analyseInstructions } from './check-instructions.ts';
import { analyseGrounding, KitText, type GroundableKit } from './ground-kit.ts';
import { estimateEmailMetrics, rateContent } from './marketing-metrics.ts';
import { predictVirality } from './score-posts.ts';

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
  site: SiteModel;
  copy: GeneratedCopy;
  generator: ContentGenerator['kind'];
  /** Who wrote each section (GenerationOutcome.writer). */
  writer: KitWriter;
  instructions: UserInstructions;
  /** The user's custom prompt as typed (grounds offers the user mentions: "where: your prompt"). */
  prompt: string;
  targetAudience: string;
  /** The brief read as a campaign; read from `prompt` and `targetAudience` when not given. */
  campaign?: Campaign;
  flyers: Flyers | null;
  videoContent: VideoContent | null;
  snippetCount: number;
}

/**
 * Why the page was not read, as a clause ("the page answered 404 Not Found"). Site models kept before
 * the note was a clause wrapped it in "We could not read <url>: …. This kit is built from …".
 */
function fetchReason(note: string | null): string | null {
  if (!note) return null;
  const reason = note
    .replace(/\.?\s*This kit is built from[\s\S]*$/u, '')
    .replace(/^We could not read \S+: /u, '')
    .replace(/\.$/u, '')
    .trim();
  return reason ? reason.charAt(0).toLowerCase() + reason.slice(1) : null;
}

/**
 * The one sentence saying what the kit was built from, shown as it is: "Built from your page at
 * https://…, your 2 snippets and your prompt." or, when the page could not be read, "Written from
 * your 2 snippets and your prompt alone, because we could not read https://…: the page answered 404 Not Found."
 */
export function builtFromSentence(site: SiteModel, snippetCount: number, prompt: string): string {
  const parts: string[] = [];
  if (snippetCount > 0) parts.push(`${snippetCount === 1 ? 'your snippet' : `your ${snippetCount} snippets`}`);
  if (prompt.trim()) parts.push('your prompt');
  const list = (all: string[]) => (all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`);
  if (site.fetched) return `Built from ${list([`your page at ${site.url}`, ...parts])}.`;
  const reason = fetchReason(site.fetchNote);
  const unread = `we could not read ${site.url}${reason ? `: ${reason}` : ''}`;
  return parts.length > 0 ? `Written from ${list(parts)} alone, because ${unread}.` : `Written without your page, because ${unread}.`;
}

/** The campaign as the kit shows it: its parts and the one-line summary in the kit's language. */
export function kitCampaign(campaign: Campaign, language: SiteModel['language']): KitCampaign {
  const { what, forWhom, byWhen, price, points, statements, tone } = campaign;
  return { what, forWhom, byWhen, price, points, statements, tone, summary: campaignSummary(campaign, language) };
}

/**
 * The kit as answered: the generator's copy plus everything computed from it and the site model
 * (grounding, the instruction check, scores, content rating, send metrics), the same for both
 * generators.
 */
export function assembleKit(input: AssembleKitInput): GenerationResult {
  const { site, copy } = input;
  const kit: GroundableKit = {
    socialPlatforms: copy.social,
    emailCopy: copy.emailCopy,
    adCopy: copy.adCopy,
    websiteCopy: copy.websiteCopy,
    marketingIntel: copy.marketingIntel,
  };
  // One reading of the copy for all three passes: each text is split into sentences once.
  const text = new KitText(site.language);
  const grounded = analyseGrounding(kit, site, { prompt: input.prompt, text });
  const campaign = input.campaign ?? readCampaign(input.prompt, input.targetAudience, site.language);
  const checked = analyseInstructions(kit, input.instructions, site, input.generator, text, campaign);
  const viralPredictor = predictVirality(copy.social, { site, pieces: grounded.pieces, violations: checked.violations, text });
  const content = rateContent({ viral: viralPredictor, site, grounding: grounded.grounding, instructions: checked.check });
  const description = site.description?.text ?? '';
  return {
    socialPosts: combineOptions(copy.social),
    socialPlatforms: copy.social,
    emailCopy: { ...copy.emailCopy, metrics: estimateEmailMetrics(copy.emailCopy, site.type, input.targetAudience, site.language, site.name) },
    adCopy: copy.adCopy,
    websiteCopy: copy.websiteCopy,
    marketingIntel: { ...copy.marketingIntel, contentRating: content.rating, contentRatingFactors: content.factors },
    videoContent: input.videoContent,
    flyers: input.flyers,
    brandColors: site.brand.colors,
    websiteAnalysis: {
      name: site.name,
      description,
      type: site.type,
      features: site.features.map((f) => f.name),
    },
    viralPredictor,
    analysisReport: {
      fetched: site.fetched,
      note: fetchReason(site.fetchNote),
      generator: input.generator,
      nameSource: site.nameSource,
      typeEvidence: site.typeEvidence,
      featureSources: [...new Set(site.features.map((f) => f.source.where))],
      callsToAction: site.callsToAction,
      colorEvidence: site.brand.evidence,
    },
    language: { code: site.language, name: languageNames[site.language], evidence: site.languageEvidence },
    grounding: grounded.grounding,
    instructions: checked.check,
    campaign: kitCampaign(campaign, site.language),
    builtFrom: builtFromSentence(site, input.snippetCount, input.prompt),
    writer: input.writer,
  };
}

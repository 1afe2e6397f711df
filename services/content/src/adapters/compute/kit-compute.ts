import type { GenerationResult } from '@sitespark/contracts';
import type { BuildSiteModelInput, PageFacts, SiteModel } from '@sitespark/site-model';
import type { AssembleKitInput } from '../../domain/assemble-kit.ts';
import type { FlyerContent } from '../../domain/create-flyers.ts';
import type { BuiltinBrief } from '../builtin-generator.ts';
import type { GeneratedCopy } from '../content-generator.ts';
import type { PostVariationRequest } from '../builtin/post-variations.ts';
import type { SocialPlatform } from '@sitespark/contracts';

/**
 * The CPU-heavy steps of making a kit: reading the page, modelling the site, writing with the
 * built-in writer, grounding and scoring the copy. Run in a worker pool so one generation does not
 * stall every other request on the event loop (in `npm start` all services share that loop).
 */
export interface KitCompute {
  /** The page's facts with any text addressed to AI models left out (and that text, for the log). */
  readPage(html: string, url: string): Promise<{ facts: PageFacts; leftOut: string[] }>;
  buildSiteModel(input: BuildSiteModelInput): Promise<SiteModel>;
  writeBuiltinCopy(brief: BuiltinBrief): Promise<GeneratedCopy>;
  assembleKit(input: AssembleKitInput): Promise<GenerationResult>;
  /** The flyers laid out in the font, one SVG per format. */
  renderFlyerSvgs(content: FlyerContent): Promise<string[]>;
  /** New posts for a posting plan on the kit's site model, by the built-in writer. */
  writePostVariations(request: PostVariationRequest): Promise<Record<SocialPlatform, string[]>>;
  close(): Promise<void>;
}

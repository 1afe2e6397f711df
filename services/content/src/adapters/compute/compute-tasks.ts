/** The tasks a compute worker runs: plain functions of plain data (structured-cloned both ways). */
import { buildSiteModel, readPage, withoutTextAddressedToModels, type BuildSiteModelInput } from '@sitespark/site-model';
import { assembleKit, type AssembleKitInput } from '../../domain/assemble-kit.ts';
import { renderFlyerSvgs, type FlyerContent } from '../../domain/create-flyers.ts';
import { generateBuiltinCopy, type BuiltinBrief } from '../builtin-generator.ts';
import { writePostVariations, type PostVariationRequest } from '../builtin/post-variations.ts';

export const computeTasks = {
  readPage: ({ html, url }: { html: string; url: string }) => withoutTextAddressedToModels(readPage(html, url)),
  buildSiteModel: (input: BuildSiteModelInput) => buildSiteModel(input),
  writeBuiltinCopy: (brief: BuiltinBrief) => generateBuiltinCopy(brief),
  assembleKit: (input: AssembleKitInput) => assembleKit(input),
  renderFlyerSvgs: (content: FlyerContent) => renderFlyerSvgs(content),
  writePostVariations: (request: PostVariationRequest) => writePostVariations(request),
};
export type ComputeTaskName = keyof typeof computeTasks;

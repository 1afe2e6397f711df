import { isListCorrectionField, siteCorrectionLimits, type SiteCorrection, type SiteCorrectionField, type SiteCorrectionRequest } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { isSiteType, siteCorrectionKey, siteKeyOf, siteTypes } from '@sitespark/site-model';
import type { SiteCorrectionRepository } from '../persistence/site-correction-repository.ts';
import { cleanKitLine, cleanKitText } from './kit-paths.ts';
import { toSiteCorrection } from './site-correction-view.ts';

export interface SaveSiteCorrectionDeps {
  corrections: Pick<SiteCorrectionRepository, 'save' | 'findOwned'>;
}

const factNames: Record<SiteCorrectionField, string> = {
  name: "the business's name",
  type: 'the type',
  offering: "the offering's name",
  place: 'the place',
  hours: 'the hours',
  person: "the person's name",
  testimonial: 'the testimonial',
  callToAction: 'the call to action',
};

/** The hours keep their lines; every other text is one line. */
function clean(field: SiteCorrectionField, text: string): string {
  if (field !== 'hours') return cleanKitLine(text);
  return cleanKitText(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const orNull = (text: string | null) => (text === null ? null : cleanKitLine(text) || null);

/**
 * Keeps one fix, removal or addition of a fact read from the site at `url`, for this user: texts
 * cleaned (controls, bidirectional overrides and lone surrogates out), an empty one refused, a type
 * checked against the types; a later correction of the same fact replaces the earlier, and `replaces`
 * (an addition being edited) is withdrawn with it. Every later kit and video of the site uses it.
 */
export async function saveSiteCorrection(deps: SaveSiteCorrectionDeps, input: { userId: string; request: SiteCorrectionRequest }): Promise<SiteCorrection> {
  const { userId, request } = input;
  const site = siteKeyOf(request.url);
  if (!site) throw new AppError('VALIDATION', 'Please enter a valid URL');
  const { field, action } = request;
  const target = request.target === null ? null : clean(field, request.target);
  if (isListCorrectionField(field) && action !== 'add' && !target) throw new AppError('VALIDATION', `Say which ${field === 'callToAction' ? 'call to action' : field} to ${action === 'remove' ? 'remove' : 'fix'}`);
  let value: SiteCorrection['value'] = null;
  if (request.value && action !== 'remove') {
    const text = clean(field, request.value.text);
    if (!text) throw new AppError('VALIDATION', `Write ${factNames[field]}`);
    if (field === 'type' && !isSiteType(text)) throw new AppError('VALIDATION', `The type must be one of: ${[...siteTypes, 'Business'].join(', ')}`);
    value = { text, detail: orNull(request.value.detail), price: orNull(request.value.price) };
  }
  if (request.replaces) {
    const replaced = await deps.corrections.findOwned(userId, request.replaces);
    if (!replaced || replaced.site !== site) throw new AppError('NOT_FOUND', 'Correction not found');
  }
  const key = siteCorrectionKey({ field, action, target, value });
  const saved = await deps.corrections.save({ userId, site, key, field, action, target, value }, { replaces: request.replaces ?? null, perSiteLimit: siteCorrectionLimits.perSite });
  if (!saved) {
    throw new AppError('CONFLICT', `You keep ${siteCorrectionLimits.perSite} corrections of ${site}, the most one site keeps. Withdraw ones you no longer need to make another.`, {
      details: { limit: 'siteCorrections', siteCorrectionsLimit: siteCorrectionLimits.perSite },
    });
  }
  return toSiteCorrection(saved);
}

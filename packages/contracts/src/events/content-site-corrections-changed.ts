import { z } from 'zod';
import { SiteCorrectionAction, SiteCorrectionField } from '../http/content/site-corrections.ts';
import { defineEvent } from './event-envelope.ts';

export const contentSiteCorrectionsChangedSubject = 'content.site.corrections.changed.v1';

/**
 * A user's corrections of one site (its host without "www."), all of them in the order they are
 * applied, as content kept them after a correction was saved or withdrawn. A whole list, not a
 * change: the newest `changedAt` wins, so a late or repeated event never brings back a withdrawn
 * correction, and an empty list means the site reads as the page says again. Render keeps a copy
 * per user and site, so every studio video of the site says what the owner corrected.
 */
export const ContentSiteCorrectionsChangedV1 = z.object({
  userId: z.string(),
  site: z.string().min(1),
  corrections: z.array(
    z.object({
      field: SiteCorrectionField,
      action: SiteCorrectionAction,
      target: z.string().nullable(),
      value: z.object({ text: z.string(), detail: z.string().nullable(), price: z.string().nullable() }).nullable(),
    }),
  ),
  changedAt: z.iso.datetime(),
});
export type ContentSiteCorrectionsChangedV1 = z.infer<typeof ContentSiteCorrectionsChangedV1>;

export const contentSiteCorrectionsChangedV1 = defineEvent(contentSiteCorrectionsChangedSubject, ContentSiteCorrectionsChangedV1);

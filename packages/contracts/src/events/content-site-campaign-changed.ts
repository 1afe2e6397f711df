import { z } from 'zod';
import { defineEvent } from './event-envelope.ts';

export const contentSiteCampaignChangedSubject = 'content.site.campaign.changed.v1';

/**
 * A campaign as content read it from the owner's brief (readCampaign in @sitespark/site-model): what
 * to promote, for whom, by when, at what price, the points and the owner's statements, the tone,
 * and how to write it.
 */
export const SiteCampaign = z.object({
  what: z.string().nullable(),
  forWhom: z.string().nullable(),
  byWhen: z.string().nullable(),
  price: z.string().nullable(),
  points: z.array(z.string()),
  statements: z.array(z.string()),
  tone: z.string().nullable(),
  register: z.enum(['formal', 'casual']).nullable(),
  person: z.enum(['I', 'we']).nullable(),
  address: z.enum(['formal', 'informal']).nullable(),
  emoji: z.boolean().nullable(),
  avoid: z.array(z.string()),
  evidence: z.array(z.object({ field: z.enum(['what', 'forWhom', 'byWhen', 'price', 'points', 'statements', 'tone']), value: z.string(), clause: z.string() })),
});
export type SiteCampaign = z.infer<typeof SiteCampaign>;

/**
 * The campaign of a user's most recent kit of one site (its host without "www."), announced each
 * time a kit is generated or deleted: the campaign as read, with the brief it was read from, or
 * nulls when the user keeps no kit of the site any more. A whole value, not a change: the newest
 * `changedAt` wins, so a late or repeated event never brings back an older or deleted kit's
 * campaign. Render keeps a copy per user and site, so a studio video of the site says what the
 * owner's latest kit promotes.
 */
export const ContentSiteCampaignChangedV1 = z.object({
  userId: z.string(),
  site: z.string().min(1),
  /** The kit the campaign is from; null when the user keeps no kit of the site. */
  kitId: z.string().nullable(),
  brief: z.object({ customPrompt: z.string(), targetAudience: z.string() }).nullable(),
  campaign: SiteCampaign.nullable(),
  changedAt: z.iso.datetime(),
});
export type ContentSiteCampaignChangedV1 = z.infer<typeof ContentSiteCampaignChangedV1>;

export const contentSiteCampaignChangedV1 = defineEvent(contentSiteCampaignChangedSubject, ContentSiteCampaignChangedV1);

import { z } from 'zod';
import { Timestamp, WebsiteUrl } from '../../common.ts';
import type { ClaimSource } from './kit-insights.ts';

/**
 * The owner's corrections of what SiteSpark read from a site ("What we read from your site"): kept
 * per site (its host without "www.") for that user, and applied to the site model of every later kit
 * and video of the site, by both writers.
 */

/** The facts an owner can correct. `name`, `type`, `place` and `hours` are one fact each; the others are lists. */
export const siteCorrectionFields = ['name', 'type', 'offering', 'place', 'hours', 'person', 'testimonial', 'callToAction'] as const;
export const SiteCorrectionField = z.enum(siteCorrectionFields, { error: `The fact must be one of: ${siteCorrectionFields.join(', ')}` });
export type SiteCorrectionField = z.infer<typeof SiteCorrectionField>;

/** 'set' fixes a fact (a list's item by its `target`), 'remove' drops it, 'add' adds one the page did not give. */
export const siteCorrectionActions = ['set', 'remove', 'add'] as const;
export const SiteCorrectionAction = z.enum(siteCorrectionActions, { error: `The change must be one of: ${siteCorrectionActions.join(', ')}` });
export type SiteCorrectionAction = z.infer<typeof SiteCorrectionAction>;

const listFields: ReadonlySet<SiteCorrectionField> = new Set(['offering', 'person', 'testimonial', 'callToAction']);

/** Whether the fact is a list (offerings, people, testimonials, calls to action), whose items are named by `target`. */
export function isListCorrectionField(field: SiteCorrectionField): boolean {
  return listFields.has(field);
}

/** `where` of a fact the owner corrected or added: a fact from the owner, never counted as from the site. */
export const correctionSourceWhere = 'your correction';

export function isCorrectionSource(source: ClaimSource | null | undefined): boolean {
  return source?.where === correctionSourceWhere;
}

/** How long each part of a correction may be, in characters; and how many corrections one site keeps. */
export const siteCorrectionLimits = {
  text: { name: 120, type: 40, offering: 160, place: 200, hours: 500, person: 120, testimonial: 1000, callToAction: 80 },
  detail: 600,
  price: 60,
  target: 1000,
  perSite: 100,
} as const satisfies { text: Record<SiteCorrectionField, number>; detail: number; price: number; target: number; perSite: number };

/** What each field's `detail` is: an offering's description, a person's role, a testimonial's author. */
const detailFields: ReadonlySet<SiteCorrectionField> = new Set(['offering', 'person', 'testimonial']);

const fieldNames: Record<SiteCorrectionField, string> = {
  name: "the business's name",
  type: 'the type',
  offering: 'an offering',
  place: 'the place',
  hours: 'the hours',
  person: 'a person',
  testimonial: 'a testimonial',
  callToAction: 'a call to action',
};

/** The owner's fact: `text` is the name, type, place, hours, person's name, quote or label; `detail` the description, role or author; `price` an offering's price. */
export const SiteCorrectionValue = z.object({
  text: z.string().max(siteCorrectionLimits.target),
  detail: z.string().max(siteCorrectionLimits.detail, `A description, role or author can be at most ${siteCorrectionLimits.detail} characters`).nullable().default(null),
  price: z.string().max(siteCorrectionLimits.price, `A price can be at most ${siteCorrectionLimits.price} characters`).nullable().default(null),
});
export type SiteCorrectionValue = z.infer<typeof SiteCorrectionValue>;

/** One correction as the site model applies it (what is stored, without its id and times). */
export interface SiteCorrectionFact {
  field: SiteCorrectionField;
  action: SiteCorrectionAction;
  /** The fact as read that is fixed or removed (an offering's or person's name, a quote, a label); null for an addition and for the one-fact fields. */
  target: string | null;
  /** The owner's fact; null for a removal. */
  value: SiteCorrectionValue | null;
}

/** POST /api/content/site-corrections: one fix, removal or addition for the site at `url`. */
export const SiteCorrectionRequest = z
  .object({
    url: WebsiteUrl,
    field: SiteCorrectionField,
    action: SiteCorrectionAction,
    target: z.string().max(siteCorrectionLimits.target, `The fact to change can be at most ${siteCorrectionLimits.target} characters`).nullable().default(null),
    value: SiteCorrectionValue.nullable().default(null),
    /** An earlier correction of the same site this one replaces (editing a fact the owner added). */
    replaces: z.uuid({ error: 'Correction not found' }).optional(),
  })
  .superRefine((request, context) => {
    const { field, action, target, value } = request;
    const list = isListCorrectionField(field);
    const fail = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (!list && action === 'add') fail(`There is only one ${field === 'callToAction' ? 'label' : field}: fix it ('set') instead of adding one`, 'action');
    if ((field === 'name' || field === 'type') && action === 'remove') fail(`${capitalise(fieldNames[field])} cannot be removed, only fixed`, 'action');
    if (list && action !== 'add' && !target?.trim()) fail(`Say which ${field === 'callToAction' ? 'call to action' : field} to ${action === 'remove' ? 'remove' : 'fix'} (its text as read, in target)`, 'target');
    if ((!list || action === 'add') && target !== null) fail(`Only a fix or removal of ${fieldNames[field]} names a target`, 'target');
    if (action === 'remove' && value !== null) fail('A removal carries no value', 'value');
    if (action !== 'remove') {
      if (!value) return fail(`Give the corrected ${field === 'callToAction' ? 'call to action' : field} as value.text`, 'value');
      const max = siteCorrectionLimits.text[field];
      if (value.text.length > max) fail(`${capitalise(fieldNames[field])} can be at most ${max} characters`, 'value');
      if (value.detail !== null && !detailFields.has(field)) fail(`${capitalise(fieldNames[field])} has no description, role or author`, 'value');
      if (value.price !== null && field !== 'offering') fail('Only an offering has a price', 'value');
    }
  });
export type SiteCorrectionRequest = z.infer<typeof SiteCorrectionRequest>;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A kept correction. */
export const SiteCorrection = z.object({
  id: z.string(),
  /** The site it is kept for: the address's host without "www." (and its port when not the default). */
  site: z.string(),
  field: SiteCorrectionField,
  action: SiteCorrectionAction,
  target: z.string().nullable(),
  value: z.object({ text: z.string(), detail: z.string().nullable(), price: z.string().nullable() }).nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SiteCorrection = z.infer<typeof SiteCorrection>;

/** GET /api/content/site-corrections?url=…: the user's corrections of that site, oldest first. */
export const SiteCorrectionListQuery = z.object({ url: WebsiteUrl });
export type SiteCorrectionListQuery = z.infer<typeof SiteCorrectionListQuery>;

export const SiteCorrectionList = z.object({ site: z.string(), items: z.array(SiteCorrection) });
export type SiteCorrectionList = z.infer<typeof SiteCorrectionList>;

export const SiteCorrectionParams = z.object({ id: z.uuid({ error: 'Correction not found' }) });
export type SiteCorrectionParams = z.infer<typeof SiteCorrectionParams>;

/** One fact on the "What we read from your site" card. */
export const SiteFactItem = z.object({
  /** The fact as read, to send as `target` when fixing or removing it; for a fact the owner added, its own text. */
  target: z.string(),
  text: z.string(),
  /** The description, role, author, or where the name came from; null when there is none. */
  detail: z.string().nullable(),
  /** An offering's price as written, or null. */
  price: z.string().nullable(),
  /** 'site': as read from the page; 'correction': the owner's fix or addition. */
  origin: z.enum(['site', 'correction']),
  /** The page the fact stands on, when it is not the home page; null otherwise. */
  page: z.string().nullable(),
  /** The correction behind a fact of the owner's, to undo it; null for a fact as read. */
  correctionId: z.string().nullable(),
  /** A fact the owner added (removing it deletes its correction), rather than one read and fixed. */
  added: z.boolean(),
});
export type SiteFactItem = z.infer<typeof SiteFactItem>;

/** A fact the owner removed; deleting `correctionId` brings it back. */
export const RemovedSiteFact = z.object({ field: SiteCorrectionField, text: z.string(), correctionId: z.string() });
export type RemovedSiteFact = z.infer<typeof RemovedSiteFact>;

/** GET /api/kits/:id/site-facts: what was read from the kit's site, with the owner's corrections of that site applied. */
export const SiteFacts = z.object({
  /** The site the corrections are kept for (host without "www."). */
  site: z.string(),
  /** The kit's address: send it as `url` with a correction. */
  url: z.string(),
  /** False when the kit was written without its page (only corrections and the brief then say anything). */
  fetched: z.boolean(),
  name: SiteFactItem,
  type: SiteFactItem,
  /** The types a correction may choose from. */
  types: z.array(z.string()),
  offerings: z.array(SiteFactItem),
  place: SiteFactItem.nullable(),
  /** The hours, one entry per line of `text`. */
  hours: SiteFactItem.nullable(),
  people: z.array(SiteFactItem),
  testimonials: z.array(SiteFactItem),
  callsToAction: z.array(SiteFactItem),
  /** The pages read, home first. */
  pagesRead: z.array(z.string()),
  removed: z.array(RemovedSiteFact),
  /** How many corrections the user keeps for this site. */
  corrections: z.number().int().min(0),
});
export type SiteFacts = z.infer<typeof SiteFacts>;

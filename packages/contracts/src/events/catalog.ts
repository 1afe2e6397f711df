import type { z } from 'zod';
import { authUserRegisteredV1 } from './auth-user-registered.ts';
import { billingSubscriptionChangedV1 } from './billing-subscription-changed.ts';
import { renderJobFinishedV1 } from './render-job-finished.ts';
import { renderJobProgressV1 } from './render-job-progress.ts';
import { renderJobRequestedV1 } from './render-job-requested.ts';
import { renderKitVideoRenderedV1, renderVideoDeletedV1 } from './render-kit-video.ts';
import { renderStorageChangedV1 } from './render-storage-changed.ts';
import { contentSiteCampaignChangedV1 } from './content-site-campaign-changed.ts';
import { contentSiteCorrectionsChangedV1 } from './content-site-corrections-changed.ts';
import { contentStorageChangedV1 } from './content-storage-changed.ts';
import { mediaStorageUsageV1 } from './media-storage-usage.ts';

export const eventDefinitions = [
  billingSubscriptionChangedV1,
  authUserRegisteredV1,
  renderJobRequestedV1,
  renderJobProgressV1,
  renderJobFinishedV1,
  renderStorageChangedV1,
  renderKitVideoRenderedV1,
  renderVideoDeletedV1,
  contentStorageChangedV1,
  contentSiteCorrectionsChangedV1,
  contentSiteCampaignChangedV1,
  mediaStorageUsageV1,
] as const;

/** Every subject with its payload schema. */
export const events = {
  [billingSubscriptionChangedV1.subject]: billingSubscriptionChangedV1.payload,
  [authUserRegisteredV1.subject]: authUserRegisteredV1.payload,
  [renderJobRequestedV1.subject]: renderJobRequestedV1.payload,
  [renderJobProgressV1.subject]: renderJobProgressV1.payload,
  [renderJobFinishedV1.subject]: renderJobFinishedV1.payload,
  [renderStorageChangedV1.subject]: renderStorageChangedV1.payload,
  [renderKitVideoRenderedV1.subject]: renderKitVideoRenderedV1.payload,
  [renderVideoDeletedV1.subject]: renderVideoDeletedV1.payload,
  [contentStorageChangedV1.subject]: contentStorageChangedV1.payload,
  [contentSiteCorrectionsChangedV1.subject]: contentSiteCorrectionsChangedV1.payload,
  [contentSiteCampaignChangedV1.subject]: contentSiteCampaignChangedV1.payload,
  [mediaStorageUsageV1.subject]: mediaStorageUsageV1.payload,
} as const;

export type EventSubject = keyof typeof events;
export type EventPayload<S extends EventSubject> = z.output<(typeof events)[S]>;

/** The work queue render jobs (render.job.requested.v1 payloads) travel on; one worker takes each job. */
export const renderJobQueue = 'render.jobs';

import type { z } from 'zod';
import { authUserRegisteredV1 } from './auth-user-registered.ts';
import { billingSubscriptionChangedV1 } from './billing-subscription-changed.ts';
import { renderJobFinishedV1 } from './render-job-finished.ts';
import { renderJobProgressV1 } from './render-job-progress.ts';
import { renderJobRequestedV1 } from './render-job-requested.ts';

export const eventDefinitions = [
  billingSubscriptionChangedV1,
  authUserRegisteredV1,
  renderJobRequestedV1,
  renderJobProgressV1,
  renderJobFinishedV1,
] as const;

/** Every subject with its payload schema. */
export const events = {
  [billingSubscriptionChangedV1.subject]: billingSubscriptionChangedV1.payload,
  [authUserRegisteredV1.subject]: authUserRegisteredV1.payload,
  [renderJobRequestedV1.subject]: renderJobRequestedV1.payload,
  [renderJobProgressV1.subject]: renderJobProgressV1.payload,
  [renderJobFinishedV1.subject]: renderJobFinishedV1.payload,
} as const;

export type EventSubject = keyof typeof events;
export type EventPayload<S extends EventSubject> = z.output<(typeof events)[S]>;

/** The work queue render jobs (render.job.requested.v1 payloads) travel on; one worker takes each job. */
export const renderJobQueue = 'render.jobs';

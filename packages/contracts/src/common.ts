import { z } from 'zod';

/** Who may call a route: anyone, a signed-in user, or a signed-in user with an active subscription. */
export type Access = 'public' | 'session' | 'subscriber';
export const accessLevels = ['public', 'session', 'subscriber'] as const satisfies readonly Access[];

export const serviceNames = ['auth', 'billing', 'content', 'media', 'render'] as const;
export type ServiceName = (typeof serviceNames)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The user's subscription as auth projects it from billing's events. Only 'active' admits the user
 * to the product; every other status is sent to /subscribe.
 */
export const SubscriptionStatus = z.enum(['none', 'incomplete', 'active', 'past_due', 'canceled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export function isSubscriptionActive(status: SubscriptionStatus): boolean {
  return status === 'active';
}

/** Timestamps travel as ISO 8601 strings in UTC (`Date.prototype.toISOString()`). */
export const Timestamp = z.iso.datetime();
export type Timestamp = z.infer<typeof Timestamp>;

const httpUrl = z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' });

/** A website address typed by the user (the generator's rule: any empty or invalid value gets one message). */
export const WebsiteUrl = z.string().trim().pipe(httpUrl);
export type WebsiteUrl = z.infer<typeof WebsiteUrl>;

/** The video studios' rule: an empty address has its own message. */
export const RequiredWebsiteUrl = z.string().trim().min(1, 'Please enter a website URL').pipe(httpUrl);
export type RequiredWebsiteUrl = z.infer<typeof RequiredWebsiteUrl>;

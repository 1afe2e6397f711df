import { z } from 'zod';

/** Who may call a route: anyone, a signed-in user, or a signed-in user with an active subscription. */
export type Access = 'public' | 'session' | 'subscriber';
export const accessLevels = ['public', 'session', 'subscriber'] as const satisfies readonly Access[];

/** What the rest of the system needs to know about one service. */
export interface ServiceInfo {
  /** The `owner` of its routes, its container's name and its database schema. */
  name: string;
  /** Where it listens by default (npm start uses the gateway's PORT + 1, + 2, ... in this order). */
  port: number;
  /** The gateway setting holding its address, defaulting to http://127.0.0.1:<port>. */
  urlEnv: `${Uppercase<string>}_URL`;
}

/**
 * Every service, in start-up order. The gateway's upstream settings and table and npm start's
 * service list follow it: a new service is one entry here, its definition in
 * apps/standalone/src/services.ts and its container in docker-compose.yml.
 */
export const services = [
  { name: 'auth', port: 3001, urlEnv: 'AUTH_URL' },
  { name: 'billing', port: 3002, urlEnv: 'BILLING_URL' },
  { name: 'content', port: 3003, urlEnv: 'CONTENT_URL' },
  { name: 'media', port: 3004, urlEnv: 'MEDIA_URL' },
  { name: 'render', port: 3005, urlEnv: 'RENDER_URL' },
] as const satisfies readonly ServiceInfo[];
export type ServiceName = (typeof services)[number]['name'];
export type ServiceUrlEnv = (typeof services)[number]['urlEnv'];
export const serviceNames: readonly ServiceName[] = services.map((service) => service.name);

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

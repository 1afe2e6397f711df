/**
 * Identity the gateway forwards to services. The gateway strips these headers from incoming
 * requests, then sets them from the resolved session and signs them (HMAC with INTERNAL_SECRET);
 * services reject identity without a valid signature.
 */
export const identityHeaders = {
  userId: 'x-user-id',
  subscriptionStatus: 'x-subscription-status',
  timestamp: 'x-user-timestamp',
  signature: 'x-user-signature',
} as const;

export const requestIdHeader = 'x-request-id';

export const sessionCookieName = 'sitespark_session';

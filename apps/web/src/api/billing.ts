import { skipToken, useQuery } from '@tanstack/react-query';
import { SubscriptionResponse } from '@sitespark/contracts';
import type { AuthUser, LocalCard, Plan } from '@sitespark/contracts';
import { apiRequest } from './client.ts';
import { callRoute } from './call-route.ts';
import { routeUrl } from './route-url.ts';

export const BILLING_CONFIG_QUERY_KEY = [routeUrl('billing.getConfig')] as const;
export const SUBSCRIPTION_QUERY_KEY = [routeUrl('billing.getSubscription')] as const;

export function useBillingConfig() {
  return useQuery({ queryKey: BILLING_CONFIG_QUERY_KEY, queryFn: () => callRoute('billing.getConfig') });
}

export type PaymentSession = { clientSecret: string } | { clientSecret: null };

/**
 * Asks billing for the payment of `plan` (spec section 7: sent on arrival and on each plan change).
 * An answer without a client secret is not a failed call: the page says it cannot load the form.
 * A failed call throws.
 */
export async function requestPaymentSession(plan: Plan): Promise<PaymentSession> {
  const response = await apiRequest('POST', routeUrl('billing.getOrCreateSubscription'), { plan });
  const parsed = SubscriptionResponse.safeParse(await response.json().catch(() => null));
  return parsed.success ? { clientSecret: parsed.data.clientSecret } : { clientSecret: null };
}

export function confirmLocalPayment(clientSecret: string, card: LocalCard) {
  return callRoute('billing.confirmLocalPayment', { body: { clientSecret, card } });
}

const ACTIVATION_POLL_MS = 500;
export const ACTIVATION_TIMEOUT_MS = 15_000;

type Activation = { status: 'active'; user: AuthUser } | { status: 'pending' } | { status: 'timedOut' };

async function checkActivation(deadline: number): Promise<Activation> {
  // A failed poll counts as a pending one until the deadline.
  const user = await callRoute('auth.getUser').catch(() => null);
  if (user?.subscriptionStatus === 'active') return { status: 'active', user };
  return Date.now() + ACTIVATION_POLL_MS > deadline ? { status: 'timedOut' } : { status: 'pending' };
}

/**
 * Billing confirms a payment first; the user's subscriptionStatus turns 'active' a moment later,
 * once auth has applied billing's event. Polls the signed-in user until then or until `deadline`;
 * idle while `deadline` is null. Each new deadline starts a new wait.
 */
export function useSubscriptionActivation(deadline: number | null) {
  return useQuery({
    queryKey: ['subscription-activation', deadline],
    queryFn: deadline === null ? skipToken : () => checkActivation(deadline),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ACTIVATION_POLL_MS : false),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

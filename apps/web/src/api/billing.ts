import { useQuery } from '@tanstack/react-query';
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

export type WaitOptions = { timeoutMs?: number; intervalMs?: number; signal?: AbortSignal };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Billing confirms a payment first; the user's subscriptionStatus turns 'active' a moment later,
 * once auth has applied billing's event. Polls the signed-in user until then; null on time-out.
 */
export async function waitForActiveSubscription({ timeoutMs = 15_000, intervalMs = 500, signal }: WaitOptions = {}): Promise<AuthUser | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) return null;
    try {
      const user = await callRoute('auth.getUser');
      if (user.subscriptionStatus === 'active') return user;
    } catch {
      // A failed poll is retried like a pending one until the deadline.
    }
    if (Date.now() + intervalMs > deadline) return null;
    await sleep(intervalMs);
  }
}

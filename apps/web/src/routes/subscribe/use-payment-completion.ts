import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AUTH_USER_QUERY_KEY } from '../../api/auth.ts';
import { ACTIVATION_TIMEOUT_MS, SUBSCRIPTION_QUERY_KEY, useSubscriptionActivation } from '../../api/billing.ts';
import { useToast } from '../../components/ui/Toaster.tsx';

/** 'paying' until the provider confirms; then waiting for the account to turn active; 'delayed' if that takes too long. */
export type CompletionPhase = 'paying' | 'activating' | 'delayed';

export const APP_HOME_AFTER_PAYMENT = '/create';

/** After a confirmed payment: announce it, wait for the account to be admitted, then open the app. */
export function usePaymentCompletion() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [deadline, setDeadline] = useState<number | null>(null);
  const activation = useSubscriptionActivation(deadline).data;
  const activeUser = activation?.status === 'active' ? activation.user : null;
  const phase: CompletionPhase = deadline === null ? 'paying' : activation?.status === 'timedOut' ? 'delayed' : 'activating';

  useEffect(() => {
    if (!activeUser) return;
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, activeUser);
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    // The query cache tells its readers on a later task; leaving /subscribe before the route gate
    // has seen the active user would make it send the browser straight back.
    // By then this page has unmounted (the gate now renders the subscriber routes), so the timer is
    // not cleared: the move to the app is still what the payment asked for.
    setTimeout(() => navigate(APP_HOME_AFTER_PAYMENT), 0);
  }, [activeUser, navigate, queryClient]);

  const admit = () => setDeadline(Date.now() + ACTIVATION_TIMEOUT_MS);

  function complete() {
    toast({ title: 'Subscription Activated!', description: 'Welcome to SiteSpark! Redirecting you to the app...' });
    admit();
  }

  return { phase, complete, retry: admit };
}

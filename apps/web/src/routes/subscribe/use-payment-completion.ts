import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AUTH_USER_QUERY_KEY } from '../../api/auth.ts';
import { SUBSCRIPTION_QUERY_KEY, waitForActiveSubscription } from '../../api/billing.ts';
import { useToast } from '../../components/ui/Toaster.tsx';

/** 'paying' until the provider confirms; then waiting for the account to turn active; 'delayed' if that takes too long. */
export type CompletionPhase = 'paying' | 'activating' | 'delayed';

export const APP_HOME_AFTER_PAYMENT = '/create';

/** After a confirmed payment: announce it, wait for the account to be admitted, then open the app. */
export function usePaymentCompletion() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [phase, setPhase] = useState<CompletionPhase>('paying');
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const admit = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase('activating');
    const user = await waitForActiveSubscription({ signal: controller.signal });
    if (controller.signal.aborted) return;
    if (!user) {
      setPhase('delayed');
      return;
    }
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    // The query cache tells its readers on a later task; leaving /subscribe before the route gate
    // has seen the active user would make it send the browser straight back.
    // By then this page has unmounted (the gate now renders the subscriber routes); the move to the
    // app is still what the payment asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    navigate(APP_HOME_AFTER_PAYMENT);
  }, [navigate, queryClient]);

  const complete = useCallback(async () => {
    toast({ title: 'Subscription Activated!', description: 'Welcome to SiteSpark! Redirecting you to the app...' });
    await admit();
  }, [admit, toast]);

  return { phase, complete, retry: admit };
}

import type { QueryClient } from '@tanstack/react-query';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';

/** The shared kit behind a link's token, as the shared page reads it. */
export function sharedKitQuery(token: string) {
  return {
    queryKey: [routeUrl('content.getSharedKit', { params: { token } })],
    queryFn: () => callRoute('content.getSharedKit', { params: { token } }),
    retry: false,
  } as const;
}

export const loadSharedKitPage = () => import('./SharedKitPage.tsx');
export const loadResultsView = () => import('../generator/results/ResultsView.tsx');

/**
 * Starts everything the shared page waits for at once, as soon as the app knows it is on one: the
 * kit's answer and the page's code (the page and its result tabs). Without it each waited for the
 * one before (who is signed in, then the page's code, then the kit, then the tabs' code): four
 * round trips one after another for a client opening the link.
 */
export function startLoadingSharedKit(queryClient: QueryClient, token: string): void {
  void queryClient.prefetchQuery(sharedKitQuery(token));
  void loadSharedKitPage();
  void loadResultsView();
}

import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@sitespark/contracts';
import { callRoute } from './call-route.ts';
import { routeUrl } from './route-url.ts';

/** The external sign-in provider the dialog offers; null when none is configured or the answer fails. */
export function useExternalProvider(): AuthProviders['external'] {
  const { data } = useQuery({
    queryKey: [routeUrl('auth.getProviders')],
    queryFn: () => callRoute('auth.getProviders'),
  });
  return data?.external ?? null;
}

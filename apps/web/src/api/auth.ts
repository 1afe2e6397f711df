import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@sitespark/contracts';
import { getQueryFn } from './query-client.ts';
import { routeUrl } from './route-url.ts';

export const AUTH_USER_QUERY_KEY = [routeUrl('auth.getUser')] as const;

export type AuthState = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
};

/** The signed-in user, or null when the server answers 401 (signed out). */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    retry: false,
    // Every screen reads this query; without this, a failed answer would be refetched by each newly
    // mounted reader, flipping the app back to the loading screen in a loop.
    retryOnMount: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

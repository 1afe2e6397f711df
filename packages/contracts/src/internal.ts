import { z, type ZodType } from 'zod';
import type { HttpMethod, ServiceName } from './common.ts';
import { AuthUser } from './http/auth/user.ts';

/** Routes the gateway calls itself and never proxies; their paths sit outside /api. */
export interface InternalRouteContract {
  id: string;
  method: HttpMethod;
  path: string;
  owner: ServiceName;
  summary: string;
  request: { body?: ZodType };
  response: ZodType;
}

export function defineInternalRoute<const R extends InternalRouteContract>(route: R): R {
  return route;
}

export const internalPathPrefix = '/internal/';

export const ResolveSessionRequest = z.object({ token: z.string().min(1) });
export type ResolveSessionRequest = z.infer<typeof ResolveSessionRequest>;

/** `user` is null for an unknown, expired or revoked session. */
export const ResolveSessionResponse = z.object({ user: AuthUser.nullable() });
export type ResolveSessionResponse = z.infer<typeof ResolveSessionResponse>;

export const resolveSessionRoute = defineInternalRoute({
  id: 'auth.resolveSession',
  method: 'POST',
  path: '/internal/sessions/resolve',
  owner: 'auth',
  summary: "Resolve a session cookie's token to its user",
  request: { body: ResolveSessionRequest },
  response: ResolveSessionResponse,
});

export const internalRoutes: readonly InternalRouteContract[] = [resolveSessionRoute];

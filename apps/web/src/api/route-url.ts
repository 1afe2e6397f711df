import { authRoutes, billingRoutes, contentRoutes, mediaRoutes, renderRoutes, routePath, routes } from '@sitespark/contracts';
import type { RouteContract, RouteParamsInput, RouteQueryInput } from '@sitespark/contracts';

type RouteGroup = Record<string, RouteContract>;
type RoutesOf<G extends RouteGroup> = G[keyof G];

/** Every contract route with its literal id, method, path and schemas. */
export type WebRoute =
  | RoutesOf<typeof authRoutes>
  | RoutesOf<typeof billingRoutes>
  | RoutesOf<typeof contentRoutes>
  | RoutesOf<typeof mediaRoutes>
  | RoutesOf<typeof renderRoutes>;

export type RouteId = WebRoute['id'];
export type RouteById<Id extends RouteId> = Extract<WebRoute, { id: Id }>;

export type RouteUrlOptions<R extends RouteContract> = (R['request'] extends { params: object }
  ? { params: RouteParamsInput<R> }
  : { params?: never }) &
  (R['request'] extends { query: object } ? { query?: RouteQueryInput<R> } : { query?: never });

export function findRouteById<Id extends RouteId>(routeId: Id): RouteById<Id> {
  const route = routes.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`No contract route with id '${routeId}'`);
  return route as RouteById<Id>;
}

function toSearch(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a contract route: its path template filled from params, plus the query string. */
export function routeUrl<Id extends RouteId>(
  routeId: Id,
  ...[options]: object extends RouteUrlOptions<RouteById<Id>>
    ? [RouteUrlOptions<RouteById<Id>>?]
    : [RouteUrlOptions<RouteById<Id>>]
): string {
  const route = findRouteById(routeId);
  const { params, query } = (options ?? {}) as { params?: Record<string, string | number>; query?: unknown };
  return routePath(route.path, params) + toSearch(query);
}

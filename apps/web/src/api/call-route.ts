import type { RouteBodyInput, RouteContract, RouteResponseBody } from '@sitespark/contracts';
import { apiRequest } from './client.ts';
import { findRouteById, routeUrl } from './route-url.ts';
import type { RouteById, RouteId, RouteUrlOptions, WebRoute } from './route-url.ts';

/** Routes the browser fetches; navigation routes are followed with a link to routeUrl() instead. */
export type CallableRouteId = Exclude<RouteId, Extract<WebRoute, { kind: 'navigation' }>['id']>;

type BodyOption<R extends RouteContract> = R['request'] extends { body: object }
  ? { body: R['kind'] extends 'multipart' ? FormData : RouteBodyInput<R> }
  : { body?: never };

export type CallRouteOptions<R extends RouteContract> = RouteUrlOptions<R> & BodyOption<R>;

/** A route with a JSON response schema resolves to the validated body; any other to the raw Response. */
export type CallRouteResult<R extends RouteContract> = R extends { response: object } ? RouteResponseBody<R> : Response;

/**
 * Calls a contract route by id: the URL comes from the contract's path template, the body is sent by
 * apiRequest's rules, and a JSON answer is checked against the route's response schema.
 */
export async function callRoute<Id extends CallableRouteId>(
  routeId: Id,
  ...[options]: object extends CallRouteOptions<RouteById<Id>>
    ? [CallRouteOptions<RouteById<Id>>?]
    : [CallRouteOptions<RouteById<Id>>]
): Promise<CallRouteResult<RouteById<Id>>> {
  const route: RouteContract = findRouteById(routeId);
  if (route.kind === 'navigation') throw new Error(`${route.id} is a navigation route: link to routeUrl() instead`);
  const { body, ...urlOptions } = (options ?? {}) as { body?: unknown };
  const url = (routeUrl as (id: RouteId, options?: object) => string)(routeId, urlOptions);
  const response = await apiRequest(route.method, url, body);
  if (!route.response) return response as CallRouteResult<RouteById<Id>>;
  return route.response.parse(await response.json()) as CallRouteResult<RouteById<Id>>;
}

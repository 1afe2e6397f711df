import type { z, ZodType } from 'zod';
import type { Access, HttpMethod, ServiceName } from './common.ts';

/**
 * How a route's body travels:
 * - json: JSON request and/or response;
 * - multipart: a multipart/form-data upload (text fields in `request.body`, files in `files`);
 * - navigation: the browser navigates to it (redirects, cookies), no fetch;
 * - stream: a streamed response (server-sent events, downloads with range requests);
 * - binary: the response is a file (mp4, png);
 * - raw: the request body must reach the owner byte-for-byte (the Stripe webhook signature covers it).
 */
export type RouteKind = 'json' | 'multipart' | 'navigation' | 'stream' | 'binary' | 'raw';

/** A file part of a multipart route. Services check the type from magic bytes, never the client's. */
export interface FileField {
  maxCount: number;
  maxBytes: number;
  accept: readonly string[];
}

export interface RouteContract {
  /** `<owner>.<name>`, e.g. 'auth.getUser'. */
  id: string;
  method: HttpMethod;
  /** Fastify syntax: '/api/screenshots/:index', wildcard '/api/media/*'. */
  path: string;
  owner: ServiceName;
  access: Access;
  kind: RouteKind;
  /** True for the rows of spec section 7 and its three navigation routes. */
  inSpec: boolean;
  /** One line, used for the OpenAPI document. */
  summary: string;
  request: { body?: ZodType; params?: ZodType; query?: ZodType };
  /** The 2xx JSON body when the response is JSON. */
  response?: ZodType;
  /** Whole-request limit for uploads and large JSON bodies; otherwise the server default applies. */
  bodyLimitBytes?: number;
  /** Multipart file fields by name. */
  files?: Readonly<Record<string, FileField>>;
}

/** Keeps the literal types of a route (method, path, schemas) for the code that binds it. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

type Input<T, K extends string> = T extends { [P in K]: infer S extends ZodType } ? z.input<S> : undefined;
type Output<T, K extends string> = T extends { [P in K]: infer S extends ZodType } ? z.output<S> : undefined;

/** What a caller sends (defaults still optional); `undefined` when the route declares none. */
export type RouteBodyInput<R extends RouteContract> = Input<R['request'], 'body'>;
export type RouteParamsInput<R extends RouteContract> = Input<R['request'], 'params'>;
export type RouteQueryInput<R extends RouteContract> = Input<R['request'], 'query'>;
/** What a handler receives after validation, and what a JSON route answers. */
export type RouteBody<R extends RouteContract> = Output<R['request'], 'body'>;
export type RouteResponseBody<R extends RouteContract> = Output<R, 'response'>;

/** Fills a path template: routePath('/api/screenshots/:index', { index: 2 }) is '/api/screenshots/2'. */
export function routePath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z0-9_]+)|\*$/g, (segment, name: string | undefined) => {
    const key = name ?? '*';
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter '${key}' for ${template}`);
    return key === '*'
      ? String(value).split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(String(value));
  });
}

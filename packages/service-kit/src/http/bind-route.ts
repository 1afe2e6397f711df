import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteBody, RouteContract } from '@sitespark/contracts';
import type { Identity } from '../identity.ts';
import { requireIdentity, requireSubscriber, type ServiceApp } from './create-service.ts';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<R extends RouteContract> {
  body: RouteBody<R>;
  params: Output<R['request']['params']>;
  query: Output<R['request']['query']>;
  /** Null only on public routes; session and subscriber routes always have one. */
  identity: R['access'] extends 'public' ? Identity | null : Identity;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<R extends RouteContract> = (
  context: RouteContext<R>,
) => Promise<(R['response'] extends z.ZodType ? z.input<R['response']> : unknown) | FastifyReply | void>;

/**
 * Binds a contract route to its handler: the path, method and schemas come from the contract, and
 * the route's access level is enforced here as well as at the gateway.
 */
export function bindRoute<R extends RouteContract>(app: ServiceApp, route: R, handler: Handler<R>): void {
  app.route({
    method: route.method,
    url: route.path,
    ...(route.bodyLimitBytes ? { bodyLimit: route.bodyLimitBytes } : {}),
    schema: {
      // Multipart fields are parsed and checked by the handler; every other declared body here.
      ...(route.kind !== 'multipart' && route.request.body ? { body: route.request.body } : {}),
      ...(route.request.params ? { params: route.request.params } : {}),
      ...(route.request.query ? { querystring: route.request.query } : {}),
      ...(route.response ? { response: { '2xx': route.response } } : {}),
    },
    handler: async (request, reply) => {
      const identity =
        route.access === 'subscriber' ? requireSubscriber(request) : route.access === 'session' ? requireIdentity(request) : request.identity;
      return handler({
        body: request.body as RouteBody<R>,
        params: request.params as Output<R['request']['params']>,
        query: request.query as Output<R['request']['query']>,
        identity: identity as RouteContext<R>['identity'],
        request,
        reply,
      });
    },
  });
}

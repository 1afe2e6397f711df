import { Transform, type Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { requestIdHeader, type RouteContract, type ServiceName } from '@sitespark/contracts';
import { AppError, signClientAddress, signIdentity } from '@sitespark/service-kit';

const defaultBodyLimitBytes = 1024 * 1024;

/** Requests whose body was cut off at the limit, so the failed upstream call is reported as 413. */
const oversized = new WeakSet<object>();

export interface RouteProxyOptions {
  routes: readonly RouteContract[];
  upstreams: Readonly<Record<ServiceName, string>>;
  internalSecret: string;
}

function tooLarge(limitBytes: number): AppError {
  const megabytes = Math.round((limitBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('PAYLOAD_TOO_LARGE', `The request is too large. The limit is ${megabytes} MB.`);
}

/**
 * The body as the client sent it, as a stream, so multipart uploads and webhook payloads reach the
 * service byte for byte and are never held in memory here. A declared length is checked at once; a
 * chunked body is counted as it flows and cut off at the limit.
 */
function streamWithinLimit(request: FastifyRequest, payload: IncomingMessage, limitBytes: number): Readable {
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limitBytes) {
      oversized.add(request);
      throw tooLarge(limitBytes);
    }
    return payload;
  }
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limitBytes) {
        oversized.add(request);
        payload.unpipe(counter);
        payload.resume();
        callback(tooLarge(limitBytes));
        return;
      }
      callback(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

/** Only auth, which owns sessions, gets the cookie; every other service knows the user from signed identity. */
function withoutSessionCookie<H extends { cookie?: string | undefined }>(headers: H, owner: ServiceName): H {
  if (owner === 'auth' || headers.cookie === undefined) return headers;
  const { cookie: _cookie, ...rest } = headers;
  return rest as H;
}

function describeUpstreamFailure(error: Error, owner: ServiceName): AppError {
  const cause = (error as { cause?: { code?: string } }).cause;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 504) return new AppError('TIMEOUT', 'The request took too long. Please try again.', { cause: error });
  if (cause?.code === 'ECONNREFUSED' || status === 503) {
    return new AppError('UNAVAILABLE', `The ${owner} service is unavailable. Please try again shortly.`, { cause: error });
  }
  return new AppError('UPSTREAM_FAILED', 'Something went wrong on our side. Please try again.', { cause: error });
}

/**
 * One proxy per contract route, for exactly its method and path, to its owner. The path is kept
 * as is; identity and the request id are added after the access guard ran; responses (including
 * server-sent events and downloads) are streamed through as they arrive.
 */
export async function registerRouteProxies(app: FastifyInstance, options: RouteProxyOptions): Promise<void> {
  for (const contract of options.routes) {
    const limitBytes = contract.bodyLimitBytes ?? defaultBodyLimitBytes;
    await app.register(async (scope) => {
      const parse = (request: FastifyRequest, payload: IncomingMessage, done: (err: Error | null, body?: unknown) => void) => {
        try {
          done(null, streamWithinLimit(request, payload, limitBytes));
        } catch (error) {
          done(error as Error);
        }
      };
      scope.addContentTypeParser('application/json', parse);
      scope.addContentTypeParser('text/plain', parse);
      scope.addContentTypeParser('*', parse);

      await scope.register(httpProxy, {
        upstream: options.upstreams[contract.owner],
        routes: [contract.path],
        httpMethods: [contract.method],
        proxyPayloads: false,
        disableRequestLogging: true,
        config: { contract },
        replyOptions: {
          // A retried request could repeat a side effect or multiply load on a struggling service.
          retryDelay: () => null,
          // Forwarding headers are replaced, never appended to, so a client cannot choose them; the
          // client address that services trust is the signed one below.
          rewriteRequestHeaders: (request, headers) => ({
            ...withoutSessionCookie(headers, contract.owner),
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
            [requestIdHeader]: request.id,
            // The address services may trust (auth keys sign-in and registration limits on it).
            ...signClientAddress(request.ip, options.internalSecret),
            ...(request.sessionUser
              ? signIdentity(
                  { userId: request.sessionUser.id, subscriptionStatus: request.sessionUser.subscriptionStatus },
                  options.internalSecret,
                )
              : {}),
          }),
          onError: (reply, { error }) => {
            if (oversized.has(reply.request)) {
              reply.send(tooLarge(limitBytes));
              return;
            }
            reply.send(describeUpstreamFailure(error, contract.owner));
          },
        },
      });
    });
  }
}

import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, databaseUnavailableRetryAfterSeconds, isDatabaseUnavailableError } from '../db/database-errors.ts';
import { AppError, isAppError } from '../errors.ts';

const internalMessage = 'Something went wrong on our side. Please try again.';
/** The status access logs conventionally give a request whose client went away (nginx's 499). */
const clientClosedRequest = 499;

/** busboy reports a malformed multipart body (no boundary, cut short) as a plain Error without a status. */
const malformedMultipart = /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;
/** busboy's boundary search takes at most 256 bytes ("\r\n--" and the boundary); a longer one throws this. */
const multipartBoundaryTooLong = /^The needle cannot have a length bigger than 256\.?$/;

/** zod's own wording says what is wrong but not where; name the field unless the schema gave a sentence. */
function describeIssue(issue: { message?: string; instancePath?: string; params?: Record<string, unknown> }): string {
  const message = issue.message ?? 'Invalid request';
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const isGeneric = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/.test(message);
  return field && isGeneric ? `${field}: ${message}` : message;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    // The client went away and its answer was torn down with it: not a failure. Any other error
    // still counts, even when no one is left to read the answer.
    if (reply.raw.destroyed && isCausedByHangUp(error)) {
      request.log.info({ err: error }, 'client closed the connection before the answer');
      return reply.status(clientClosedRequest).send();
    }
    // A lost database is an outage to wait out, not a bug: 503 with Retry-After, even when domain
    // code wrapped the driver's error in an INTERNAL AppError.
    if ((!isAppError(error) || error.code === 'INTERNAL') && isDatabaseUnavailableError(error)) {
      return answerDatabaseUnavailable(error, request, reply);
    }
    if (isAppError(error)) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      if (error.status >= 500) return answerInternal(error, request, reply, error.status, error.message);
      // A refusal whose public message is deliberately vague (SSRF) keeps its reason for the log.
      const detail = (error as { detail?: unknown }).detail;
      request.log.info({ code: error.code, status: error.status, ...(typeof detail === 'string' ? { detail } : {}) }, error.message);
      return reply.status(error.status).send({ message: error.message, code: error.code, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first ? describeIssue(first) : 'Invalid request', code: 'VALIDATION' });
    }
    if (isResponseSerializationError(error)) return answerInternal(error, request, reply, 500);
    if (!('statusCode' in error) && multipartBoundaryTooLong.test(error.message)) {
      request.log.info({ err: error }, 'multipart boundary too long');
      return reply.status(400).send({ message: 'The upload is not a well-formed multipart/form-data body: its boundary is too long.', code: 'BAD_REQUEST' });
    }
    if (!('statusCode' in error) && malformedMultipart.test(error.message)) {
      return reply.status(400).send({ message: 'The upload is not a well-formed multipart/form-data body.', code: 'BAD_REQUEST' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ status, code: (error as FastifyError).code }, error.message);
      return reply.status(status).send({ message: error.message, code: (error as FastifyError).code });
    }
    return answerInternal(error, request, reply, status);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

const hangUpCodes = new Set(['UND_ERR_ABORTED', 'ABORT_ERR', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** An abort, reset or premature close, here or in what it wraps. */
function isCausedByHangUp(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (current.name === 'AbortError' || current.message === 'aborted' || (typeof code === 'string' && hangUpCodes.has(code))) return true;
  }
  return false;
}

/** A 5xx says only that it failed and which id to quote; the cause goes to the log under that id. */
function answerInternal(error: Error, request: FastifyRequest, reply: FastifyReply, status: number, publicMessage?: string, logLevel: 'warn' | 'error' = 'error') {
  const errorId = randomUUID();
  request.log[logLevel]({ err: error, errorId }, 'request failed');
  const message = status === 503 || status === 502 || status === 504 ? (publicMessage ?? internalMessage) : internalMessage;
  return reply.status(status).send({ message, errorId });
}

/** Logged at warn with the driver's error: every request fails alike until the database is back. */
function answerDatabaseUnavailable(error: Error, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = new AppError('DATABASE_UNAVAILABLE', databaseUnavailableMessage, { cause: error });
  reply.header('retry-after', String(databaseUnavailableRetryAfterSeconds));
  return answerInternal(unavailable, request, reply, unavailable.status, unavailable.message, 'warn');
}

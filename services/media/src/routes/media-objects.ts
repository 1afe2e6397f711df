import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { mediaRoutes } from '@sitespark/contracts';
import { AppError, bindRoute, canRead, type ObjectInfo, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import { attachmentDisposition } from '../domain/attachment-disposition.ts';
import { parseByteRange } from '../domain/parse-byte-range.ts';

/** Types a browser may render inline from our origin; anything else is sent as a download. */
const inlineTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'audio/mpeg',
  'audio/wav',
  'video/mp4',
  'video/webm',
]);

/** An SVG opened directly must not run script or load anything. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

function entityTag(info: ObjectInfo): string {
  const digest = createHash('sha256').update(`${info.key}\n${info.size}\n${info.lastModified.getTime()}`).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

function matchesAny(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isNotModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return matchesAny(ifNoneMatch, etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && wholeSeconds(lastModified) <= Math.floor(since / 1000);
}

/** If-Range: the range applies only while the object is still the one the client has part of. */
function rangeStillApplies(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifRange = request.headers['if-range'];
  if (typeof ifRange !== 'string' || ifRange === '') return true;
  if (ifRange.startsWith('"')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(date / 1000) === wholeSeconds(lastModified);
}

export function registerMediaObjectRoutes(app: ServiceApp, { store }: { store: ObjectStore }): void {
  bindRoute(app, mediaRoutes.getObject, async ({ params, query, identity, request, reply }) => {
    const key = params['*'];
    // Another user's object and a missing one get the same answer: existence is not revealed.
    const notFound = new AppError('NOT_FOUND', 'File not found');
    if (!canRead(identity.userId, key)) throw notFound;
    const info = await store.stat(key);
    if (!info) throw notFound;

    const etag = entityTag(info);
    reply
      .header('etag', etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('cache-control', 'private, max-age=3600')
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin');
    if (isNotModified(request, etag, info.lastModified)) return reply.status(304).send();

    const range = parseByteRange(rangeStillApplies(request, etag, info.lastModified) ? request.headers.range : undefined, info.size);
    if (range.kind === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${info.size}`).send({ message: 'Requested range not satisfiable', code: 'RANGE_NOT_SATISFIABLE' });
    }

    const inline = inlineTypes.has(info.contentType);
    const requestedName = query.download;
    // Fastify's HEAD handling keeps the headers of a stream body (and drains it): an empty one costs nothing.
    const body =
      request.method === 'HEAD' || info.size === 0
        ? Readable.from([])
        : await store.stream(key, range.kind === 'partial' ? { start: range.start, end: range.end } : undefined);
    reply.header('content-type', inline ? info.contentType : 'application/octet-stream');
    if (info.contentType === 'image/svg+xml') reply.header('content-security-policy', svgPolicy);
    if (requestedName !== undefined || !inline) reply.header('content-disposition', attachmentDisposition(requestedName, key));
    if (range.kind === 'partial') {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`).header('content-length', range.end - range.start + 1);
    } else {
      reply.status(200).header('content-length', info.size);
    }
    return reply.send(body);
  });
}

import { AppError } from '../errors.ts';
import type { PutOptions } from './object-store.ts';

/**
 * Header names S3 clients report next to user metadata when an object is read back; a user key
 * with one of these names could not be told apart from the real header.
 */
export const reservedMetadataNames: ReadonlySet<string> = new Set([
  'content-type',
  'cache-control',
  'content-encoding',
  'content-disposition',
  'content-language',
  'if-match',
  'if-none-match',
  'x-amz-website-redirect-location',
  'x-amz-storage-class',
]);

const metadataName = /^[a-z0-9][a-z0-9-]{0,63}$/;
// Printable ASCII without surrounding spaces: anything else is altered or refused as an HTTP header.
const headerValue = /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/;
const maxContentTypeLength = 255;
// S3 caps the user-defined metadata of one object at 2 KB.
const maxMetadataBytes = 2048;

/** Metadata and content type must survive a round trip through S3 headers unchanged. */
export function assertSafePutOptions(options: PutOptions): void {
  const { contentType, metadata = {} } = options;
  if (contentType.length === 0 || contentType.length > maxContentTypeLength || !headerValue.test(contentType)) {
    throw new AppError('BAD_REQUEST', 'Content type is not a valid header value');
  }
  let total = 0;
  for (const [name, value] of Object.entries(metadata)) {
    if (!metadataName.test(name) || reservedMetadataNames.has(name) || name.startsWith('x-amz-')) {
      throw new AppError('BAD_REQUEST', `Metadata name "${name}" is not allowed`);
    }
    if (typeof value !== 'string' || !headerValue.test(value)) {
      throw new AppError('BAD_REQUEST', `Metadata "${name}" is not printable ASCII`);
    }
    total += name.length + value.length;
  }
  if (total > maxMetadataBytes) {
    throw new AppError('BAD_REQUEST', `Metadata is larger than ${maxMetadataBytes} bytes`);
  }
}

/** Validates a requested range before any I/O; whether it fits the object is checked by each store. */
export function assertValidRange(start: number, end: number | undefined): void {
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new AppError('BAD_REQUEST', 'Invalid byte range');
  }
}

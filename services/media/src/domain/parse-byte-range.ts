import { parse } from 'range-parser';

export type ByteRangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * One `Range: bytes=` range against an object of `size` bytes (RFC 9110 section 14). Several
 * ranges, other units and malformed headers are answered with the whole object, as the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRangeRequest {
  if (!header) return { kind: 'whole' };
  const { type, code, ranges } = parse(size, header);
  const malformed = (code & 1) !== 0;
  if (type !== 'bytes' || malformed || ranges.length > 1) return { kind: 'whole' };
  const [range] = ranges;
  // None satisfiable: past the end, `-0`, or any range of an empty object.
  if (!range) return { kind: 'unsatisfiable' };
  // One satisfiable range among unsatisfiable ones: still several ranges.
  if (code !== 0) return { kind: 'whole' };
  return { kind: 'partial', start: range.start, end: range.end };
}

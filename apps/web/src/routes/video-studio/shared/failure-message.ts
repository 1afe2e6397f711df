import { readApiFailure } from '../../../lib/api-error.ts';

/** The server's message for a failed call, or `fallback` (spec section 8: "message or '...'"). */
export function failureMessage(error: unknown, fallback: string): string {
  return readApiFailure(error)?.message ?? fallback;
}

import { cleanLine } from '@sitespark/service-kit';

/**
 * A person's name as it is stored and shown: one line, without controls, lone surrogates or
 * bidirectional overrides (PostgreSQL refuses the first two; the last reorders what others read).
 */
export function personName(value: string): string {
  return cleanLine(value).replace(/\s+/g, ' ').trim();
}

import type { z } from 'zod';
import { AppError, cleanLine } from '@sitespark/service-kit';

/**
 * The text fields of a multipart upload, checked against the contract's schema (400 with the first
 * problem). Control characters and bidirectional overrides are removed first: names are shown to
 * people and stored in PostgreSQL, which cannot hold a NUL.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const cleaned = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, cleanLine(value)]));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid upload';
  throw new AppError('VALIDATION', field && /^(Invalid|Too (small|big)|Expected|Required)/.test(message) ? `${field}: ${message}` : message);
}

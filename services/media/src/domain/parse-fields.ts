import type { z } from 'zod';
import { AppError } from '@sitespark/service-kit';

/** The text fields of a multipart upload, checked against the contract's schema (400 with the first problem). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid upload';
  throw new AppError('VALIDATION', field && /^(Invalid|Too (small|big)|Expected|Required)/.test(message) ? `${field}: ${message}` : message);
}

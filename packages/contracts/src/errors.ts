import { z } from 'zod';

/**
 * Every non-2xx JSON answer. `code` is a machine-readable reason (for payments, the provider's code
 * such as 'card_declined'); a 5xx carries only `message` and `errorId`, the id under which the cause
 * was logged.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errorId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

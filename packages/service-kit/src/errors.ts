/**
 * One table from error code to HTTP status. Domain code throws `AppError(code, userMessage)`;
 * the service kit turns it into `{ message, code }` with the status below. 5xx answers carry only
 * `{ message, errorId }` and the cause is logged.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  SUBSCRIPTION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /** The website answered, but with nothing to write from (an error status, not HTML, no readable text). */
  PAGE_UNREADABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  /** PostgreSQL is out of reach (refused, reset, timed out): temporary, the client may retry. */
  DATABASE_UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields merged into the response body (e.g. a payment provider's `code`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, userMessage: string, options?: { cause?: unknown; details?: Record<string, unknown> }) {
    super(userMessage, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options?.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

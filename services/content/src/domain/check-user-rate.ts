import { AppError, type RateLimiter } from '@sitespark/service-kit';

/** Per-user limits of the routes that cost the most CPU or model tokens, on the shared PostgreSQL store (the gateway's per-address limit does not see a user spread over addresses). */
export interface UserRateLimiters {
  generate: RateLimiter;
  regenerate: RateLimiter;
  exportZip: RateLimiter;
}

/** Counts one costly request of the user, or refuses it with 429 and the seconds to wait. */
export async function checkUserRate(limiter: RateLimiter, input: { userId: string }): Promise<void> {
  const seconds = await limiter.hit(input.userId);
  if (seconds > 0) {
    throw new AppError('RATE_LIMITED', `Too many requests. Please wait ${seconds} seconds and try again.`, { details: { retryAfterSeconds: seconds } });
  }
}

/**
 * Fixed-window attempt counter per key (an IP or an email). In memory: one auth process serves the
 * whole product, and a restart forgetting the counters only gives an attacker one more window.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  private readonly maxAttempts: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(maxAttempts: number, windowMs: number, now: () => number = Date.now) {
    this.maxAttempts = maxAttempts;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Counts one attempt; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return 0;
    }
    current.count += 1;
    return current.count > this.maxAttempts ? Math.ceil((current.resetAt - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { requestIdHeader, resolveSessionRoute, ResolveSessionResponse, type AuthUser } from '@sitespark/contracts';
import { internalSignatureHeader, signInternalCall } from '@sitespark/service-kit';

/** Auth could not answer (down, slow, misconfigured): the caller decides whether that blocks the request. */
export class SessionServiceUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Session resolution failed: ${reason}`, options);
    this.name = 'SessionServiceUnavailable';
  }
}

export interface SessionResolverOptions {
  authUrl: string;
  internalSecret: string;
  /** How long an answer (a user or "no such session") is reused; 0 disables the cache. */
  ttlMs: number;
  maxEntries?: number;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ResolveOptions {
  /** Skip the cache, e.g. before refusing a user whose cached subscription may just have changed. */
  fresh?: boolean;
  requestId?: string;
}

export interface SessionResolver {
  /** The session's user, null for an unknown or ended session; throws SessionServiceUnavailable. */
  resolve(token: string, options?: ResolveOptions): Promise<AuthUser | null>;
  /** Drops a token's cached answer, e.g. once its session was ended. */
  forget(token: string): void;
}

/** How much longer the second look-up may wait than the first, after the first timed out. */
const retryWaitFactor = 3;

/** An aborted fetch: its signal's timeout fired (TimeoutError), or the signal was aborted (AbortError). */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Real tokens are short; anything longer is not worth a round trip to auth. */
const maxTokenLength = 512;

/**
 * Resolves session cookies through auth's internal endpoint. Answers are cached per token (keyed
 * by its hash, so the cache never holds a usable credential) for a short time, and concurrent
 * look-ups of one token share a single call.
 */
export function createSessionResolver(options: SessionResolverOptions): SessionResolver {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 1500;
  const endpoint = new URL(resolveSessionRoute.path, options.authUrl).href;
  const cacheEnabled = options.ttlMs > 0;

  async function ask(token: string, requestId: string | undefined): Promise<AuthUser | null> {
    const body = JSON.stringify({ token });
    const call = (waitMs: number) =>
      fetchImpl(endpoint, {
        method: resolveSessionRoute.method,
        headers: {
          'content-type': 'application/json',
          [internalSignatureHeader]: signInternalCall(body, options.internalSecret),
          ...(requestId ? { [requestIdHeader]: requestId } : {}),
        },
        body,
        signal: AbortSignal.timeout(waitMs),
      });
    let response: Response;
    try {
      response = await call(timeoutMs);
    } catch (first) {
      // Auth that did not answer in time is asked once more, with longer to answer: a moment of load
      // (a busy machine, a pause) should cost a signed-in user a slower page, not a 503. An auth that
      // is down still answers 503 after both waits.
      if (!isTimeout(first)) throw new SessionServiceUnavailable('auth did not answer', { cause: first });
      try {
        response = await call(timeoutMs * retryWaitFactor);
      } catch (error) {
        throw new SessionServiceUnavailable('auth did not answer', { cause: error });
      }
    }
    // Auth validates the token's shape; a token it cannot even parse is simply no session.
    if (response.status === 400) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SessionServiceUnavailable(`auth answered ${response.status}`);
    }
    let parsed: ResolveSessionResponse;
    try {
      parsed = ResolveSessionResponse.parse(await response.json());
    } catch (error) {
      throw new SessionServiceUnavailable('auth answered an unexpected body', { cause: error });
    }
    return parsed.user;
  }

  // Wrapped: the cache cannot hold null ("no such session") as a value.
  const cache = new LRUCache<string, { user: AuthUser | null }, { token: string; requestId: string | undefined }>({
    max: options.maxEntries ?? 10_000,
    // To lru-cache a TTL of 0 means "never expires": with ours at 0, every look-up is forced instead.
    ...(cacheEnabled ? { ttl: options.ttlMs } : {}),
    fetchMethod: async (_key, _stale, { context }) => ({ user: await ask(context.token, context.requestId) }),
    // A token forgotten (or evicted) mid-look-up still gets its answer, which is just not kept.
    ignoreFetchAbort: true,
  });
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  return {
    async resolve(token, { fresh = false, requestId } = {}) {
      if (token.length === 0 || token.length > maxTokenLength) return null;
      const answer = await cache.fetch(keyOf(token), { context: { token, requestId }, forceRefresh: fresh || !cacheEnabled });
      return answer!.user;
    },
    forget(token) {
      cache.delete(keyOf(token));
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@sitespark/contracts';
import { createSessionResolver, SessionServiceUnavailable } from '../src/session.ts';

const user = (id: string): AuthUser => ({ id, email: `${id}@example.com`, firstName: 'Ada', lastName: null, profileImageUrl: null, subscriptionStatus: 'active' });

/** A fake auth: counts look-ups per token; `hold()` keeps answers back until `release()`. */
function fakeAuth() {
  const asked = new Map<string, number>();
  let held: Array<() => void> | undefined;
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const { token } = JSON.parse(String(init?.body)) as { token: string };
    asked.set(token, (asked.get(token) ?? 0) + 1);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (token === 'failing') return new Response('{}', { status: 500 });
    return Response.json({ user: token.startsWith('user-') ? user(token) : null });
  };
  return {
    fetch,
    asked,
    hold: () => void (held = []),
    release: () => {
      for (const resolve of held ?? []) resolve();
      held = undefined;
    },
  };
}

const resolverOf = (auth: ReturnType<typeof fakeAuth>, ttlMs = 60_000, maxEntries?: number) =>
  createSessionResolver({ authUrl: 'http://auth.invalid', internalSecret: 'test-secret-0123456789abcdef', ttlMs, fetch: auth.fetch, ...(maxEntries ? { maxEntries } : {}) });

describe('the session resolver', () => {
  it('reuses an answer, "no such session" included, until told fresh', async () => {
    const auth = fakeAuth();
    const sessions = resolverOf(auth);
    expect(await sessions.resolve('user-1')).toEqual(user('user-1'));
    expect(await sessions.resolve('user-1')).toEqual(user('user-1'));
    expect(await sessions.resolve('gone')).toBeNull();
    expect(await sessions.resolve('gone')).toBeNull();
    expect([auth.asked.get('user-1'), auth.asked.get('gone')]).toEqual([1, 1]);
    await sessions.resolve('user-1', { fresh: true });
    expect(auth.asked.get('user-1')).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const auth = fakeAuth();
    const sessions = resolverOf(auth, 60_000, 2);
    for (const token of ['user-a', 'user-b', 'user-a', 'user-c', 'user-a', 'user-b']) await sessions.resolve(token);
    expect(Object.fromEntries(auth.asked)).toEqual({ 'user-a': 1, 'user-b': 2, 'user-c': 1 });
  });

  it('asks every time with a TTL of 0, still sharing a look-up in flight', async () => {
    const auth = fakeAuth();
    const sessions = resolverOf(auth, 0);
    await sessions.resolve('user-1');
    await sessions.resolve('user-1');
    expect(auth.asked.get('user-1')).toBe(2);
    auth.hold();
    const concurrent = Promise.all([sessions.resolve('user-1'), sessions.resolve('user-1')]);
    auth.release();
    expect(await concurrent).toEqual([user('user-1'), user('user-1')]);
    expect(auth.asked.get('user-1')).toBe(3);
  });

  it('answers a look-up forgotten while in flight, without keeping its answer', async () => {
    const auth = fakeAuth();
    const sessions = resolverOf(auth);
    auth.hold();
    const pending = sessions.resolve('user-1');
    await Promise.resolve();
    sessions.forget('user-1');
    auth.release();
    expect(await pending).toEqual(user('user-1'));
    await sessions.resolve('user-1');
    expect(auth.asked.get('user-1')).toBe(2);
  });

  it('keeps no failure: every waiting request sees it, and the next one asks again', async () => {
    const auth = fakeAuth();
    const sessions = resolverOf(auth);
    const failures = await Promise.allSettled([sessions.resolve('failing'), sessions.resolve('failing')]);
    for (const failure of failures) expect(failure).toMatchObject({ status: 'rejected', reason: expect.any(SessionServiceUnavailable) });
    await expect(sessions.resolve('failing')).rejects.toBeInstanceOf(SessionServiceUnavailable);
    expect(auth.asked.get('failing')).toBe(2);
  });
});

describe('an auth that answers late', () => {
  /** A fake auth that never answers the first `stalls` look-ups (until the caller gives up) and answers the rest. */
  const stalling = (stalls: number) => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      calls++;
      if (calls <= stalls) {
        return new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason), { once: true }));
      }
      return Response.json({ user: user('user-late') });
    };
    return { fetch, calls: () => calls };
  };
  const resolver = (fetch: typeof globalThis.fetch) => createSessionResolver({ authUrl: 'http://auth.invalid', internalSecret: 'test-secret-0123456789abcdef', ttlMs: 0, timeoutMs: 20, fetch });

  it('is asked once more with longer to answer, so a moment of load signs nobody out', async () => {
    const auth = stalling(1);
    await expect(resolver(auth.fetch).resolve('user-late')).resolves.toMatchObject({ id: 'user-late' });
    expect(auth.calls()).toBe(2);
  });

  it('that never answers is reported unavailable after the second wait, not retried again', async () => {
    const auth = stalling(Infinity);
    await expect(resolver(auth.fetch).resolve('user-late')).rejects.toBeInstanceOf(SessionServiceUnavailable);
    expect(auth.calls()).toBe(2);
  });
});

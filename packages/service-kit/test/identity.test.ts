import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { signClientAddress, signIdentity, signInternalCall, verifyClientAddress, verifyIdentity, verifyInternalCall } from '../src/identity.ts';

const secret = 's'.repeat(40);
const now = 1_800_000_000_000;

describe('signed identity', () => {
  it('round-trips a signed identity', () => {
    const headers = signIdentity({ userId: 'u1', subscriptionStatus: 'active' }, secret, now);
    expect(verifyIdentity(headers, secret, now + 1000)).toEqual({ userId: 'u1', subscriptionStatus: 'active' });
  });

  it('treats a request without identity headers as anonymous', () => {
    expect(verifyIdentity({ 'content-type': 'application/json' }, secret, now)).toBeNull();
  });

  it.each([
    ['an unsigned user id', { 'x-user-id': 'u1', 'x-subscription-status': 'active' }],
    ['a status changed after signing', { ...signIdentity({ userId: 'u1', subscriptionStatus: 'incomplete' }, secret, now), 'x-subscription-status': 'active' }],
    ['another user id under a valid signature', { ...signIdentity({ userId: 'u1', subscriptionStatus: 'active' }, secret, now), 'x-user-id': 'u2' }],
    ['a signature made with another secret', signIdentity({ userId: 'u1', subscriptionStatus: 'active' }, 'o'.repeat(40), now)],
  ])('refuses %s with 401', (_name, headers) => {
    let caught: unknown;
    try {
      verifyIdentity(headers, secret, now);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(401);
  });

  it('refuses a signed identity replayed after five minutes', () => {
    const headers = signIdentity({ userId: 'u1', subscriptionStatus: 'active' }, secret, now);
    expect(() => verifyIdentity(headers, secret, now + 5 * 60_000 + 1)).toThrow(AppError);
  });
});

describe('internal calls', () => {
  it('accepts the signature of the exact body only', () => {
    const body = JSON.stringify({ token: 'abc' });
    const signature = signInternalCall(body, secret);
    expect(verifyInternalCall(body, signature, secret)).toBe(true);
    expect(verifyInternalCall(JSON.stringify({ token: 'abd' }), signature, secret)).toBe(false);
    expect(verifyInternalCall(body, undefined, secret)).toBe(false);
  });
});

describe('signed client address', () => {
  it('round-trips the address the gateway saw', () => {
    expect(verifyClientAddress(signClientAddress('203.0.113.7', secret, now), secret, now + 1000)).toBe('203.0.113.7');
  });

  it('gives null for a missing, changed, forged, foreign or stale signature', () => {
    const headers = signClientAddress('203.0.113.7', secret, now);
    expect(verifyClientAddress({}, secret, now)).toBeNull();
    expect(verifyClientAddress({ 'x-forwarded-for': '203.0.113.7' }, secret, now)).toBeNull();
    expect(verifyClientAddress({ ...headers, 'x-client-address': '203.0.113.8' }, secret, now)).toBeNull();
    expect(verifyClientAddress({ ...headers, 'x-client-signature': 'x'.repeat(43) }, secret, now)).toBeNull();
    expect(verifyClientAddress(signClientAddress('203.0.113.7', 't'.repeat(40), now), secret, now)).toBeNull();
    expect(verifyClientAddress(headers, secret, now + 6 * 60_000)).toBeNull();
  });

  it('cannot be replayed as an identity signature, nor an identity signature as an address', () => {
    const identity = signIdentity({ userId: '203.0.113.7', subscriptionStatus: 'active' }, secret, now);
    expect(
      verifyClientAddress({ 'x-client-address': '203.0.113.7', 'x-client-timestamp': String(now), 'x-client-signature': identity['x-user-signature'] }, secret, now),
    ).toBeNull();
  });
});

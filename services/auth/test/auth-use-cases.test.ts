import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '@sitespark/service-kit';
import { applySubscriptionChange } from '../src/domain/apply-subscription-change.ts';
import { getUser } from '../src/domain/get-user.ts';
import { invalidCredentialsMessage, logIn } from '../src/domain/log-in.ts';
import { logInExternally } from '../src/domain/log-in-externally.ts';
import { logOut } from '../src/domain/log-out.ts';
import { registerUser } from '../src/domain/register-user.ts';
import { resolveSession } from '../src/domain/resolve-session.ts';
import { sessionPolicy } from '../src/domain/session-policy.ts';
import { inMemoryAccounts } from './support/in-memory-accounts.ts';

const registration = { email: 'Dana@Example.com', password: 'correct horse battery', firstName: 'Dana', lastName: '' };
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError);

describe('auth use cases with an in-memory repository', () => {
  it('registers once per email (any case), records the registration, and signs the new user in', async () => {
    const accounts = inMemoryAccounts();
    const { user, session } = await registerUser({ accounts }, registration);
    expect(accounts.registered).toEqual([user.id]);
    expect((await resolveSession({ accounts }, { token: session.token }))?.id).toBe(user.id);
    const again = await failureOf(registerUser({ accounts }, { ...registration, email: 'dana@example.COM' }));
    expect(again?.status).toBe(409);
    expect(accounts.users).toHaveLength(1);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const accounts = inMemoryAccounts();
    await registerUser({ accounts }, registration);
    const wrong = await failureOf(logIn({ accounts }, { email: registration.email, password: 'wrong password!' }));
    const unknown = await failureOf(logIn({ accounts }, { email: 'nobody@example.com', password: 'whatever12345' }));
    expect([wrong?.status, wrong?.message]).toEqual([401, invalidCredentialsMessage]);
    expect([unknown?.status, unknown?.message]).toEqual([401, invalidCredentialsMessage]);
    expect((await logIn({ accounts }, { email: 'dana@example.com', password: registration.password })).user.firstName).toBe('Dana');
  });

  it('ends a session on sign-out, after the idle timeout and at its absolute end', async () => {
    const accounts = inMemoryAccounts();
    const { session } = await registerUser({ accounts }, registration);
    const start = new Date();
    expect(await resolveSession({ accounts }, { token: session.token, now: new Date(start.getTime() + sessionPolicy.idleTimeoutMs + 1) })).toBeNull();
    const { session: second } = await logIn({ accounts }, registration);
    expect(await resolveSession({ accounts }, { token: second.token, now: new Date(second.expiresAt.getTime()) })).toBeNull();
    expect(await resolveSession({ accounts }, { token: second.token })).not.toBeNull();
    await logOut({ accounts }, { token: second.token });
    expect(await resolveSession({ accounts }, { token: second.token })).toBeNull();
  });

  it('projects subscription events in version order, ignoring late ones', async () => {
    const accounts = inMemoryAccounts();
    const { user } = await registerUser({ accounts }, registration);
    const event = (status: 'active' | 'canceled', version: number) => ({ event: { userId: user.id, subscriptionId: randomUUID(), plan: 'monthly' as const, status, currentPeriodEnd: null, cancelAtPeriodEnd: false, version, occurredAt: new Date().toISOString() } });
    expect(await applySubscriptionChange({ accounts }, event('canceled', 2))).toBe(true);
    expect(await applySubscriptionChange({ accounts }, event('active', 1))).toBe(false);
    expect((await getUser({ accounts }, { userId: user.id })).subscriptionStatus).toBe('canceled');
  });

  it('links an external account only to a verified email, and never takes over a linked one', async () => {
    const accounts = inMemoryAccounts();
    const { user } = await registerUser({ accounts }, registration);
    const profile = { sub: 'provider|1', email: 'dana@example.com', email_verified: false };
    expect((await failureOf(logInExternally({ accounts }, { profile })))?.status).toBe(409);
    const linked = await logInExternally({ accounts }, { profile: { ...profile, email_verified: true } });
    expect([linked.outcome, linked.user.id]).toEqual(['linked', user.id]);
    expect((await logInExternally({ accounts }, { profile: { ...profile, email_verified: true } })).outcome).toBe('found');
    expect((await failureOf(logInExternally({ accounts }, { profile: { sub: 'provider|2', email: 'dana@example.com', email_verified: true } })))?.status).toBe(409);
    const created = await logInExternally({ accounts }, { profile: { sub: 'provider|3', email: 'new@example.com', email_verified: true, given_name: 'Noa' } });
    expect([created.outcome, created.user.firstName]).toEqual(['created', 'Noa']);
    expect(accounts.registered).toContain(created.user.id);
  });

  it('answers 401 for a user who is gone or signed out', async () => {
    expect((await failureOf(getUser({ accounts: inMemoryAccounts() }, { userId: randomUUID() })))?.status).toBe(401);
    expect((await failureOf(getUser({ accounts: inMemoryAccounts() }, { userId: null })))?.status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginRequest, RegistrationForm, RegistrationRequest } from '../src/index.ts';

const messages = (error: z.ZodError | undefined) => error?.issues.map((issue) => issue.message) ?? [];

const registration = { firstName: 'Ada', email: 'ada@example.com', password: 'secret1' };

describe('registration', () => {
  it('accepts the spec payload with lastName optional', () => {
    expect(RegistrationRequest.parse(registration)).toEqual(registration);
    expect(RegistrationRequest.parse({ ...registration, lastName: 'Lovelace' }).lastName).toBe('Lovelace');
  });

  it("rejects a password under 6 characters with the spec's message", () => {
    const result = RegistrationRequest.safeParse({ ...registration, password: '12345' });
    expect(result.success).toBe(false);
    expect(messages(result.error)).toEqual(['Password must be at least 6 characters.']);
    expect(RegistrationRequest.safeParse({ ...registration, password: '123456' }).success).toBe(true);
  });

  it('requires firstName and a valid email', () => {
    expect(RegistrationRequest.safeParse({ ...registration, firstName: '  ' }).success).toBe(false);
    expect(RegistrationRequest.safeParse({ ...registration, email: 'ada@' }).success).toBe(false);
    expect(RegistrationRequest.safeParse({ email: 'ada@example.com', password: 'secret1' }).success).toBe(false);
  });

  it('normalises the email so one address is one account', () => {
    expect(RegistrationRequest.parse({ ...registration, email: ' Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it("tells the form that passwords differ with the spec's message", () => {
    const result = RegistrationForm.safeParse({ ...registration, confirmPassword: 'secret2' });
    expect(messages(result.error)).toEqual(['Passwords do not match.']);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(RegistrationForm.safeParse({ ...registration, confirmPassword: 'secret1' }).success).toBe(true);
  });
});

describe('login', () => {
  it('requires email and password', () => {
    expect(LoginRequest.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
    expect(LoginRequest.safeParse({ email: 'ada@example.com', password: '' }).success).toBe(false);
    expect(LoginRequest.safeParse({ password: 'secret1' }).success).toBe(false);
  });
});

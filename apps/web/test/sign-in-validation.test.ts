import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegistration } from '../src/lib/sign-in-validation.ts';
import type { RegistrationFields } from '../src/lib/sign-in-validation.ts';

const valid: RegistrationFields = {
  firstName: 'Ada',
  lastName: '',
  email: 'ada@example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
};

describe('checkRegistration (spec section 5)', () => {
  it('accepts a complete form with an empty last name', () => {
    expect(checkRegistration(valid)).toEqual({ fieldErrors: {}, toast: null });
  });

  it('reports a password mismatch as the spec toast and beside the confirmation', () => {
    const result = checkRegistration({ ...valid, confirmPassword: 'secret13' });
    expect(result.toast).toEqual({ title: 'Password mismatch', description: 'Passwords do not match.' });
    expect(result.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('reports a password shorter than 6 characters as a weak password', () => {
    const result = checkRegistration({ ...valid, password: 'abc12', confirmPassword: 'abc12' });
    expect(result.toast).toEqual({ title: 'Weak password', description: 'Password must be at least 6 characters.' });
    expect(result.fieldErrors).toEqual({ password: 'Password must be at least 6 characters.' });
  });

  it('accepts exactly 6 characters', () => {
    expect(checkRegistration({ ...valid, password: 'abc123', confirmPassword: 'abc123' }).toast).toBeNull();
  });

  it('toasts the mismatch first when both rules fail, and marks both fields', () => {
    const result = checkRegistration({ ...valid, password: 'abc', confirmPassword: 'abd' });
    expect(result.toast?.title).toBe('Password mismatch');
    expect(result.fieldErrors).toEqual({
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('requires first name, email, password and its confirmation', () => {
    const result = checkRegistration({ firstName: '  ', lastName: '', email: '', password: '', confirmPassword: '' });
    expect(result.fieldErrors).toEqual({
      firstName: 'First name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      confirmPassword: 'Please confirm your password.',
    });
    expect(result.toast).toBeNull();
  });

  it('rejects an address that is not an email', () => {
    expect(checkRegistration({ ...valid, email: 'ada-at-example' }).fieldErrors).toEqual({
      email: 'Please enter a valid email address.',
    });
  });
});

describe('checkLogin', () => {
  it('requires email and password only', () => {
    expect(checkLogin({ email: 'ada@example.com', password: 'x' })).toEqual({ fieldErrors: {}, toast: null });
    expect(checkLogin({ email: '', password: '' }).fieldErrors).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });
});

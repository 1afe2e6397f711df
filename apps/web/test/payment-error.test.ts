import { describe, expect, it } from 'vitest';
import { describePaymentFailure } from '../src/lib/payment-error.ts';
import { readApiFailure } from '../src/lib/api-error.ts';

describe('describePaymentFailure (spec section 8)', () => {
  it.each([
    ['invalid_zip', 'Please enter a valid ZIP code.'],
    ['card_declined', 'Your card was declined. Please try a different payment method.'],
    ['incomplete_zip', 'Please complete your ZIP code.'],
  ])('words the provider code %s with the product sentence, whatever the provider said', (code, sentence) => {
    expect(describePaymentFailure({ code, message: 'Your card was declined.' })).toBe(sentence);
    expect(describePaymentFailure({ code })).toBe(sentence);
  });

  it('shows any other provider message as is', () => {
    expect(describePaymentFailure({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' })).toBe(
      'Your card has insufficient funds.',
    );
    expect(describePaymentFailure({ code: null, message: 'Your card number is incorrect.' })).toBe('Your card number is incorrect.');
  });

  it('falls back when there is neither a known code nor a message', () => {
    const fallback = 'There was an issue processing your payment. Please try again.';
    expect(describePaymentFailure({ code: 'processing_error', message: '  ' })).toBe(fallback);
    expect(describePaymentFailure(null)).toBe(fallback);
    expect(describePaymentFailure(undefined)).toBe(fallback);
  });

  it('does not mistake an inherited property name for a provider code', () => {
    expect(describePaymentFailure({ code: 'toString', message: 'Odd failure' })).toBe('Odd failure');
  });
});

describe('readApiFailure', () => {
  it('reads the status, message and code back out of the "<status>: <body>" error', () => {
    const error = new Error('402: {"message":"Your card was declined.","code":"card_declined"}');
    expect(readApiFailure(error)).toEqual({ status: 402, message: 'Your card was declined.', code: 'card_declined' });
  });

  it('turns a declined local payment into the spec sentence end to end', () => {
    const error = new Error('402: {"message":"Your card was declined.","code":"card_declined"}');
    expect(describePaymentFailure(readApiFailure(error))).toBe('Your card was declined. Please try a different payment method.');
  });

  it('keeps a plain-text body as the message but not an HTML error page', () => {
    expect(readApiFailure(new Error('429: Too Many Requests'))).toEqual({ status: 429, message: 'Too Many Requests', code: null });
    expect(readApiFailure(new Error('502: <html><body>Bad gateway</body></html>'))).toEqual({ status: 502, message: null, code: null });
  });

  it('gives null for errors that are not server answers (a network failure)', () => {
    expect(readApiFailure(new TypeError('Failed to fetch'))).toBeNull();
    expect(readApiFailure('402: {}')).toBeNull();
  });
});

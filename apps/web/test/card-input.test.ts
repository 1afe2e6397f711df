import { describe, expect, it } from 'vitest';
import { cardNumberDigits, formatCardNumber, formatExpiry, parseExpiry } from '../src/lib/card-input.ts';

describe('card input', () => {
  it('groups the card number by four and sends only digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00000002xyz')).toBe('4000 0000 0000 0002');
    expect(cardNumberDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });

  it('writes the expiry as MM/YY and reads it back as a month and full year', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029 });
  });

  it('refuses an expiry that is not a real month', () => {
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('12')).toBeNull();
  });
});

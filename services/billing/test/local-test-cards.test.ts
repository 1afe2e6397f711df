import { describe, expect, it } from 'vitest';
import { judgeTestCard } from '../src/adapters/local-test-cards.ts';

const now = new Date('2026-05-15T12:00:00Z');
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '94107' };

describe('local test cards', () => {
  it('accepts Stripe test numbers that succeed, with spaces or dashes, and ZIP+4', () => {
    expect(judgeTestCard(card, now)).toBeNull();
    expect(judgeTestCard({ ...card, number: '4242 4242 4242 4242', postalCode: ' 94107-1234 ' }, now)).toBeNull();
    expect(judgeTestCard({ ...card, number: '5555-5555-5555-4444' }, now)).toBeNull();
    expect(judgeTestCard({ ...card, number: '3782 822463 10005', cvc: '1234' }, now)).toBeNull();
  });

  it('treats a card as valid through the last day of its expiry month, and two-digit years as 20xx', () => {
    expect(judgeTestCard({ ...card, expMonth: 5, expYear: 2026 }, now)).toBeNull();
    expect(judgeTestCard({ ...card, expMonth: 4, expYear: 2026 }, now)?.code).toBe('expired_card');
    expect(judgeTestCard({ ...card, expMonth: 6, expYear: 26 }, now)).toBeNull();
    expect(judgeTestCard({ ...card, expYear: 2090 }, now)?.code).toBe('invalid_expiry_year');
  });

  it('checks the form before the issuer: a declined number with an empty ZIP reports the ZIP', () => {
    expect(judgeTestCard({ ...card, number: '4000000000000002', postalCode: '' }, now)?.code).toBe('incomplete_zip');
    expect(judgeTestCard({ ...card, number: '4000000000000002' }, now)?.code).toBe('card_declined');
  });

  it('wants four digits of security code on American Express cards', () => {
    expect(judgeTestCard({ ...card, number: '378282246310005', cvc: '123' }, now)?.code).toBe('incorrect_cvc');
  });

  it('declines Luhn-valid numbers that are not Stripe test cards, with Stripe’s test-mode message', () => {
    const decline = judgeTestCard({ ...card, number: '4111111111111111' }, now);
    expect(decline?.code).toBe('card_declined');
    expect(decline?.message).toMatch(/^Your card was declined\. Your request was in test mode, but used a non test card\./);
  });

  it('says a number with letters is incorrect', () => {
    expect(judgeTestCard({ ...card, number: '4242abcd42424242' }, now)?.code).toBe('incorrect_number');
  });
});

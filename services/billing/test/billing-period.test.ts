import { describe, expect, it } from 'vitest';
import { addBillingPeriod } from '../src/domain/billing-period.ts';

describe('billing periods', () => {
  it('adds one calendar month or year in UTC', () => {
    expect(addBillingPeriod(new Date('2026-01-15T10:30:00Z'), 'monthly').toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(addBillingPeriod(new Date('2026-12-15T10:30:00Z'), 'monthly').toISOString()).toBe('2027-01-15T10:30:00.000Z');
    expect(addBillingPeriod(new Date('2026-03-01T00:00:00Z'), 'yearly').toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addBillingPeriod(new Date('2026-01-31T08:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addBillingPeriod(new Date('2028-01-31T08:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addBillingPeriod(new Date('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@sitespark/service-kit';
import { billingConfig } from '../src/config.ts';

const base = { INTERNAL_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

describe('billing config', () => {
  it('uses the local provider settings when Stripe is not configured', () => {
    const config = loadConfig('billing', billingConfig, base);
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.BILLING_SWEEP_INTERVAL_MS).toBe(60_000);
  });

  it('refuses to start with a Stripe key but no webhook secret, publishable key or prices', () => {
    let error: unknown;
    try {
      loadConfig('billing', billingConfig, { ...base, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_MONTHLY: 'price_m' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_YEARLY: is required when STRIPE_SECRET_KEY is set',
    ]);
  });
});

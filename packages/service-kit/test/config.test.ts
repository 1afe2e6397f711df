import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseServiceConfig, ConfigError, env, loadConfig } from '../src/config.ts';

const schema = baseServiceConfig.extend({ PORT: env.port(3001) });
const valid = { INTERNAL_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig('auth', schema, environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('applies defaults and coerces numbers and booleans', () => {
    const config = loadConfig('auth', schema, { ...valid, PORT: '4001', S3_USE_SSL: 'true' });
    expect(config).toMatchObject({ PORT: 4001, HOST: '127.0.0.1', S3_USE_SSL: true, S3_BUCKET: 'sitespark', LOG_LEVEL: 'info' });
  });

  it('names a missing variable', () => {
    expect(problemsOf({ INTERNAL_SECRET: valid.INTERNAL_SECRET })).toEqual(['DATABASE_URL is required but not set']);
  });

  it('names each bad variable with what is wrong', () => {
    const problems = problemsOf({ ...valid, INTERNAL_SECRET: 'short', PORT: 'eighty', NATS_URL: 'http://nats' });
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('INTERNAL_SECRET'))).toMatch(/at least 32 characters/);
    expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
    expect(problems.find((p) => p.startsWith('NATS_URL'))).toMatch(/nats:\/\//);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig('auth', schema, { ...valid, NATS_URL: '' }).NATS_URL).toBeUndefined();
  });

  it('says which app the message is about', () => {
    expect(() => loadConfig('billing', z.object({ STRIPE_SECRET_KEY: z.string() }), {})).toThrow(/^billing: invalid configuration\n {2}- STRIPE_SECRET_KEY is required/);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseServiceConfig, ConfigError, loadConfig } from '../src/config.ts';

const secret = 'a-secret-of-more-than-32-characters-0123456789';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'config-secret-files-'));
  await writeFile(join(dir, 'internal_secret'), `${secret}\n`);
  await writeFile(join(dir, 'database_url'), 'postgres://sitespark:p4ss@postgres:5432/sitespark');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig with <NAME>_FILE (Docker secrets)', () => {
  it('reads a setting from its file, without the trailing line break', () => {
    const config = loadConfig('auth', baseServiceConfig, {
      INTERNAL_SECRET_FILE: join(dir, 'internal_secret'),
      DATABASE_URL_FILE: join(dir, 'database_url'),
    });
    expect(config.INTERNAL_SECRET).toBe(secret);
    expect(config.DATABASE_URL).toBe('postgres://sitespark:p4ss@postgres:5432/sitespark');
  });

  it('checks a value read from a file like any other', () => {
    expect(problemsOf(() => loadConfig('auth', baseServiceConfig, { INTERNAL_SECRET: secret, DATABASE_URL_FILE: join(dir, 'internal_secret') }))).toEqual([
      'DATABASE_URL: must be a postgres:// URL',
    ]);
  });

  it('refuses both a value and its file, and names a file it cannot read, once', () => {
    const problems = problemsOf(() =>
      loadConfig('auth', baseServiceConfig, {
        INTERNAL_SECRET: secret,
        INTERNAL_SECRET_FILE: join(dir, 'internal_secret'),
        DATABASE_URL_FILE: join(dir, 'missing'),
      }),
    );
    expect(problems).toEqual([
      'INTERNAL_SECRET: set either INTERNAL_SECRET or INTERNAL_SECRET_FILE, not both',
      `DATABASE_URL_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`,
    ]);
  });

  it('leaves variables that end in _FILE but name no setting alone', () => {
    const schema = z.object({ REPORT_FILE: z.string().optional(), NAME: z.string().default('x') });
    expect(loadConfig('tool', schema, { REPORT_FILE: '/nonexistent/report.txt' })).toEqual({ REPORT_FILE: '/nonexistent/report.txt', NAME: 'x' });
  });
});

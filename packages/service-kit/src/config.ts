import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseAllowedHosts } from './net/ssrf-guard.ts';

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(appName: string, problems: string[]) {
    super(`${appName}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once with the app's zod schema. Every problem names the variable, so a
 * bad or missing setting stops start-up with a message an operator can act on.
 */
export function loadConfig<S extends z.ZodType>(appName: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  const fileProblems = readSecretFiles(cleaned, settingNames(schema));
  const result = schema.safeParse(cleaned);
  if (fileProblems.length > 0 || !result.success) {
    throw new ConfigError(
      appName,
      [
        ...fileProblems,
        // A setting whose file could not be read is reported once, by its _FILE problem.
        ...(result.success ? [] : result.error.issues.filter((issue) => !fileProblems.some((problem) => problem.startsWith(`${String(issue.path[0])}_FILE:`)))),
      ].map((issue) => {
        if (typeof issue === 'string') return issue;
        const variable = issue.path.join('.') || '(environment)';
        return issue.code === 'invalid_type' && cleaned[variable] === undefined
          ? `${variable} is required but not set`
          : `${variable}: ${issue.message}`;
      }),
    );
  }
  return result.data;
}

/** The variable names an app's schema reads (an object, possibly behind a pipe); undefined when they cannot be told. */
function settingNames(schema: z.ZodType): Set<string> | undefined {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return settingNames(schema.in as z.ZodType);
  return undefined;
}

/**
 * `<NAME>_FILE` for any setting: the value is read from that file (Docker and Kubernetes secrets,
 * e.g. INTERNAL_SECRET_FILE=/run/secrets/internal_secret), one trailing line break dropped. Setting
 * both NAME and NAME_FILE, or a file that cannot be read, is a configuration problem. Fills
 * `values` in place and returns the problems.
 */
function readSecretFiles(values: Record<string, string>, names: Set<string> | undefined): string[] {
  const problems: string[] = [];
  for (const [variable, path] of Object.entries(values)) {
    if (!variable.endsWith('_FILE')) continue;
    const name = variable.slice(0, -'_FILE'.length);
    if (names ? !names.has(name) : name === '') continue;
    if (values[name] !== undefined) {
      problems.push(`${name}: set either ${name} or ${variable}, not both`);
      continue;
    }
    try {
      values[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  return problems;
}

/** Building blocks shared by the apps' config schemas. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: () => z.url({ message: 'must be a URL such as http://127.0.0.1:3001' }),
  boolean: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  secret: () => z.string().min(32, { message: 'must be at least 32 characters' }),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** FETCH_ALLOW_PRIVATE_HOSTS: comma-separated `host:port` pairs the SSRF guard lets through although private (test fixtures). */
  allowedPrivateHosts: () =>
    z
      .string()
      .default('')
      .transform((value, context) => {
        try {
          return parseAllowedHosts(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
};

/** Where the default metrics port sits from the public one: 3000 gives 9464, 3001 gives 9465, ... */
export const metricsPortOffset = 6464;

/**
 * METRICS_PORT and METRICS_HOST: where a process serves its Prometheus metrics, never on its public
 * port. Without METRICS_PORT it is PORT + 6464 (gateway and `npm start` 9464, auth 9465, billing
 * 9466, content 9467, media 9468, render 9469; a process on PORT 0 picks a free one too). The host
 * is 127.0.0.1 unless set: containers set 0.0.0.0 to be scraped over their internal network.
 */
export const metricsSettings = {
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
};

/** The metrics port of a process: METRICS_PORT, else PORT + 6464; never the public port. */
export function metricsPortOf(appName: string, config: { PORT: number; METRICS_PORT?: number | undefined }): number {
  if (config.METRICS_PORT !== undefined) {
    if (config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT) {
      throw new ConfigError(appName, [`METRICS_PORT: must differ from PORT (${config.PORT}): metrics are never served on the public port`]);
    }
    return config.METRICS_PORT;
  }
  if (config.PORT === 0) return 0;
  const derived = config.PORT + metricsPortOffset;
  if (derived > 65535) throw new ConfigError(appName, [`METRICS_PORT is required when PORT (${config.PORT}) is above ${65535 - metricsPortOffset}`]);
  return derived;
}

/** Settings every service reads. */
export const baseServiceConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: env.logLevel(),
  HOST: z.string().default('127.0.0.1'),
  ...metricsSettings,
  INTERNAL_SECRET: env.secret(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' }),
  /** Longest wait for a database connection; while PostgreSQL is out of reach requests fail with 503 within it. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** Longest one SQL statement may run (PostgreSQL statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  NATS_URL: z.string().regex(/^nats:\/\//, { message: 'must be a nats:// URL' }).optional(),
  DATA_DIR: z.string().default('.data'),
  S3_ENDPOINT: z.string().optional(),
  S3_PORT: z.coerce.number().int().default(9000),
  S3_USE_SSL: env.boolean(false),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('sitespark'),
  S3_REGION: z.string().default('us-east-1'),
});
export type BaseServiceConfig = z.infer<typeof baseServiceConfig>;

import { pino, type Logger, type LoggerOptions } from 'pino';

/** Paths never written to logs: credentials, cookies, session tokens, card data, secrets. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-user-signature"]',
  'req.headers["stripe-signature"]',
  'req.headers["x-internal-signature"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-user-signature"]',
  'headers["x-internal-signature"]',
  'headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.secret',
  '*.clientSecret',
  '*.card',
  '*.apiKey',
  '*.secretKey',
  '*.accessKey',
  'config.*Secret',
  'config.*_SECRET',
  'config.*_KEY',
];

export function createLogger(name: string, options: { level?: string } & LoggerOptions = {}): Logger {
  const { level = process.env.LOG_LEVEL ?? 'info', ...rest } = options;
  return pino({
    name,
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...rest,
  });
}

export type { Logger };

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteContract } from '@sitespark/contracts';
import { Client, form, makeMedia, startStack, type Account, type Stack } from './support/stack.ts';

const seed = 20_261_122;
const casesPerShape = 3;
const defaultBodyLimitBytes = 1024 * 1024;

let stack: Stack | undefined;
/** The gateway's address, once the stack runs. */
let base = '';
/** The fuzzing user's sign-in. */
let account: Account;
let cookie = '';
/** A local page server the content service may read (FETCH_ALLOW_PRIVATE_HOSTS), for hostile pages. */
let pages: http.Server | undefined;
let pagesOrigin = '';

/**
 * 3,000 nested divs (about 15 KB once closed): the page reader must degrade, never overflow. What it
 * reads before the nesting is enough to write from (a page with no readable text is refused as unreadable).
 */
const deeplyNestedPage = `<!DOCTYPE html><html><head><title>Nested Bakery</title><meta name="description" content="Bread baked deep down"></head><body><p>Sourdough, rye and seeded loaves from our wood-fired oven.</p>${'<div>'.repeat(3000)}<h1>Nested Bakery</h1><p>Sourdough every morning.</p>${'</div>'.repeat(3000)}</body></html>`;

interface FuzzCase {
  shape: string;
  url: string;
  init: RequestInit;
  /** Body and parameter cases must be refused; query noise on a route without inputs may succeed. */
  mustRefuse: boolean;
}

interface Outcome {
  route: string;
  shape: string;
  status: number;
  message?: unknown;
  json: boolean;
}

const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__');
const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 64,
  1e-7,
);
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202E\u0000\uFEFF',
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'javascript:alert(1)',
    'file:///etc/passwd',
    '{"$gt":""}',
    'null',
    'NaN',
    '🙂'.repeat(40),
  ),
  fc.string({ minLength: 2000, maxLength: 6000 }),
);
const leaf = fc.oneof(nastyString, edgeNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.anything({
  key: fc.oneof(fc.string({ maxLength: 12 }), pollutionKey),
  maxDepth: 3,
  maxKeys: 6,
  values: [nastyString, edgeNumber, fc.boolean(), fc.constant(null)],
});
const deepNesting = fc.record({ depth: fc.integer({ min: 200, max: 20_000 }), array: fc.boolean() }).map(({ depth, array }) =>
  array ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
);
/**
 * NUL, bidirectional overrides and isolates, zero-width and BOM characters, alone and inside text;
 * and issue 29's lone surrogates, formula prefixes and a zero-padded kit path.
 */
const nulAndRtl = fc.constantFrom(
  '\u0000',
  '\uD800',
  'a\uDC00b\u0007',
  '=HYPERLINK("https://evil.example")',
  '@SUM(A1:A2)',
  '\t=1+1',
  'socialPlatforms.00.options.01',
  'a\u0000b',
  '\u202E',
  'evil\u202Egnp.exe',
  '\u202Bright\u202C',
  '\u2067\u0000\u2069',
  '\u200F\u200E\u061C',
  '\uFEFF\u0000\u202E\u200B',
  'x@example.com\u0000\u202E',
  'https://example.com/\u0000\u202E',
);
/**
 * What issue 29 found answering 500 or kept as it came: lone surrogates (which PostgreSQL cannot
 * store), controls, bidirectional overrides and isolates, line ends, and the prefixes a spreadsheet
 * runs as a formula. Sent in requests the contract accepts, so they reach the domain and the database.
 */
const issue29Texts = [
  '\uD800',
  'lone\uDC00 low',
  'nul\u0000 bell\u0007 del\u007F',
  'evil\u202Egnp.exe',
  '\u2066isolated\u2069 \u202Bembedded\u202C',
  'line\r\nbreak\rreturn',
  '=HYPERLINK("https://evil.example","Click")',
  '+1+cmd',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
];
/** Kit paths whose index is zero-padded: read as one index, they were written as another key. */
const paddedPaths = ['socialPlatforms.00.options.0', 'socialPlatforms.0.options.01', 'emailCopy.sequences.welcome.00.body', 'adCopy.variations.headlines.007'];

/** Byte sequences that are not UTF-8: lone continuation bytes, overlong forms, encoded surrogates, truncated sequences. */
const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0x80, 0x81],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
);
/** Far more than any multipart parser accepts (busboy's boundary search stops at 256 bytes), and just past it. */
const longBoundary = fc.oneof(fc.constantFrom(253, 257, 300, 1000, 4000), fc.integer({ min: 253, max: 5000 })).map((length) => 'b'.repeat(length));
/** `/api/media/...` addresses that name a folder of the filesystem store, not an object in it. */
const directoryKeys = ['library', 'music', 'screenshots', 'videos', 'render-inputs', 'snippets', 'library/', 'music/x', 'screenshots/x/'];
const invalidJsonText = fc.oneof(
  fc.constantFrom('{', '{"a":}', "{'a':1}", 'undefined', '{"a":1,}', 'NaN', '\u0000', '\uFEFF{}', '[1,2', '"unterminated', '{"a":1}{"b":2}', '{"a":01}'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((text) => !parsesAsJson(text)),
);
const pollutionText = fc.constantFrom(
  '{"__proto__":{"isAdmin":true,"subscriptionStatus":"active"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}},"plan":"monthly"}',
  '[{"__proto__":null}]',
);
const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'text/html',
  'application/json, text/plain',
  'application/vnd.api+json',
);
const pathParam = fc.oneof(
  nastyString.filter((text) => text.length < 1500),
  edgeNumber.map(String),
  fc.constantFrom('-1', '999999999999999999999', '1e3', '0x10', '%', '..', '%2e%2e', 'a/../../b', '.', ' ', '\\', 'NaN', 'Infinity'),
);
const queryNoise = fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), pollutionKey, fc.constant('__proto__[polluted]')), nastyString), {
  maxLength: 5,
});

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function wellFormed(text: string): string {
  return (text as string & { toWellFormed(): string }).toWellFormed();
}

function sample<T>(arbitrary: fc.Arbitrary<T>, runs: number, salt: number): T[] {
  return fc.sample(arbitrary, { seed: seed + salt, numRuns: runs });
}

/** Hostile values under the schema's own field names, so validation of each field is reached. */
function fieldWiseBody(route: RouteContract): fc.Arbitrary<unknown> {
  const schema = route.request.body as { shape?: Record<string, unknown> } | undefined;
  const keys = schema?.shape ? Object.keys(schema.shape) : [];
  if (keys.length === 0) return hostileValue;
  const record = Object.fromEntries(keys.map((key) => [key, fc.oneof(leaf, hostileValue)]));
  return fc.tuple(fc.record(record, { requiredKeys: [] }), fc.dictionary(pollutionKey, leaf, { maxKeys: 2 })).map(([fields, extra]) => {
    const body: Record<string, unknown> = {};
    for (const [key, value] of [...Object.entries(fields), ...Object.entries(extra)]) {
      Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
}

/** The schema's own fields, each a string from `values` (in turn): NUL and RTL in every string field. */
function stringFields(route: RouteContract, values: string[]): Record<string, unknown> {
  const schema = route.request.body as { shape?: Record<string, unknown> } | undefined;
  const keys = schema?.shape ? Object.keys(schema.shape) : ['value'];
  return Object.fromEntries(keys.map((key, index) => [key, values[index % values.length] ?? '\u0000']));
}

/** Never send what the contract accepts: a valid render request would start a real video render. */
function invalidFor(route: RouteContract, body: unknown): boolean {
  return !route.request.body || !route.request.body.safeParse(body).success;
}

function fillPath(route: RouteContract, param: string): string {
  return route.path.replace(/:([A-Za-z0-9_]+)|\*$/g, (_segment, name: string | undefined) =>
    name === undefined ? wellFormed(param).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(wellFormed(param)),
  );
}

function hasParams(route: RouteContract): boolean {
  return /:[A-Za-z0-9_]+|\*$/.test(route.path);
}

function multipartOf(fields: Record<string, unknown>, files: { name: string; bytes: Uint8Array; filename: string; type: string }[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  for (const file of files) form.append(file.name, new Blob([file.bytes], { type: file.type }), file.filename);
  return form;
}

function casesFor(route: RouteContract, salt: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const headers = (contentType?: string): Record<string, string> => ({
    cookie,
    origin: base,
    ...(contentType === undefined ? {} : { 'content-type': contentType }),
  });
  const plainUrl = hasParams(route) ? fillPath(route, '1') : route.path;

  if (hasParams(route)) {
    for (const param of sample(pathParam, 6, salt)) {
      cases.push({ shape: 'path-param', url: fillPath(route, param), init: { method: route.method, headers: headers() }, mustRefuse: true });
    }
    for (const param of sample(nulAndRtl, 2, salt + 15)) {
      cases.push({ shape: 'nul-rtl-param', url: fillPath(route, param), init: { method: route.method, headers: headers() }, mustRefuse: true });
    }
    if (route.path.endsWith('*')) {
      for (const key of [...directoryKeys, `music/${account.id}`, `screenshots/${account.id}`]) {
        cases.push({ shape: 'directory-key', url: fillPath(route, key), init: { method: route.method, headers: headers() }, mustRefuse: true });
      }
    }
  }

  if (route.method === 'GET') {
    for (const pairs of sample(queryNoise, 8, salt + 1)) {
      const query = new URLSearchParams(pairs.map(([key, value]): [string, string] => [wellFormed(key), wellFormed(value)]));
      cases.push({ shape: 'query', url: `${plainUrl}?${query}`, init: { method: 'GET', headers: headers() }, mustRefuse: hasParams(route) });
    }
    return cases;
  }

  const acceptsAnyBody = !route.request.body && route.kind !== 'raw' && route.kind !== 'multipart';
  const post = (shape: string, body: RequestInit['body'], contentType: string | undefined): void => {
    cases.push({ shape, url: plainUrl, init: { method: route.method, headers: headers(contentType), body }, mustRefuse: !acceptsAnyBody });
  };

  for (const body of sample(fieldWiseBody(route).filter((value) => invalidFor(route, value)), casesPerShape, salt + 2)) {
    post('wrong-types', JSON.stringify(body) ?? 'null', 'application/json');
  }
  for (const body of sample(hostileValue.filter((value) => invalidFor(route, value)), casesPerShape, salt + 3)) {
    post('anything', JSON.stringify(body) ?? 'null', 'application/json');
  }
  for (const items of sample(fc.array(fieldWiseBody(route), { minLength: 0, maxLength: 3 }), 1, salt + 4)) {
    post('array', JSON.stringify(items), 'application/json');
  }
  for (const text of sample(deepNesting, 2, salt + 5)) post('deep-nesting', text, 'application/json');
  post('deep-nesting-20000', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 'application/json');
  post('deep-nesting-20000', `${'['.repeat(20_000)}1${']'.repeat(20_000)}`, 'application/json');
  for (const values of sample(fc.array(nulAndRtl, { minLength: 12, maxLength: 12 }), 2, salt + 10)) {
    const body = stringFields(route, values);
    if (invalidFor(route, body)) post('nul-rtl', JSON.stringify(body), 'application/json');
  }
  for (const [bytes, values] of sample(fc.tuple(invalidUtf8, fc.array(nulAndRtl, { minLength: 12, maxLength: 12 })), 2, salt + 11)) {
    // Every string field carries the bytes; the request must be refused however the server decodes them.
    const body = stringFields(route, values.map(() => '\uFFFD'));
    if (!invalidFor(route, body) || !invalidFor(route, stringFields(route, values.map(() => '')))) continue;
    const marker = Buffer.from(JSON.stringify('\uFFFD'));
    const text = Buffer.from(JSON.stringify(body));
    const pieces: Buffer[] = [];
    let from = 0;
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, from)) {
      pieces.push(text.subarray(from, at), Buffer.from('"'), Buffer.from(bytes), Buffer.from('"'));
      from = at + marker.length;
    }
    pieces.push(text.subarray(from));
    post('invalid-utf8', new Uint8Array(Buffer.concat(pieces)), 'application/json');
  }
  for (const bytes of sample(invalidUtf8, 1, salt + 12)) post('invalid-utf8', new Uint8Array(bytes), 'application/json');
  for (const text of sample(invalidJsonText, 2, salt + 6)) post('invalid-json', text, 'application/json');
  for (const text of sample(pollutionText, 1, salt + 7)) post('prototype-pollution', text, 'application/json');
  for (const [body, contentType] of sample(fc.tuple(fieldWiseBody(route), wrongContentType), 2, salt + 8)) {
    post('wrong-content-type', JSON.stringify(body) ?? 'null', contentType);
  }
  post('empty', '', 'application/json');
  post('no-content-type', undefined, undefined);

  const limit = route.bodyLimitBytes ?? defaultBodyLimitBytes;
  if (route.kind === 'multipart') {
    const boundary = 'fuzzboundary';
    const overhead = `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n`;
    const closing = `\r\n--${boundary}--\r\n`;
    post('oversized', overhead + 'a'.repeat(limit + 1 - overhead.length - closing.length + 16) + closing, `multipart/form-data; boundary=${boundary}`);
    post('truncated-multipart', `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc`, `multipart/form-data; boundary=${boundary}`);
    for (const longOne of sample(longBoundary, 3, salt + 13)) {
      const body = `--${longOne}\r\nContent-Disposition: form-data; name="description"\r\n\r\nx\r\n--${longOne}--\r\n`;
      post('long-boundary', body, `multipart/form-data; boundary=${longOne}`);
    }
    for (const values of sample(fc.array(nulAndRtl, { minLength: 4, maxLength: 4 }), 2, salt + 14)) {
      const texts = Object.fromEntries(['description', 'trackName', 'trackId', 'sections', 'music', 'volume'].map((name, index) => [name, values[index % values.length]!]));
      const files = Object.keys(route.files ?? {}).map((name) => ({ name, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), filename: values[0]!, type: 'image/png' }));
      cases.push({ shape: 'nul-rtl-multipart', url: plainUrl, init: { method: 'POST', headers: headers(), body: multipartOf(texts, files) }, mustRefuse: true });
    }
    const fileNames = Object.keys(route.files ?? {});
    const uploads = fc.record({
      fields: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), pollutionKey), leaf, { maxKeys: 4 }),
      fileName: fc.oneof(fc.constantFrom(...fileNames, 'unexpected'), fc.string({ maxLength: 8 })),
      bytes: fc.uint8Array({ minLength: 0, maxLength: 512 }),
      filename: fc.oneof(fc.constantFrom('../../../etc/passwd', 'a\u0000.png', '..\\..\\boot.ini', ''), nastyString),
      type: fc.constantFrom('image/png', 'audio/mpeg', 'video/mp4', 'text/html', 'application/x-mpegurl', ''),
      count: fc.integer({ min: 0, max: 7 }),
    });
    for (const upload of sample(uploads, 4, salt + 9)) {
      const files = Array.from({ length: upload.count }, () => ({
        name: upload.fileName,
        bytes: upload.bytes,
        filename: wellFormed(upload.filename),
        type: upload.type,
      }));
      cases.push({ shape: 'multipart', url: plainUrl, init: { method: 'POST', headers: headers(), body: multipartOf(upload.fields, files) }, mustRefuse: true });
    }
  } else {
    post('oversized', `"${'a'.repeat(limit - 1)}"`, 'application/json');
  }
  return cases;
}

/**
 * The request over node:http, which reads an answer the server sends before it has read the whole
 * body (a 413 for an oversized upload) the way browsers do; Node 24's fetch instead fails with
 * EPIPE when the server closes while the body is still being written.
 */
function sendOverHttp(fuzzCase: FuzzCase): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = new Headers(fuzzCase.init.headers);
    const request = http.request(`${base}${fuzzCase.url}`, { method: fuzzCase.init.method ?? 'GET', headers: Object.fromEntries(headers), timeout: 20_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    // A write cut off by the server's early answer is expected; no answer at all is not.
    request.on('error', (error) => setTimeout(() => reject(error), 1_000));
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.end(typeof fuzzCase.init.body === 'string' || fuzzCase.init.body instanceof Uint8Array ? fuzzCase.init.body : undefined);
  });
}

const isBrokenPipe = (error: unknown) => ['EPIPE', 'ECONNRESET'].includes(((error as { cause?: { code?: string } }).cause ?? {}).code ?? '');

async function send(fuzzCase: FuzzCase): Promise<{ status: number; json: boolean; message?: unknown }> {
  let status: number;
  let contentType: string;
  let text: string;
  try {
    const response = await fetch(`${base}${fuzzCase.url}`, { ...fuzzCase.init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    text = await response.text();
  } catch (error) {
    if (!isBrokenPipe(error)) throw error;
    ({ status, contentType, text } = await sendOverHttp(fuzzCase));
  }
  const json = contentType.includes('json');
  if (!json) return { status, json };
  try {
    return { status, json, message: (JSON.parse(text) as { message?: unknown }).message };
  } catch {
    return { status, json, message: undefined };
  }
}

beforeAll(async () => {
  pages = http.createServer((request, response) => {
    if (request.url === '/nested') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(deeplyNestedPage);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages!.listen(0, '127.0.0.1', resolve));
  const pagesHost = `127.0.0.1:${(pages.address() as AddressInfo).port}`;
  pagesOrigin = `http://${pagesHost}`;
  stack = await startStack('fuzz', { FETCH_ALLOW_PRIVATE_HOSTS: pagesHost });
  base = stack.base;
  const client = new Client(base);
  account = await client.register('Fuzz');
  expect(await client.subscribe(account)).toBe(200);
  cookie = account.cookie;
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => pages?.close(resolve));
});

describe('hostile input through the gateway', () => {
  it('answers every malformed request to every contract route with a 4xx and a message, never a 5xx', async () => {
    // Signing out ends the session the other routes are fuzzed with, so it goes last.
    const ordered = [...routes].sort((a, b) => Number(a.id === 'auth.logout') - Number(b.id === 'auth.logout'));
    const outcomes: Outcome[] = [];
    const unexpected: string[] = [];
    for (const [index, route] of ordered.entries()) {
      for (const fuzzCase of casesFor(route, index * 100)) {
        const result = await send(fuzzCase);
        outcomes.push({ route: route.id, shape: fuzzCase.shape, ...result });
        const refused = result.status >= 400 && result.status < 500;
        const described = !result.json || (typeof result.message === 'string' && result.message.trim().length > 0);
        if (result.status >= 500 || (fuzzCase.mustRefuse && !refused) || (refused && !described)) {
          unexpected.push(`${route.id} [${fuzzCase.shape}] ${fuzzCase.init.method} ${fuzzCase.url.slice(0, 120)} -> ${result.status} ${JSON.stringify(result.message)}`);
        }
      }
    }

    const summary = new Map<string, Map<number, number>>();
    for (const outcome of outcomes) {
      const counts = summary.get(outcome.route) ?? new Map<number, number>();
      counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
      summary.set(outcome.route, counts);
    }
    const lines = [...summary].map(([route, counts]) => {
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const byStatus = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}x${count}`).join(' ');
      return `  ${route.padEnd(32)} ${String(total).padStart(3)}  ${byStatus}`;
    });
    const shapes = new Map<string, number>();
    for (const outcome of outcomes) shapes.set(outcome.shape, (shapes.get(outcome.shape) ?? 0) + 1);
    const shapeLine = [...shapes].map(([shape, count]) => `${shape}x${count}`).join(' ');
    console.info(`[fuzz] ${outcomes.length} requests over ${summary.size} routes (seed ${seed})\n${lines.join('\n')}\n  shapes: ${shapeLine}`);

    expect(summary.size).toBe(routes.length);
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status >= 500)).toHaveLength(0);
  }, 180_000);

  it('refuses the two inputs that used to answer 500: a cut-short multipart body and an unchecked binary-route body', async () => {
    const signedIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;

    const truncated = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc';
    for (const route of routes.filter((candidate) => candidate.kind === 'multipart')) {
      for (const contentType of ['multipart/form-data; boundary=b', 'multipart/form-data']) {
        const result = await send({ shape: 'focused', url: route.path, init: { method: 'POST', headers: { cookie, origin: base, 'content-type': contentType }, body: truncated }, mustRefuse: true });
        expect(result.status, `${route.id} with ${contentType}`).toBeGreaterThanOrEqual(400);
        expect(result.status, `${route.id} with ${contentType}`).toBeLessThan(500);
        expect(result.message).toEqual(expect.stringMatching(/\S/));
      }
    }

    const videoFile = await send({
      shape: 'focused',
      url: '/api/generate-video-file',
      init: { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: '{}' },
      mustRefuse: true,
    });
    expect(videoFile.status).toBe(400);
    expect(videoFile.message).toEqual(expect.stringMatching(/\S/));
  });

  it('reads a page of 3,000 nested divs into a partial analysis: 200, never a 5xx', async () => {
    const snippet = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const response = await fetch(`${base}/api/marketing/generate`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${pagesOrigin}/nested`, siteSnips: [{ image: snippet, description: 'Our bakery counter' }] }),
      signal: AbortSignal.timeout(60_000),
    });
    const kit = (await response.json()) as { analysisReport?: { fetched?: boolean }; websiteAnalysis?: { name?: string } };
    expect(response.status, JSON.stringify(kit).slice(0, 500)).toBe(200);
    expect(kit.analysisReport?.fetched).toBe(true);
    expect(kit.websiteAnalysis?.name).toEqual(expect.stringMatching(/\S/));
  }, 90_000);

  it('keeps or refuses the shapes of issue 29 in every text a user can store, never a 5xx', async () => {
    const media = await makeMedia();
    const png = media.png;
    const failures: string[] = [];
    const request = async (label: string, method: string, url: string, body?: unknown, expected?: 'refused' | 'kept') => {
      const isForm = body instanceof FormData;
      const headers: Record<string, string> = { cookie, origin: base, ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) };
      const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
      const text = await response.text();
      const refused = response.status >= 400 && response.status < 500;
      const ok = response.status < 500 && (expected !== 'refused' || refused) && (expected !== 'kept' || response.ok);
      if (!ok) failures.push(`${label}: ${method} ${url} -> ${response.status} ${text.slice(0, 200)}`);
      try {
        return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text };
      } catch {
        return { status: response.status, body: {} as Record<string, unknown>, text };
      }
    };
    try {
      for (const [index, text] of issue29Texts.entries()) {
        const email = `issue29-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        await request(`register ${JSON.stringify(text)}`, 'POST', '/api/auth/register', { firstName: `Fuzz ${text}`, lastName: text, email, password: 'a-long-enough-password-1' });
      }

      const joined = issue29Texts.join(' ');
      const snippet = `data:image/png;base64,${png.toString('base64')}`;
      const generated = await request('generate', 'POST', '/api/marketing/generate', {
        url: `${pagesOrigin}/nested`,
        customPrompt: issue29Texts.join('\n'),
        targetAudience: joined.slice(0, 200),
        siteSnips: [{ image: snippet, description: joined }],
      }, 'kept');
      const kitId = generated.body.kitId as string;
      expect(kitId, generated.text.slice(0, 300)).toMatch(/^[0-9a-f-]{36}$/);

      for (const path of paddedPaths) {
        await request(`edit ${path}`, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path, value: 'Changed' }] }, 'refused');
        await request(`regenerate ${path}`, 'POST', `/api/kits/${kitId}/regenerate`, { path }, 'refused');
      }
      for (const [index, text] of issue29Texts.entries()) {
        const label = JSON.stringify(text);
        await request(`kit name ${label}`, 'PATCH', `/api/kits/${kitId}`, { name: `Kit ${text}` });
        await request(`kit text ${label}`, 'PATCH', `/api/kits/${kitId}`, { edits: [{ path: 'websiteCopy.hero', value: `Hero ${index} ${text}` }, { path: 'adCopy.headline', value: text }] });
        await request(`site correction ${label}`, 'POST', '/api/content/site-corrections', { url: `${pagesOrigin}/nested`, field: 'name', action: 'set', value: { text: `Nested ${text}` } });
        await request(`snippet ${label}`, 'POST', '/api/saved-snippets', form({ description: text, originalFileName: `${text}.png` }, [{ name: 'image', bytes: png, filename: `${text}.png`, type: 'image/png' }]));
      }

      await request('plan in the year 9999', 'POST', `/api/kits/${kitId}/plan`, { start: '9999-12-31', days: 7, networks: ['twitter'], perDay: 1, timezone: 'UTC' }, 'refused');
      const plan = await request('plan', 'POST', `/api/kits/${kitId}/plan`, { start: '2026-12-07', days: 7, networks: ['twitter'], perDay: 2, timezone: 'UTC' }, 'kept');
      const posts = plan.body.posts as Array<{ id: string }>;
      for (const [index, text] of issue29Texts.entries()) {
        await request(`plan post ${JSON.stringify(text)}`, 'PATCH', `/api/plans/${plan.body.id as string}`, { postId: posts[index % posts.length]!.id, text: `${text} ${index}` });
      }
      const csv = await request('csv', 'GET', `/api/plans/${plan.body.id as string}/export?format=csv`, undefined, 'kept');
      const formulaCells = csv.text.split(/\r\n(?="\d\d\/)/).map((row) => row.split('","')[1] ?? '').filter((message) => /^[=+\-@\t\r]/.test(message));
      expect(formulaCells).toEqual([]);
      await request('ics', 'GET', `/api/plans/${plan.body.id as string}/export?format=ics`, undefined, 'kept');
      await request('md', 'GET', `/api/kits/${kitId}/export?format=md`, undefined, 'kept');
      const shared = await request('share', 'POST', `/api/kits/${kitId}/share`, undefined, 'kept');
      await request('shared page', 'GET', `/api/shared/${String(shared.body.url).split('/').pop()}`, undefined, 'kept');

      const track = await request('track', 'POST', '/api/upload-music-file', form({ trackId: 'issue-29', trackName: 'Issue 29' }, [{ name: 'music', bytes: media.mp3, filename: 'tone.mp3', type: 'audio/mpeg' }]), 'kept');
      for (const text of issue29Texts) await request(`track name ${JSON.stringify(text)}`, 'PATCH', `/api/music/${track.body.id as string}`, { name: `Track ${text}` });
      await request('track name of controls only', 'PATCH', `/api/music/${track.body.id as string}`, { name: '\u0000\u202E\uD800' }, 'refused');
    } finally {
      media.cleanup();
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers media addresses naming a folder of the store like missing objects, in every field that takes one', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const analysis = { name: 'Acme', description: '', type: '', features: [] };
    // A saved snippet makes `snippets/<user>/` a folder of the filesystem store, readable by its owner.
    const form = new FormData();
    form.append('description', 'folder maker');
    form.append('image', new Blob([Buffer.from(png.split(',')[1]!, 'base64')], { type: 'image/png' }), 'dot.png');
    const saved = await fetch(`${base}/api/saved-snippets`, { method: 'POST', headers: { cookie, origin: base }, body: form });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { imageUrl } = (await saved.json()) as { imageUrl: string };
    const ownFolder = imageUrl.slice(0, imageUrl.lastIndexOf('/'));
    expect(ownFolder).toBe(`/api/media/snippets/${account.id}`);
    const folders = [ownFolder, '/api/media/snippets', '/api/media/library', '/api/media/music', `/api/media/screenshots/${account.id}`, '/api/media/render-inputs'];
    for (const folder of folders) {
      const bodies: Array<[string, unknown]> = [
        ['/api/export-video', { screenshots: [folder], textOverlays: [], websiteAnalysis: analysis }],
        ['/api/generate-video-file', { duration: 2, backgroundMusic: null, musicVolume: 50, sections: [{ id: 'hero', name: 'Hero', image: folder, text: '', timing: 2 }] }],
        ['/api/generate-video-file', { duration: 2, backgroundMusic: folder, musicVolume: 50, sections: [{ id: 'hero', name: 'Hero', image: png, text: '', timing: 2 }] }],
      ];
      for (const [url, body] of bodies) {
        const result = await send({ shape: 'directory-key', url, init: { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) }, mustRefuse: true });
        expect([400, 404], `${url} with ${folder}: ${result.status} ${JSON.stringify(result.message)}`).toContain(result.status);
        expect(result.message).toEqual(expect.stringMatching(/\S/));
      }
      const direct = await send({ shape: 'directory-key', url: folder, init: { method: 'GET', headers: { cookie, origin: base } }, mustRefuse: true });
      expect(direct.status, folder).toBe(404);
    }
  });

  it('is still healthy afterwards, every service ready', async () => {
    const health = await fetch(`${base}/api/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ready',
      services: { auth: 'ready', billing: 'ready', content: 'ready', media: 'ready', render: 'ready' },
    });
  });
});

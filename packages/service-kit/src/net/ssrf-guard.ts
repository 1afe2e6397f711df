import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors.ts';

/**
 * One guard for every fetch of a user-supplied address (website analysis, its stylesheets and
 * images, Chromium screenshots). Only http(s) to public unicast addresses; the name is resolved
 * here and the socket connects to exactly the address that was checked, so a second DNS answer
 * (rebinding) can never reach an internal host. Every redirect goes through the same checks.
 */

export const fetchLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

export interface SafeFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** `host:port` pairs (e.g. `127.0.0.1:8080`) allowed to be private: test fixtures only. */
  allowPrivateHosts?: readonly string[];
  /** Sent as the Accept header. */
  accept?: string;
  /** Keep the first maxBytes of a longer body instead of failing. */
  truncate?: boolean;
  /** How host names are resolved (the system resolver unless given): a seam for tests. */
  lookup?: HostLookup;
}

/** Every address a host name resolves to; rejects with an errno-style `code` when it has none. */
export type HostLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchResult {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  truncated: boolean;
  redirects: string[];
}

export type FetchFailureReason = 'dns' | 'network' | 'timeout' | 'too-large' | 'too-many-redirects' | 'http-status';

/**
 * The address is allowed but the fetch did not work out (no such host, refused, slow, too big,
 * error status). Callers decide whether that is fatal; a refusal by policy is an AppError instead.
 */
export class FetchFailedError extends Error {
  readonly reason: FetchFailureReason;
  readonly status: number | undefined;

  constructor(reason: FetchFailureReason, message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
    this.name = 'FetchFailedError';
  }
}

/**
 * The one answer for every address refused by the public-address rule or that does not resolve:
 * which it was (and what a name resolves to) would let a user map internal host names.
 */
export const refusedAddressMessage = 'This address cannot be fetched: it is not a public website.';

/** A refusal by address: the public message is always the same; `detail` says why, for the log only. */
export class AddressRefusedError extends AppError {
  readonly detail: string;

  constructor(detail: string) {
    super('BAD_REQUEST', refusedAddressMessage);
    this.detail = detail;
    this.name = 'AddressRefusedError';
  }
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

const ipv4Refusals: Record<string, string> = {
  unspecified: 'an unspecified address (0.0.0.0/8)',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address (169.254.0.0/16, including cloud metadata endpoints)',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address (100.64.0.0/10)',
  private: 'a private network address',
  reserved: 'a reserved address',
  as112: 'a reserved (AS112) address',
  amt: 'a reserved (AMT) address',
};

const ipv6Refusals: Record<string, string> = {
  unspecified: 'an unspecified address (::)',
  linkLocal: 'an IPv6 link-local address (fe80::/10)',
  multicast: 'an IPv6 multicast address',
  loopback: 'an IPv6 loopback address (::1)',
  uniqueLocal: 'an IPv6 unique local address (fc00::/7)',
  teredo: 'a Teredo tunnel address',
  rfc6145: 'an IPv4-translated address',
};

function classifyIpv4(address: ipaddr.IPv4, via?: string): AddressVerdict {
  const range = address.range();
  if (range === 'unicast') return { allowed: true };
  const what = ipv4Refusals[range] ?? `a non-public address (${range})`;
  return { allowed: false, reason: via ? `${what}, reached through ${via}` : what };
}

/** Whether an IP address (any textual form ipaddr.js accepts) is public unicast. */
export function classifyAddress(address: string): AddressVerdict {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return { allowed: false, reason: 'not an IP address' };
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return classifyIpv4(parsed as ipaddr.IPv4);

  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'ipv4Mapped') return classifyIpv4(v6.toIPv4Address(), 'an IPv4-mapped IPv6 address');
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address that a gateway would reach.
  // The local-use NAT64 prefix (64:ff9b:1::/48, RFC 8215) is the network's own, with the IPv4
  // address wherever that network put it: nothing public is only reachable through it.
  if (range === 'rfc6052' && v6.parts[2] !== 0) return { allowed: false, reason: 'a local-use NAT64 address (64:ff9b:1::/48)' };
  if (range === 'rfc6052') {
    const [a, b, c, d] = v6.toByteArray().slice(12);
    return classifyIpv4(new ipaddr.IPv4([a ?? 0, b ?? 0, c ?? 0, d ?? 0]), 'a NAT64 address');
  }
  if (range === '6to4') {
    const [a, b, c, d] = v6.toByteArray().slice(2, 6);
    return classifyIpv4(new ipaddr.IPv4([a ?? 0, b ?? 0, c ?? 0, d ?? 0]), 'a 6to4 address');
  }
  if (range !== 'unicast') return { allowed: false, reason: ipv6Refusals[range] ?? `a non-public IPv6 address (${range})` };
  // Only global unicast (2000::/3) is routable on the internet; the rest of "unicast" is
  // unassigned or deprecated (IPv4-compatible ::a.b.c.d among them).
  const first = v6.parts[0] ?? 0;
  if (first < 0x2000 || first > 0x3fff) return { allowed: false, reason: 'an IPv6 address outside global unicast (2000::/3)' };
  return { allowed: true };
}

export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets, as it is resolved. */
  hostname: string;
  address: string;
  family: 4 | 6;
}

/** getaddrinfo has no timeout of its own; a slow resolver must not outlast the fetch's deadline. */
async function resolveWithin(hostname: string, timeoutMs: number, resolve: HostLookup): Promise<Array<{ address: string; family: number }>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AddressRefusedError(`resolving ${hostname} took too long`)), Math.max(1, timeoutMs));
  });
  const lookup = resolve(hostname).catch((error: NodeJS.ErrnoException) => {
    throw new AddressRefusedError(`the host name ${hostname} could not be resolved (${error.code ?? 'DNS error'})`);
  });
  try {
    return await Promise.race([lookup, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * RFC 6761: localhost and every name under it ("localhost." too) are loopback whatever a resolver
 * says, and browsers treat them so; their refusal must not depend on the resolver.
 */
function resolveHost(hostname: string, timeoutMs: number, resolve: HostLookup): Promise<Array<{ address: string; family: number }>> {
  if (/(^|\.)localhost\.?$/i.test(hostname)) {
    return Promise.resolve([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
  }
  return resolveWithin(hostname, timeoutMs, resolve);
}

function refuse(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** Normalises `host:port` entries the way WHATWG URL normalises hosts, so `[::1]:80` and `LOCALHOST:80` match. */
export function parseAllowedHosts(value: string | readonly string[] | undefined): string[] {
  const entries = typeof value === 'string' ? value.split(',') : (value ?? []);
  const result: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^(.+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    let hostname: string | undefined;
    try {
      const url = match ? new URL(`http://${match[1]}/`) : undefined;
      if (url && url.pathname === '/' && !url.username && !url.search && !url.port) hostname = url.hostname;
    } catch {
      hostname = undefined;
    }
    if (!hostname || !(port > 0 && port <= 65535)) {
      throw new Error(`FETCH_ALLOW_PRIVATE_HOSTS: "${entry}" must be host:port, e.g. 127.0.0.1:8080`);
    }
    result.push(`${hostname}:${port}`);
  }
  return result;
}

function isAllowlisted(url: URL, allowPrivateHosts: readonly string[]): boolean {
  return allowPrivateHosts.includes(`${url.hostname}:${effectivePort(url)}`);
}

function parseTarget(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw refuse('Please enter a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(`Only http and https addresses can be fetched (got "${url.protocol.replace(/:$/, '')}:")`);
  }
  if (url.username || url.password) throw refuse('Addresses with a user name or password cannot be fetched');
  if (!url.hostname) throw refuse('The address has no host name');
  return url;
}

/**
 * Checks an address before any connection: scheme, then every address the host name resolves to.
 * Hosts on the allowlist skip the public-address rule (not the scheme rule).
 */
export async function assertPublicUrl(input: string | URL, options: Pick<SafeFetchOptions, 'allowPrivateHosts' | 'timeoutMs' | 'lookup'> = {}): Promise<CheckedTarget> {
  const url = parseTarget(input);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const allowPrivate = isAllowlisted(url, options.allowPrivateHosts ?? []);

  const literal = isIP(hostname);
  const resolved: Array<{ address: string; family: number }> = literal
    ? [{ address: hostname, family: literal }]
    : await resolveHost(hostname, options.timeoutMs ?? fetchLimits.timeoutMs, options.lookup ?? systemLookup);
  if (resolved.length === 0) throw new AddressRefusedError(`the host name ${hostname} has no addresses`);

  if (!allowPrivate) {
    for (const { address } of resolved) {
      const verdict = classifyAddress(address);
      if (!verdict.allowed) {
        const shown = literal ? hostname : `${hostname} (${address})`;
        throw new AddressRefusedError(`${shown} is ${verdict.reason}`);
      }
    }
  }
  const first = resolved[0]!;
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}

function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (typeof options === 'object' && options.all) {
      (callback as unknown as (e: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

function requestOnce(target: CheckedTarget, options: Required<Pick<SafeFetchOptions, 'maxBytes' | 'truncate'>> & { accept: string; deadline: number }): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const remaining = options.deadline - Date.now();
    if (remaining <= 0) {
      reject(new FetchFailedError('timeout', 'The website took too long to answer'));
      return;
    }
    const transport = target.url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (error: Error | null, hop?: Hop) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(hop!);
    };
    const request = transport.request(
      target.url,
      {
        method: 'GET',
        lookup: pinnedLookup(target),
        // A fresh socket per request: a pooled socket could have been opened for another address.
        agent: false,
        headers: {
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'SiteSparkBot/1.0 (+marketing content analysis)',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400 && location) {
          response.resume();
          finish(null, { status, location, contentType, body: Buffer.alloc(0), truncated: false });
          request.destroy();
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (!options.truncate && Number.isFinite(declared) && declared > options.maxBytes && !response.headers['content-encoding']) {
          request.destroy();
          finish(new FetchFailedError('too-large', `The response is larger than ${options.maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const stream = decoded(response);
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          const room = options.maxBytes - size;
          if (chunk.length > room) {
            if (options.truncate) {
              chunks.push(chunk.subarray(0, room));
              size += room;
              finish(null, { status, location, contentType, body: Buffer.concat(chunks, size), truncated: true });
            } else {
              finish(new FetchFailedError('too-large', `The response is larger than ${options.maxBytes} bytes`));
            }
            request.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        stream.on('end', () => finish(null, { status, location, contentType, body: Buffer.concat(chunks, size), truncated: false }));
        stream.on('error', (error) => finish(new FetchFailedError('network', `The response could not be read (${error.message})`)));
        response.on('aborted', () => finish(new FetchFailedError('network', 'The website closed the connection')));
      },
    );
    const timer = setTimeout(() => {
      finish(new FetchFailedError('timeout', 'The website took too long to answer'));
      request.destroy();
    }, remaining);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish(new FetchFailedError('network', `The website could not be reached (${error.code ?? error.message})`));
    });
    request.end();
  });
}

/**
 * GET through the guard. Refusals (scheme, non-public or unresolvable address, before or after a
 * redirect) throw AppError('BAD_REQUEST') before any connection to the refused address (an
 * AddressRefusedError, with the one public message, for the address rule); operational failures
 * throw FetchFailedError.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? fetchLimits.maxBytes;
  const maxRedirects = options.maxRedirects ?? fetchLimits.maxRedirects;
  const deadline = Date.now() + (options.timeoutMs ?? fetchLimits.timeoutMs);
  const allowPrivateHosts = options.allowPrivateHosts ?? [];
  const redirects: string[] = [];
  let current: string | URL = input;

  for (;;) {
    const target = await assertPublicUrl(current, { allowPrivateHosts, timeoutMs: deadline - Date.now(), ...(options.lookup ? { lookup: options.lookup } : {}) });
    if (Date.now() >= deadline) throw new FetchFailedError('timeout', 'The website took too long to answer');
    const hop = await requestOnce(target, {
      maxBytes,
      truncate: options.truncate ?? false,
      accept: options.accept ?? '*/*',
      deadline,
    });
    if (hop.location !== undefined) {
      if (redirects.length >= maxRedirects) {
        throw new FetchFailedError('too-many-redirects', `The website redirected more than ${maxRedirects} times`);
      }
      let next: URL;
      try {
        next = new URL(hop.location, target.url);
      } catch {
        throw new FetchFailedError('network', 'The website redirected to an invalid address');
      }
      redirects.push(next.href);
      current = next;
      continue;
    }
    if (hop.status < 200 || hop.status >= 300) {
      throw new FetchFailedError('http-status', `The website answered with status ${hop.status}`, hop.status);
    }
    return { url: target.url.href, status: hop.status, contentType: hop.contentType, body: hop.body, truncated: hop.truncated, redirects };
  }
}

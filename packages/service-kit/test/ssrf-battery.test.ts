import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { AddressRefusedError, assertPublicUrl, refusedAddressMessage, safeFetch, type HostLookup } from '../src/net/ssrf-guard.ts';

/**
 * Hostile addresses against the guard, each fetched for real: a canary listens on 127.0.0.1 and
 * [::1] at port P, where every loopback spelling below would land if the guard let it through, and
 * must count no connection. The allowlisted "public" site listens on 127.0.0.2, same port P.
 * Addresses that would leave this machine if the guard failed (10/8, metadata, NAT64, ...) are only
 * checked, never fetched: a broken guard must not turn this test into traffic to a real network.
 */

interface Listener {
  connections: number;
  hits: string[];
  close(): Promise<void>;
}

async function listen(host: string, port: number, handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Listener & { port: number }> {
  const state = { connections: 0, hits: [] as string[] };
  const server = http.createServer((request, response) => {
    state.hits.push(request.url ?? '');
    handler(request, response);
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    get connections() {
      return state.connections;
    },
    hits: state.hits,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let canaryV4: Listener & { port: number };
let canaryV6: Listener;
let site: Listener;
let P: number;
let sitePort: string;
/** The site is the only private host the guard may reach. */
let allow: string[];
let redirectTo: string | undefined;

const canaryConnections = () => canaryV4.connections + canaryV6.connections;

beforeAll(async () => {
  canaryV4 = await listen('127.0.0.1', 0, (_request, response) => response.end('canary reached'));
  P = canaryV4.port;
  canaryV6 = await listen('::1', P, (_request, response) => response.end('canary reached'));
  site = await listen('127.0.0.2', P, (request, response) => {
    if (request.url?.startsWith('/redirect/')) {
      const status = Number(request.url.split('/')[2]);
      response.writeHead(status, { location: redirectTo }).end();
    } else if (request.url?.startsWith('/hop/')) {
      const left = Number(request.url.split('/')[2]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : redirectTo }).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>the public site</title>');
    }
  });
  sitePort = `127.0.0.2:${P}`;
  allow = [sitePort];
});

afterAll(async () => {
  await canaryV4?.close();
  await canaryV6?.close();
  await site?.close();
});

/** A resolver that answers from a table (and counts its questions), as a hostile DNS server would. */
function resolver(table: Record<string, string[] | (() => string[])>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof entry === 'function' ? entry() : entry;
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  };
  return Object.assign(lookup, { calls });
}

async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`, { cause: error });
    expect(error.status).toBe(400);
    if (!(error instanceof AddressRefusedError)) return error.message;
    // Refused by address: one message for all, no address in it; the reason is the log's.
    expect(error.message).toBe(refusedAddressMessage);
    expect(error.message).not.toMatch(/\d+\.\d+\.\d+\.\d+|::|localhost/);
    return error.detail;
  }
  throw new Error('expected a refusal, but the fetch succeeded');
}

const loopbackMessage = /^[\d.:]+ is (a loopback address|an IPv6 loopback address|an unspecified address)/;

describe('loopback in every spelling, fetched for real: refused, canary untouched', () => {
  const cases: Array<[string, (port: number) => string, RegExp]> = [
    ['dotted quad', (p) => `http://127.0.0.1:${p}/`, loopbackMessage],
    ['https', (p) => `https://127.0.0.1:${p}/`, loopbackMessage],
    ['two-part 127.1', (p) => `http://127.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['three-part 127.0.1', (p) => `http://127.0.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['trailing dot', (p) => `http://127.0.0.1.:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['0.0.0.0', (p) => `http://0.0.0.0:${p}/`, /0\.0\.0\.0 is an unspecified address/],
    ['bare 0', (p) => `http://0:${p}/`, /0\.0\.0\.0 is an unspecified address/],
    ['decimal 2130706433', (p) => `http://2130706433:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['hex 0x7f000001', (p) => `http://0x7f000001:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['dotted hex', (p) => `http://0x7f.0x0.0x0.0x1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['octal 0177.0.0.1', (p) => `http://0177.0.0.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['octal 017700000001', (p) => `http://017700000001:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['mixed octal and decimal 0177.1', (p) => `http://0177.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['percent-encoded host', (p) => `http://%31%32%37.0.0.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['full-width digits', (p) => `http://１２７.０.０.１:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['[::1]', (p) => `http://[::1]:${p}/`, /::1 is an IPv6 loopback/],
    ['[::1] written out', (p) => `http://[0:0:0:0:0:0:0:1]:${p}/`, /::1 is an IPv6 loopback/],
    ['[::]', (p) => `http://[::]:${p}/`, /:: is an unspecified address/],
    ['IPv4-mapped [::ffff:127.0.0.1]', (p) => `http://[::ffff:127.0.0.1]:${p}/`, /loopback address, reached through an IPv4-mapped/],
    ['IPv4-mapped hex [::ffff:7f00:1]', (p) => `http://[::ffff:7f00:1]:${p}/`, /loopback address, reached through an IPv4-mapped/],
    ['IPv4-mapped [::ffff:0.0.0.0]', (p) => `http://[::ffff:0.0.0.0]:${p}/`, /unspecified address \(0\.0\.0\.0\/8\), reached through an IPv4-mapped/],
    ['localhost', (p) => `http://localhost:${p}/`, /localhost \(127\.0\.0\.1\) is a loopback/],
    ['LOCALHOST in capitals', (p) => `http://LOCALHOST:${p}/`, /localhost \(127\.0\.0\.1\) is a loopback/],
    ['localhost. with a trailing dot', (p) => `http://localhost.:${p}/`, /localhost\. \(127\.0\.0\.1\) is a loopback/],
    ['a name under localhost', (p) => `http://admin.localhost:${p}/`, /admin\.localhost \(127\.0\.0\.1\) is a loopback/],
    ['user info before the host', (p) => `http://example.com@127.0.0.1:${p}/`, /user name or password/],
    ['user and password before the host', (p) => `http://example.com:80@127.0.0.1:${p}/`, /user name or password/],
    ['a fragment that looks like a host', (p) => `http://127.0.0.1:${p}#@example.com/`, /127\.0\.0\.1 is a loopback/],
    ['gopher', (p) => `gopher://127.0.0.1:${p}/_GET%20/`, /Only http and https.*"gopher:"/],
    ['ftp', (p) => `ftp://127.0.0.1:${p}/`, /Only http and https.*"ftp:"/],
    ['ws', (p) => `ws://127.0.0.1:${p}/`, /Only http and https.*"ws:"/],
    ['dict', (p) => `dict://127.0.0.1:${p}/info`, /Only http and https.*"dict:"/],
    ['file', () => 'file:///etc/passwd', /Only http and https.*"file:"/],
    ['data', () => 'data:text/html,<h1>hi</h1>', /Only http and https.*"data:"/],
    ['javascript', () => 'javascript:fetch("http://127.0.0.1/")', /Only http and https.*"javascript:"/],
  ];

  it.each(cases)('%s', async (_name, address, reason) => {
    expect(await refusal(safeFetch(address(P)))).toMatch(reason);
    expect(canaryConnections()).toBe(0);
  });
});

describe('host names a hostile resolver points inside', () => {
  it.each([
    ['evil.test → 127.0.0.1', ['127.0.0.1'], /evil\.test \(127\.0\.0\.1\) is a loopback address/],
    ['evil.test → ::1', ['::1'], /evil\.test \(::1\) is an IPv6 loopback/],
    ['evil.test → ::ffff:127.0.0.1', ['::ffff:127.0.0.1'], /reached through an IPv4-mapped/],
    ['evil.test → 0.0.0.0', ['0.0.0.0'], /unspecified/],
  ])('%s: refused before connecting, canary untouched', async (_name, addresses, reason) => {
    const lookup = resolver({ 'evil.test': addresses });
    expect(await refusal(safeFetch(`http://evil.test:${P}/`, { lookup }))).toMatch(reason);
    expect(lookup.calls).toEqual(['evil.test']);
    expect(canaryConnections()).toBe(0);
  });

  it.each([
    ['metadata.google.internal → 169.254.169.254', 'metadata.google.internal', ['169.254.169.254'], /link-local/],
    ['evil.test → 10.0.0.1', 'evil.test', ['10.0.0.1'], /private network/],
    ['evil.test → 100.100.100.200 (CGNAT metadata)', 'evil.test', ['100.100.100.200'], /carrier-grade NAT/],
    ['evil.test → fd00:ec2::254 (IPv6 metadata)', 'evil.test', ['fd00:ec2::254'], /unique local/],
    ['a public answer next to a private one', 'evil.test', ['93.184.216.34', '10.0.0.1'], /evil\.test \(10\.0\.0\.1\) is a private network/],
    ['a public answer next to an IPv6 loopback', 'evil.test', ['2606:4700:4700::1111', '::1'], /IPv6 loopback/],
  ])('%s: refused when checked', async (_name, host, addresses, reason) => {
    expect(await refusal(assertPublicUrl(`http://${host}/`, { lookup: resolver({ [host]: addresses }) }))).toMatch(reason);
  });

  it('connects to the address it checked, not to a second answer (DNS rebinding)', async () => {
    // The first answer is the allowed site, every later one the canary: a client that resolved
    // again after the check would land on the canary.
    let answered = false;
    const lookup = resolver({
      'rebind.test': () => {
        const first = !answered;
        answered = true;
        return [first ? '127.0.0.2' : '127.0.0.1'];
      },
    });
    const result = await safeFetch(`http://rebind.test:${P}/page`, { lookup, allowPrivateHosts: [`rebind.test:${P}`] });
    expect(result.body.toString()).toBe('<title>the public site</title>');
    expect(site.hits).toContain('/page');
    expect(lookup.calls).toEqual(['rebind.test']);
    expect(canaryConnections()).toBe(0);
  });
});

describe('redirects from the allowed site: each hop checked, canary untouched', () => {
  const cases: Array<[string, number, (port: number) => string, RegExp]> = [
    ['302 to 127.0.0.1', 302, (p) => `http://127.0.0.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['301 to a scheme-relative //127.0.0.1', 301, (p) => `//127.0.0.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['307 to [::ffff:127.0.0.1]', 307, (p) => `http://[::ffff:127.0.0.1]:${p}/`, /IPv4-mapped/],
    ['308 to decimal 2130706433', 308, (p) => `http://2130706433:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['303 to octal 0177.0.0.1', 303, (p) => `http://0177.0.0.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['302 to [::1]', 302, (p) => `http://[::1]:${p}/`, /IPv6 loopback/],
    ['302 to bare 0', 302, (p) => `http://0:${p}/`, /unspecified/],
    ['302 to localhost', 302, (p) => `http://localhost:${p}/`, /localhost \(127\.0\.0\.1\) is a loopback/],
    ['302 to a name the resolver points at 127.0.0.1', 302, (p) => `http://evil.test:${p}/`, /evil\.test \(127\.0\.0\.1\)/],
    ['302 to user info on the allowed host', 302, (p) => `http://x@127.0.0.2:${p}/`, /user name or password/],
    ['302 to the allowed address on the canary port of another loopback', 302, (p) => `http://127.0.0.1:${p}/admin`, /127\.0\.0\.1 is a loopback/],
    ['302 to gopher', 302, (p) => `gopher://127.0.0.1:${p}/_x`, /"gopher:"/],
    ['302 to file', 302, () => 'file:///etc/passwd', /"file:"/],
    ['302 to data', 302, () => 'data:text/plain,hi', /"data:"/],
  ];

  it.each(cases)('%s', async (_name, status, location, reason) => {
    redirectTo = location(P);
    const before = site.hits.length;
    const lookup = resolver({ 'evil.test': ['127.0.0.1'] });
    expect(await refusal(safeFetch(`http://${sitePort}/redirect/${status}`, { allowPrivateHosts: allow, lookup }))).toMatch(reason);
    expect(site.hits.slice(before)).toEqual([`/redirect/${status}`]);
    expect(canaryConnections()).toBe(0);
  });

  it('a chain of allowed hops ending at the canary is refused at the last hop', async () => {
    redirectTo = `http://[::ffff:7f00:1]:${P}/`;
    const before = site.hits.length;
    expect(await refusal(safeFetch(`http://${sitePort}/hop/3`, { allowPrivateHosts: allow }))).toMatch(/IPv4-mapped/);
    expect(site.hits.slice(before)).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);
    expect(canaryConnections()).toBe(0);
  });
});

describe('addresses that would leave this machine: refused when checked', () => {
  it.each([
    ['10/8', 'http://10.0.0.1/', /private network/],
    ['10/8 top', 'http://10.255.255.254/', /private network/],
    ['10/8 in decimal', 'http://167772161/', /10\.0\.0\.1 is a private network/],
    ['172.16/12', 'http://172.16.0.1/', /private network/],
    ['172.16/12 top', 'http://172.31.255.254/', /private network/],
    ['192.168/16', 'http://192.168.0.1/', /private network/],
    ['192.168/16 in hex', 'http://0xc0a80001/', /192\.168\.0\.1 is a private network/],
    ['100.64/10 (CGNAT)', 'http://100.64.0.1/', /carrier-grade NAT/],
    ['100.64/10 top', 'http://100.127.255.254/', /carrier-grade NAT/],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/', /link-local/],
    ['cloud metadata in decimal', 'http://2852039166/', /169\.254\.169\.254 is a link-local/],
    ['cloud metadata in hex', 'http://0xa9fea9fe/', /169\.254\.169\.254 is a link-local/],
    ['cloud metadata in octal', 'http://0251.0376.0251.0376/', /169\.254\.169\.254 is a link-local/],
    ['other link-local', 'http://169.254.1.1/', /link-local/],
    ['benchmarking 198.18/15', 'http://198.18.0.1/', /reserved/],
    ['multicast', 'http://224.0.0.1/', /multicast/],
    ['broadcast', 'http://255.255.255.255/', /broadcast/],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/', /link-local address .*, reached through an IPv4-mapped/],
    ['IPv4-mapped 10/8', 'http://[::ffff:a00:1]/', /private network address, reached through an IPv4-mapped/],
    ['NAT64 loopback', 'http://[64:ff9b::7f00:1]/', /loopback address, reached through a NAT64/],
    ['NAT64 loopback, dotted', 'http://[64:ff9b::127.0.0.1]/', /loopback address, reached through a NAT64/],
    ['NAT64 metadata', 'http://[64:ff9b::a9fe:a9fe]/', /link-local address .*, reached through a NAT64/],
    ['local-use NAT64 with a public-looking tail', 'http://[64:ff9b:1:a00:0:100:808:808]/', /local-use NAT64/],
    ['6to4 loopback', 'http://[2002:7f00:0001::]/', /loopback address, reached through a 6to4/],
    ['6to4 metadata', 'http://[2002:a9fe:a9fe::1]/', /link-local address .*, reached through a 6to4/],
    ['IPv4-compatible ::127.0.0.1', 'http://[::127.0.0.1]/', /outside global unicast/],
    ['IPv4-translated ::ffff:0:127.0.0.1', 'http://[::ffff:0:7f00:1]/', /IPv4-translated/],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', /Teredo/],
    ['IPv6 link-local', 'http://[fe80::1]/', /IPv6 link-local/],
    ['IPv6 unique local fc00::/7', 'http://[fc00::1]/', /unique local/],
    ['IPv6 unique local fd00::/8', 'http://[fd12:3456:789a::1]/', /unique local/],
    ['IPv6 site-local (deprecated)', 'http://[fec0::1]/', /deprecatedSiteLocal/],
    ['IPv6 multicast', 'http://[ff02::1]/', /multicast/],
    ['IPv6 documentation', 'http://[2001:db8::1]/', /reserved/],
    ['IPv6 zone id', 'http://[fe80::1%25eth0]/', /valid URL/],
  ])('%s', async (_name, address, reason) => {
    expect(await refusal(assertPublicUrl(address))).toMatch(reason);
  });
});

describe('the canary', () => {
  it('counts a connection when the guard is told to let it through, so the zeros above mean something', async () => {
    const answer = await safeFetch(`http://127.0.0.1:${P}/`, { allowPrivateHosts: [`127.0.0.1:${P}`] });
    expect(answer.body.toString()).toBe('canary reached');
    expect(canaryV4.connections).toBe(1);
    const mapped = await safeFetch(`http://[::1]:${P}/`, { allowPrivateHosts: [`[::1]:${P}`] });
    expect(mapped.body.toString()).toBe('canary reached');
    expect(canaryV6.connections).toBe(1);
  });

});

import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { AddressRefusedError, assertPublicUrl, classifyAddress, parseAllowedHosts, refusedAddressMessage, type HostLookup } from '../src/net/ssrf-guard.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['10.0.0.1', /private/],
    ['172.16.4.2', /private/],
    ['192.168.1.1', /private/],
    ['169.254.169.254', /link-local/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['224.0.0.251', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['0.0.0.0', /unspecified/],
    ['240.0.0.1', /reserved/],
    ['192.0.2.10', /reserved/],
    ['::1', /IPv6 loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fd12:3456::1', /unique local/],
    ['ff02::1', /multicast/],
    ['::ffff:127.0.0.1', /loopback address, reached through an IPv4-mapped/],
    ['::ffff:7f00:1', /loopback address, reached through an IPv4-mapped/],
    ['::ffff:169.254.169.254', /link-local/],
    ['64:ff9b::10.0.0.1', /private network address, reached through a NAT64/],
    ['64:ff9b::7f00:1', /loopback address, reached through a NAT64/],
    ['2002:7f00:1::', /loopback address, reached through a 6to4/],
    ['::127.0.0.1', /loopback/],
    ['4000::1', /outside global unicast/],
    ['2001:db8::1', /reserved|non-public/],
  ])('refuses %s', (address, reason) => {
    const verdict = classifyAddress(address);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toMatch(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])('allows public %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });

  it('refuses what is not an address at all', () => {
    expect(classifyAddress('example.com').allowed).toBe(false);
  });
});

/** Anything in an answer that looks like an IPv4 or IPv6 address. */
const ipInText = /\b\d{1,3}(\.\d{1,3}){3}\b|[0-9a-f]{0,4}::[0-9a-f:.]*|\[[0-9a-f:.]+\]/i;

/**
 * The refusal's reason: for the address rule the detail kept for the log (the public message is
 * checked to be the one message, with no address in it), otherwise the message itself.
 */
async function refusal(url: string, allowPrivateHosts: string[] = [], lookup?: HostLookup): Promise<string> {
  try {
    await assertPublicUrl(url, { allowPrivateHosts, ...(lookup ? { lookup } : {}) });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    if (!(error instanceof AddressRefusedError)) return (error as AppError).message;
    expect(error.message).toBe(refusedAddressMessage);
    expect(error.message).not.toMatch(ipInText);
    return error.detail;
  }
  throw new Error(`${url} was not refused`);
}

describe('assertPublicUrl', () => {
  it.each([
    ['http://127.0.0.1/', /127\.0\.0\.1 is a loopback address/],
    ['http://2130706433/', /127\.0\.0\.1 is a loopback/],
    ['http://0177.0.0.1/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f.0.0.1/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f000001/', /127\.0\.0\.1 is a loopback/],
    ['http://017700000001/', /127\.0\.0\.1 is a loopback/],
    ['http://10.0.0.1:8080/admin', /private network/],
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://[::1]/', /IPv6 loopback/],
    ['http://[::ffff:127.0.0.1]/', /IPv4-mapped/],
    ['http://[::ffff:a9fe:a9fe]/', /link-local/],
    ['http://[64:ff9b::a00:1]/', /NAT64/],
    ['http://[fe80::1]/', /link-local/],
    ['http://[fc00::1]/', /unique local/],
    ['http://0.0.0.0:3000/', /unspecified/],
    ['http://localhost:3000/', /localhost \((127\.0\.0\.1|::1)\) is a/],
  ])('refuses %s before connecting', async (url, reason) => {
    expect(await refusal(url)).toMatch(reason);
  });

  it.each([
    ['file:///etc/passwd', /Only http and https.*"file:"/],
    ['gopher://127.0.0.1:70/_x', /Only http and https.*"gopher:"/],
    ['ftp://example.com/', /Only http and https/],
    ['javascript:alert(1)', /Only http and https/],
    ['not a url', /valid URL/],
    ['http://user:pass@example.com/', /user name or password/],
  ])('refuses %s by scheme or shape', async (url, reason) => {
    expect(await refusal(url)).toMatch(reason);
  });

  it('answers an internal name, an unresolvable name and a name without addresses alike, keeping the reason for the log', async () => {
    const lookup: HostLookup = async (hostname) => {
      if (hostname === 'postgres') return [{ address: '172.18.0.3', family: 4 }];
      if (hostname === 'empty.test') return [];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const answers = await Promise.all(
      ['http://postgres:5432/', 'http://nats:4222/', 'http://empty.test/', 'http://vm/', 'http://127.0.0.1/', 'http://[::1]/'].map(async (url) => {
        const error = await assertPublicUrl(url, { lookup }).then(() => null, (caught: unknown) => caught);
        expect(error, url).toBeInstanceOf(AddressRefusedError);
        return error as AddressRefusedError;
      }),
    );
    expect(new Set(answers.map((error) => JSON.stringify({ status: error.status, code: error.code, message: error.message })))).toEqual(
      new Set([JSON.stringify({ status: 400, code: 'BAD_REQUEST', message: refusedAddressMessage })]),
    );
    expect(answers.map((error) => error.detail)).toEqual([
      'postgres (172.18.0.3) is a private network address',
      'the host name nats could not be resolved (ENOTFOUND)',
      'the host name empty.test has no addresses',
      'the host name vm could not be resolved (ENOTFOUND)',
      '127.0.0.1 is a loopback address',
      '::1 is an IPv6 loopback address (::1)',
    ]);
  });

  it('answers a resolver that never answers with the same message', async () => {
    const never: HostLookup = () => new Promise(() => undefined);
    const error: unknown = await assertPublicUrl('http://slow.test/', { lookup: never, timeoutMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect((error as AddressRefusedError).message).toBe(refusedAddressMessage);
    expect((error as AddressRefusedError).detail).toBe('resolving slow.test took too long');
  });

  it('lets an allowlisted host:port through, and only that port', async () => {
    const allowed = ['127.0.0.1:4567'];
    await expect(assertPublicUrl('http://127.0.0.1:4567/page', { allowPrivateHosts: allowed })).resolves.toMatchObject({ address: '127.0.0.1' });
    expect(await refusal('http://127.0.0.1:4568/', allowed)).toMatch(/loopback/);
    expect(await refusal('gopher://127.0.0.1:4567/', allowed)).toMatch(/Only http and https/);
  });

  it('resolves public literals without DNS', async () => {
    await expect(assertPublicUrl('https://93.184.216.34/')).resolves.toMatchObject({ address: '93.184.216.34', family: 4 });
  });
});

describe('parseAllowedHosts', () => {
  it('normalises entries and rejects anything but host:port', () => {
    expect(parseAllowedHosts(' 127.0.0.1:80, LOCALHOST:3000 ,[::1]:9000,')).toEqual(['127.0.0.1:80', 'localhost:3000', '[::1]:9000']);
    expect(parseAllowedHosts('')).toEqual([]);
    expect(() => parseAllowedHosts('127.0.0.1')).toThrow(/host:port/);
    expect(() => parseAllowedHosts('127.0.0.1:80/path')).toThrow(/host:port/);
  });
});
